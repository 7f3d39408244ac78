import LintCore
import SpecModel
import SwiftSourceFacts

/// Tab bar items with an icon and no text.
public struct TabTextLabelRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "tab-text-label",
        name: "Tab without a text label",
        summary: "A tab bar item shows only an icon, or does not expose its selected state.",
        rationale:
            "Icons alone are not enough (CH32 §5.1: the tab bar exposes labels "
            + "and selected state): many users cannot map icons to sections.",
        reference: "CH32 §5.1",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                screen:
                  id: tabBar
                  type: component
                  elements:
                    - { id: libraryTab, role: tab, label: screen.tabBar.library, states: [{ name: selected, indicators: [color, \
                accessibilityValue] }] }
                """),
            RuleExample(
                swift: """
                    TabView {
                        LibraryView().tabItem { Image(systemName: "books.vertical") }
                        SettingsView().tabItem { Label("Settings", systemImage: "gear") }
                    }
                    """),
            // iOS 18's tabs: an empty title, an icon for a label.
            RuleExample(
                swift: """
                    struct ContentView: View {
                        func tabIcon(_ symbol: String) -> some View { Image(systemName: symbol).font(.title2) }
                        var body: some View {
                            TabView {
                                Tab("", systemImage: "list.bullet.clipboard") { ToDosView() }
                                Tab { StudyView() } label: { tabIcon("graduationcap") }
                                Tab { SettingsView() } label: { Image(systemName: "gearshape") }
                            }
                        }
                    }
                    """, findings: 3, severity: .p1),
            // Seen in apps (nostur): a titled label styled to show its icon only. VoiceOver has the title; whether each place
            // the tab bar is drawn follows the style, someone checks.
            RuleExample(
                swift: """
                    struct MainTabView: View {
                        var body: some View {
                            TabView {
                                Tab(value: AppTab.stats) { StatsView() } label: {
                                    Label(AppTab.stats.title, systemImage: "chart.bar").labelStyle(.iconOnly)
                                }
                                HabitsView().tabItem { Label("Habits", systemImage: "checklist").labelStyle(.iconOnly) }
                            }
                        }
                    }
                    """, findings: 2, severity: .p2, outcome: .needsReview),
            RuleExample(
                swift: """
                    libraryController.tabBarItem = UITabBarItem(title: nil, image: UIImage(systemName: "books.vertical"), tag: 0)
                    """, severity: .p1, outcome: .violation),
            // A view of the app's whose body is an icon alone.
            RuleExample(
                swift: """
                    struct HomeTabIcon: View {
                        var body: some View { Image(systemName: "house") }
                    }
                    struct ContentView: View {
                        var body: some View { TabView { HomeView().tabItem { HomeTabIcon() } } }
                    }
                    """, severity: .p1, outcome: .violation),
            // Seen in apps (Rocket.Chat): a view's own tab bar of emoji categories, icons only like the system's keyboard.
            RuleExample(
                swift: """
                    final class EmojiPicker: UIView {
                        func setupCategoriesView() {
                            categoriesView.setItems(categories.map { UITabBarItem(title: nil, image: UIImage(named: $0.name), tag: 0) }, \
                    animated: false)
                        }
                    }
                    """, severity: .p2, outcome: .needsReview),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                screen:
                  id: tabBar
                  type: component
                  elements:
                    - { id: libraryTab, role: tab, text: screen.tabBar.library, states: [{ name: selected, indicators: [color, weight, \
                accessibilityValue] }] }
                """),
            RuleExample(
                swift: """
                    TabView {
                        LibraryView().tabItem { Image(systemName: "books.vertical"); Text("Library") }
                        SettingsView().tabItem { Label("Settings", systemImage: "gear") }
                        HistoryView().tabItem { Label(Tab.history.title, systemImage: Tab.history.icon) }
                    }
                    libraryController.tabBarItem = UITabBarItem(title: String(localized: "Library"), image: UIImage(systemName: \
                    "books.vertical"), tag: 0)
                    """),
            // iOS 18's tabs with titles, the search role's system label, and an app's own `Tab` type outside a TabView.
            RuleExample(
                swift: """
                    struct ContentView: View {
                        @State private var selection = Route.library
                        var body: some View {
                            TabView(selection: $selection) {
                                Tab("Library", systemImage: "books.vertical", value: Route.library) { LibraryView() }
                                Tab(value: Route.search, role: .search) { SearchView() }
                                Tab { SettingsView() } label: { Label("Settings", systemImage: "gear") }
                            }
                        }
                    }
                    struct TabPicker: View {
                        var body: some View {
                            HStack { ForEach(tabs) { tab in Tab("", systemImage: tab.icon) } }
                        }
                    }
                    """),
            // Seen in apps (MBTA's mobile_app): a view of the app's whose body is a titled Label.
            RuleExample(
                swift: """
                    struct TabLabel: View {
                        let tab: SelectedTab
                        var body: some View { Label { Text(tab.text) } icon: { Image(tab.icon) } }
                    }
                    struct ContentView: View {
                        var body: some View {
                            TabView { NearbyView().tabItem { TabLabel(tab: SelectedTab.nearby) } }
                        }
                    }
                    """),
            // Seen in apps (nostur): views laid out by a ZStack, shown by buttons with titles: no tab bar shows the items.
            RuleExample(
                swift: """
                    struct DesktopTabs: View {
                        @State private var selectedTab = "Main"
                        var body: some View {
                            ZStack {
                                HomeTab().tabItem { Image(systemName: "house") }.opacity(selectedTab == "Main" ? 1 : 0)
                                Group {
                                    SearchTab().tabItem { Image(systemName: "magnifyingglass") }
                                }
                            }
                        }
                    }
                    """),
            // Seen in apps: the label built by a helper of the same type, whose body shows the text.
            RuleExample(
                swift: """
                    struct FlowTabs: View {
                        func tabLabel(_ title: String, symbol: String) -> some View {
                            VStack {
                                Image(systemName: symbol)
                                Text(title)
                            }
                        }
                        var body: some View {
                            TabView {
                                FlowList().tabItem { self.tabLabel("Flows", symbol: "list.bullet") }
                                StepHistory().tabItem { tabLabel("History", symbol: "clock") }
                            }
                        }
                    }
                    """),
            // Seen in apps (nos): the text declared once, then shown beside either icon.
            RuleExample(
                swift: """
                    HomeTab().tabItem {
                        VStack {
                            let text = Text("homeFeed")
                            if router.selectedTab == .home {
                                Image.tabIconHomeSelected
                                text
                            } else {
                                Image.tabIconHome
                                text.foregroundColor(.secondaryTxt)
                            }
                        }
                    }
                    """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements where element.role == .tab {
            if element.text == nil {
                findings.append(
                    screen.finding(
                        Self.description, "tab \"\(element.id)\" has no visible text label", element: element,
                        data: [FindingValue("text", "(none)"), FindingValue("label", element.label?.description ?? "(none)")],
                        fix: "show the tab's name under its icon (text: …)"
                    ))
            }
            if !element.states.contains(where: { $0.name == "selected" }) {
                findings.append(
                    screen.finding(
                        Self.description, severity: .p2, "tab \"\(element.id)\" does not say how it shows being selected", element: element,
                        data: [FindingValue("states", element.states.map(\.name).joined(separator: " "))],
                        fix: "declare a selected state with a non-color indicator and the accessibility value"
                    ))
            }
        }
    }
}

