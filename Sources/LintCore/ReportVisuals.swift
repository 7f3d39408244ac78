/// What a report can show besides its findings, for the HTML punch list: screens as wireframes,
/// the route graph per app state, and the source lines findings point at. Filled only when a
/// visual format asks for it; the other reporters ignore it.
public struct ReportVisuals: Sendable {
    public var screens: [ScreenSketch]
    public var navigation: [NavigationSketch]
    /// The text of the lines findings point at, by "file:line".
    public var sourceLines: [String: String]

    public init(screens: [ScreenSketch] = [], navigation: [NavigationSketch] = [], sourceLines: [String: String] = [:]) {
        self.screens = screens
        self.navigation = navigation
        self.sourceLines = sourceLines
    }

    public static let none = ReportVisuals()
}

/// A screen's elements on the device canvas, in points.
public struct ScreenSketch: Sendable {
    public struct Element: Sendable {
        public let id: String
        public let role: String
        public let frame: (x: Double, y: Double, width: Double, height: Double)
        /// What the element says, for orientation in the drawing.
        public let caption: String?

        public init(id: String, role: String, frame: (x: Double, y: Double, width: Double, height: Double), caption: String?) {
            self.id = id
            self.role = role
            self.frame = frame
            self.caption = caption
        }
    }

    public let id: String
    public let title: String?
    public let file: String
    public let canvas: (width: Double, height: Double)
    public let elements: [Element]

    public init(id: String, title: String?, file: String, canvas: (width: Double, height: Double), elements: [Element]) {
        self.id = id
        self.title = title
        self.file = file
        self.canvas = canvas
        self.elements = elements
    }
}

/// The routes one app state reaches from its entry points, with the links between routes.
public struct NavigationSketch: Sendable {
    public let state: String
    public let entryRoutes: [String]
    /// Registered routes this state may open, and which of them it reaches.
    public let routes: [String]
    public let reachable: Set<String>
    /// Ids the navigation names that the registry does not have.
    public let unregistered: [String]
    public let links: [(from: String, to: String)]

    public init(
        state: String, entryRoutes: [String], routes: [String], reachable: Set<String>, unregistered: [String],
        links: [(from: String, to: String)]
    ) {
        self.state = state
        self.entryRoutes = entryRoutes
        self.routes = routes
        self.reachable = reachable
        self.unregistered = unregistered
        self.links = links
    }
}
