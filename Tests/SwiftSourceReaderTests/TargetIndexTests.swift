import SourceText
import SwiftSourceReader
import Testing

@testable import SwiftSourceFacts

/// The declarations each file gives the target index, and names resolved across files.
struct TargetIndexTests {
    static let metrics = """
        import SwiftUI
        enum Metrics {
            static let buttonSize: CGFloat = 38
            static let spacing = 8.0
            enum Icon { static let side = CGFloat(20) }
        }
        let globalInset: CGFloat = 12
        extension Color {
            static let brandMuted = Color("BrandMuted")
            static var warning: Color { Color(red: 1, green: 0.6, blue: 0).opacity(0.8) }
        }
        enum MealKind: String, CaseIterable {
            case breakfast, lunch = "Lunch"
            case `dinner`
        }
        struct MenuModel {
            let title: String
            var subtitle: String { isEmpty ? "Nothing yet" : "Show all" }
            var isEmpty = true
            func footer() -> String { "Made with care" }
        }
        """

    static let views = """
        import SwiftUI
        struct IconView: View {
            let symbol: String
            var body: some View { Image(systemName: symbol).font(.title2) }
        }
        struct Row: View {
            @ScaledMetric var side: CGFloat = 30
            let buttonSize: CGFloat = 50
            var body: some View { HStack { Image(systemName: "star"); Text("Row") } }
        }
        """

    static let files = [facts(metrics, path: "Metrics.swift"), facts(views, path: "Views.swift")]
    static let index = TargetIndex(files: files)

    @Test func valuesAreRecordedWithOwnersAndWhatTheyHold() throws {
        let values = Self.files[0].declarations.values
        let size = try #require(values.first { $0.name == "buttonSize" })
        #expect(size.owner == "Metrics" && size.isStatic && size.kind == .constant && size.type == "CGFloat" && size.value == .number(38))
        #expect(values.first { $0.name == "side" }?.owner == "Metrics.Icon")
        #expect(values.first { $0.name == "globalInset" }?.owner == nil)
        let muted = try #require(values.first { $0.name == "brandMuted" })
        #expect(muted.owner == "Color")
        #expect(muted.value == .call(callee: .reference("Color"), arguments: [DeclaredArgument(label: nil, value: .string("BrandMuted"))]))
        let warning = try #require(values.first { $0.name == "warning" })
        #expect(warning.kind == .computed)
        guard case .call(.member(let base?, "opacity"), let arguments)? = warning.value else {
            Issue.record("\(String(describing: warning.value))")
            return
        }
        #expect(arguments == [DeclaredArgument(label: nil, value: .number(0.8))])
        guard case .call(.reference("Color"), let colorArguments) = base else {
            Issue.record("\(base)")
            return
        }
        #expect(colorArguments.map(\.label) == ["red", "green", "blue"])
        #expect(values.first { $0.name == "subtitle" }?.value?.strings == ["Nothing yet", "Show all"])
        #expect(values.first { $0.name == "footer" }?.value?.strings == ["Made with care"])
        #expect(values.first { $0.name == "title" }?.value == nil)
        // Locals are not declarations of the target.
        #expect(!Self.files[1].declarations.values.contains { $0.name == "symbol" && $0.owner == nil })
    }

    @Test func enumsTypesAndViews() throws {
        let kind = try #require(Self.index.enumDeclaration(named: "MealKind"))
        #expect(kind.cases.map(\.rawValue) == ["breakfast", "Lunch", "dinner"])
        let icon = try #require(Self.index.view(named: "IconView"))
        #expect(icon.body.content == .imageOnly && icon.body.icons.first?.isSymbol == true)
        #expect(Self.index.view(named: "Row")?.body.content == .text)
        #expect(Self.index.types(named: "Metrics").first?.kind == .enum)
    }

