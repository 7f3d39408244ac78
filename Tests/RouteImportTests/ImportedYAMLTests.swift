import Foundation
import SourceText
import Testing
import YAMLSupport

@testable import RouteImport

/// Whatever a document holds, the spec the importer writes is YAML that reads back.
struct ImportedYAMLTests {
    func readBack(_ text: String) throws -> YAMLDocument {
        let registry = RouteDocumentImporter().read(text: text, document: "doc.txt")
        let spec = RouteSpecYAML.text(of: registry, app: "App", documentName: "doc.txt")
        return try YAMLDocument(file: SourceFile(path: "imported.yml", bytes: Array(spec.utf8)))
    }

    /// FuzzRouteImport: a section heading with a carriage return inside was written into a
    /// comment, where the CR ended the comment and the rest of the heading became YAML.
    @Test func headingWithACarriageReturn() throws {
        let crash =
            """
            VGFiL0xpYnJhcnkJVGFiIHJvb3QgZm9yIGZsb3dzICYgaW5ib3guCVJvb3QJRi9QL1QJQ0gxNeKAk0NIMTkKVGFiL1ByYWN0aWNl\
            CVRhYiByb290IGZvciBwcmFjdGljZSAmIG1hc2VSCS50eXJvb3QJRi9QL1QJQ0gyMOKAk0NIMjQKVGFiL01vdmVzCVRhYiByb290\
            IGZvciBtb3ZlIGxpYnJhcnkuCVJvb3QJRi9QL1QJQ0gwOeKAk0NIMTEKVGFiL1NldHRpbmdzCVRhYiByb290IGZvciBzZXR0aW5n\
            cy4JUm9vdAlGL1AvVAlDSDI1L0NIMjcvQ0gzNAoKNC4zIExpYnJhcnkgU3QNYWNrIChGbG93cywgRm9sZGVycywgSW5ib3gpCgpS\
            b3V0ZSBJRAlTY3JlZW4g2t+vio2PkIxlCVByZXNlbnRhdGlvbglBY2Nlc3MJTm90ZXMgLyBPd25lcgpMaWJyYXJ5L0hvbWUJRmxv\
            d3MgbGlicmFyeSByb290OiBmb2xzcmVkLCBmbG93IGxpc3QsLSBHaXZlbiBWb2ljZU92ZXIgT04gYW5kIEZsb3cgQnVpbGRlciBv\
            cGVucwogIC0gVGhlbiBmb2N1cyBzdGFydHMgYXQgdGl0bGUgYW5kIHRoZSBDYW52YXNkaWF0ZWx5aWJyYXJ5CVRhYiByb290IGZv\
            ciBmbG93cyAmIGlub29SYi54CW90CUYvUC9UCUNIMTXigJNDSDE5ClRhYi9QcmFjdGljZQlUYWIgcm9vdCBmb3IgcHJhY3RpY2Ug\
            JiBtYXNlUgkudHlyb290CUYvUC9UCUNIMjDigJNDSDI0ClRhYi9Nb3ZlcwlUYWIgcm9vdCBmb3IgbW92ZSBsaWJyYXJ5LglSb290\
            CUYvUC9UCUNIMDnigJNDSDExClRhYi9TZXR0aW5ncwlUYWIgcm9vdCBmb3Igc2V0dGluZ3MuCVJvb3QJRi9QL1QJQ0gyNS9DSDI3\
            L0NIMzQKCjQuMyBMaWJyYXJ5IFN0YWNrIChGbG93cywgRm9sZGVycywgSW5ib3gpCgpSb3V0ZSBJRAlTY3JlZW4g2t+vio2PkIxl\
            CVByZXNlbnRhdGlvbglBY2Nlc3MJTm90ZXMgLyBPd25lcgpMaWJyYXJ5L0hvbWUJRmxvd3MgbGlicmFyeSByb290OiBmb2xzcmVk\
            LCBmbG93IGxpc3QsLSBHaXZlbiBWb2ljZU92ZXIgT04gYW5kIEZsb3cgQnVpbGRlciBvcGVucwogIC0gVGhlbiBmb2N1cyBzdGFy\
            dHMgYXQgdGl0bGUgYW5kIHRoZSBDYW52YXNkaWF0ZWx5LgotIEdpdmVuIE91dGxpbmUgTW9kZSBpcyBhY3RpdmUKICAtIFRoZW4g\
            dXNlciBjYW4gYWRkIGJyYW5jaCwgZWRpdCBzZXF1ZW5jd3d3d3d3d3d3d3d3b25kLgq3LSBLZXkgbW9tZW50cyBht7e3t7e3bm5v
            """
        let bytes = try #require(Data(base64Encoded: crash))
        _ = try readBack(String(decoding: bytes, as: UTF8.self))
        for character in ["\r", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}"] {
            _ = try readBack("4.3 Library St\(character)ack\n\nRoute ID\tPurpose\tPresentation\nLibrary/Home\tRoot\tpush\n")
        }
    }

    @Test(
        "values with characters YAML cannot hold unescaped read back unchanged",
        arguments: [
            "a\u{80}b", "x\u{85}y", "l\u{2028}s", "p\u{2029}s", "c\u{9F}", "bom\u{FEFF}", "nul\u{0}", "q\"\\",
        ])
    func valuesReadBack(value: String) throws {
        let document = try readBack("Route ID\tPurpose\tPresentation\nLibrary/Home\t\(value)\tpush\n")
        guard case .mapping(let root) = document.root,
            case .sequence(let routes)? = root.first(where: { $0.key.string == "routes" })?.value,
            case .mapping(let route)? = routes.first
        else {
            Issue.record("no route read back")
            return
        }
        #expect(route.first { $0.key.string == "purpose" }?.value.string == value)
    }
}
