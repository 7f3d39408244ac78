import CFuzzer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What every fuzz target shares: handing control to libFuzzer, and turning its input into the
/// values the parsers take.
///
/// A target's `main.swift` defines `LLVMFuzzerTestOneInput` with `@_cdecl` (libFuzzer looks for
/// that symbol) and then calls `Fuzzer.run(LLVMFuzzerTestOneInput)`. An input that makes a
/// parser throw is fine; one that traps, reads out of bounds, runs longer than -timeout or
/// takes more than -rss_limit_mb is a fault.
public enum Fuzzer {
    public typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs libFuzzer with this process's arguments (-runs, -max_len, corpus folders …).
    public static func run(_ callback: Callback) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
    }

    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    /// Writes `bytes` to a scratch file of this process (for APIs that read paths) and returns
    /// its path; each call overwrites the previous one.
    public static func scratchFile(_ bytes: [UInt8], suffix: String) -> String {
        let path = "/tmp/handz-fuzz-\(getpid())\(suffix)"
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        precondition(descriptor >= 0, "cannot write \(path)")
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                precondition(written > 0, "cannot write \(path)")
                offset += written
            }
        }
        close(descriptor)
        return path
    }
}

/// Reads values off the front of a fuzz input, so one input can choose options as well as
/// carry the text under test.
public struct FuzzInput {
    public private(set) var bytes: ArraySlice<UInt8>

    public init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

    public mutating func byte() -> UInt8 {
        guard let first = bytes.first else { return 0 }
        bytes = bytes.dropFirst()
        return first
    }

    /// An integer spread over the interesting range: small, negative, huge.
    public mutating func integer() -> Int {
        switch byte() % 4 {
        case 0: return Int(byte())
        case 1: return -Int(byte())
        case 2: return Int(Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte()))) * 1_000_003
        default: return [Int.max, Int.min, 0, 1, 2, 11, 1_000_000][Int(byte()) % 7]
        }
    }

    /// The rest of the input as text (invalid UTF-8 repaired, as a file reader would refuse it).
    public mutating func rest() -> String {
        defer { bytes = [] }
        return String(decoding: bytes, as: UTF8.self)
    }
}
