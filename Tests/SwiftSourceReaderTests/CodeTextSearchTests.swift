import SwiftSourceFacts
import Testing

/// The byte search that replaces the standard library's `contains(_:)` for code text: the same
/// answers on what code holds, at its edges.
struct CodeTextSearchTests {
    @Test(arguments: [
        ("dismissSheet", "ismiss", true),
        ("onClose", "lose", true),
        ("restore", "estore", true),
        ("button", "buttons", false),
        ("", "a", false),
        ("abc", "", true),
        ("aab", "ab", true),
        ("abab", "bb", false),
        (".padding(.left, 8)", ".left", true),
        ("Text(\"Café\")", "é\")", true),
        ("Text(\"Cafe\")", "é", false),
    ])
    func answersAsTheStandardLibraryDoesOnCode(haystack: String, needle: String, expected: Bool) {
        #expect(haystack.contains(needle) == expected)
        #expect(haystack.dropFirst(0).contains(needle) == expected)
        #expect(haystack.utf8.contains(needle.utf8) == expected, "the standard library's answer on bytes")
    }

    @Test func findsEveryOccurrenceFromAnOffset() {
        let haystack = Array("tip .tip Tip(".utf8)
        let pattern = Array("tip".utf8)
        var offsets: [Int] = []
        haystack.withUnsafeBufferPointer { bytes in
            pattern.withUnsafeBufferPointer { pattern in
                var start = 0
                while let offset = CodeTextSearch.firstOffset(of: pattern, in: bytes, from: start) {
                    offsets.append(offset)
                    start = offset + pattern.count
                }
            }
        }
        #expect(offsets == [0, 5])
    }
}
