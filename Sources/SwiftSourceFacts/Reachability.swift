import SourceText

/// The declarations of the linted folder that no code there reaches: a type only its preview
/// makes, an extension method nothing calls, a helper only such code calls. A finding inside one
/// is about code users may never run, so rules' violations there need review.
///
/// Built from every file's `FileCallGraph`, by name (syntax cannot tell overloads or types
/// apart, so a name read anywhere reaches every declaration of that name). Code starts running at
/// top-level code and at what something outside Swift may call: overrides, `@objc` and
/// Interface Builder members, `@main` types, the classes a storyboard, a property list or
/// Objective-C code of the folder names (`NamesOutsideSwift`), public API when the folder
/// builds no app, the members of types conforming to a protocol whose requirements the index
/// does not know (`UITableViewDelegate`, `AppIntent`), any of which the system may call, and the
/// witnesses of the folder's own protocols. From there, what live code names is live, and a
/// member lives only with what holds it; names read in previews and debug builds reach nothing.
public struct Reachability: Sendable {
    public struct Unreached: Sendable, Equatable {
        public var name: String
        public var kind: CallableDeclaration.Kind
        public var lines: LineRange
    }

    private let unreachedByPath: [String: [Unreached]]
    /// Formatters' owners (`FormatFact.owner`) that no Swift file names outside their declaration.
    public private(set) var unnamedFormatterOwners: Set<String> = []

    public static let empty = Reachability(unreachedByPath: [:])

    private init(unreachedByPath: [String: [Unreached]]) { self.unreachedByPath = unreachedByPath }

    /// The outermost unreached declarations of the file at `path`.
    public func unreached(in path: String) -> [Unreached] { unreachedByPath[path] ?? [] }

    /// `folderBuildsAnApp`: an Xcode project here builds an application, so public API of the
    /// folder's packages is the app's (another module of the same folder is what calls it).
    /// Without an app's entry point (`@main`, `main.swift`) among the files, or an Objective-C one
    /// (`appStartsOutsideSwift`, `NamesOutsideSwift.startAnApp`), the folder is a part of something
    /// bigger (a package, a folder of screens) and nothing is told unreached.
    /// `namesOutsideSwift`: the names the folder's other files write; nil (not read) makes every
    /// class one the system may make. Read only when a class could be unreached: not for a folder
    /// without an app, nor for one that makes classes from names built at run time.
    public init(
        files: [SwiftFileFacts], folderBuildsAnApp: Bool, appStartsOutsideSwift: Bool = false,
        namesOutsideSwift: @autoclosure () -> Set<NameHash>? = nil
    ) {
        unnamedFormatterOwners = Self.unnamedFormatterOwners(in: files)
        guard appStartsOutsideSwift || files.contains(where: \.startsAnApp) else {
            self.unreachedByPath = [:]
            return
        }
        let classesMadeByName = files.contains(where: \.callGraph.makesClassesFromRuntimeNames) ? nil : namesOutsideSwift()
        var graph = Graph(files: files, folderBuildsAnApp: folderBuildsAnApp, namesOutsideSwift: classesMadeByName)
        graph.propagate()
        var unreached: [String: [Unreached]] = [:]
        for (node, declaration) in graph.nodes.enumerated() where !graph.live[node] {
            guard declaration.kind != .protocol, declaration.parent.map({ graph.live[$0] }) ?? true else { continue }
            let path = files[graph.fileOfNode[node]].path
            unreached[path, default: []].append(Unreached(name: declaration.name, kind: declaration.kind, lines: declaration.lines))
        }
        self.unreachedByPath = unreached
    }

