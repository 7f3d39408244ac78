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
    /// Files that could not be read or parsed, left out of the set: a run reports each and
    /// checks the rest.
    public var problems: [InputError] = []

    public init() {}
}

/// Reads spec files (YAML or JSON; `kind:` says which) from files and folders. Every error
/// names the file, line and column; unknown fields are errors, so a typo such as `lable`
/// cannot silently switch a check off.
public enum SpecLoader {
    public static let extensions = [".yml", ".yaml", ".json"]

    public static func load(paths: [String], sizeLimit: Int = SourceFile.defaultSizeLimit) throws(InputError) -> SpecSet {
        let found = try files(in: paths)
        var set = try load(files: found.files, sizeLimit: sizeLimit)
        set.problems = found.problems + set.problems
        return set
    }

    /// The spec files under some paths, and what the walk could not use.
    public struct Files: Sendable {
        public var files: [String] = []
        /// Folders that could not be listed, links that lead nowhere or in a loop.
        public var problems: [InputError] = []
        /// Links the boundary refused, with why.
        public var skipped: [(path: String, reason: String)] = []
    }

    /// The spec files at `paths`: files as given, folders walked in name order. A path given
    /// that does not exist is an error (a usage error); what a walk meets is listed instead.
    public static func files(in paths: [String], boundary: InputBoundary = .unbounded) throws(InputError) -> Files {
        var found = Files()
        for path in paths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                throw InputError(
                    file: path, message: lstat(path, &status) == 0 ? "a symbolic link that leads nowhere" : "no such file or folder")
            }
            var visited = Set<String>()
            walk(path, boundary: boundary, visited: &visited, found: &found, depth: 0)
        }
        return found
    }

    /// Reads the given spec files (palettes among them first, for the screens' colors). A file
    /// that cannot be read or parsed is left out and listed in the set's `problems`.
    public static func load(files: [String], sizeLimit: Int = SourceFile.defaultSizeLimit) throws(InputError) -> SpecSet {
        // Screens name palette colors, so palettes are read first: files whose first lines
        // mention `kind: palette` are parsed up front. That text is only a hint of which files
        // to parse first (a comment can say it too); what a file is comes from its parsed
        // `kind`, and a hinted file that is no palette is read with the others. Those are
        // parsed and read on their own threads, each YAML tree dropped as soon as its model is
        // built (a 2,000-screen set would otherwise hold every tree at once).
        var palettes: [String: Color] = [:]
        var settled = Set<String>()
        var parsedEarly: [String: DocumentBox] = [:]
        var problems: [InputError] = []
        for file in files where looksLikePalette(file) {
            do throws(InputError) {
                let document = try YAMLDocument(path: file, sizeLimit: sizeLimit)
                if try kindOf(document) == "palette" {
                    try addColors(of: document, to: &palettes)
                    settled.insert(file)
                } else {
                    parsedEarly[file] = DocumentBox(document: document)
                }
            } catch {
                problems.append(error)
                settled.insert(file)
            }
        }
        let others = files.filter { !settled.contains($0) }
        let colors = palettes, early = parsedEarly
        let results = concurrentMap(others.count) { index -> Result<SpecEntry, InputError> in
            do throws(InputError) {
                let document: YAMLDocument
                if let parsed = early[others[index]] {
                    document = parsed.document
                } else {
                    document = try YAMLDocument(path: others[index], sizeLimit: sizeLimit)
                }
                return .success(try entry(of: document, kind: kindOf(document), palettes: colors))
            } catch {
                return .failure(error)
            }
        }
        var entries: [SpecEntry] = []
        for result in results {
            switch result {
            case .success(let entry): entries.append(entry)
            case .failure(let error): problems.append(error)
            }
        }
        if entries.contains(where: { if case .palette = $0 { true } else { false } }) {
            // A palette the quick look missed (unusual formatting): read everything in order.
            var documents: [YAMLDocument] = []
            var unread: [InputError] = []
            for file in files {
                do throws(InputError) { documents.append(try YAMLDocument(path: file, sizeLimit: sizeLimit)) } catch {
                    unread.append(error)
                }
            }
            var set = try load(documents: documents)
            set.problems = unread + set.problems
            return set
        }
        var set = SpecSet()
        set.files = files
        set.palettes = palettes
        set.problems = problems
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

    /// Parses documents already read; a document that does not read as a spec is left out and
    /// listed in the set's `problems`.
    public static func load(documents: [YAMLDocument]) throws(InputError) -> SpecSet {
        var set = SpecSet()
        set.files = documents.map(\.path)
        // Palettes first: screens name their colors.
        var kinds: [(DocumentBox, String)] = []
        for document in documents {
            do throws(InputError) {
                let kind = try kindOf(document)
                if kind == "palette" { try addColors(of: document, to: &set.palettes) }
                kinds.append((DocumentBox(document: document), kind))
            } catch {
                set.problems.append(error)
            }
        }
        // Screens are read in parallel too (each document by one thread), kept in file order.
        let palettes = set.palettes, read = kinds
        let results = concurrentMap(read.count) { index -> Result<SpecEntry, InputError> in
            do throws(InputError) { return .success(try entry(of: read[index].0.document, kind: read[index].1, palettes: palettes)) } catch
            {
                return .failure(error)
            }
        }
        for result in results {
            switch result {
            case .success(let entry): set.add([entry])
            case .failure(let error): set.problems.append(error)
            }
        }
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
        guard case .mapping(let mapping) = document.root else {
            throw InputError(
                at: document.location(document.root), "a spec file is a mapping with a 'kind' field (routes, screen or palette)")
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

    /// The spec files under `path`, in name order. Symbolic links are followed inside the
    /// boundary, and a folder reached twice (a link loop) is reported rather than walked again.
    private static func walk(_ path: String, boundary: InputBoundary, visited: inout Set<String>, found: inout Files, depth: Int) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            found.problems.append(InputError(file: path, message: "a symbolic link that leads nowhere"))
            return
        }
        guard (status.st_mode & S_IFMT) == S_IFDIR else {
            found.files.append(path)
            return
        }
        let identity = "\(status.st_dev):\(status.st_ino)"
        guard visited.insert(identity).inserted else {
            found.problems.append(InputError(file: path, message: "this folder was already visited: a symbolic link loop"))
            return
        }
        guard depth < 64 else { return found.problems.append(InputError(file: path, message: "folders nest deeper than 64 levels")) }
        let names: [String]
        do throws(InputError) { names = try FolderListing.entries(path).filter { !$0.hasPrefix(".") } } catch {
            return found.problems.append(error)
        }
        for name in names {
            let child = FolderListing.join(path, name)
            var childStatus = stat()
            let isLink = FolderListing.isSymbolicLink(child)
            if isLink, let reason = boundary.refusal(child) {
                found.skipped.append((child, reason))
                continue
            }
            let isFolder = stat(child, &childStatus) == 0 && (childStatus.st_mode & S_IFMT) == S_IFDIR
            if isFolder || extensions.contains(where: { name.lowercased().hasSuffix($0) }) || isLink && stat(child, &childStatus) != 0 {
                walk(child, boundary: boundary, visited: &visited, found: &found, depth: depth + 1)
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
                guard var color = Color(hex: text) else {
                    throw document.error(colorNode, "'\(text)' is not a color: write #RRGGBB or #RRGGBBAA")
                }
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
                return key == "key"
                    ? .key(try document.string(value, of: "\(what).key")) : .literal(try document.string(value, of: "\(what).text"))
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
                if key == "rule" {
                    rule = try document.string(value, of: "rule")
                } else {
                    reason = try document.string(value, of: "reason")
                }
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
            case .routes(let spec): routeSpecs.append(spec)
            case .screen(let screen): screens.append(screen)
            case .palette, .none: break
            }
        }
    }
}
