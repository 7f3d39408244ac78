import LintCore
import SpecModel

/// `lintIgnore` entries in specs: a finding is silenced by an entry for its rule on its
/// element, its screen or route, or the whole route spec.
public struct SpecSuppressions: SuppressionSource {
    /// Entries by "screen|element", screen or route id, and "*" for a whole route spec.
    private let byScope: [String: [Suppression]]

    public init(screens: [ScreenSpec], routeSpecs: [RouteSpec]) {
        var byScope: [String: [Suppression]] = [:]
        // Few elements silence anything: index only those (a large spec set has 200,000).
        for screen in screens {
            if !screen.suppressions.isEmpty { byScope[screen.id, default: []] += screen.suppressions }
            for element in screen.elements where !element.suppressions.isEmpty {
                byScope[screen.id + "|" + element.id, default: []] += element.suppressions
            }
        }
        for spec in routeSpecs {
            if !spec.suppressions.isEmpty { byScope["*", default: []] += spec.suppressions }
            for route in spec.routes where !route.suppressions.isEmpty { byScope[route.id, default: []] += route.suppressions }
        }
        self.byScope = byScope
    }

    public func disposition(of finding: Finding) -> FindingDisposition {
        guard !byScope.isEmpty else { return .keep }
        let scopes = [finding.subject.element.map { finding.subject.scope + "|" + $0 }, finding.subject.scope, "*"].compactMap { $0 }
        guard let match = scopes.lazy.compactMap({ byScope[$0]?.first { $0.rule == finding.ruleID } }).first else { return .keep }
        return .suppressed(reason: match.reason)
    }
}
