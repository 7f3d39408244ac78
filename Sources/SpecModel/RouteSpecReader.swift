import SourceText
import YAMLSupport

/// Reads `kind: routes` files into `RouteSpec`.
struct RouteSpecReader {
    let document: YAMLDocument
    /// The node holding the spec: the document's root, or a section of an example.
    var root: Node { rootNode ?? document.root }
    var rootNode: Node? = nil
    var values: ValueReader { ValueReader(document: document) }

    static let fields: Set<String> = [
        "kind", "app", "source", "states", "access", "presentations", "tabs", "routes", "modals", "edges", "entryPoints", "deepLinks",
        "deepLinkGrammar", "flows", "constants", "mentions", "lintIgnore", "notes",
    ]
    static let routeFields: Set<String> = [
        "id", "purpose", "presentation", "access", "owner", "screen", "tabs", "gate", "unsavedChanges", "future", "requires", "blocked",
        "view", "path", "platforms", "notes", "lintIgnore", "source",
    ]

    func read() throws(InputError) -> RouteSpec {
        var spec = RouteSpec(app: "app", file: document.path, location: document.location(root))
        for (key, _, value) in try document.fields(root, of: "the route spec", known: RouteSpecReader.fields) {
            switch key {
            case "app": spec.app = try document.string(value, of: "app")
            case "states":
                for item in try document.sequence(value, of: "states") {
                    let fields = try pairs(item, of: "a state", known: ["code", "name"], required: ["code"])
                    spec.states.append(
                        Definition(code: fields["code"]!, name: fields["name"] ?? fields["code"]!, location: document.location(item)))
                }
            case "access":
                for item in try document.sequence(value, of: "access") {
                    let fields = try pairs(item, of: "an access code", known: ["code", "name", "state"], required: ["code"])
                    spec.accessCodes.append(
                        AccessCode(
                            code: fields["code"]!, name: fields["name"] ?? fields["code"]!, state: fields["state"],
                            location: document.location(item)))
                }
            case "presentations": spec.presentations = try presentations(value)
            case "tabs": spec.tabs = try tabs(value)
            case "routes": spec.routes += try routes(value, registry: "routes")
            case "modals": spec.routes += try routes(value, registry: "modals")
            case "edges": spec.edges = try edges(value)
            case "entryPoints":
                for (code, _, list) in try document.entries(value, of: "entryPoints") {
                    spec.entryPoints.append(
                        EntryPoint(
                            access: code, routes: try document.strings(list, of: "entry points of \(code)"),
                            location: document.location(list)))
                }
            case "deepLinks": spec.deepLinks = try deepLinks(value)
            case "deepLinkGrammar": spec.deepLinkGrammar = try grammar(value)
            case "flows": spec.flows = try flows(value)
            case "constants":
                for item in try document.sequence(value, of: "constants") {
                    let fields = try pairs(item, of: "a route constant", known: ["name", "route", "source"], required: ["name", "route"])
                    spec.constants.append(
                        RouteConstant(
                            name: fields["name"]!, route: fields["route"]!, source: fields["source"], location: document.location(item)))
                }
            case "mentions":
                for item in try document.sequence(value, of: "mentions") {
                    let fields = try pairs(item, of: "a route mention", known: ["route", "context", "source"], required: ["route"])
                    spec.mentions.append(
                        RouteMention(
                            route: fields["route"]!, context: fields["context"], source: fields["source"], location: document.location(item)
                        ))
                }
            case "lintIgnore": spec.suppressions = try values.suppressions(value)
            default: break
            }
        }
        return spec
    }

    /// A mapping of text fields, with `required` ones checked.
    private func pairs(_ node: Node, of what: String, known: Set<String>, required: [String]) throws(InputError) -> [String: String] {
        var result: [String: String] = [:]
        for (key, _, value) in try document.fields(node, of: what, known: known) {
            result[key] = try document.string(value, of: "\(what).\(key)")
        }
        for field in required where result[field] == nil { throw document.error(node, "\(what) needs '\(field)'") }
        return result
    }

    private func presentations(_ node: Node) throws(InputError) -> [PresentationKind] {
        var result: [PresentationKind] = []
        for item in try document.sequence(node, of: "presentations") {
            var kind = PresentationKind(id: "", name: "", platforms: [], isModal: false, location: document.location(item))
            for (key, _, value) in try document.fields(item, of: "a presentation", known: ["id", "name", "platforms", "modal"]) {
                switch key {
                case "id": kind.id = try document.string(value, of: "presentation id")
                case "name": kind.name = try document.string(value, of: "presentation name")
                case "platforms": kind.platforms = try values.codes(value, of: "platforms")
                default: kind.isModal = try document.bool(value, of: "modal")
                }
            }
            guard !kind.id.isEmpty else { throw document.error(item, "a presentation needs an 'id'") }
            if kind.name.isEmpty { kind.name = kind.id }
            result.append(kind)
        }
        return result
    }

