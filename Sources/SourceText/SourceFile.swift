import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A text file read into memory as UTF-8, with the byte-offset → line/column mapping that
/// every message needs. Immutable; the line table is built on first use.
public final class SourceFile: Sendable {
    public enum Encoding: String, Sendable {
        case utf8, utf8WithBOM, utf16LittleEndian, utf16BigEndian
    }

    public let path: String
    /// The text as UTF-8, without a byte order mark (UTF-16 input is transcoded).
    public let bytes: [UInt8]
    public let encoding: Encoding
    private let lineStarts = Mutex<[Int]?>(nil)
    /// Scalars before every `columnCheckpointStride`-th byte, built the first time a column is
    /// asked for far from its line's start. A minified catalog is one line: counting from the
    /// line's start for every finding made validation quadratic in the file's size.
    private let scalarCheckpoints = Mutex<[Int]?>(nil)
    /// Bytes looked at to count columns, so a test can check that a lookup on a long line
    /// costs at most two strides, not the line's length.
    let columnBytesScanned = Atomic<Int>(0)
    static let columnCheckpointStride = 4096

    /// The size above which files are refused unless the caller raises the limit: such a file
    /// is almost always a mistake (a binary, a log), and reading it would take the memory a
    /// CI machine needs for other work.
    public static let defaultSizeLimit = 64 * 1024 * 1024

    public init(path: String, bytes: [UInt8], encoding: Encoding = .utf8) {
        self.path = path
        self.bytes = bytes
        self.encoding = encoding
    }

    /// Reads a UTF-8 or UTF-16 (with BOM) text file; bad input becomes an `InputError`
    /// naming the file and, for encoding errors, the line and column.
    public static func read(path: String, sizeLimit: Int = defaultSizeLimit, allowUTF16: Bool = false) throws(InputError) -> SourceFile {
        let raw = try readBytes(path: path, sizeLimit: sizeLimit)
        return try decode(raw, path: path, allowUTF16: allowUTF16)
    }

