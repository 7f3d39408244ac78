import SourceText
import SpecModel
import YAMLSupport

/// Reads `policy:` lists: presentation rules an app's design documents state.
public enum PolicyReader {
    public static let fields: Set<String> = ["name", "routes", "prefixes", "views", "presentation", "forbid", "reference", "severity"]

    public static func rules(_ node: Node, in document: YAMLDocument) throws(InputError) -> [PresentationRule] {
        var rules: [PresentationRule] = []
        for item in try document.sequence(node, of: "policy") {
            var rule = PresentationRule(name: "")
            for (key, _, value) in try document.fields(item, of: "a policy entry", known: fields) {
                switch key {
                case "name": rule.name = try document.string(value, of: "name")
                case "routes": rule.routes = try document.strings(value, of: "routes")
                case "prefixes": rule.prefixes = try document.strings(value, of: "prefixes")
                case "views": rule.views = try document.strings(value, of: "views")
                case "presentation": rule.allowed = try document.strings(value, of: "presentation")
                case "forbid": rule.forbidden = try document.strings(value, of: "forbid")
                case "reference": rule.reference = try document.string(value, of: "reference")
                default: rule.severity = try document.string(value, of: "severity")
                }
            }
            guard !rule.name.isEmpty else { throw document.error(item, "a policy entry needs a 'name' that says what it requires") }
            guard !(rule.routes.isEmpty && rule.prefixes.isEmpty && rule.views.isEmpty) else { throw document.error(item, "policy '\(rule.name)' must name routes, prefixes or views") }
            guard !(rule.allowed.isEmpty && rule.forbidden.isEmpty) else { throw document.error(item, "policy '\(rule.name)' needs 'presentation' (allowed) or 'forbid'") }
            rules.append(rule)
        }
        return rules
    }
}
