import ColorModel
import OrderedJSON

/// One element of a colorset's `colors` array: a color for an idiom and a set of appearances.
struct ColorsetEntry: Sendable, Equatable {
    /// "universal", "iphone", "ipad", "mac", …
    var idiom: String
    /// nil for "Any Appearance"; `.light` only when the entry says `luminosity: light`.
    var luminosity: Appearance.Luminosity?
    var highContrast: Bool
    /// `display-gamut` ("sRGB", "display-P3"), nil when the entry is for any gamut.
    var gamut: String?
    var value: Value
    /// Its position in the `colors` array (1-based), for messages.
    var index: Int

    enum Value: Sendable, Equatable {
        case components(ColorSpace, [Double], alpha: Double, forms: Set<ComponentForm>)
        /// `"platform": "ios", "reference": "systemBlueColor"`.
        case reference(platform: String, name: String)
        /// An empty slot: Xcode writes an entry without `color` for an appearance the designer
        /// ticked but did not fill (the AccentColor and WidgetBackground templates are one such
        /// entry). It compiles to nothing, so the slot falls back like a missing one.
        case unset
        /// What makes the entry unusable ("no blue component").
        case invalid(String)
    }

    /// How the appearances read in a report: "any", "dark", "light, high contrast".
    var appearanceLabel: String {
        (luminosity?.rawValue ?? "any") + (highContrast ? ", high contrast" : "")
    }
}

/// The ways Xcode writes a component, counted by the survey: "0.502", "128", "0x80".
public enum ComponentForm: String, Sendable, Hashable, CaseIterable, Comparable {
    case float, integer, hex

    public static func < (lhs: ComponentForm, rhs: ComponentForm) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension ColorsetEntry {
    /// Reads one element of `colors`. Never throws: an unusable entry is kept as `.invalid`
    /// so the colorset's other entries still count and the reason reaches the report.
    init(_ json: JSONValue, index: Int) {
        self.index = index
        idiom = json["idiom"]?.stringValue ?? "universal"
        gamut = json["display-gamut"]?.stringValue
        luminosity = nil
        highContrast = false
        var problems: [String] = []
        for appearance in json["appearances"]?.elements ?? [] {
            switch (appearance["appearance"]?.stringValue, appearance["value"]?.stringValue) {
            case ("luminosity", "light"): luminosity = .light
            case ("luminosity", "dark"): luminosity = .dark
            case ("contrast", "high"): highContrast = true
            case (let kind, let value): problems.append("an appearance this reader does not know (\(kind ?? "?"): \(value ?? "?"))")
            }
        }
        if let problem = problems.first {
            value = .invalid(problem)
        } else if let color = json["color"] {
            value = Self.value(of: color)
        } else {
            value = .unset
        }
    }

    private static func value(of color: JSONValue) -> Value {
        if let reference = color["reference"]?.stringValue {
            return .reference(platform: color["platform"]?.stringValue ?? "ios", name: reference)
        }
        guard let spaceName = color["color-space"]?.stringValue else { return .invalid("no \"color-space\"") }
        guard let space = ColorSpace(rawValue: spaceName) else { return .invalid("unknown color space \"\(spaceName)\"") }
        guard let components = color["components"], components.members != nil else { return .invalid("no \"components\" object") }
        var written: [WrittenComponent] = []
        for name in space.componentNames + ["alpha"] {
            guard let json = components[name] else {
                if name == "alpha" {
                    written.append(.fraction(1))
                    continue
                }
                return .invalid("no \"\(name)\" component (\(space.rawValue) has \(space.componentNames.joined(separator: ", ")))")
            }
            switch WrittenComponent.parse(json) {
            case .success(let component): written.append(component)
            case .failure(let problem): return .invalid("\(name): \(problem.message)")
            }
        }
        let channels = written.dropLast()
        // Xcode writes a color's channels all as fractions ("0.502"), all as 8-bit integers
        // ("128", so "1" is 1/255) or all as hex bytes; alpha always as a fraction. A channel
        // written "0" or "1" beside fractions (a generator's JSON numbers) is a fraction.
        let integersAreFractions = channels.contains { if case .fraction = $0 { true } else { false } }
        var values: [Double] = []
        for (name, component) in zip(space.componentNames + ["alpha"], written) {
            switch component.value(integersAreFractions: integersAreFractions || name == "alpha") {
            case .success(let value): values.append(value)
            case .failure(let problem): return .invalid("\(name): \(problem.message)")
            }
        }
        let alpha = values.removeLast()
        return .components(space, values, alpha: alpha, forms: Set(channels.map(\.form)))
    }

    struct ComponentProblem: Error { var message: String }

    /// A component as written: a fraction ("0.502", also negative or above 1 in the extended
    /// spaces), an integer ("128") or a hex byte ("0x80"), in a JSON string or number.
    enum WrittenComponent {
        case fraction(Double)
        case integer(Int)
        case hex(UInt8)

        var form: ComponentForm {
            switch self {
            case .fraction: .float
            case .integer: .integer
            case .hex: .hex
            }
        }

        static func parse(_ json: JSONValue) -> Result<WrittenComponent, ComponentProblem> {
            let text: String
            switch json {
            case .string(let value): text = value
            case .number(let value): text = value
            default: return .failure(ComponentProblem(message: "expected a number or a string, found \(json.typeName)"))
            }
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                guard let byte = UInt8(text.dropFirst(2), radix: 16) else {
                    return .failure(ComponentProblem(message: "\"\(text)\" is not a hex byte (0x00…0xFF)"))
                }
                return .success(.hex(byte))
            }
            if !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isWholeNumber }), let integer = Int(text) {
                return .success(.integer(integer))
            }
            guard let value = Double(text), value.isFinite else {
                return .failure(ComponentProblem(message: "\"\(text)\" is not a number"))
            }
            return .success(.fraction(value))
        }

        /// 0…1 (or beyond, in extended spaces): hex bytes and 8-bit integers over 255.
        func value(integersAreFractions: Bool) -> Result<Double, ComponentProblem> {
            switch self {
            case .fraction(let value): return .success(value)
            case .hex(let byte): return .success(Double(byte) / 255)
            case .integer(let integer):
                if integersAreFractions, integer <= 1 { return .success(Double(integer)) }
                guard integer <= 255 else { return .failure(ComponentProblem(message: "\(integer) is above 255")) }
                return .success(Double(integer) / 255)
            }
        }
    }
}
