import LintCore

// The Swift examples that do not trigger the rule, most of them seen in apps: kept apart so the rule's file stays about
// what it reads and reports.
extension GestureAlternativeRule {
    static let swiftNonTriggeringExamples: [RuleExample] = [
        // UTM: a gesture only the visionOS build adds, where the iOS build shows a Run button.
        RuleExample(
            swift: """
                struct VMDetailsView: View {
                    var body: some View {
                        VMCardView(vm: vm)
                            .padding()
                        #if os(visionOS)
                            .onTapGesture { data.run(vm: vm) }
                        #endif
                    }
                }
                """),
        // zashi: a shortcut compiled only into debug builds; the release build's handler is empty.
        RuleExample(
            swift: """
                struct RestoreWalletView: View {
                    var body: some View {
                        Text(L10n.RestoreWallet.title)
                            .onLongPressGesture {
                                #if DEBUG
                                store.send(.debugPasteSeed)
                                #endif
                            }
                    }
                }
                """),
        // A developer screen, which users do not reach.
        RuleExample(
            swift: """
                struct DeveloperOptionsDebugView: View {
                    var body: some View { Circle().onLongPressGesture { showFlags() } }
                }
                """),
        RuleExample(
            """
            screen:
              id: library
              elements:
                - id: flowCard
                  role: card
                  text: screen.library.flowCard
                  gestures: [{ kind: longPress, action: "Show flow actions", alternative: moreButton }, { kind: tap, action: "Open" }]
                - { id: moreButton, role: iconButton, label: screen.library.more, hint: screen.library.more.hint, frame: [300, 100, \
            44, 44] }
            """),
        RuleExample(
            swift: """
                Text("Pancakes")
                    .onLongPressGesture { showMenu() }
                    .accessibilityAction(named: "Show menu") { showMenu() }
                HStack { Image("thumb"); Text("Pancakes") }
                    .onTapGesture { open() }
                    .accessibilityAddTraits(.isButton)
                Button("Open") { open() }.onLongPressGesture { showMenu() }
                """),
        // A button style's label is the button; a press only tracked or felt does nothing to
        // discover; a context menu offers what a double click does.
        RuleExample(
            swift: """
                struct TapStyle: PrimitiveButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        configuration.label
                            .onTapGesture { configuration.trigger() }
                            .onLongPressGesture(minimumDuration: 0.01) {} onPressingChanged: { isPressed = $0 }
                    }
                }
                RoundedRectangle(cornerRadius: 10)
                    .onLongPressGesture { UIImpactFeedbackGenerator(style: .heavy).impactOccurred() }
                PinView(program: program)
                    .contextMenu { Button("Run") { run() } }
                    .onTapGesture(count: 2) { run() }
                """),
        // The trait in any spelling, before or after the gesture, or on the one element the
        // view is part of; a gesture on a control that is one already.
        RuleExample(
            swift: """
                Text("Terms of use").onTapGesture { openTerms() }.accessibility(addTraits: .isLink)
                Text("Ingredients").accessibilityAddTraits([.isHeader, .isButton]).onTapGesture { expand() }
                Label("Timer", systemImage: "timer")
                    .simultaneousGesture(TapGesture(count: 1).onEnded { startTimer() })
                    .accessibility(addTraits: [.isButton])
                HStack {
                    Image(systemName: "info.circle")
                    Text("About").onTapGesture { showAbout() }
                }
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
                TextField("Search", text: $query).onTapGesture { isEditing = true }
                Toggle("Sound", isOn: $sound).onLongPressGesture { showSoundSettings() }
                """),
        // Seen in apps: a double tap whose handler is only a comment swallows the tap, it does nothing.
        RuleExample(
            swift: """
                TabView { pages }
                    .gesture(TapGesture(count: 2).onEnded {
                        // keeps the single tap from hiding the controls
                    })
                """),
        // Seen in apps: tapping a caption only focuses the field beside it, which is focusable itself.
        RuleExample(
            swift: """
                struct BanEditor: View {
                    @FocusState private var focusedField: Field?
                    var body: some View {
                        HStack {
                            Text("Days:").onTapGesture { focusedField = .days }
                            TextField("", value: $days, format: .number).focused($focusedField, equals: .days)
                        }
                    }
                }
                """),
        // Seen in apps: a dimmed backdrop or a clear layer that closes what sits above it; a tap
        // that focuses the composer, after a guard.
        RuleExample(
            swift: """
                struct POSModalViewModifier: ViewModifier {
                    func body(content: Content) -> some View {
                        Color.posOverlayFill.edgesIgnoringSafeArea(.all)
                            .onTapGesture { if modalManager.allowsInteractiveDismissal { modalManager.dismiss() } }
                    }
                }
                struct RoomScreen: View {
                    @FocusState private var composerFocused: Bool
                    var body: some View {
                        TimelineView().overlay { Color.clear.contentShape(Rectangle()).onTapGesture { dismissMarkAsReadPill() } }
                        MessageComposer().focused($composerFocused)
                            .onTapGesture {
                                guard !composerFocused else { return }
                                composerFocused = true
                            }
                    }
                }
                """),
        // Seen in apps: a tap that only turns a diagram: nothing but its drawing is behind it.
        RuleExample(
            swift: """
                RouteDiagram(rotation: angle)
                    .onTapGesture {
                        withAnimation(.easeInOut(duration: 2.0)) { angle = (angle == .degrees(-90) ? .degrees(90) : .degrees(-90)) }
                    }
                """),
        // Seen in apps: a long press doing what a visible button of the same view does.
        RuleExample(
            swift: """
                struct PromoCard: View {
                    let model: PromoModel
                    var body: some View {
                        Text("Invite friends")
                            .overlay(alignment: .topTrailing) {
                                Button(action: { model.onDismiss?() }) { Image(systemName: "xmark") }
                                    .accessibilityLabel("Dismiss")
                            }
                            .onLongPressGesture { self.model.onDismiss?() }
                    }
                }
                """),
    ]
}
