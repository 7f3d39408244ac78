/// What a product document says about its routes, with the line each fact comes from.
/// Text is kept exactly as the document spells it: the point of importing is to let the lint
/// report the document's own inconsistencies, so nothing is repaired here.
public struct ImportedRegistry: Sendable, Equatable {
    public var document: String
    public var accessCodes: [LegendEntry] = []
    public var presentations: [LegendEntry] = []
    public var routes: [ImportedRoute] = []
    public var constants: [ImportedConstant] = []
    public var mentions: [ImportedMention] = []

    public init(document: String) { self.document = document }

    public var registeredIDs: Set<String> { Set(routes.map(\.id)) }
}

/// A shorthand the document defines (`**SO** = Signed Out`, `**Push** = standard stack`).
public struct LegendEntry: Sendable, Equatable {
    public var code: String
    public var meaning: String
    public var line: Int
}

public struct ImportedRoute: Sendable, Equatable {
    public var id: String
    public var purpose: String?
    public var presentation: String?
    public var access: String?
    public var owner: String?
    public var notes: String?
    public var futureFeature = false
    /// `routes` or `modals`: the registry the document's section heading names.
    public var registry: String
    /// The section the table sits under ("4.3 Library Stack").
    public var section: String?
    public var line: Int
}

/// `NAME: 'Area/Screen'` in a route constant map.
public struct ImportedConstant: Sendable, Equatable {
    public var name: String
    public var route: String
    public var line: Int
}

/// A route id named in running text.
public struct ImportedMention: Sendable, Equatable {
    public var route: String
    public var context: String
    public var line: Int
}