// MARK: Swift code

/// `.tabItem { Image(…) }` without text and `UITabBarItem(title: nil, …)`.
extension TabTextLabelRule: SourceRule {
    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        for item in file.facts.behavior.tabItems {
            var hasTitle = item.hasTitle
            // `.tabItem { TabLabel(tab: .nearby) }`: a view of the app's, whose body the target's index read.
            if hasTitle == nil, let shown = item.shownView.flatMap(file.index.view(named:))?.body.content {
                if shown == .text { continue }
                if shown == .imageOnly || shown == .empty { hasTitle = false }
            }
            let unknown = hasTitle == nil && !item.styledIconOnly
            // A tab bar a view puts up itself (Rocket.Chat's emoji picker: UIView) may be a strip of
            // categories, icons only like the system's emoji keyboard, rather than the app's tabs (§5.1).
            let view = item.api.hasPrefix("UITabBarItem") ? Self.enclosingView(of: item.location.line, in: file.facts.behavior) : nil
            let review = unknown || view != nil || item.styledIconOnly
            let noTitle =
                item.styledIconOnly
                ? Self.iconOnlyStyleMessage(item.api)
                : "\(item.api) has an icon and no title: the tab bar shows an unlabeled icon"
                    + (view.map { " (if it is one of the app's tabs: \($0) builds its own tab bar, a strip of categories maybe)" } ?? "")
            findings.append(
                file.finding(
                    Self.description, severity: review ? .p2 : nil, outcome: review ? .needsReview : .violation,
                    unknown ? "\(item.api) shows views syntax cannot read: check that the tab has a visible title" : noTitle,
                    at: item.location, element: "\(item.api) \(item.written)",
                    data: [
                        FindingValue("api", item.api), FindingValue("title", unknown ? "(cannot tell)" : "(none)"),
                        FindingValue("written", item.written),
                    ],
                    fix: item.api.hasPrefix("UITabBarItem") || item.api.hasPrefix("tabBarItem")
                        ? "give the item a title: UITabBarItem(title: String(localized: \"Library\"), image: …)"
                        : item.api == "Tab"
                            ? "give the tab a title: Tab(\"Library\", systemImage: …) { … }, or a Label as its label"
                            : "use Label(\"Library\", systemImage: …) in .tabItem (or Tab(\"Library\", systemImage: …))"))
        }
    }

    static func iconOnlyStyleMessage(_ api: String) -> String {
        "\(api)'s label is styled .labelStyle(.iconOnly): wherever the tab bar follows the style, it shows an unlabeled icon; "
            + "check each place it is drawn (the bar, a sidebar, iPad's tab bar)"
    }

    /// The view class (`EmojiPicker: UIView`) whose code makes the item, if a view's.
    static func enclosingView(of line: Int, in behavior: BehaviorFacts) -> String? {
        guard let type = behavior.types(enclosing: line).last, type.isClass,
            let superclass = type.inheritedTypes.first, superclass.hasPrefix("UI"), superclass.hasSuffix("View")
        else { return nil }
        return "\(type.name): \(superclass)"
    }
}
