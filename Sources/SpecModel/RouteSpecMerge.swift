import SourceText

extension RouteSpec {
    /// One registry from several route spec files of one app (a large app keeps one file per
    /// area), so screens and links in any file resolve against every route. Files of different
    /// apps, or with two different deep-link grammars, cannot be one registry: that is refused
    /// with both places named rather than checked against the wrong registry.
    public static func merged(_ specs: [RouteSpec]) throws(InputError) -> RouteSpec? {
        guard var merged = specs.first else { return nil }
        for spec in specs.dropFirst() {
            guard spec.app == merged.app else {
                throw InputError(
                    at: spec.location,
                    "this route spec is for the app '\(spec.app)', but \(merged.file) is for '\(merged.app)': "
                        + "lint one app at a time (give its rules file with --config, or its spec folder)")
            }
            if let grammar = spec.deepLinkGrammar {
                if let existing = merged.deepLinkGrammar, existing.scheme != grammar.scheme || existing.host != grammar.host {
                    throw InputError(
                        at: spec.location,
                        "this route spec defines a second deep-link grammar (\(grammar.scheme)://\(grammar.host)); "
                            + "\(merged.file) already defines \(existing.scheme)://\(existing.host)")
                }
                merged.deepLinkGrammar = merged.deepLinkGrammar ?? grammar
            }
            // The legend (states, access codes, styles, tabs) is often repeated in each file:
            // the first definition of a code stands.
            merged.states += spec.states.filter { state in !merged.states.contains { $0.code == state.code } }
            merged.accessCodes += spec.accessCodes.filter { code in !merged.accessCodes.contains { $0.code == code.code } }
            merged.presentations += spec.presentations.filter { style in !merged.presentations.contains { $0.id == style.id } }
            merged.tabs += spec.tabs.filter { tab in !merged.tabs.contains { $0.id == tab.id } }
            merged.routes += spec.routes
            merged.edges += spec.edges
            merged.entryPoints += spec.entryPoints
            merged.deepLinks += spec.deepLinks
            merged.flows += spec.flows
            merged.constants += spec.constants
            merged.mentions += spec.mentions
            merged.suppressions += spec.suppressions
        }
        return merged
    }
}