    /// A formatter set up in a property or function that its own file names nowhere else
    /// (`FormatFact.ownerIsUnnamedInFile`) and that no other file names either, even in a string
    /// or as a protocol's requirement: only something outside Swift could show what it formats.
    /// A member whose name a known protocol requires (`description`) is called by the system.
    static func unnamedFormatterOwners(in files: [SwiftFileFacts]) -> Set<String> {
        var declaringFiles: [String: Set<Int>] = [:]
        for (index, file) in files.enumerated() {
            for fact in file.behavior.formats where fact.ownerIsUnnamedInFile {
                guard let owner = fact.owner, !KnownProtocols.requirementNames.contains(owner) else { continue }
                declaringFiles[owner, default: []].insert(index)
            }
        }
        guard !declaringFiles.isEmpty else { return [] }
        let byHash = Dictionary(declaringFiles.keys.map { (NameHashing.hash($0), $0) }, uniquingKeysWith: { first, _ in first })
        var named = Set<String>()
        for (index, file) in files.enumerated() {
            // A declaring file's own references hold the declaration itself; its reader already looked.
            func note(_ name: String?) {
                if let name, declaringFiles[name]?.contains(index) == false { named.insert(name) }
            }
            for hash in file.callGraph.topLevelReferences { note(byHash[hash]) }
            for declaration in file.callGraph.declarations {
                for hash in declaration.references { note(byHash[hash]) }
            }
            for requirement in file.callGraph.protocolRequirements where declaringFiles[requirement] != nil { note(requirement) }
        }
        return Set(declaringFiles.keys).subtracting(named)
    }

    /// The declarations of all files as one list, parents as indices into it.
    private struct Graph {
        var nodes: [CallableDeclaration] = []
        var fileOfNode: [Int] = []
        var children: [[Int]] = []
        var live: [Bool] = []
        var referenced: [Bool] = []
        var isRoot: [Bool] = []
        var byName: [NameHash: [Int]] = [:]
        var extensionsByName: [String: [Int]] = [:]
        var topLevelReferences: [NameHash] = []
        var queue: [Int] = []

        init(files: [SwiftFileFacts], folderBuildsAnApp: Bool, namesOutsideSwift: Set<NameHash>?) {
            var requirements = Set<String>()
            var inherited: [String: Set<String>] = [:], attributes: [String: Set<String>] = [:]
            var declaredTypes = Set<String>(), protocols = Set<String>()
            for (fileIndex, file) in files.enumerated() {
                let offset = nodes.count
                for var declaration in file.callGraph.declarations {
                    declaration.parent = declaration.parent.map { $0 + offset }
                    nodes.append(declaration)
                    fileOfNode.append(fileIndex)
                    switch declaration.kind {
                    case .type, .extension, .protocol:
                        inherited[declaration.name, default: []].formUnion(declaration.inherits)
                        attributes[declaration.name, default: []].formUnion(declaration.attributes)
                        if declaration.kind == .type { declaredTypes.insert(declaration.name) }
                        if declaration.kind == .protocol { protocols.insert(declaration.name) }
                    case .function, .property: break
                    }
                }
                requirements.formUnion(file.callGraph.protocolRequirements)
                topLevelReferences += file.callGraph.topLevelReferences
            }
            // A type conforming to what the index does not know may be made or called by the system;
            // so may one conforming to a protocol of the folder that refines such a protocol.
            var opaque = Set<String>(), madeByAttribute = Set<String>()
            for (name, written) in attributes where written.contains(where: { !KnownProtocols.plainTypeAttributes.contains($0) }) {
                madeByAttribute.insert(name)
            }
            var grew = true
            while grew {
                let before = opaque.count
                for (name, names) in inherited where !opaque.contains(name) {
                    if names.contains(where: { !KnownProtocols.isKnown($0) && !protocols.contains($0) || opaque.contains($0) })
                        || madeByAttribute.contains(name)
                    {
                        opaque.insert(name)
                    }
                }
                grew = opaque.count > before
            }
            children = Array(repeating: [], count: nodes.count)
            live = Array(repeating: false, count: nodes.count)
            referenced = live
            isRoot = live
            for (index, node) in nodes.enumerated() {
                if let parent = node.parent { children[parent].append(index) }
                let owner = node.parent.map { nodes[$0] }
                let ownerIsOpaque = owner.map { ($0.kind == .type || $0.kind == .extension) && opaque.contains($0.name) } ?? false
                switch node.kind {
                case .protocol:
                    isRoot[index] = true
                case .extension:
                    // An extension of a type the folder declares lives with that type.
                    isRoot[index] = !declaredTypes.contains(node.name)
                    extensionsByName[node.name, default: []].append(index)
                case .type:
                    // A class is made by code that names it, or by a file outside Swift that does
                    // (`UIView` subclasses, delegates); another type conforming to what the index
                    // does not know may be made by the system (`AppIntent`, `TimelineProvider`).
                    let madeOutsideSwift =
                        node.isClass
                        ? namesOutsideSwift.map { $0.contains(NameHashing.hash(node.name)) || madeByAttribute.contains(node.name) } ?? true
                        : opaque.contains(node.name)
                    isRoot[index] = node.isEntryPoint || node.isPublic && !folderBuildsAnApp || madeOutsideSwift
                case .function, .property:
                    // A private member witnesses no requirement of the system's: only its own file calls it.
                    isRoot[index] =
                        node.isEntryPoint || node.isPublic && !folderBuildsAnApp || ownerIsOpaque && !node.isFilePrivate
                        || KnownProtocols.requirementNames.contains(node.name)
                        || requirements.contains(node.name)
                            && owner.map { owner in
                                // A witness of the folder's protocols: in a type that conforms to something, or a default.
                                !inherited[owner.name, default: []].isEmpty || protocols.contains(owner.name)
                            } ?? false
                }
                if node.kind != .extension && node.kind != .protocol { byName[NameHashing.hash(node.name), default: []].append(index) }
            }
        }

