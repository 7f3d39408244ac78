import SwiftSourceFacts
import SwiftSourceReader
import Testing

/// Controls and their labels, images, gestures, fonts, frames, modifier chains.
struct ViewFactsTests {
    @Test(arguments: [
        (#"Button { go() } label: { Image(systemName: "xmark") }"#, "Button", ControlLabel.Content.imageOnly),
        (#"Button(action: go) { Image(systemName: "xmark") }"#, "Button", .imageOnly),
        (#"Button(action: go, label: { Image("close") })"#, "Button", .imageOnly),
        (#"Button { go() } label: { HStack { Image(systemName: "x"); Text("Close") } }"#, "Button", .text),
        (#"Button { go() } label: { Label("Close", systemImage: "xmark") }"#, "Button", .text),
        (#"Button("Add", systemImage: "plus") { add() }"#, "Button", .text),
        (#"Button { go() } label: { RowView() }"#, "Button", .otherViews),
        (#"Button { go() } label: { if on { Image(systemName: "a") } else { Image(systemName: "b") } }"#, "Button", .imageOnly),
        (#"Button { go() } label: { Circle().fill(.red) }"#, "Button", .imageOnly),
        (#"Link(destination: url) { Image(systemName: "safari") }"#, "Link", .imageOnly),
        (#"Menu { Button("A") {} } label: { Image(systemName: "ellipsis") }"#, "Menu", .imageOnly),
        (#"Menu("More") { Button("A") {} }"#, "Menu", .text),
        (#"Toggle(isOn: $on) { Image(systemName: "heart") }"#, "Toggle", .imageOnly),
        (#"NavigationLink(destination: D()) { Image(systemName: "gear") }"#, "NavigationLink", .imageOnly),
        (#"NavigationLink { D() } label: { Text("Settings") }"#, "NavigationLink", .text),
        (#"NavigationLink(value: item) { ItemRow(item: item) }"#, "NavigationLink", .otherViews),
    ])
    func controlLabels(_ code: String, _ kind: String, _ content: ControlLabel.Content) throws {
        let control = try #require(facts(view(code)).controls.first, "\(code)")
        #expect(control.kind == kind)
        #expect(control.label.content == content, "\(code)")
    }

    @Test func controlNamesAndModifiers() throws {
        let all = facts(
            view(
                """
                VStack {
                    Button { close() } label: { Image(systemName: "xmark") }
                        .accessibilityLabel("Close")
                        .padding(8)
                    Button { close() } label: { Image(systemName: "xmark").accessibilityLabel("Close") }
                    Button { close() } label: { Image(systemName: "xmark") }
                }
                """))
        #expect(all.controls.count == 3)
        #expect(all.controls[0].modifiers.map(\.name) == ["accessibilityLabel", "padding"])
        #expect(all.controls[0].modifiers.givesAccessibilityLabel)
        #expect(all.controls[1].label.isNamed)
        #expect(!all.controls[2].label.isNamed && !all.controls[2].modifiers.givesAccessibilityLabel)
        #expect(all.controls[2].label.icons == [.systemName("xmark")])
    }

    @Test func images() {
        let all = facts(
            view(
                """
                VStack {
                    Image("logo")
                    Image("logo").accessibilityHidden(true)
                    Image(decorative: "texture")
                    Image(systemName: "star.fill")
                    Image(.heroBanner)
                    Image(uiImage: photo)
                    Image("chart", label: Text("Sales chart"))
                    Button { } label: { Image("share") }
                }
                """))
        #expect(
            all.images.map(\.source) == [
                .asset("logo"), .asset("logo"), .decorative("texture"), .systemName("star.fill"), .assetResource("heroBanner"),
                .other(argument: "uiImage", expression: "photo"), .asset("chart"), .asset("share"),
            ])
        #expect(all.images[1].modifiers.hidesFromAccessibility)
        #expect(!all.images[0].modifiers.hidesFromAccessibility)
        #expect(all.images[6].hasLabelArgument)
        #expect(all.images[7].enclosingControl == all.controls[0].location)
        #expect(all.images[0].enclosingControl == nil)
    }

    @Test func gestures() {
        let all = facts(
            view(
                """
                VStack {
                    Text("Tap me").onTapGesture { go() }
                    HStack { }.onLongPressGesture { go() }.accessibilityAction { go() }
                    Image("x").onTapGesture(count: 2) { go() }.accessibilityAddTraits(.isButton)
                    Button("B") { }.onLongPressGesture { more() }
                    Card().gesture(TapGesture().onEnded { go() })
                    Card().gesture(DragGesture())
                }
                """))
        #expect(
            all.gestures.map(\.kind) == ["onTapGesture", "onLongPressGesture", "onTapGesture", "onLongPressGesture", "gesture(TapGesture)"])
        #expect(all.gestures.map(\.receiver) == ["Text", "HStack", "Image", "Button", "Card"])
        // The button trait does not reach a double tap: VoiceOver activates with one.
        #expect(all.gestures.map(\.hasAccessibleAction) == [false, true, false, false, false])
        #expect(all.gestures.map(\.receiverIsControl) == [false, false, false, true, false])
    }

    @Test func fonts() {
        let all = facts(
            """
            struct V: View {
                @ScaledMetric(relativeTo: .body) var iconSize = 20.0
                var body: some View {
                    Text("a").font(.system(size: 12))
                    Text("b").font(.system(size: iconSize, weight: .bold))
                    Text("c").font(.custom("Avenir", size: 14))
                    Text("d").font(.custom("Avenir", size: 14, relativeTo: .body))
                    Text("e").font(.custom("Avenir", fixedSize: 10))
                    Text("f").font(.system(.body))
                    Text("g").font(Font.system(size: 30))
                }
                func uikit() {
                    label.font = UIFont.systemFont(ofSize: 15)
                    label.font = UIFontMetrics.default.scaledFont(for: UIFont.boldSystemFont(ofSize: 15))
                    label.font = UIFont(name: "Avenir", size: size)
                }
            }
            """)
        #expect(
            all.fonts.map(\.api) == [
                ".system(size:)", ".system(size:)", ".custom(_:size:)", ".custom(_:size:)", ".custom(_:fixedSize:)",
                ".system(size:)", "UIFont.systemFont(ofSize:)", "UIFont.boldSystemFont(ofSize:)", "UIFont(name:size:)",
            ])
        // `custom(_:size:)` scales with the body style (Apple's documentation); only `fixedSize:` is fixed.
        #expect(all.fonts.map(\.followsDynamicType) == [false, true, true, true, false, false, false, true, false])
        #expect(all.fonts[0].size == .literal(12))
        #expect(all.fonts[1].size == .scaledMetric("iconSize"))
        #expect(all.fonts[8].size == .expression("size"))
    }

    @Test func frames() {
        let all = facts(
            view(
                """
                VStack {
                    Button("Go") { }.frame(width: 30, height: 30)
                    Image(systemName: "x").frame(width: 20, height: 20).onTapGesture { }
                    Image("photo").frame(width: 20, height: 20)
                    Button { } label: { Image(systemName: "x").frame(width: 24, height: 24).padding().contentShape(Rectangle()) }
                    Text("Hi").onTapGesture { }.frame(minWidth: 44, minHeight: 44)
                    Text("Hi").frame(maxWidth: .infinity)
                    Text("Hi").frame(width: size).padding(.horizontal, 6)
                }
                """))
        #expect(all.frames.map(\.receiver) == ["Button", "Image", "Image", "Image", "Text", "Text"])
        #expect(all.frames.map(\.isTappable) == [true, true, false, true, true, false])
        // A size given by name is kept for the target index to resolve.
        #expect(all.frames[5].width == nil && all.frames[5].references["width"]?.path == ["size"])
        #expect(all.frames[5].paddings.first?.amount == .literal(6))
        #expect(all.frames[0].width == 30 && all.frames[0].height == 30)
        #expect(all.frames[3].paddings.map(\.amount) == [.systemDefault] && all.frames[3].paddings[0].edges == nil)
        #expect(all.frames[3].hasContentShape && all.frames[3].enclosingControl == all.controls[1].location)
        #expect(all.frames[4].minWidth == 44 && all.frames[4].width == nil)
    }

    @Test func modifierChainsAcrossIfConfig() {
        let all = facts(
            view(
                """
                Image(systemName: "x")
                    .resizable()
                #if os(iOS)
                    .onTapGesture { }
                    .accessibilityLabel("Close")
                #endif
                    .padding()
                """))
        #expect(all.images.first?.modifiers.map(\.name) == ["resizable", "onTapGesture", "accessibilityLabel", "padding"])
        #expect(all.gestures.count == 1)
        #expect(all.gestures.first?.receiver == "Image")
    }

    @Test func previews() {
        let all = facts(
            """
            struct V: View { var body: some View { Text("Real") } }
            #Preview {
                Text("Sample")
            }
            struct V_Previews: PreviewProvider {
                static var previews: some View { Text("Other") }
            }
            """)
        #expect(all.previewRanges == [LineRange(2, 4), LineRange(5, 7)])
        #expect(all.texts.map { all.isInPreview($0.location) } == [false, true, true])
    }

    @Test func suppressions() {
        let all = facts(
            """
            // handz-lint:disable:next fixed-font-size -- print layout
            let a = 1
            // handz-lint:disable image-label, icon-only-control -- decorative gallery
            let b = 2
            // handz-lint:enable image-label
            /* handz-lint:disable:next fixed-font-size */
            let c = "// handz-lint:disable:next not-a-comment -- in a string"
            // handz-lint:enable nothing-open
            // handz-lint:disable all -- generated table
            // handz-lint:ignore x -- typo
            """)
        let found = all.suppressions
        #expect(found.count == 6)
        #expect(found[0].kind == .nextLine && found[0].lines == LineRange(2, 2) && found[0].reason == "print layout")
        #expect(found[0].suppresses(rule: "fixed-font-size", line: 2) && !found[0].suppresses(rule: "fixed-font-size", line: 3))
        #expect(found[1].rules == ["image-label", "icon-only-control"] && found[1].lines == LineRange(3, 5))
        #expect(found[2].isMalformed && found[2].reason == nil)
        #expect(found[3].isMalformed)
        #expect(found[4].lines == LineRange(9, 10) && found[4].suppresses(rule: "anything", line: 10))
        #expect(found[5].isMalformed)
    }

    /// The calls a destructive action is reported for name the one it makes (AltStore's `changeIcon(for:to:)`,
    /// whose body removes a file), and an enum case it builds (`.glucose(entry)`, Trio) is no call at all.
    @Test func destructiveActionsNameTheCallsTheyMake() {
        let all = facts(
            """
            final class AppsViewController: UIViewController {
                func menu(for app: App) -> UIMenu {
                    let removeIcon = UIAction(title: "Remove Custom Icon", attributes: [.destructive]) { _ in
                        self.changeIcon(for: app, to: nil)
                    }
                    return UIMenu(children: [removeIcon])
                }
                func changeIcon(for app: App, to icon: UIImage?) {
                    try? FileManager.default.removeItem(at: app.iconURL)
                }
            }
            struct History: View {
                var body: some View {
                    Text("Entry").contextMenu {
                        Button("Delete", role: .destructive) { requestDelete(.glucose(entry)) }
                    }
                }
            }
            """)
        let calls = all.behavior.destructiveActions.map(\.calls)
        #expect(calls == [["changeIcon() → removeItem"], ["requestDelete"]])
    }
}
