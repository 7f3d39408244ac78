import CICU

/// A failed ICU call, with the operation that failed and ICU's own status name.
public struct ICUError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the toolkit was doing, for example "open plural rules for ar".
    public let operation: String
    /// ICU's UErrorCode value (always a failure, greater than zero).
    public let code: Int32

    /// ICU's name for the code, for example "U_ILLEGAL_ARGUMENT_ERROR".
    public var statusName: String { String(cString: cicu_status_name(code)) }

    public var description: String { "ICU could not \(operation): \(statusName)" }
}

/// ICU reports success with warnings (U_USING_DEFAULT_WARNING and others) as negative codes,
/// so only codes above zero are failures: the U_FAILURE test.
@inline(__always)
func checkICU(_ status: Int32, _ operation: @autoclosure () -> String) throws(ICUError) {
    if status > 0 { throw ICUError(operation: operation(), code: status) }
}

/// ICU's U_BUFFER_OVERFLOW_ERROR: the output needed more room than the caller gave.
let icuBufferOverflow: Int32 = 15

/// Runs a C call that writes UTF-16 into a caller buffer and returns the length it needed;
/// when the first buffer was too small it calls again with exactly that length.
@inline(__always)
func icuString(
    _ operation: @autoclosure () -> String,
    capacity: Int = 128,
    _ call: (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws(ICUError) -> String {
    var status: Int32 = 0
    var needed = 0
    let firstTry: String? = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: capacity) { buffer in
        needed = Int(call(buffer.baseAddress!, Int32(capacity), &status))
        guard status <= 0, needed <= capacity else { return nil }
        return String(icuUTF16: UnsafeBufferPointer(start: buffer.baseAddress!, count: needed))
    }
    if let firstTry { return firstTry }
    if status != icuBufferOverflow { try checkICU(status, operation()) }
    status = 0
    let text = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: needed) { buffer in
        let length = Int(call(buffer.baseAddress!, Int32(needed), &status))
        return String(icuUTF16: UnsafeBufferPointer(start: buffer.baseAddress!, count: min(length, needed)))
    }
    try checkICU(status, operation())
    return text
}

/// The same for calls that write an 8-bit locale id.
func icuLocaleString(
    _ operation: @autoclosure () -> String,
    _ call: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws(ICUError) -> String {
    var status: Int32 = 0
    let capacity = 160
    let text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity + 1) { buffer in
        let length = Int(call(buffer.baseAddress!, Int32(capacity), &status))
        let count = min(max(length, 0), capacity)
        return String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: count), as: UTF8.self)
    }
    try checkICU(status, operation())
    return text
}

/// Turns Swift text into the UTF-16 that ICU's skeleton and pattern parameters take.
@inline(__always)
func withUTF16<Result>(_ text: String, _ body: (UnsafePointer<UInt16>, Int32) throws -> Result) rethrows -> Result {
    // The terminator keeps the buffer non-empty, so its base address exists even for "".
    let units = Array(text.utf16) + [0]
    return try units.withUnsafeBufferPointer { try body($0.baseAddress!, Int32($0.count - 1)) }
}

/// ICU's U_MEMORY_ALLOCATION_ERROR, reported when an open call returns no object.
let icuMemoryAllocationError: Int32 = 7

/// ICU's U_INTERNAL_PROGRAM_ERROR: an answer ICU should never give (a plural keyword that is no
/// CLDR category), reported as a failure rather than mapped to a default.
let icuInternalProgramError: Int32 = 5
