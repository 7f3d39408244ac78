import Foundation
import HandzLintKit
import LintCore

/// The form of examples about whole repositories (the files a run reads): each file after a
/// `--- PATH` line, written into a scratch folder that is linted as `handz-lint lint FOLDER`
/// lints it.
///
///     --- Sources/App/Home.swift
///     import SwiftUI
///     --- Sources/App/de.lproj/Localizable.strings
///     "home.title" = "Start"
public struct RepositoryExample {
    public let folder: ScratchFolder

    public init(_ text: String) throws {
        folder = try ScratchFolder()
        var path: String?
        var lines: [Substring] = []
        func flush() throws {
            guard let path else { return }
            try folder.write(path, lines.joined(separator: "\n") + "\n")
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("--- ") {
                try flush()
                path = String(line.dropFirst(4))
                lines = []
            } else {
                lines.append(line)
            }
        }
        try flush()
    }

    /// What `lint` finds in the folder with `configuration`.
    public func findings(_ configuration: LintConfiguration) throws -> [Finding] {
        try LintRun(configuration: configuration).run(LintRun.Inputs.classify([folder.url.path])).findings
    }
}
