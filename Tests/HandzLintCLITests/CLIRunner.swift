import Foundation

/// Runs the built `handz-lint` binary, as users and CI do, and captures what it prints.
struct CLIResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

enum CLI {
    /// The test runner lives in the same build folder as the executable.
    static let binary: URL = {
        let runner = URL(
            fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
        var folder = runner.deletingLastPathComponent()
        // On macOS the runner sits inside an .xctest bundle.
        while folder.pathExtension == "xctest" || folder.lastPathComponent == "MacOS" || folder.lastPathComponent == "Contents" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("handz-lint")
    }()

    /// The package root, for commands that read the bundled Specs/, Strings/ and Rules/.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:], stdin: String? = nil) throws
        -> CLIResult
    {
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        return try ChildProcess.run(binary, arguments, in: directory ?? packageRoot, environment: env, stdin: stdin.map { Data($0.utf8) })
    }
}

/// Runs a program with its standard streams on pipes.
///
/// Each pipe is drained on its own thread while the child runs, and standard input is fed from
/// a third: a child that fills one pipe's buffer (64 KB) while the runner waits on another
/// would otherwise block forever, and so would the runner.
enum ChildProcess {
    struct TimedOut: Error, CustomStringConvertible {
        let seconds: Double
        var description: String { "the child process did not finish within \(seconds) s and was killed" }
    }

    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String]? = nil,
        stdin: Data? = nil, timeout: Double = 600
    ) throws -> CLIResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()

        let group = DispatchGroup()
        let collected = Collected()
        for (pipe, isError) in [(out, false), (err, true)] {
            DispatchQueue.global().async(group: group) {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.store(data, isError: isError)
            }
        }
        if let stdin {
            DispatchQueue.global().async(group: group) {
                // A child that exits without reading closes the pipe: the write then fails, which is fine.
                try? input.fileHandleForWriting.write(contentsOf: stdin)
                try? input.fileHandleForWriting.close()
            }
        }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            throw TimedOut(seconds: timeout)
        }
        process.waitUntilExit()
        let (stdout, stderr) = collected.values
        return CLIResult(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var stdout = Data(), stderr = Data()

        func store(_ data: Data, isError: Bool) {
            lock.lock()
            defer { lock.unlock() }
            if isError { stderr = data } else { stdout = data }
        }

        var values: (Data, Data) {
            lock.lock()
            defer { lock.unlock() }
            return (stdout, stderr)
        }
    }
}
