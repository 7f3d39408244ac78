import SourceText
import YAMLSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Everything under the spec paths: route specs, screen specs and palettes.
public struct SpecSet: Sendable {
    public var routeSpecs: [RouteSpec] = []
    public var screens: [ScreenSpec] = []
    public var palettes: [String: Color] = [:]
    public var files: [String] = []

    public init() {}
}

/// Reads spec files (YAML or JSON; `kind:` says which) from files and folders. Every error
/// names the file, line and column; unknown fields are errors, so a typo such as `lable`
/// cannot silently switch a check off.
public enum SpecLoader {
    public static let extensions = [".yml", ".yaml", ".json"]

    public static func load(paths: [String], sizeLimit: Int = SourceFile.defaultSizeLimit) throws(InputError) -> SpecSet {
        try load(files: try files(in: paths), sizeLimit: sizeLimit)
    }

    /// The spec files at `paths`: files as given, folders walked in name order.
    public static func files(in paths: [String]) throws(InputError) -> [String] {
        var files: [String] = []
        for path in paths { files += try collect(path) }
        return files
    }

    /// Reads the given spec files (palettes among them first, for the screens' colors).
    public static func load(files: [String], sizeLimit: Int = SourceFile.defaultSizeLimit) throws(InputError) -> SpecSet {
        // Screens name palette colors, so palettes are read first: files whose first lines
        // mention `kind: palette` are parsed up front. That text is only a hint of which files
        // to parse first (a comment can say it too); what a file is comes from its parsed
        // `kind`, and a hinted file that is no palette is read with the others. Those are
        // parsed and read on their own threads, each YAML tree dropped as soon as its model is
        // built (a 2,000-screen set would otherwise hold every tree at once).
        var palettes: [String: Color] = [:]
        var confirmedPalettes = Set<String>()
        var parsedEarly: [String: DocumentBox] = [:]
        for file in files where looksLikePalette(file) {
            let document = try YAMLDocument(path: file, sizeLimit: sizeLimit)
            if try kindOf(document) == "palette" {
                try addColors(of: document, to: &palettes)
                confirmedPalettes.insert(file)
            } else {
                parsedEarly[file] = DocumentBox(document: document)
            }
        }
        let others = files.filter { !confirmedPalettes.contains($0) }
        let colors = palettes, early = parsedEarly
        let entries = try concurrentMap(others.count) { index throws(InputError) in
            let document: YAMLDocument
            if let parsed = early[others[index]] { document = parsed.document } else { document = try YAMLDocument(path: others[index], sizeLimit: sizeLimit) }
            return try entry(of: document, kind: kindOf(document), palettes: colors)
        }
        if entries.contains(where: { if case .palette = $0 { true } else { false } }) {
            // A palette the quick look missed (unusual formatting): read everything in order.
            var documents: [YAMLDocument] = []
            for file in files { documents.append(try YAMLDocument(path: file, sizeLimit: sizeLimit)) }
            return try load(documents: documents)
        }
        var set = SpecSet()
        set.files = files
        set.palettes = palettes
        set.add(entries)
        return set
    }

    /// Whether a file mentions `kind: palette` (YAML or JSON) in its first few lines: a hint
    /// of which files to parse first, never the file's kind.
    static func looksLikePalette(_ path: String) -> Bool {
        guard let head = SourceFile.readPrefix(path: path, count: 2048) else { return false }
        return ["kind: palette", "\"kind\": \"palette\"", "kind: \"palette\""].contains { needle in
            let pattern = Array(needle.utf8)
            return head.indices.contains { start in head[start...].starts(with: pattern) }
        }
    }

    /// A parsed document handed from the thread that parsed it to the one that reads it.
    struct DocumentBox: @unchecked Sendable {
        let document: YAMLDocument
    }

    /// Parses documents already read (the rule examples use this with in-memory files).
    public static func load(documents: [YAMLDocument]) throws(InputError) -> SpecSet {
        var set = SpecSet()
        set.files = documents.map(\.path)
        // Palettes first: screens name their colors.
        var kinds: [(DocumentBox, String)] = []
        for document in documents {
            let kind = try kindOf(document)
            kinds.append((DocumentBox(document: document), kind))
            if kind == "palette" { try addColors(of: document, to: &set.palettes) }
        }
        // Screens are read in parallel too (each document by one thread), kept in file order.
        let palettes = set.palettes, read = kinds
        set.add(try concurrentMap(read.count) { index throws(InputError) in
            try entry(of: read[index].0.document, kind: read[index].1, palettes: palettes)
        })
        return set
    }

    private static func addColors(of document: YAMLDocument, to palettes: inout [String: Color]) throws(InputError) {
        for (name, color) in try PaletteReader.read(document) {
            if palettes[name] != nil { throw InputError(file: document.path, message: "color '\(name)' is defined in two palettes") }
            palettes[name] = color
        }
    }

    /// The model of one document of a known kind; palettes are read beforehand.
    private static func entry(of document: YAMLDocument, kind: String, palettes: [String: Color]) throws(InputError) -> SpecEntry {
        switch kind {
        case "routes": .routes(try RouteSpecReader(document: document).read())
        case "screen": .screen(try ScreenSpecReader(document: document, palette: palettes).read())
        case "palette": .palette
        default: .none
        }
    }

    enum SpecEntry: Sendable {
        case routes(RouteSpec)
        case screen(ScreenSpec)
        case palette
        case none
    }

