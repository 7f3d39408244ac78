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
        self.suppressions = []
        self.location = location
    }

    public func route(_ id: String) -> Route? { routes.first { $0.id == id } }
    public func presentation(_ id: String) -> PresentationKind? { presentations.first { $0.id == id } }
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
    public var platforms: [String]
    public var notes: String?
    public var suppressions: [Suppression]
    public var location: SourceLocation

    public init(id: String, presentation: String, registry: String, location: SourceLocation) {
        self.id = id
        self.purpose = ""
        self.presentation = presentation
        self.access = []
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
        self.platforms = []
        self.notes = nil
        self.suppressions = []
        self.location = location
    }
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
}

public struct DeepLink: Sendable {
    public var pattern: String
    public var kind: String?
    public var target: String?
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