        mutating func propagate() {
            for index in nodes.indices where nodes[index].parent == nil && isRoot[index] { makeLive(index) }
            for hash in topLevelReferences { reference(hash, from: nil) }
            while let node = queue.popLast() {
                for child in children[node] where isRoot[child] || referenced[child] { makeLive(child) }
                if nodes[node].kind == .type {
                    for found in extensionsByName[nodes[node].name] ?? [] { makeLive(found) }
                }
                for hash in nodes[node].references { reference(hash, from: node) }
            }
        }

        private mutating func makeLive(_ node: Int) {
            guard !live[node] else { return }
            live[node] = true
            queue.append(node)
        }

        private mutating func reference(_ hash: NameHash, from source: Int?) {
            for target in byName[hash] ?? [] {
                if let source, isWithin(source, target) || nodes[target].isFilePrivate && fileOfNode[target] != fileOfNode[source] {
                    continue
                }
                referenced[target] = true
                if nodes[target].parent.map({ live[$0] }) ?? true { makeLive(target) }
            }
        }

        /// Whether `node` is `container` or inside it (an extension of a type counts as inside it).
        private func isWithin(_ node: Int, _ container: Int) -> Bool {
            var current: Int? = node
            while let index = current {
                if index == container { return true }
                if nodes[index].kind == .extension, nodes[container].kind == .type, nodes[index].name == nodes[container].name {
                    return true
                }
                current = nodes[index].parent
            }
            return false
        }
    }
}

extension SwiftFileFacts {
    /// Whether the file is where an app starts: `main.swift`, or a type marked `@main`.
    var startsAnApp: Bool {
        path.hasSuffix("/main.swift") || path == "main.swift"
            || callGraph.declarations.contains {
                $0.kind == .type && $0.attributes.contains(where: KnownProtocols.appEntryAttributes.contains)
            }
    }
}

