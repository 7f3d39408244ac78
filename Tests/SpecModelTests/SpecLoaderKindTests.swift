import Foundation
import LintTestSupport
import SpecModel
import Testing

/// A file's kind comes from its parsed `kind:` field, never from text that mentions one.
struct SpecLoaderKindTests {
    @Test func paletteWordsInACommentDoNotHideAScreen() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("spec-kind-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "a-screen.yml": "# colours come from the file with kind: palette\nkind: screen\nid: home\nroute: Home\nelements: []\n",
            "b-routes.yml": "# see \"kind\": \"palette\" in palette.yml\nkind: routes\nroutes:\n  - { id: Home, presentation: push }\n",
            "c-palette.yml": "kind: palette\ncolors:\n  ink: \"#1C1C1E\"\n",
        ]
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        let set = try SpecLoader.load(paths: [folder.path])
        #expect(set.screens.map(\.id) == ["home"])
        #expect(set.routeSpecs.count == 1)
        #expect(set.palettes["ink"] != nil)
        #expect(set.files.count == 3)
    }
}
