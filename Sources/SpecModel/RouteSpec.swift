import SourceText

/// An app's navigation design: states and access codes, presentation styles, tabs, routes,
/// modals, edges, entry points, deep links and multi-step flows. Nothing here is specific to
/// one app: access codes, presentation kinds and id formats come from the spec and the rules
/// file.
public struct RouteSpec: Sendable {
    public var app: String
    public var file: String
    /// Top-level app states (Signed Out, Guest, Signed In).
    public var states: [Definition]
    /// Access codes used in the registry (SO, G, F, P, T), each tied to a state.
    public var accessCodes: [AccessCode]
    /// Presentation styles the app uses, with the platforms each exists on.
    public var presentations: [PresentationKind]
    public var tabs: [Tab]
    public var routes: [Route]
    public var edges: [Edge]
    /// The routes each access code starts at.
    public var entryPoints: [EntryPoint]
    public var deepLinks: [DeepLink]
    public var flows: [Flow]
    /// The pattern deep links must follow, when the app defines one (Archery's grammar).
    public var deepLinkGrammar: DeepLinkGrammar?
    /// A route constant map the document keeps (`NAME: 'Area/Screen'`), which must match
    /// the registry.
    public var constants: [RouteConstant]
    /// Routes a document names in its prose, which must be registered.
    public var mentions: [RouteMention]
    public var suppressions: [Suppression]
    public var location: SourceLocation

    public init(app: String, file: String, location: SourceLocation) {
        self.app = app
        self.file = file
        self.states = []
        self.accessCodes = []
        self.presentations = []
        self.tabs = []
        self.routes = []
        self.edges = []
        self.entryPoints = []
        self.deepLinks = []
        self.flows = []
        self.deepLinkGrammar = nil
        self.constants = []
        self.mentions = []
        self.suppressions = []
        self.location = location
    }

    public func route(_ id: String) -> Route? { routes.first { $0.id == id } }

    /// The tabs whose stacks hold a route: its own `tabs`, and every tab that lists it as
    /// root or in its stack.
    public func tabs(containing route: Route) -> [String] {
        var result = route.tabs
        for tab in tabs where (tab.root == route.id || tab.stack.contains(route.id)) && !result.contains(tab.id) { result.append(tab.id) }
        return result
    }

    /// Every platform the app names (presentation styles and routes); empty when none is named.
    public var platforms: [String] {
        var seen: [String] = []
        for platform in presentations.flatMap(\.platforms) + routes.flatMap(\.platforms) where !seen.contains(platform) {
            seen.append(platform)
        }
        return seen
    }
    public func presentation(_ id: String) -> PresentationKind? { presentations.first { $0.id == id } }

    /// The presentation a link or edge names, ignoring case (`fullscreen` is `fullScreen`).
    public func presentation(matching name: String) -> PresentationKind? {
        let wanted = name.lowercased()
        return presentations.first { $0.id.lowercased() == wanted } ?? presentations.first { $0.name.lowercased() == wanted }
    }
}

public struct Definition: Sendable {
    public var code: String
    public var name: String
    public var location: SourceLocation
}

public struct AccessCode: Sendable {
    public var code: String
    public var name: String
    /// The app state the code belongs to (F, P and T are all "Signed In").
    public var state: String?
    public var location: SourceLocation
}

public struct PresentationKind: Sendable {
    public var id: String
    public var name: String
    /// Platforms the style exists on; empty means all.
    public var platforms: [String]
    /// Modal styles are dismissed rather than popped (sheets, full screen, popovers…).
    public var isModal: Bool
    public var location: SourceLocation
}

public struct Tab: Sendable {
    public var id: String
    public var title: TextReference?
    public var root: String
    public var stack: [String]
    public var access: [String]
    /// An entitlement the tab needs, and what users without it see.
    public var requires: String?
    public var blockedBehavior: String?
    public var location: SourceLocation
}

