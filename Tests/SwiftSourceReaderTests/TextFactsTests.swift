import SwiftSourceFacts
import SwiftSourceReader
import Testing

/// User-visible strings: the API each went into, its kind, and the key Xcode would extract.
struct TextFactsTests {
    @Test(arguments: [
        (#"Text("Hello")"#, "Text", TextKind.literal, "Hello"),
        (#"Text(verbatim: "v1.2")"#, "Text", .verbatim, "v1.2"),
        (#"Label("Inbox", systemImage: "tray")"#, "Label", .literal, "Inbox"),
        (#"Button("Save") {}"#, "Button", .literal, "Save"),
        (#"Toggle("Wi-Fi", isOn: $on)"#, "Toggle", .literal, "Wi-Fi"),
        (#"Picker("Size", selection: $size) {}"#, "Picker", .literal, "Size"),
        (#"TextField("Name", text: $name)"#, "TextField", .literal, "Name"),
        (#"SecureField("Password", text: $name)"#, "SecureField", .literal, "Password"),
        (#"Link("Help", destination: url)"#, "Link", .literal, "Help"),
        (#"Menu("More") {}"#, "Menu", .literal, "More"),
        (#"Section("General") {}"#, "Section", .literal, "General"),
        (#"NavigationLink("Next", destination: D())"#, "NavigationLink", .literal, "Next"),
        (#"ContentUnavailableView("Nothing", systemImage: "tray")"#, "ContentUnavailableView", .literal, "Nothing"),
        (#"TableColumn("Name", value: \.name)"#, "TableColumn", .literal, "Name"),
        (#"List {}.navigationTitle("Inbox")"#, ".navigationTitle", .literal, "Inbox"),
        (#"List {}.alert("Delete?", isPresented: $shown) {}"#, ".alert", .literal, "Delete?"),
        (#"List {}.confirmationDialog("Sure?", isPresented: $shown) {}"#, ".confirmationDialog", .literal, "Sure?"),
        (#"List {}.help("Shows help")"#, ".help", .literal, "Shows help"),
        (#"List {}.badge("New")"#, ".badge", .literal, "New"),
        (#"List {}.searchable(text: $q, prompt: "Find")"#, ".searchable", .literal, "Find"),
        (#"Image("a").accessibilityLabel("Close")"#, ".accessibilityLabel", .literal, "Close"),
        (#"Image("a").accessibilityHint("Closes it")"#, ".accessibilityHint", .literal, "Closes it"),
        (#"Slider(value: $v).accessibilityValue("Half")"#, ".accessibilityValue", .literal, "Half"),
    ])
    func swiftUIAPIs(_ code: String, _ api: String, _ kind: TextKind, _ key: String) throws {
        let found = try #require(text(view(code), api: api), "\(code)")
        #expect(found.kind == kind)
        #expect(found.key == key)
        #expect(found.localizes == (kind != .verbatim))
    }

    @Test(arguments: [
        (#"\(count) posts"#, "var count: Int", "%lld posts", InterpolatedType.int),
        (#"\(items.count) items"#, "", "%lld items", .int),
        (#"Hello, \(name)!"#, "let name: String", "Hello, %@!", .string),
        (#"\(km) km"#, "let km: Double", "%lf km", .double),
        (#"\(width) pt"#, "let width: CGFloat", "%lf pt", .double),
        (#"\(ratio) x"#, "let ratio: Float", "%f x", .float),
        (#"\(small) s"#, "let small: Int32", "%d s", .int32),
        (#"\(big) b"#, "let big: UInt", "%llu b", .uint),
        (#"\(total) total"#, "@State private var total = 0", "%lld total", .int),
        (#"\(share, specifier: "%.1f")% done"#, "let share: Double", "%.1f%% done", .explicitSpecifier),
        (#"Due \(date, format: .dateTime)"#, "let date: Date", "Due %@", .object),
        (#"\(mystery) things"#, "", "%@ things", .unknown),
        (#"\(a) of \(b)"#, "let a: Int\nlet b: Int", "%lld of %lld", .int),
        (#"\(Int(x)) whole"#, "", "%lld whole", .int),
        (#"\(n ?? 0) maybe"#, "let n: Int?", "%lld maybe", .int),
    ])
    func interpolationKeys(_ literal: String, _ declarations: String, _ key: String, _ type: InterpolatedType) throws {
        let found = try #require(text(view("Text(\"\(literal)\")", extra: declarations), api: "Text"))
        #expect(found.kind == .interpolated)
        #expect(found.key == key)
        #expect(found.interpolations.first?.valueType == type)
    }

    @Test func integerInterpolationsAreCounts() {
        let all = facts(view(#"Text("\(done) of \(total) tasks, \(name)")"#, extra: "let done: Int\nlet total = 3\nlet name = \"x\""))
        #expect(all.interpolatedCounts.map(\.index) == [0, 1])
        #expect(all.interpolatedCounts.first?.key == "%lld of %lld tasks, %@")
        #expect(facts(view(#"Text(verbatim: "\(n) items")"#, extra: "let n = 1")).interpolatedCounts.isEmpty)
    }

    @Test func typesDeclaredInAnotherFileOfTheTarget() {
        let usage = facts(view(#"Text("Serves \(recipe.servings)")"#), path: "A.swift")
        let model = facts("struct Recipe { var servings: Int; var title: String }", path: "B.swift")
        #expect(usage.texts[0].key == "Serves %@")
        #expect(usage.texts[0].interpolations[0].declaredName == "servings")
        let resolved = SwiftFileFacts.resolvedAcrossTarget([usage, model])
        #expect(resolved[0].texts[0].key == "Serves %lld")
        #expect(resolved[0].interpolatedCounts.count == 1)
        let conflicting = facts("struct Other { var servings: String }", path: "C.swift")
        #expect(SwiftFileFacts.resolvedAcrossTarget([usage, model, conflicting])[0].texts[0].key == "Serves %@")
    }

    @Test(arguments: [
        (#"Text("Tab\tand \"quote\" \u{1F600} \\")"#, "Tab\tand \"quote\" 😀 \\", false, 0),
        ("Text(#\"raw \\n \\#(n) \"q\"\"#)", "raw \\n %lld \"q\"", false, 1),
        ("Text(\"\"\"\n        First \\\n        line\n          indented\n        \"\"\")", "First line\n  indented", true, 0),
        (#"Text("100%")"#, "100%", false, 0),
    ])
    func literalForms(_ code: String, _ key: String, _ multiline: Bool, _ raw: Int) throws {
        let found = try #require(text(view(code, extra: "let n = 1"), api: "Text"))
        #expect(found.key == key)
        #expect(found.isMultiline == multiline)
        #expect(found.rawDelimiterLength == raw)
    }

    @Test func concatenationVariablesAndLocalizedValues() {
        let all = facts(
            view(
                """
                VStack {
                    Text("Hello, " + name)
                    Text(name)
                    Text(String(localized: "Greeting"))
                    Text(date, style: .time)
                    Text(Image(systemName: "star"))
                }
                """, extra: "let name = \"\""))
        #expect(all.texts.map(\.kind) == [.concatenation, .expression, .localizedValue, .literal])
        #expect(all.texts.last?.api == "String(localized:)")
    }

    @Test func bothLiteralsOfATernaryAreKeys() {
        let all = facts(view(#"Button(done ? "Done" : "Next") { }"#))
        #expect(all.texts.map(\.key) == ["Done", "Next"])
        #expect(facts(view(#"Button(done ? title : "Next") { }"#)).texts.map(\.kind) == [.expression])
        let chained = facts(view(#"Button(a && b ? "One" : c ? "Two" : "Three") { }"#))
        #expect(chained.texts.map(\.key) == ["One", "Two", "Three"])
    }

    @Test func localizationCallsAndTheirOptions() throws {
        let all = facts(
            """
            let a = String(localized: "Welcome", defaultValue: "Welcome!", table: "Onboarding", bundle: .module, comment: "Title")
            let b = NSLocalizedString("Quit", tableName: "Menu", bundle: .main, value: "Quit App", comment: "Menu item")
            let c = LocalizedStringKey("Ok")
            let d: LocalizedStringResource = "Resource"
            let e = String(localized: "\\(n) files")
            let f = String.LocalizationValue("Value")
            """)
        #expect(
            all.texts.map(\.api) == [
                "String(localized:)", "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource",
                "String(localized:)", "String.LocalizationValue",
            ])
        let a = all.texts[0]
        #expect(a.tableName == "Onboarding" && a.bundle == ".module" && a.comment == "Title" && a.defaultValue == "Welcome!")
        let b = all.texts[1]
        #expect(b.tableName == "Menu" && b.bundle == ".main" && b.comment == "Menu item" && b.defaultValue == "Quit App")
        #expect(all.texts[4].key == "%@ files")
        #expect(all.keysBuiltAtRunTime.isEmpty)
    }

    @Test func keysBuiltAtRunTime() {
        let all = facts(
            """
            let a = NSLocalizedString(key, comment: "")
            let b = LocalizedStringKey(name)
            let c = String(localized: String.LocalizationValue(x))
            let d = NSLocalizedString("item_\\(id)", comment: "")
            let e = Bundle.main.localizedString(forKey: k, value: nil, table: nil)
            let f = NSLocalizedString("Fixed", comment: "")
            let g = NSLocalizedString("A long sentence, " + "split over lines.", comment: "")
            let h = NSLocalizedString("Hello, " + name, comment: "")
            """)
        #expect(
            all.keysBuiltAtRunTime.map(\.api) == [
                "NSLocalizedString", "LocalizedStringKey", "String.LocalizationValue",
                "NSLocalizedString", "Bundle.localizedString", "NSLocalizedString",
            ])
        // Literals joined by `+` are one string at compile time: one key (WooCommerce).
        #expect(all.texts.map(\.key) == ["Fixed", "A long sentence, split over lines."])
    }

    @Test func uiKitTexts() {
        let all = facts(
            """
            final class C: UIViewController {
                let label = UILabel()
                let field: UITextField = UITextField()
                func setUp() {
                    label.text = "Hello"
                    field.placeholder = NSLocalizedString("Name", comment: "")
                    button.setTitle("Go", for: .normal)
                    navigationItem.title = "Home"
                    label.text = nil
                    let alert = UIAlertController(title: "Oops", message: "Try again", preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    view.accessibilityLabel = "Canvas"
                }
            }
            """)
        let plain = all.texts.filter { !$0.localizes }
        #expect(
            plain.map(\.api) == [
                "UILabel.text =", "UITextField.placeholder =", "UIButton.setTitle", "UINavigationItem.title =",
                "UIAlertController.title", "UIAlertController.message", "UIAlertAction.title", ".accessibilityLabel =",
            ])
        #expect(plain.map(\.kind) == [.literal, .localizedValue, .literal, .literal, .literal, .literal, .literal, .literal])
        #expect(all.texts.filter(\.localizes).map(\.key) == ["Name"])
    }

    @Test func nonTextArgumentsAreNotTexts() {
        let all = facts(
            view(
                """
                VStack {
                    ProgressView(progress)
                    ProgressView(value: 0.5)
                    Text(date, format: .dateTime)
                    Button(action: go) { Text("Go") }
                    List {}.badge(count)
                    Image(systemName: "x").accessibilityLabel(Text("Close"))
                }
                """))
        #expect(all.texts.map(\.key) == ["Go", "Close"])
        #expect(all.texts.map(\.api) == ["Text", "Text"])
    }

    @Test func locationsAreOneBasedLineAndColumn() throws {
        let found = try #require(text("let x = 1\n    Text(\"é\") ; Text(\"Hi\")", api: "Text"))
        #expect(found.location.line == 2 && found.location.column == 10)
        #expect(facts("let x = 1\n    Text(\"é\") ; Text(\"Hi\")").texts[1].location.column == 22)
    }
}

/// Custom views whose parameters are `LocalizedStringKey`s: Xcode extracts the literals passed
/// to them, so they are texts once the target declares the parameter.
struct LocalizableParameterTests {
    @Test func literalsPassedToLocalizableParametersAreKeys() {
        let row = facts(
            """
            struct SettingRow: View {
                let title: LocalizedStringKey
                var detail: String
                var body: some View { Text(title) }
            }
            struct Badge: View {
                init(_ text: LocalizedStringKey, tint: Color) {}
            }
            """, path: "Row.swift")
        #expect(row.localizableParameters == ["SettingRow": ["title"], "Badge": ["_"]])
        let screen = facts(
            view(
                """
                VStack {
                    SettingRow(title: "Dark mode", detail: "not a key")
                    Badge(on ? "New" : "Old", tint: .red)
                    URL(string: "https://example.com")
                }
                """), path: "Screen.swift")
        #expect(screen.texts.isEmpty)
        let resolved = SwiftFileFacts.resolvedAcrossTarget([row, screen])[1]
        #expect(resolved.texts.map(\.key) == ["Dark mode", "New", "Old"])
        #expect(resolved.texts.map(\.api) == ["SettingRow(title:)", "Badge(_:)", "Badge(_:)"])
        #expect(resolved.texts.allSatisfy { $0.localizes })
        // Declared in the same file, the texts are known without the target.
        let same = facts("struct Tag: View { let label: LocalizedStringKey }\nlet t = Tag(label: \"Hot\")")
        #expect(same.texts.map(\.key) == ["Hot"])
    }
}