    @Test func namesResolveByScope() {
        func resolve(
            _ path: [String], in types: [String] = [], local: LocalBinding? = nil,
            selfQualified: Bool = false
        ) -> TargetIndex.Resolution? {
            Self.index.resolve(NameReference(path: path, isSelfQualified: selfQualified, enclosingTypes: types, local: local))
        }
        #expect(resolve(["Metrics", "buttonSize"])?.number == 38)
        #expect(resolve(["Icon", "side"])?.number == 20)
        #expect(resolve(["Metrics", "Icon", "side"])?.number == 20)
        #expect(resolve(["globalInset"], in: ["Row"])?.number == 12)
        // A member of the enclosing type wins over any other of the same name.
        #expect(resolve(["buttonSize"], in: ["Row"])?.number == 50)
        #expect(resolve(["buttonSize"], in: ["Row"], local: LocalBinding(type: nil, value: .number(24)))?.number == 24)
        #expect(resolve(["buttonSize"], in: ["Row"], local: LocalBinding(type: "CGFloat", value: nil))?.number == nil)
        // A scaled metric is not a fixed size; a variable's starting value may change.
        #expect(resolve(["side"], in: ["Row"])?.isScaledMetric == true)
        #expect(resolve(["side"], in: ["Row"])?.number == nil)
        #expect(resolve(["isEmpty"], in: ["MenuModel"])?.number == nil)
        // An instance whose type is known, and one whose type is not.
        #expect(
            resolve(["model", "subtitle"], local: LocalBinding(type: "MenuModel", value: nil))?.strings == ["Nothing yet", "Show all"])
        #expect(resolve(["model", "footer"])?.strings == ["Made with care"])
        #expect(resolve(["model", "footer"])?.isByNameOnly == true)
        #expect(resolve(["model", "subtitle"], local: LocalBinding(type: "MenuModel", value: nil))?.isByNameOnly == false)
        // A type the target does not declare: its members are the framework's.
        #expect(resolve(["error", "footer"], local: LocalBinding(type: "Error", value: nil)) == nil)
        #expect(resolve(["model", "title"])?.strings == nil)
        #expect(resolve(["nowhere"]) == nil)
        #expect(resolve(["Color", "brandMuted"])?.values.first??.path == nil)
    }

    /// An owner is named by its whole path or by a tail of it that starts after a dot.
    @Test func ownersMatchByWholeNamesOnly() {
        #expect(TargetIndex.names("Metrics.Icon", "Icon") && TargetIndex.names("Icon", "Metrics.Icon"))
        #expect(TargetIndex.names("Metrics.Icon", "Metrics.Icon"))
        #expect(!TargetIndex.names("Metrics.BigIcon", "Icon") && !TargetIndex.names("BigIcon", "Icon"))
        #expect(!TargetIndex.names(".Icon", "Metrics.Icon") && !TargetIndex.names("Icon", ""))
        #expect(TargetIndex.names("Café.Menü", "Menü") && !TargetIndex.names("Café.XMenü", "Menü"))
    }

    @Test func rawValuesOfAnEnumTypedName() {
        let byParameter = NameReference(path: ["kind", "rawValue"], local: LocalBinding(type: "MealKind", value: nil))
        #expect(Self.index.rawValues(of: byParameter) == ["breakfast", "Lunch", "dinner"])
        let inside = NameReference(path: ["rawValue"], enclosingTypes: ["MealKind"])
        #expect(Self.index.rawValues(of: inside) == ["breakfast", "Lunch", "dinner"])
        #expect(Self.index.rawValues(of: NameReference(path: ["kind", "rawValue"])) == nil)
    }

    @Test func superclassesAndOverridesAcrossFiles() {
        let files = [
            facts(
                "import UIKit\nclass RoundButton: UIButton {\n"
                    + " override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }\n}",
                path: "A.swift"),
            facts(
                "import UIKit\nfinal class CloseButton: RoundButton {}\nclass Card: UIView { @IBOutlet weak var title: UILabel! }",
                path: "B.swift"),
        ]
        let index = TargetIndex(files: files)
        #expect(index.superclasses(of: "CloseButton") == ["RoundButton", "UIButton"])
        #expect(index.isKind("CloseButton", of: ["UIControl", "UIButton"]))
        #expect(!index.isKind("Card", of: ["UIControl", "UIButton"]))
        #expect(index.overrides("CloseButton", "point"))
        #expect(index.types(named: "Card").first?.usesInterfaceBuilder == true)
    }

    @Test func typesOnlyPreviewsNameArePreviewCode() {
        let files = [
            facts(
                """
                import SwiftUI
                struct SampleData { static let names = ["Ada", "Grace"] }
                struct Shared { static let names = ["x"] }
                """, path: "Samples.swift"),
            facts(
                """
                import SwiftUI
                struct ListView: View {
                    var body: some View { Text(Shared.names[0]) }
                }
                #Preview { ListView().environment(SampleData()).environment(Shared()) }
                """, path: "ListView.swift"),
            // What a preview shows is the app's even when nothing else names it yet; a library's
            // public type may be used by another target.
            facts("public struct PublicSample { }\nstruct Badge: View { var body: some View { Text(\"New\") } }", path: "Badge.swift"),
            facts("#Preview { Badge().environment(PublicSample()) }", path: "BadgePreview.swift"),
            // A private harness only its file's preview shows is preview code, even as the preview's subject.
            facts(
                """
                private struct LoaderToggleHarness: View { var body: some View { Button("Show loader") {} } }
                #Preview { LoaderToggleHarness() }
                """, path: "Loader.swift"),
        ]
        let index = TargetIndex(files: files)
        #expect(index.previewOnlyTypes == ["SampleData", "LoaderToggleHarness"])
    }

    @Test func useSitesCarryTheirReferences() throws {
        let source = facts(
            """
            import SwiftUI
            struct Card: View {
                let model: MenuModel
                var body: some View {
                    let side: CGFloat = 24
                    Image("a").frame(width: side, height: Metrics.buttonSize)
                    Text(model.subtitle).font(.system(size: self.titleSize))
                    ForEach(MealKind.allCases) { kind in Text(LocalizedStringKey(kind.rawValue.capitalized)) }
                    Image("b").padding(globalInset).onTapGesture { open() }
                }
            }
            """, path: "Card.swift")
        let index = TargetIndex(files: Self.files + [source])
        let frame = try #require(source.frames.first)
        let width = try #require(frame.references["width"])
        #expect(width.path == ["side"] && width.local?.value == .number(24) && width.enclosingTypes == ["Card"])
        #expect(index.resolve(width)?.number == 24)
        #expect(index.resolve(try #require(frame.references["height"]))?.number == 38)
        let text = try #require(source.texts.first { $0.expression == "model.subtitle" })
        let textReference = try #require(text.valueReference)
        #expect(text.kind == .expression)
        #expect(index.resolve(textReference)?.strings == ["Nothing yet", "Show all"])
        let font = try #require(source.fonts.first)
        #expect(font.sizeReference?.isSelfQualified == true && font.sizeReference?.path == ["titleSize"])
        let key = try #require(source.keysBuiltAtRunTime.first)
        #expect(key.transform == "capitalized" && key.reference?.local?.type == "MealKind")
        #expect(index.rawValues(of: try #require(key.reference)) == ["breakfast", "Lunch", "dinner"])
        let tapped = facts(view(#"Image("b").frame(width: 30).padding(globalInset).onTapGesture { open() }"#))
        let inset = try #require(tapped.frames.first?.paddings.first)
        let insetReference = try #require(inset.reference)
        #expect(insetReference.path == ["globalInset"])
        #expect(index.resolve(insetReference)?.number == 12)
    }
}