public struct Route: Sendable {
    public var id: String
    public var purpose: String
    public var presentation: String
    public var access: [String]
    /// The access cell as written, when it was one string ("F/P/T (SO/G in sandbox)").
    public var accessText: String?
    public var owner: String?
    public var screen: String?
    /// Tabs whose stacks contain the route (a view reachable from several tabs lists them all).
    public var tabs: [String]
    /// The registry section it was declared in ("routes", "modals").
    public var registry: String
    public var gate: Gate?
    public var unsavedChanges: UnsavedChanges?
    /// Planned but not built yet: no entry point is expected.
    public var futureFeature: Bool
    /// An entitlement the route needs, and what users without it see (`locked`, `hidden`).
    public var requires: String?
    public var blockedBehavior: String?
    /// The logical view the route shows, when several routes show the same view.
    public var view: String?
    /// The route's segments in deep links, relative to its tab ("detail/{id}"); defaults to
    /// the last component of the id.
    public var path: String?
    public var platforms: [String]
    public var notes: String?
    /// Where the document defines it ("CH04.txt:131"), for specs written from a PRD.
    public var source: String?
    public var suppressions: [Suppression]
    public var location: SourceLocation

    public init(id: String, presentation: String, registry: String, location: SourceLocation) {
        self.id = id
        self.purpose = ""
        self.presentation = presentation
        self.access = []
        self.accessText = nil
        self.owner = nil
        self.screen = nil
        self.tabs = []
        self.registry = registry
        self.gate = nil
        self.unsavedChanges = nil
        self.futureFeature = false
        self.requires = nil
        self.blockedBehavior = nil
        self.view = nil
        self.path = nil
        self.platforms = []
        self.notes = nil
        self.source = nil
        self.suppressions = []
        self.location = location
    }
}

public struct RouteConstant: Sendable {
    public var name: String
    public var route: String
    public var source: String?
    public var location: SourceLocation
}

public struct RouteMention: Sendable {
    public var route: String
    /// The sentence it appears in, so a reader knows what the document meant.
    public var context: String?
    public var source: String?
    public var location: SourceLocation
}

/// A gating intercept (CH04 §8.2): when the condition holds, `intercept` opens instead.
public struct Gate: Sendable {
    public var condition: String
    public var intercept: String?
    public var returnsTo: String?
    public var location: SourceLocation
}

/// Whether a route can hold unsaved edits, and the confirmation that protects them (CH04
/// §5.3, §6.2).
public struct UnsavedChanges: Sendable {
    public var hasEdits: Bool
    public var confirmation: String?
    public var location: SourceLocation
}

public struct Edge: Sendable {
    public var from: String
    public var to: String
    public var trigger: String?
    /// A tab switch before the navigation (quick actions).
    public var switchesTab: String?
    public var presentation: String?
    public var location: SourceLocation
}

public struct EntryPoint: Sendable {
    public var access: String
    public var routes: [String]
    public var location: SourceLocation

    public init(access: String, routes: [String], location: SourceLocation) {
        self.access = access
        self.routes = routes
        self.location = location
    }
}

public struct DeepLink: Sendable {
    public var pattern: String
    public var kind: String?
    public var target: String?
    /// The tab the link opens in, for links whose URL does not say (universal links).
    public var tab: String?
    public var source: String?
    /// Where closing the linked content returns, per access state ("signedIn", "signedOut").
    public var returns: [(condition: String, route: String)]
    public var location: SourceLocation
}

public struct DeepLinkGrammar: Sendable {
    public var scheme: String
    public var host: String
    /// Whether links must name their tab first (`{scheme}://{host}/{tab}/…`).
    public var requiresTab: Bool
    /// Path segments that start flow and scene links instead of a tab.
    public var flowSegment: String
    public var sceneSegment: String
    /// The query parameter that names a presentation style (`?present=sheet`).
    public var presentParameter: String
    /// Scene types in links → presentation ids (`immersive` → `immersiveSpace`); a type
    /// not listed must be a presentation id itself.
    public var scenes: [String: String]
    /// Whether the app generates a link for every route (Archery: "every presentation path
    /// generates a unique deep link"), which makes every route an entry point.
    public var linksEveryRoute: Bool
    public var location: SourceLocation
}

/// A multi-step flow (onboarding, checkout, creation sheets).
public struct Flow: Sendable {
    public var id: String
    public var path: String?
    public var persists: Bool?
    public var presentation: String?
    public var steps: [FlowStep]
    public var branches: [FlowBranch]
    public var skips: [FlowSkip]
    public var location: SourceLocation
}

public struct FlowStep: Sendable {
    public var id: String
    public var route: String?
    public var location: SourceLocation
}

/// `branch(replacing:when:)`: a step that replaces another when a condition holds.
public struct FlowBranch: Sendable {
    public var step: String
    public var replacing: String
    public var condition: String
    public var location: SourceLocation
}

/// `skip(when:)`.
public struct FlowSkip: Sendable {
    public var step: String
    public var condition: String
    public var location: SourceLocation
}
