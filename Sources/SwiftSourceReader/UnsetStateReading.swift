import SwiftSourceFacts

/// `@State private var loadMoreLoading = false` that nothing in its file ever sets: only the file can
/// set a private state, so a condition made of it never changes (winston's comment link, dimmed and
/// blocked while a load that nothing starts runs).
extension FactCollector {
    /// Whether `name` is declared in this file as a private `@State` with a starting value and is never
    /// assigned (`=`, `+=`), toggled, bound (`$name`) or passed `inout` (`&name`) after its declaration.
    func isPrivateStateNeverSet(_ name: String) -> Bool {
        let bytes = file.bytes
        let wanted = Array(name.utf8)
        var declared = false
        var set = false
        IdentifierScanner.scan(bytes) { occurrence in
            guard !set, !occurrence.isInStringLiteral, bytes[occurrence.range].elementsEqual(wanted) else { return }
            let lineStart = bytes[..<occurrence.range.lowerBound].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let before = String(decoding: bytes[lineStart..<occurrence.range.lowerBound], as: UTF8.self)
            if before.hasSuffix("var ") {
                declared = before.contains("@State") && before.contains("private")
                return
            }
            if before.hasSuffix("$") || before.hasSuffix("&") || Self.isWritten(bytes, after: occurrence.range.upperBound) {
                set = true
            }
        }
        return declared && !set
    }

    /// `= value`, `+= 1`, `.toggle()` after a name (`==` compares).
    private static func isWritten(_ bytes: [UInt8], after end: Int) -> Bool {
        var index = end
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        let rest = String(decoding: bytes[index..<min(bytes.count, index + 9)], as: UTF8.self)
        if rest.hasPrefix(".toggle(") { return true }
        guard let equals = rest.firstIndex(of: "=") else { return false }
        let operators = rest[..<equals]
        guard operators.allSatisfy({ "+-*/|&".contains($0) }), operators.count <= 2 else { return false }
        return rest[rest.index(after: equals)...].first != "="
    }
}