    private func tabs(_ node: Node) throws(InputError) -> [Tab] {
        var result: [Tab] = []
        for item in try document.sequence(node, of: "tabs") {
            var tab = Tab(
                id: "", title: nil, root: "", stack: [], access: [], requires: nil, blockedBehavior: nil, location: document.location(item))
            for (key, _, value) in try document.fields(
                item, of: "a tab", known: ["id", "title", "root", "stack", "access", "requires", "blocked", "notes", "source"])
            {
                switch key {
                case "id": tab.id = try document.string(value, of: "tab id")
                case "title": tab.title = try values.text(value, of: "tab title")
                case "root": tab.root = try document.string(value, of: "tab root")
                case "stack": tab.stack = try document.strings(value, of: "tab stack")
                case "access": tab.access = try values.codes(value, of: "tab access")
                case "requires": tab.requires = try document.string(value, of: "requires")
                case "blocked": tab.blockedBehavior = try document.string(value, of: "blocked")
                default: break
                }
            }
            guard !tab.id.isEmpty else { throw document.error(item, "a tab needs an 'id'") }
            result.append(tab)
        }
        return result
    }

    private func routes(_ node: Node, registry: String) throws(InputError) -> [Route] {
        var result: [Route] = []
        for item in try document.sequence(node, of: registry) {
            var route = Route(id: "", presentation: "", registry: registry, location: document.location(item))
            for (key, _, value) in try document.fields(item, of: "a route", known: RouteSpecReader.routeFields) {
                switch key {
                case "id": route.id = try document.string(value, of: "route id")
                case "purpose": route.purpose = try document.string(value, of: "purpose")
                case "presentation": route.presentation = try document.string(value, of: "presentation")
                case "access":
                    route.access = try values.codes(value, of: "access")
                    if case .scalar = value { route.accessText = try document.string(value, of: "access") }
                case "owner": route.owner = try document.string(value, of: "owner")
                case "screen": route.screen = try document.string(value, of: "screen")
                case "tabs": route.tabs = try document.strings(value, of: "tabs")
                case "gate":
                    var gate = Gate(condition: "", intercept: nil, returnsTo: nil, location: document.location(value))
                    for (field, _, fieldValue) in try document.fields(value, of: "gate", known: ["when", "intercept", "returnsTo"]) {
                        switch field {
                        case "when": gate.condition = try document.string(fieldValue, of: "gate.when")
                        case "intercept":
                            gate.intercept = YAMLDocument.isNull(fieldValue) ? nil : try document.string(fieldValue, of: "gate.intercept")
                        default: gate.returnsTo = try document.string(fieldValue, of: "gate.returnsTo")
                        }
                    }
                    route.gate = gate
                case "unsavedChanges":
                    var policy = UnsavedChanges(hasEdits: true, confirmation: nil, location: document.location(value))
                    for (field, _, fieldValue) in try document.fields(value, of: "unsavedChanges", known: ["edits", "confirmation"]) {
                        if field == "edits" {
                            policy.hasEdits = try document.bool(fieldValue, of: "unsavedChanges.edits")
                        } else if !YAMLDocument.isNull(fieldValue) {
                            policy.confirmation = try document.string(fieldValue, of: "unsavedChanges.confirmation")
                        }
                    }
                    route.unsavedChanges = policy
                case "future": route.futureFeature = try document.bool(value, of: "future")
                case "requires": route.requires = try document.string(value, of: "requires")
                case "blocked": route.blockedBehavior = try document.string(value, of: "blocked")
                case "view": route.view = try document.string(value, of: "view")
                case "path": route.path = try document.string(value, of: "path")
                case "platforms": route.platforms = try values.codes(value, of: "platforms")
                case "notes": route.notes = try document.string(value, of: "notes")
                case "source": route.source = try document.string(value, of: "source")
                case "lintIgnore": route.suppressions = try values.suppressions(value)
                default: break
                }
            }
            guard !route.id.isEmpty else { throw document.error(item, "a route needs an 'id'") }
            result.append(route)
        }
        return result
    }

    private func edges(_ node: Node) throws(InputError) -> [Edge] {
        var result: [Edge] = []
        for item in try document.sequence(node, of: "edges") {
            let fields = try pairs(
                item, of: "an edge", known: ["from", "to", "trigger", "switchTab", "presentation", "notes", "source"],
                required: ["from", "to"])
            result.append(
                Edge(
                    from: fields["from"]!, to: fields["to"]!, trigger: fields["trigger"], switchesTab: fields["switchTab"],
                    presentation: fields["presentation"], location: document.location(item)))
        }
        return result
    }