    static func kindOf(_ document: YAMLDocument) throws(InputError) -> String {
        guard case let .mapping(mapping) = document.root else {
            throw InputError(at: document.location(document.root), "a spec file is a mapping with a 'kind' field (routes, screen or palette)")
        }
        guard let kindNode = mapping.first(where: { $0.key.string == "kind" })?.value else {
            throw InputError(at: document.location(document.root), "a spec file needs 'kind: routes', 'kind: screen' or 'kind: palette'")
        }
        let kind = try document.string(kindNode, of: "kind")
        guard ["routes", "screen", "palette"].contains(kind) else {
            throw document.error(kindNode, "unknown kind '\(kind)': use routes, screen or palette")
        }
        return kind
    }

    /// The spec files under `path`, in name order. Symbolic links are followed, but a folder
    /// reached twice (a link loop) is an error rather than an endless walk.
    static func collect(_ path: String) throws(InputError) -> [String] {
        var visited = Set<String>()
        var files: [String] = []
        try walk(path, visited: &visited, files: &files, depth: 0)
        return files
    }

    private static func walk(_ path: String, visited: inout Set<String>, files: inout [String], depth: Int) throws(InputError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if lstat(path, &status) == 0 { throw InputError(file: path, message: "a symbolic link that leads nowhere") }
            throw InputError(file: path, message: "no such file or folder")
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            files.append(path)
            return
        }
        let identity = "\(status.st_dev):\(status.st_ino)"
        guard visited.insert(identity).inserted else {
            throw InputError(file: path, message: "this folder was already visited: a symbolic link loop")
        }
        guard depth < 64 else { throw InputError(file: path, message: "folders nest deeper than 64 levels") }
        guard let directory = opendir(path) else { throw InputError(file: path, message: "cannot read the folder") }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix(".") { continue }
            names.append(name)
        }
        closedir(directory)
        for name in names.sorted() {
            let child = path.hasSuffix("/") ? path + name : path + "/" + name
            var childStatus = stat()
            let isFolder = stat(child, &childStatus) == 0 && (childStatus.st_mode & S_IFMT) == S_IFDIR
            if isFolder || extensions.contains(where: { name.lowercased().hasSuffix($0) }) || lstat(child, &childStatus) == 0 && stat(child, &childStatus) != 0 {
                try walk(child, visited: &visited, files: &files, depth: depth + 1)
            }
        }
    }
}

enum PaletteReader {
    static func read(_ document: YAMLDocument) throws(InputError) -> [(String, Color)] {
        var colors: [(String, Color)] = []
        for (key, _, value) in try document.fields(document.root, of: "the palette", known: ["kind", "colors"]) where key == "colors" {
            for (name, _, colorNode) in try document.entries(value, of: "colors") {
                let text = try document.string(colorNode, of: "color \(name)")
                guard var color = Color(hex: text) else { throw document.error(colorNode, "'\(text)' is not a color: write #RRGGBB or #RRGGBBAA") }
                color.name = name
                colors.append((name, color))
            }
        }
        return colors
    }
}

/// Shared readers for the values both spec kinds use.
struct ValueReader {
    let document: YAMLDocument

    func location(_ node: Node) -> SourceLocation { document.location(node) }

    func text(_ node: Node, of what: String) throws(InputError) -> TextReference {
        if case .mapping = node {
            for (key, _, value) in try document.fields(node, of: what, known: ["key", "text"]) {
                return key == "key" ? .key(try document.string(value, of: "\(what).key")) : .literal(try document.string(value, of: "\(what).text"))
            }
            throw document.error(node, "\(what) needs 'key' or 'text'")
        }
        return TextReference(bare: try document.string(node, of: what))
    }

    /// `F/P/T`, `[F, P, T]` or `F, P`.
    func codes(_ node: Node, of what: String) throws(InputError) -> [String] {
        try document.strings(node, of: what).flatMap { $0.split { $0 == "/" || $0 == "," || $0 == " " }.map(String.init) }
    }

    func suppressions(_ node: Node) throws(InputError) -> [Suppression] {
        var result: [Suppression] = []
        for item in try document.sequence(node, of: "lintIgnore") {
            var rule: String?, reason: String?
            for (key, _, value) in try document.fields(item, of: "a lintIgnore entry", known: ["rule", "reason"]) {
                if key == "rule" { rule = try document.string(value, of: "rule") } else { reason = try document.string(value, of: "reason") }
            }
            guard let rule else { throw document.error(item, "lintIgnore needs the 'rule' it silences") }
            guard let reason, !reason.trimmingCharacters().isEmpty else {
                throw document.error(item, "lintIgnore of \(rule) needs a 'reason': the report lists why each finding is silenced")
            }
            result.append(Suppression(rule: rule, reason: reason, location: location(item)))
        }
        return result
    }
}

extension String {
    func trimmingCharacters() -> String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }
}

extension SpecLoader {
    /// Reads a screen spec from a section of a document (rule examples hold one under
    /// `screen:`).
    public static func screen(in document: YAMLDocument, node: Node, palette: [String: Color] = [:]) throws(InputError) -> ScreenSpec {
        var reader = ScreenSpecReader(document: document, palette: palette)
        reader.rootNode = node
        return try reader.read()
    }

    /// Reads a route spec from a section of a document.
    public static func routes(in document: YAMLDocument, node: Node) throws(InputError) -> RouteSpec {
        var reader = RouteSpecReader(document: document)
        reader.rootNode = node
        return try reader.read()
    }
}

extension SpecSet {
    mutating func add(_ entries: [SpecLoader.SpecEntry]) {
        for entry in entries {
            switch entry {
            case let .routes(spec): routeSpecs.append(spec)
            case let .screen(screen): screens.append(screen)
            case .palette, .none: break
            }
        }
    }
}
