import StringCatalog

/// Typed accessors for a String Catalog's keys (`handz-lint catalog codegen`): keys become
/// nested namespaces from their segments (`L10n.Screen.LibraryHome.title`), strings with
/// placeholders become functions with typed parameters in argument order, each with the
/// source text and comment as its documentation.
public struct CatalogCodegen: Sendable {
    public enum Backend: String, CaseIterable, Sendable {
        /// Returns `StringLookup.LocalizedText`, resolved by the app core's `LocalizedStrings`
        /// (works on Linux).
        case stringLookup = "stringlookup"
        /// Returns Foundation's `LocalizedStringResource` (Apple platforms).
        case foundation
    }

    public struct Options: Sendable {
        public var backend: Backend = .stringLookup
        /// The outermost namespace.
        public var rootName = "L10n"
        public var accessLevel = "public"
        /// The table the catalog is (its file name without extension).
        public var table = "Localizable"
        /// For the Foundation back end: the catalog is in a SwiftPM target's resources
        /// (`Bundle.module`) rather than the app's main bundle.
        public var moduleBundle = false

        public init() {}

        /// Why these options cannot generate code, naming the option as the command line does;
        /// nil when they can.
        public var problem: String? {
            guard ["public", "package", "internal"].contains(accessLevel) else { return "--access must be public, package or internal" }
            guard let first = rootName.first, !first.isNumber,
                rootName.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
            else {
                return "--name must be a Swift identifier (letters, digits, _)"
            }
            return nil
        }
    }

    /// The generated file, and what could not be mapped cleanly (collisions, conflicting
    /// argument types), one line per problem, naming the keys.
    public struct Output: Sendable {
        public let source: String
        public let warnings: [String]
        public let accessorCount: Int
    }

    public let options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    public func generate(_ catalog: StringCatalog, sourceName: String) -> Output {
        var root = Namespace(name: options.rootName)
        var warnings: [String] = []
        var accessors: [(path: [String], accessor: Accessor)] = []
        for entry in catalog.entries {
            let node = entry.localization(catalog.sourceLanguage)?.content ?? StringNode.unit(entry.key)
            let signature = AccessorSignature(source: node)
            warnings += signature.problems.map { "\(entry.key): \($0)" }
            let segments = entry.key.split(separator: ".", omittingEmptySubsequences: false)
            let path = segments.dropLast().map { SwiftIdentifier.typeName($0, key: entry.key) }
            let name = SwiftIdentifier.memberName(segments.last ?? "", key: entry.key)
            accessors.append(
                (
                    path,
                    Accessor(
                        key: entry.key, name: name, signature: signature, node: node, comment: entry.comment,
                        isStale: entry.extractionState == "stale")
                ))
        }
        // Two keys that map to one name keep both accessors, each named with its key's hash,
        // and are reported: merging them would silently pick one string.
        let groups = Dictionary(grouping: accessors.indices) { (accessors[$0].path + [accessors[$0].accessor.name]).joined(separator: ".") }
        for (name, indices) in groups where indices.count > 1 {
            let keys = indices.map { accessors[$0].accessor.key }
            warnings.append(
                "keys \(keys.map { "\"\($0)\"" }.joined(separator: ", ")) all map to "
                    + "\(options.rootName).\(name); each accessor gets its key's hash"
            )
            for index in indices {
                accessors[index].accessor.name =
                    accessors[index].accessor.sortName + "_" + SwiftIdentifier.hash(accessors[index].accessor.key)
            }
        }
        for (path, accessor) in accessors { root.insert(accessor, at: path[...]) }
        let emitter = SwiftEmitter(options: options)
        return Output(source: emitter.file(root, sourceName: sourceName), warnings: warnings.sorted(), accessorCount: accessors.count)
    }
}

struct Accessor: Sendable {
    let key: String
    var name: String
    let signature: AccessorSignature
    let node: StringNode
    let comment: String?
    let isStale: Bool
}

struct Namespace: Sendable {
    let name: String
    var children: [String: Namespace] = [:]
    var accessors: [Accessor] = []

    init(name: String) { self.name = name }

    mutating func insert(_ accessor: Accessor, at path: ArraySlice<String>) {
        guard let first = path.first else {
            accessors.append(accessor)
            return
        }
        children[first, default: Namespace(name: first)].insert(accessor, at: path.dropFirst())
    }
}

extension Accessor {
    /// The name without backticks, so `continue` sorts among the c's.
    var sortName: String { name.filter { $0 != "`" } }
}
