import SourceText
import YAMLSupport

/// Reads `kind: screen` files into `ScreenSpec`.
struct ScreenSpecReader {
    let document: YAMLDocument
    /// The node holding the spec: the document's root, or a section of an example.
    var root: Node { rootNode ?? document.root }
    var rootNode: Node? = nil
    let palette: [String: Color]
    var values: ValueReader { ValueReader(document: document) }

    static let screenFields: Set<String> = [
        "kind", "id", "type", "route", "title", "background", "closeElement", "initialFocus", "readingOrder", "outline", "features",
        "purchase", "elements", "lintIgnore", "notes",
    ]
    static let elementFields: Set<String> = [
        "id", "role", "text", "label", "hint", "value", "frame", "hitSlop", "foreground", "background", "font", "decorative", "focusable",
        "essential", "fixedHeight", "announces", "states", "gestures", "destructive", "opens", "lintIgnore", "notes",
    ]

    func read() throws(InputError) -> ScreenSpec {
        var spec = ScreenSpec(id: "", location: document.location(root))
        var sawID = false
        for (key, _, value) in try document.fields(root, of: "the screen", known: ScreenSpecReader.screenFields) {
            switch key {
            case "id":
                spec.id = try document.string(value, of: "id")
                sawID = true
            case "type":
                let text = try document.string(value, of: "type")
                guard let kind = ScreenSpec.Kind(rawValue: text) else {
                    throw document.error(
                        value, "type '\(text)' is not one of \(ScreenSpec.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                spec.kind = kind
            case "route": spec.route = try document.string(value, of: "route")
            case "title": spec.title = try values.text(value, of: "title")
            case "background": spec.background = try paint(value, of: "background")
            case "closeElement": spec.closeElement = try document.string(value, of: "closeElement")
            case "initialFocus": spec.initialFocus = try document.string(value, of: "initialFocus")
            case "readingOrder": spec.readingOrder = try document.strings(value, of: "readingOrder")
            case "outline": spec.outlineEquivalent = try document.string(value, of: "outline")
            case "features": spec.features = try document.strings(value, of: "features")
            case "purchase": spec.purchase = try purchase(value)
            case "elements":
                for node in try document.sequence(value, of: "elements") { spec.elements.append(try element(node)) }
            case "lintIgnore": spec.suppressions = try values.suppressions(value)
            default: break
            }
        }
        guard sawID else { throw InputError(at: spec.location, "a screen needs an 'id'") }
        var seen: [String: SourceLocation] = [:]
        for element in spec.elements {
            if let first = seen[element.id] {
                throw InputError(
                    at: element.location, "element id '\(element.id)' is used twice on screen \(spec.id) (first at line \(first.line))")
            }
            seen[element.id] = element.location
        }
        for reference in [spec.closeElement, spec.initialFocus].compactMap({ $0 }) + (spec.readingOrder ?? [])
        where seen[reference] == nil && reference != "title" {
            throw InputError(at: spec.location, "screen \(spec.id) refers to element '\(reference)', which it does not have")
        }
        return spec
    }

    private func element(_ node: Node) throws(InputError) -> Element {
        var element = Element.Fields(id: "", role: .text, location: document.location(node))
        var sawID = false, sawRole = false
        for (key, _, value) in try document.fields(node, of: "an element", known: ScreenSpecReader.elementFields) {
            switch key {
            case "id":
                element.id = try document.string(value, of: "id")
                sawID = true
            case "role":
                let text = try document.string(value, of: "role")
                guard let role = Role(rawValue: text) else {
                    let hint =
                        YAMLDocument.closest(to: text, in: Set(Role.allCases.map(\.rawValue))).map { " — did you mean '\($0)'?" } ?? ""
                    throw document.error(
                        value, "unknown role '\(text)'\(hint) (roles: \(Role.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                element.role = role
                sawRole = true
            case "text": element.text = try values.text(value, of: "text")
            case "label": element.label = try values.text(value, of: "label")
            case "hint": element.hint = try values.text(value, of: "hint")
            case "value": element.value = try values.text(value, of: "value")
            case "frame": element.frame = try rect(value)
            case "hitSlop": element.hitSlop = try document.number(value, of: "hitSlop")
            case "foreground": element.foreground = try paint(value, of: "foreground")
            case "background": element.background = try paint(value, of: "background")
            case "font": element.font = try font(value)
            case "decorative": element.decorative = try document.bool(value, of: "decorative")
            case "focusable": element.focusable = try document.bool(value, of: "focusable")
            case "essential": element.essential = try document.bool(value, of: "essential")
            case "fixedHeight": element.fixedHeight = try document.bool(value, of: "fixedHeight")
            case "announces":
                let text = try document.string(value, of: "announces")
                guard let announcement = Announcement(rawValue: text) else {
                    throw document.error(value, "announces '\(text)' is not one of everySecond, keyMoments, none")
                }
                element.announces = announcement
            case "states": element.states = try states(value)
            case "gestures": element.gestures = try gestures(value)
            case "destructive": element.destructive = try destructive(value)
            case "opens": element.opens = try document.string(value, of: "opens")
            case "lintIgnore": element.suppressions = try values.suppressions(value)
            default: break
            }
        }
        guard sawID else { throw document.error(node, "an element needs an 'id'") }
        guard sawRole else { throw document.error(node, "element \(element.id) needs a 'role'") }
        return Element(element)
    }

    private func rect(_ node: Node) throws(InputError) -> Rect {
        var numbers: [Double] = []
        if case .sequence = node {
            for item in try document.sequence(node, of: "frame") { numbers.append(try document.number(item, of: "a frame value")) }
        } else {
            var fields: [String: Double] = [:]
            for (key, _, value) in try document.fields(node, of: "frame", known: ["x", "y", "width", "height"]) {
                fields[key] = try document.number(value, of: "frame.\(key)")
            }
            numbers = ["x", "y", "width", "height"].compactMap { fields[$0] }
        }
        guard numbers.count == 4 else {
            throw document.error(node, "frame needs x, y, width and height (in points): [x, y, width, height]")
        }
        guard numbers[2] >= 0, numbers[3] >= 0 else { throw document.error(node, "frame width and height cannot be negative") }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    func paint(_ node: Node, of what: String) throws(InputError) -> Paint {
        if case .mapping = node {
            for (key, _, value) in try document.fields(node, of: what, known: ["image", "gradient", "color"]) {
                switch key {
                case "image": return .image(try document.string(value, of: "\(what).image"))
                case "gradient":
                    var colors: [Color] = []
                    for item in try document.sequence(value, of: "\(what).gradient") {
                        colors.append(try color(item, of: "a gradient color"))
                    }
                    return .gradient(colors)
                default: return .color(try color(value, of: what))
                }
            }
            throw document.error(node, "\(what) needs a color, 'image' or 'gradient'")
        }
        return .color(try color(node, of: what))
    }

    private func color(_ node: Node, of what: String) throws(InputError) -> Color {
        let text = try document.string(node, of: what)
        if let color = Color(hex: text) { return color }
        if let named = palette[text] { return named }
        throw document.error(
            node, "\(what) '\(text)' is neither #RRGGBB[AA] nor a palette color (\(palette.keys.sorted().joined(separator: ", ")))")
    }

    private func font(_ node: Node) throws(InputError) -> FontSpec {
        var size: Double?, weight = FontWeight.regular, style: String?, fixed = false
        for (key, _, value) in try document.fields(node, of: "font", known: ["size", "weight", "textStyle", "fixed"]) {
            switch key {
            case "size": size = try document.number(value, of: "font.size")
            case "weight":
                let text = try document.string(value, of: "font.weight")
                guard let parsed = FontWeight(rawValue: text) else {
                    throw document.error(
                        value, "font weight '\(text)' is not one of \(FontWeight.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                weight = parsed
            case "textStyle": style = try document.string(value, of: "font.textStyle")
            default: fixed = try document.bool(value, of: "font.fixed")
            }
        }
        guard let size, size > 0 else { throw document.error(node, "font needs a 'size' in points") }
        if fixed, style != nil { throw document.error(node, "a font is either fixed or scales with a textStyle, not both") }
        return FontSpec(size: size, weight: weight, textStyle: fixed ? nil : style)
    }

    private func states(_ node: Node) throws(InputError) -> [StateSpec] {
        var result: [StateSpec] = []
        for item in try document.sequence(node, of: "states") {
            var name: String?, indicators: [StateSpec.Indicator] = []
            for (key, _, value) in try document.fields(item, of: "a state", known: ["name", "indicators"]) {
                if key == "name" {
                    name = try document.string(value, of: "state name")
                    continue
                }
                for text in try document.strings(value, of: "indicators") {
                    guard let indicator = StateSpec.Indicator(rawValue: text) else {
                        throw document.error(
                            value,
                            "indicator '\(text)' is not one of \(StateSpec.Indicator.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    indicators.append(indicator)
                }
            }
            guard let name else { throw document.error(item, "a state needs a 'name'") }
            result.append(StateSpec(name: name, indicators: indicators, location: document.location(item)))
        }
        return result
    }

    private func gestures(_ node: Node) throws(InputError) -> [Gesture] {
        var result: [Gesture] = []
        for item in try document.sequence(node, of: "gestures") {
            var kind: Gesture.Kind?, action = "", alternative: String?
            for (key, _, value) in try document.fields(item, of: "a gesture", known: ["kind", "action", "alternative"]) {
                switch key {
                case "kind":
                    let text = try document.string(value, of: "gesture kind")
                    guard let parsed = Gesture.Kind(rawValue: text) else {
                        throw document.error(
                            value, "gesture '\(text)' is not one of \(Gesture.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
                    }
                    kind = parsed
                case "action": action = try document.string(value, of: "gesture action")
                default: alternative = try document.string(value, of: "gesture alternative")
                }
            }
            guard let kind else { throw document.error(item, "a gesture needs a 'kind'") }
            result.append(Gesture(kind: kind, action: action, alternative: alternative, location: document.location(item)))
        }
        return result
    }

    private func destructive(_ node: Node) throws(InputError) -> DestructiveAction {
        var action = "", confirmation: String?
        for (key, _, value) in try document.fields(node, of: "destructive", known: ["action", "confirmation"]) {
            if key == "action" {
                action = try document.string(value, of: "destructive action")
            } else if !YAMLDocument.isNull(value) {
                confirmation = try document.string(value, of: "confirmation")
            }
        }
        return DestructiveAction(action: action, confirmation: confirmation, location: document.location(node))
    }

    private func purchase(_ node: Node) throws(InputError) -> PurchaseSpec {
        var spec = PurchaseSpec(location: document.location(node))
        for (key, _, value) in try document.fields(node, of: "purchase", known: ["purchase", "restore", "dismiss"]) {
            let id = try document.string(value, of: "purchase.\(key)")
            switch key {
            case "purchase": spec.purchase = id
            case "restore": spec.restore = id
            default: spec.dismiss = id
            }
        }
        return spec
    }
}
