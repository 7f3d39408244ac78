import LintCore
import SourceText

/// Reads `policy:` lists: presentation rules an app's design documents state.
enum PolicyReader {
    static let fields: Set<String> = ["name", "routes", "prefixes", "views", "presentation", "forbid", "reference", "severity"]

    static let schema = """
        { "type": "array", "items": { "type": "object", "additionalProperties": false, "required": ["name"], "properties": { \
        "name": { "type": "string" }, "routes": { "type": "array", "items": { "type": "string" } }, \
        "prefixes": { "type": "array", "items": { "type": "string" } }, "views": { "type": "array", "items": { "type": "string" } }, \
        "presentation": { "type": "array", "items": { "type": "string" } }, "forbid": { "type": "array", "items": { "type": "string" } }, \
        "reference": { "type": "string" }, "severity": { "enum": ["P0", "P1", "P2"] } } } }
        """

    static func rules(_ input: OptionInput, context: String) throws(InputError) -> [PresentationRule] {
        var rules: [PresentationRule] = []
        for item in try input.list(of: context) {
            var rule = PresentationRule(name: "")
            for (key, value) in try item.fields(of: "a policy entry", known: fields) {
                switch key {
                case "name": rule.name = try value.text(of: "name")
                case "routes": rule.routes = try value.texts(of: "routes")
                case "prefixes": rule.prefixes = try value.texts(of: "prefixes")
                case "views": rule.views = try value.texts(of: "views")
                case "presentation": rule.allowed = try value.texts(of: "presentation")
                case "forbid": rule.forbidden = try value.texts(of: "forbid")
                case "reference": rule.reference = try value.text(of: "reference")
                case "severity":
                    let text = try value.text(of: "severity")
                    guard let severity = Severity(label: text) else { throw value.error("severity must be P0, P1 or P2, found '\(text)'") }
                    rule.severity = severity
                default: break
                }
            }
            guard !rule.name.isEmpty else { throw item.error("a policy entry needs a 'name' that says what it requires") }
            guard !(rule.routes.isEmpty && rule.prefixes.isEmpty && rule.views.isEmpty) else {
                throw item.error("policy '\(rule.name)' must name routes, prefixes or views")
            }
            guard !(rule.allowed.isEmpty && rule.forbidden.isEmpty) else {
                throw item.error("policy '\(rule.name)' needs 'presentation' (allowed) or 'forbid'")
            }
            rules.append(rule)
        }
        return rules
    }
}