    private func deepLinks(_ node: Node) throws(InputError) -> [DeepLink] {
        var result: [DeepLink] = []
        for item in try document.sequence(node, of: "deepLinks") {
            var link = DeepLink(pattern: "", kind: nil, target: nil, tab: nil, source: nil, returns: [], location: document.location(item))
            for (key, _, value) in try document.fields(
                item, of: "a deep link", known: ["pattern", "kind", "target", "tab", "returns", "notes", "source"])
            {
                switch key {
                case "pattern": link.pattern = try document.string(value, of: "pattern")
                case "kind": link.kind = try document.string(value, of: "kind")
                case "target": link.target = try document.string(value, of: "target")
                case "tab": link.tab = try document.string(value, of: "tab")
                case "source": link.source = try document.string(value, of: "source")
                case "notes": break
                case "returns":
                    for (condition, _, route) in try document.entries(value, of: "returns") {
                        link.returns.append((condition, try document.string(route, of: "return path")))
                    }
                default: break
                }
            }
            guard !link.pattern.isEmpty else { throw document.error(item, "a deep link needs a 'pattern'") }
            result.append(link)
        }
        return result
    }

    private func grammar(_ node: Node) throws(InputError) -> DeepLinkGrammar {
        var grammar = DeepLinkGrammar(
            scheme: "", host: "", requiresTab: true, flowSegment: "flow", sceneSegment: "scene", presentParameter: "present", scenes: [:],
            linksEveryRoute: false, location: document.location(node))
        let known: Set<String> = [
            "scheme", "host", "requiresTab", "flowSegment", "sceneSegment", "presentParameter", "scenes", "linksEveryRoute", "notes",
        ]
        for (key, _, value) in try document.fields(node, of: "deepLinkGrammar", known: known) {
            switch key {
            case "scheme": grammar.scheme = try document.string(value, of: "scheme")
            case "host": grammar.host = try document.string(value, of: "host")
            case "requiresTab": grammar.requiresTab = try document.bool(value, of: "requiresTab")
            case "flowSegment": grammar.flowSegment = try document.string(value, of: "flowSegment")
            case "sceneSegment": grammar.sceneSegment = try document.string(value, of: "sceneSegment")
            case "linksEveryRoute": grammar.linksEveryRoute = try document.bool(value, of: "linksEveryRoute")
            case "presentParameter": grammar.presentParameter = try document.string(value, of: "presentParameter")
            case "scenes":
                for (type, _, presentation) in try document.entries(value, of: "scenes") {
                    grammar.scenes[type] = try document.string(presentation, of: "scene \(type)")
                }
            default: break
            }
        }
        return grammar
    }

    private func flows(_ node: Node) throws(InputError) -> [Flow] {
        var result: [Flow] = []
        for item in try document.sequence(node, of: "flows") {
            var flow = Flow(
                id: "", path: nil, persists: nil, presentation: nil, steps: [], branches: [], skips: [], location: document.location(item))
            for (key, _, value) in try document.fields(
                item, of: "a flow", known: ["id", "path", "persists", "presentation", "steps", "branches", "skips", "notes", "source"])
            {
                switch key {
                case "id": flow.id = try document.string(value, of: "flow id")
                case "path": flow.path = try document.string(value, of: "flow path")
                case "persists": flow.persists = try document.bool(value, of: "persists")
                case "presentation": flow.presentation = try document.string(value, of: "flow presentation")
                case "steps":
                    for step in try document.sequence(value, of: "steps") {
                        if case .scalar = step {
                            flow.steps.append(
                                FlowStep(id: try document.string(step, of: "step"), route: nil, location: document.location(step)))
                        } else {
                            let fields = try pairs(step, of: "a step", known: ["id", "route"], required: ["id"])
                            flow.steps.append(FlowStep(id: fields["id"]!, route: fields["route"], location: document.location(step)))
                        }
                    }
                case "branches":
                    for branch in try document.sequence(value, of: "branches") {
                        let fields = try pairs(
                            branch, of: "a branch", known: ["step", "replacing", "when"], required: ["step", "replacing"])
                        flow.branches.append(
                            FlowBranch(
                                step: fields["step"]!, replacing: fields["replacing"]!, condition: fields["when"] ?? "",
                                location: document.location(branch)))
                    }
                case "skips":
                    for skip in try document.sequence(value, of: "skips") {
                        let fields = try pairs(skip, of: "a skip", known: ["step", "when"], required: ["step"])
                        flow.skips.append(
                            FlowSkip(step: fields["step"]!, condition: fields["when"] ?? "", location: document.location(skip)))
                    }
                default: break
                }
            }
            guard !flow.id.isEmpty else { throw document.error(item, "a flow needs an 'id'") }
            result.append(flow)
        }
        return result
    }
}