    /// Decodes bytes that came from somewhere other than a file (standard input, tests).
    public static func decode(_ raw: [UInt8], path: String, allowUTF16: Bool = false) throws(InputError) -> SourceFile {
        if raw.count >= 2, (raw[0] == 0xFF && raw[1] == 0xFE) || (raw[0] == 0xFE && raw[1] == 0xFF) {
            guard allowUTF16 else {
                throw InputError(file: path, message: "the file is UTF-16; this format must be UTF-8")
            }
            return try transcodeUTF16(raw, path: path, littleEndian: raw[0] == 0xFF)
        }
        let hasBOM = raw.count >= 3 && raw[0] == 0xEF && raw[1] == 0xBB && raw[2] == 0xBF
        let text = hasBOM ? Array(raw[3...]) : raw
        if let bad = text.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset(in: $0) }) {
            let file = SourceFile(path: path, bytes: Array(text[..<bad]))
            let location = file.location(ofOffset: bad)
            throw InputError(
                at: location,
                "the file is not valid UTF-8: byte " + "0x\(String(text[bad], radix: 16, uppercase: true)) at offset "
                    + "\(bad + (hasBOM ? 3 : 0)) cannot start or continue a character"
            )
        }
        return SourceFile(path: path, bytes: text, encoding: hasBOM ? .utf8WithBOM : .utf8)
    }

    private static func transcodeUTF16(_ raw: [UInt8], path: String, littleEndian: Bool) throws(InputError) -> SourceFile {
        guard raw.count % 2 == 0 else {
            throw InputError(file: path, message: "the file is UTF-16 but has an odd number of bytes (\(raw.count))")
        }
        var units: [UInt16] = []
        units.reserveCapacity(raw.count / 2 - 1)
        var index = 2
        while index < raw.count {
            units.append(littleEndian ? UInt16(raw[index]) | UInt16(raw[index + 1]) << 8 : UInt16(raw[index]) << 8 | UInt16(raw[index + 1]))
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var unitIndex = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                output.append(contentsOf: UTF8.encode(scalar)!)
                unitIndex += scalar.value > 0xFFFF ? 2 : 1
            case .emptyInput:
                break loop
            case .error:
                let partial = SourceFile(path: path, bytes: output)
                throw InputError(
                    at: partial.location(ofOffset: output.count),
                    "the file is not valid UTF-16: unpaired surrogate at code unit \(unitIndex + 1)")
            }
        }
        return SourceFile(path: path, bytes: output, encoding: littleEndian ? .utf16LittleEndian : .utf16BigEndian)
    }

    /// Up to `count` bytes from the start of a file, for a quick look before reading it all;
    /// nil when it cannot be read (the full read reports why).
    public static func readPrefix(path: String, count: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            let read = systemRead(descriptor, buffer.baseAddress!, count)
            failed = read < 0
            initialized = max(read, 0)
        }
        return failed ? nil : bytes
    }

    /// Reads a file's bytes with one fstat-sized read, refusing directories, special files
    /// and files over the limit before reading them.
    public static func readBytes(path: String, sizeLimit: Int = defaultSizeLimit) throws(InputError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw InputError(file: path, message: "cannot open the file: \(systemError())")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw InputError(file: path, message: "cannot read the file's size: \(systemError())")
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw InputError(
                file: path, message: (status.st_mode & S_IFMT) == S_IFDIR ? "is a folder, not a file" : "is not a regular file")
        }
        let size = Int(status.st_size)
        guard size <= sizeLimit else {
            throw InputError(
                file: path,
                message:
                    "the file is \(megabytes(size)); the limit is \(megabytes(sizeLimit)) "
                    + "(raise it with --max-file-size if this is intended)"
            )
        }
        var failure: String?
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var done = 0
            while done < size {
                let count = systemRead(descriptor, buffer.baseAddress! + done, size - done)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = systemError()
                    break
                }
                if count == 0 { break }
                done += count
            }
            initialized = done
        }
        if let failure { throw InputError(file: path, message: "cannot read the file: \(failure)") }
        return bytes
    }

    // MARK: Positions

    /// The 1-based line and column of a byte offset into `bytes`.
    public func location(ofOffset offset: Int) -> SourceLocation {
        let starts = lineStartOffsets()
        // The last line start at or before the offset.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = starts[low]
        let end = min(max(offset, lineStart), bytes.count)
        let scalars =
            end - lineStart <= Self.columnCheckpointStride
            ? scalarCount(lineStart..<end)
            : scalarsBefore(end) - scalarsBefore(lineStart)
        return SourceLocation(file: path, line: low + 1, column: scalars + 1)
    }

    /// Unicode scalars in `bytes[0..<offset]`, from the nearest checkpoint at or before it.
    private func scalarsBefore(_ offset: Int) -> Int {
        let stride = Self.columnCheckpointStride
        let checkpoint = offset / stride
        return scalarCheckpointTable()[checkpoint] + scalarCount(checkpoint * stride..<offset)
    }

    /// Scalars start at every byte that is not a UTF-8 continuation byte (10xxxxxx).
    private func scalarCount(_ range: Range<Int>) -> Int {
        columnBytesScanned.add(range.count, ordering: .relaxed)
        return bytes.withUnsafeBufferPointer { buffer in
            var count = 0
            for index in range where buffer[index] & 0xC0 != 0x80 { count += 1 }
            return count
        }
    }

    private func scalarCheckpointTable() -> [Int] {
        scalarCheckpoints.withLock { cached in
            if let cached { return cached }
            let stride = Self.columnCheckpointStride
            var table = [0]
            table.reserveCapacity(bytes.count / stride + 1)
            bytes.withUnsafeBufferPointer { buffer in
                var total = 0, start = 0
                while start + stride <= buffer.count {
                    for index in start..<start + stride where buffer[index] & 0xC0 != 0x80 { total += 1 }
                    table.append(total)
                    start += stride
                }
            }
            cached = table
            return table
        }
    }

    /// The text of a 1-based line, without its line break; nil past the end.
    public func line(_ number: Int) -> String? {
        let starts = lineStartOffsets()
        guard number >= 1, number <= starts.count else { return nil }
        var end = number < starts.count ? starts[number] - 1 : bytes.count
        if end > starts[number - 1], bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[starts[number - 1]..<max(end, starts[number - 1])], as: UTF8.self)
    }

    public func error(at offset: Int, _ message: String) -> InputError {
        InputError(at: location(ofOffset: offset), message)
    }

    private func lineStartOffsets() -> [Int] {
        lineStarts.withLock { cached in
            if let cached { return cached }
            var starts = [0]
            // memchr is vectorized: a 45 MB catalog's line table is a few milliseconds.
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                var offset = 0
                while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                    let index = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
                    starts.append(index + 1)
                    offset = index + 1
                }
            }
            cached = starts
            return starts
        }
    }
}

func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

func systemError() -> String {
    String(decoding: UnsafeRawBufferPointer(start: strerror(errno), count: strlen(strerror(errno))), as: UTF8.self)
}

func megabytes(_ bytes: Int) -> String {
    let tenths = (bytes * 10 + 524_288) / 1_048_576
    return "\(tenths / 10).\(tenths % 10) MB"
}
