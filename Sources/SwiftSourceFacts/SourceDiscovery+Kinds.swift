import SourceText

/// What a folder or file found in discovery is: code that never ships, tests, generated code.
extension SourceDiscovery {
    /// What a folder of code that never ships holds: "test code" (`isTestFolder`), an Xcode file
    /// template, code for Android, or "sample code": an Xcode playground, a sample or example app beside the product (`sampleapps/`,
    /// `OnboardingSampleApp/`, `UIExampleApp/`, `Examples/`). Only whole words count: `Sampler/`
    /// and `SampleBufferRenderer/` are a product's code, and `Demo…` is left alone (a game's demo
    /// mode ships).
    public static func nonShippingKind(_ name: String) -> String? {
        if isTestFolder(name) { return "test code" }
        let lower = name.lowercased()
        // zashi's `TCA.xctemplate/`: Xcode fills `___VARIABLE_name___` in when a file is made from it.
        if lower.hasSuffix(".xctemplate") { return "an Xcode file template" }
        let bare = ["sample", "samples", "example", "examples", "sampleapp", "sampleapps", "exampleapp", "exampleapps"]
        if lower.hasSuffix(".playground") || bare.contains(lower) { return "sample code" }
        // try-swift-tokyo's `Android/`: a package Skip turns into the Android app, which no iPhone runs.
        if lower == "android" { return "code for Android" }
        // The last words (`UIExampleApp`), not a part of one (`Resample`).
        let stem = ["Apps", "App", "s"].first(where: name.hasSuffix).map { name.dropLast($0.count) } ?? name[...]
        return stem.hasSuffix("Sample") || stem.hasSuffix("Example") ? "sample code" : nil
    }

    /// OpenFind's `Archive/` beside `Sources/`, with the apps it replaced: a folder at the top of a repository or project
    /// named for code kept out of use. (Deeper, `Archive/` is as often a feature: a mail app's archive.)
    public static func retiredKind(_ name: String) -> String? {
        ["archive", "archived", "deprecated"].contains(name.lowercased()) ? "archived code" : nil
    }

    /// `Tests`, `MaccyTests`, `AppUITests`, `UITests_iPad`: test targets by Xcode's and SwiftPM's naming;
    /// `__tests__` beside the code it tests (cwa-app-ios); helpers only tests link (session-ios's
    /// `_SharedTestUtilities`).
    public static func isTestFolder(_ name: String) -> Bool {
        name.hasSuffix("Tests") || name.hasPrefix("UITests") || name == "__tests__"
            || ["TestUtilities", "TestUtils", "TestHelpers"].contains(where: name.hasSuffix)
    }

    /// Why a Swift file never reaches users though no folder says so, nil when it may: generated
    /// code, or test code beside the code it tests.
    public static func unshippedReason(path: String) -> String? {
        let name = FileTree.name(path)
        if name.hasSuffix(".generated.swift") || name.hasSuffix("+Generated.swift") { return "generated (by its name)" }
        // Imports may follow a long licence header.
        guard let prefix = SourceFile.readPrefix(path: path, count: 4096) else { return nil }
        return generatedReason(prefix: Array(prefix.prefix(1024))) ?? testCodeReason(prefix: prefix)
    }

    /// authenticator-ios's `ManualEntryViewTests.swift`, in its view's folder: a file that imports
    /// a test framework, or a module `@testable`, builds only into tests (no app links XCTest).
    static func testCodeReason(prefix: [UInt8]) -> String? {
        // This runs on every file: lines are found by a plain scan, and only those that start with `@` or `import` are
        // split into words.
        var lineStart = 0
        while lineStart < prefix.count {
            var lineEnd = lineStart
            while lineEnd < prefix.count, prefix[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            var textStart = lineStart
            while textStart < lineEnd, prefix[textStart] == UInt8(ascii: " ") || prefix[textStart] == UInt8(ascii: "\t") { textStart += 1 }
            let start = prefix[textStart..<lineEnd]
            lineStart = lineEnd + 1
            guard start.first == UInt8(ascii: "@") || start.starts(with: "import".utf8) else { continue }
            let words = start.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") })
            guard let first = words.first else { continue }
            if first.elementsEqual("@testable".utf8), words.count > 1, words[1].elementsEqual("import".utf8) {
                return "test code (it imports a module @testable)"
            }
            if first.elementsEqual("import".utf8), words.count > 1,
                let framework = ["XCTest", "Testing"].first(where: { words[1].elementsEqual($0.utf8) })
            {
                return "test code (it imports \(framework))"
            }
        }
        return nil
    }

    /// Why a Swift file is generated code, by the comments of its first 20 lines; nil when it is not.
    static func generatedReason(prefix: [UInt8]) -> String? {
        // Only comment lines count: code such as `.autoGenerated` in the first lines is not a marker.
        // By bytes: splitting a String into lines breaks graphemes, and this runs on every file.
        let comments = prefix.split(separator: UInt8(ascii: "\n")).prefix(20).filter { line in
            let trimmed = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            return trimmed.first == UInt8(ascii: "*") || trimmed.starts(with: "//".utf8) || trimmed.starts(with: "/*".utf8)
        }
        let head = String(decoding: Array(comments.joined(separator: [UInt8(ascii: "\n")])), as: UTF8.self).lowercased()
        let markers = [
            "do not edit", "@generated", "auto-generated", "autogenerated", "generated by", "generated using", "generated file",
            "automatically generated",
        ]
        if let marker = markers.first(where: { head.contains($0) }) { return "generated (its header says \"\(marker)\")" }
        return nil
    }
}
