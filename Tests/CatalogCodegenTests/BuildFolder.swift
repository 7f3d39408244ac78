import Foundation
import Synchronization

/// Where this build's products are (the test runner sits beside them) and how to run them.
enum BuildFolder {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let url: URL = {
        let runner = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        var folder = runner.deletingLastPathComponent()
        while folder.pathExtension == "xctest" || ["MacOS", "Contents"].contains(folder.lastPathComponent) {
            folder = folder.deletingLastPathComponent()
        }
        return folder
    }()

    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static func runHandzLint(_ arguments: [String]) throws -> Output {
        try run(url.appendingPathComponent("handz-lint"), arguments)
    }

    /// Runs a program to the end; both pipes are drained at once so neither can fill and block it.
    static func run(_ executable: URL, _ arguments: [String]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let errorData = Mutex(Data())
        let errorRead = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            let data = err.fileHandleForReading.readDataToEndOfFile()
            errorData.withLock { $0 = data }
            errorRead.signal()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errorRead.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errorData.withLock { $0 }, as: UTF8.self))
    }
}
