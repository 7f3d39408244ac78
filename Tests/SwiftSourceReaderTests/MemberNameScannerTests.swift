import SwiftSourceFacts
import Testing

struct MemberNameScannerTests {
    /// zotero reaches `sync_toolbar.aborted` as `L10n.SyncToolbar.aborted` (SwiftGen's
    /// structured template, generated at build time and not in the repository).
    @Test func structuredConstantsAreRecordedAsPairsOfNames() {
        let names = MemberNameScanner.names(in: Array("label.text = L10n.SyncToolbar.aborted + view.frame.title".utf8))
        #expect(names.isSuperset(of: ["SyncToolbar", "aborted", "SyncToolbar.aborted", "frame", "title"]))
        #expect(!names.contains("frame.title") && !names.contains("text.L10n"))
        #expect(MemberNameScanner.structuredPairs(of: "sync_toolbar.aborted") == ["SyncToolbar.aborted"])
        #expect(MemberNameScanner.structuredPairs(of: "items.filters.title") == ["Items.Filters", "Filters.title"])
        #expect(MemberNameScanner.structuredPairs(of: "Done") == nil)
        // Each part alone is not enough: the pair must be written as a chain.
        let apart = MemberNameScanner.names(in: Array("L10n.SyncToolbar.started; status.aborted".utf8))
        #expect(!(MemberNameScanner.structuredPairs(of: "sync_toolbar.aborted") ?? []).allSatisfy(apart.contains))
    }
}

struct StringLiteralScannerTests {
    /// Bark shows `"\("InvalidServer".localized)\(error.rawString())"` and writes
    /// `"opensslEncodingComment".localized` inside a multi-line script: both keys are used.
    @Test func literalsInsideInterpolationsAreFound() {
        let source = #"""
            show("\("InvalidServer".localized)\(error.rawString())")
            let script = """
                # \("opensslEncodingComment".localized(with: f("x")))
                """
            let plain = "settings.title" // "commented"
            let open = "unterminated
            """#
        let literals = StringLiteralScanner.literals(in: Array(source.utf8))
        #expect(literals.isSuperset(of: ["InvalidServer", "opensslEncodingComment", "x", "settings.title"]))
        #expect(literals.contains(#"\("InvalidServer".localized)\(error.rawString())"#))
        #expect(!literals.contains("commented") && !literals.contains("unterminated"))
    }

    /// Interpolations opened inside one another without end (hostile input) are followed to a depth, not to the stack's end.
    @Test func deepInterpolationsEndTheScanQuietly() {
        let source = String(repeating: #""\("#, count: 50_000) + #""key""#
        #expect(StringLiteralScanner.literals(in: Array(source.utf8)).count <= 40)
    }
}