/// Protocols whose requirements the index knows, so that conforming to them does not make every
/// member of a type a possible witness, and the names of those requirements.
public enum KnownProtocols {
    static let requirementsByProtocol: [String: [String]] = [
        "View": ["body"], "ViewModifier": ["body"], "App": ["body"], "Scene": ["body"], "Commands": ["body"],
        "ToolbarContent": ["body"], "Transition": ["body"], "DynamicProperty": ["update"],
        "ButtonStyle": ["makeBody"], "PrimitiveButtonStyle": ["makeBody"], "ToggleStyle": ["makeBody"], "LabelStyle": ["makeBody"],
        "ProgressViewStyle": ["makeBody"], "GaugeStyle": ["makeBody"], "MenuStyle": ["makeBody"], "GroupBoxStyle": ["makeBody"],
        "DisclosureGroupStyle": ["makeBody"], "LabeledContentStyle": ["makeBody"], "ControlGroupStyle": ["makeBody"],
        "FormStyle": ["makeBody"], "TextFieldStyle": ["_body"],
        "Shape": ["path", "sizeThatFits", "animatableData", "layoutDirectionBehavior"], "InsettableShape": ["path", "inset"],
        "ShapeStyle": ["resolve"], "Animatable": ["animatableData"], "AnimatableModifier": ["animatableData", "body"],
        "Layout": ["sizeThatFits", "placeSubviews", "makeCache", "updateCache", "spacing", "explicitAlignment", "layoutProperties"],
        "EnvironmentKey": ["defaultValue"], "PreferenceKey": ["defaultValue", "reduce"], "AlignmentID": ["defaultValue"],
        "FocusedValueKey": [], "PreviewProvider": ["previews", "platform"],
        "UIViewRepresentable": ["makeUIView", "updateUIView", "makeCoordinator", "dismantleUIView", "sizeThatFits"],
        "UIViewControllerRepresentable": [
            "makeUIViewController", "updateUIViewController", "makeCoordinator", "dismantleUIViewController", "sizeThatFits",
        ],
        "NSViewRepresentable": ["makeNSView", "updateNSView", "makeCoordinator", "dismantleNSView", "sizeThatFits"],
        "NSViewControllerRepresentable": [
            "makeNSViewController", "updateNSViewController", "makeCoordinator", "dismantleNSViewController", "sizeThatFits",
        ],
        "Equatable": [], "Hashable": ["hash", "hashValue"], "Comparable": [], "Identifiable": ["id"],
        "Codable": ["encode"], "Decodable": [], "Encodable": ["encode"], "CodingKey": ["stringValue", "intValue"],
        "CustomStringConvertible": ["description"], "CustomDebugStringConvertible": ["debugDescription"],
        "Error": [], "LocalizedError": ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"],
        "CaseIterable": ["allCases"], "RawRepresentable": ["rawValue"], "Sendable": [], "ObservableObject": ["objectWillChange"],
        "Observable": [], "AnyObject": [],
    ]
    /// Raw value types of enums, which bring no requirement a member could witness.
    static let rawValueTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Character", "Bool",
    ]
    public static let appEntryAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]
    /// Type attributes that neither add a conformance nor let the system make the type.
    static let plainTypeAttributes: Set<String> = [
        "MainActor", "available", "frozen", "propertyWrapper", "resultBuilder", "dynamicMemberLookup", "dynamicCallable",
        "Observable", "preconcurrency", "unchecked", "usableFromInline",
    ]
    /// Names that are requirements of a known protocol or called by the compiler
    /// (`callAsFunction`, property wrappers' values, result builders' methods).
    static let requirementNames: Set<String> = Set(requirementsByProtocol.values.joined()).union([
        "callAsFunction", "wrappedValue", "projectedValue", "buildBlock", "buildExpression", "buildOptional", "buildEither",
        "buildArray", "buildLimitedAvailability", "buildFinalResult", "buildPartialBlock", "buildIf", "makeIterator", "next",
    ])

    static func isKnown(_ name: String) -> Bool { requirementsByProtocol[name] != nil || rawValueTypes.contains(name) }
}
