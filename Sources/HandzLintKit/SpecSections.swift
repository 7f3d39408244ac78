import SourceText
import SpecModel
import SpecRules
import YAMLSupport

/// The rules file's `screens:`, `routes:` and `policy:` sections.
enum SpecSections {
    static let screenFields: Set<String> = ["minimumTarget", "blockerTarget", "minimumSpacing", "textContrast", "largeTextContrast", "nonTextContrast", "largeTextSize", "largeBoldTextSize", "screenBackground"]
    static let routeFields: Set<String> = ["idPattern", "idDescription", "signedOutAccess", "signedOutConditions"]

    static func thresholds(_ configuration: LintConfiguration) throws(InputError) -> ScreenThresholds {
        var thresholds = ScreenThresholds()
        guard let section = configuration.sections["screens"] else { return thresholds }
        let document = section.document
        for (key, _, value) in try document.fields(section.node, of: "screens", known: screenFields) {
            if key == "screenBackground" {
                let text = try document.string(value, of: key)
                guard let color = Color(hex: text) else { throw document.error(value, "screens.screenBackground must be #RRGGBB") }
                thresholds.screenBackground = color
                continue
            }
            let number = try document.number(value, of: "screens.\(key)")
            guard number > 0 else { throw document.error(value, "screens.\(key) must be positive") }
            switch key {
            case "minimumTarget": thresholds.minimumTarget = number
            case "blockerTarget": thresholds.blockerTarget = number
            case "minimumSpacing": thresholds.minimumSpacing = number
            case "textContrast": thresholds.textContrast = number
            case "largeTextContrast": thresholds.largeTextContrast = number
            case "nonTextContrast": thresholds.nonTextContrast = number
            case "largeTextSize": thresholds.largeTextSize = number
            default: thresholds.largeBoldTextSize = number
            }
        }
        return thresholds
    }

    static func policy(_ configuration: LintConfiguration) throws(InputError) -> RoutePolicy {
        var policy = RoutePolicy()
        if let section = configuration.sections["routes"] {
            let document = section.document
            for (key, _, value) in try document.fields(section.node, of: "routes", known: routeFields) {
                switch key {
                case "idPattern":
                    let pattern = try document.string(value, of: "routes.idPattern")
                    guard (try? Regex(pattern)) != nil else { throw document.error(value, "routes.idPattern is not a valid regular expression") }
                    policy.idPattern = pattern
                case "idDescription": policy.idDescription = try document.string(value, of: "routes.idDescription")
                case "signedOutAccess": policy.signedOutAccess = try document.strings(value, of: "routes.signedOutAccess")
                default: policy.signedOutConditions = try document.strings(value, of: "routes.signedOutConditions")
                }
            }
        }
        if let section = configuration.sections["policy"] {
            policy.rules = try PolicyReader.rules(section.node, in: section.document)
        }
        return policy
    }
}
