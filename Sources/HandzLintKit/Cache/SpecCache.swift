import AppRules
import CatalogValidation
import Foundation
import LintCore
import SourceText
import SpecModel

/// What the cache keeps of a spec run: per screen file, its screens' findings and the facts the
/// rules that read every screen need (routes, what elements open, outline features,
/// suppressions); per catalog, its findings.
struct SpecRecord: Codable {
    var screenFiles: [String: ScreenFileEntry] = [:]
    var catalogs: [String: CachedFindings] = [:]
    /// The route rules' findings, for the navigation they were computed from.
    var routes: CachedFindings?
}

extension SpecRecord: LayeredRecord {
    mutating func merge(_ newer: SpecRecord) {
        screenFiles.merge(newer.screenFiles) { _, new in new }
        catalogs.merge(newer.catalogs) { _, new in new }
        routes = newer.routes ?? routes
    }

    var entryCount: Int { screenFiles.count + catalogs.count }

    /// The entries of `self` a run wrote anew: the screen files it read, the catalogs it
    /// validated, the routes.
    func changes(screenFiles read: [String], catalogs validated: [String]) -> SpecRecord {
        var changes = SpecRecord()
        for file in read { changes.screenFiles[file] = screenFiles[file] }
        for path in validated { changes.catalogs[path] = catalogs[path] }
        changes.routes = routes
        return changes
    }
}

struct ScreenFileEntry: Codable {
    /// The file's bytes when the findings were computed.
    var digest: String
    /// Everything else a screen's findings depend on: route specs, palettes, catalogs.
    var context: String
    var screens: [ScreenSkeleton]
    /// What the screen rules found in this file's screens, before overrides and suppressions.
    var findings: [Finding]
    /// What the file's screens' rules took over from other rules (`Claim`), where the run had
    /// such findings to take over. Only those: the catalogs' findings are part of the context,
    /// fixed while the entry is used.
    var claims: [Claim]
    /// The features of each outline screen named here, as they were (nil: no such screen).
    var outlines: [OutlineDependency]
}

struct OutlineDependency: Codable, Equatable {
    var outline: String
    var features: [String]?
}

/// Findings of a rule run over inputs whose fingerprint is `digest`.
struct CachedFindings: Codable {
    var digest: String
    var findings: [Finding]
}

/// The part of a screen that rules checking other screens read: its id, kind, route, outline
/// and features, its suppressions, and the elements that open a route or silence a rule.
struct ScreenSkeleton: Codable {
    struct ElementSkeleton: Codable {
        var id: String
        var role: Role
        var opens: String?
        var suppressions: [Suppression]
        var location: SourceLocation
    }

    var id: String
    var kind: ScreenSpec.Kind
    var route: String?
    var outline: String?
    var features: [String]
    var suppressions: [Suppression]
    var elements: [ElementSkeleton]
    var location: SourceLocation

    init(_ screen: ScreenSpec) {
        id = screen.id
        kind = screen.kind
        route = screen.route
        outline = screen.outlineEquivalent
        features = screen.features
        suppressions = screen.suppressions
        elements = screen.elements.filter { $0.opens != nil || !$0.suppressions.isEmpty }.map {
            ElementSkeleton(id: $0.id, role: $0.role, opens: $0.opens, suppressions: $0.suppressions, location: $0.location)
        }
        location = screen.location
    }

    var spec: ScreenSpec {
        var screen = ScreenSpec(id: id, kind: kind, location: location)
        screen.route = route
        screen.outlineEquivalent = outline
        screen.features = features
        screen.suppressions = suppressions
        screen.elements = elements.map {
            var fields = Element.Fields(id: $0.id, role: $0.role, location: $0.location)
            fields.opens = $0.opens
            fields.suppressions = $0.suppressions
            return Element(fields)
        }
        return screen
    }
}

/// Which spec files a run must read, given the cache: a screen file is taken from the cache
/// when its bytes, the context (every route spec, palette and catalog) and the outline screens
/// it names are as they were; route specs, palettes and changed files are always read.
struct IncrementalSpecRead {
    let files: [String]
    let sizeLimit: Int

    struct Outcome {
        var specs: SpecSet
        /// By file index, the entries taken from the cache.
        var reused: [Int: ScreenFileEntry]
        var digests: [ContentDigest?]
        var context: String
    }

    func read(record: SpecRecord?, catalogDigests: [String]) throws(InputError) -> Outcome {
        guard let record else {
            return Outcome(specs: try SpecLoader.load(files: files, sizeLimit: sizeLimit), reused: [:], digests: [], context: "")
        }
        let files = files, sizeLimit = sizeLimit
        let digests = concurrentMap(files.count) { fileDigest(files[$0], sizeLimit: sizeLimit) }
        var reused: [Int: ScreenFileEntry] = [:]
        for (index, file) in files.enumerated() {
            if let entry = record.screenFiles[file], let digest = digests[index], entry.digest == digest.description {
                reused[index] = entry
            }
        }
        // Each round drops entries whose context or outlines changed and reads their files;
        // the context comes from files that are not screens, so it is settled after one round.
        while true {
            let specs = try SpecLoader.load(files: files.indices.filter { reused[$0] == nil }.map { files[$0] }, sizeLimit: sizeLimit)
            let screenFiles = Set(specs.screens.map(\.location.file))
            let others = files.indices.filter { reused[$0] == nil && !screenFiles.contains(files[$0]) }
            let context = ContentDigest(parts: others.map { files[$0] + "=" + (digests[$0]?.description ?? "unreadable") } + catalogDigests)
                .description
            var features: [String: [String]] = [:]
            for screen in specs.screens where features[screen.id] == nil { features[screen.id] = screen.features }
            for entry in reused.values {
                for screen in entry.screens where features[screen.id] == nil { features[screen.id] = screen.features }
            }
            let stale = reused.filter { _, entry in
                entry.context != context || entry.outlines.contains { features[$0.outline] != $0.features }
            }
            if stale.isEmpty { return Outcome(specs: specs, reused: reused, digests: digests, context: context) }
            for index in stale.keys { reused[index] = nil }
        }
    }
}

/// A fingerprint of everything a catalog path reads: the file (for a table in an `.lproj`
/// folder, the same table in every language), or every file under a folder, and the
/// shipped-key lock beside it.
func catalogDigest(_ path: String, sizeLimit: Int) -> String {
    var parts: [String] = []
    var isFolder: ObjCBool = false
    let manager = FileManager.default
    if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
        let files = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? []).sorted()
        parts = files.map { path + "/" + $0 }
    } else if (path as NSString).deletingLastPathComponent.hasSuffix(".lproj") {
        let table = (path as NSString).lastPathComponent
        let languages = (path as NSString).deletingLastPathComponent.replacingOccurrences(of: "\\", with: "/")
        let parent = (languages as NSString).deletingLastPathComponent
        let folders = ((try? manager.contentsOfDirectory(atPath: parent.isEmpty ? "." : parent)) ?? []).filter { $0.hasSuffix(".lproj") }
            .sorted()
        parts = folders.map { (parent.isEmpty ? "" : parent + "/") + $0 + "/" + table }.filter { manager.fileExists(atPath: $0) }
    } else {
        parts = [path]
    }
    parts.append(ShippedKeys.lockPath(forCatalog: path))
    return ContentDigest(parts: [path] + parts.map { $0 + "=" + (fileDigest($0, sizeLimit: sizeLimit)?.description ?? "absent") })
        .description
}

extension SpecRecord {
    /// The record after a run: entries of files taken from the cache kept, those of screen
    /// files read replaced with what the run found in them.
    static func updated(
        read: IncrementalSpecRead.Outcome, files: [String], screens: [ScreenSpec], owners: [Int],
        screenOutputs: [PartOutput], routes: CachedFindings,
        catalogs: (paths: [String], digests: [String], findings: [String: [Finding]])
    ) -> SpecRecord {
        var record = SpecRecord()
        record.routes = routes
        for (index, entry) in read.reused { record.screenFiles[files[index]] = entry }
        var features: [String: [String]] = [:]
        for screen in screens where features[screen.id] == nil { features[screen.id] = screen.features }
        let found = catalogs.findings.values.joined() + screenOutputs.flatMap(\.findings) + routes.findings
        let claimable = Set(found.map { Claim(rule: $0.ruleID, scope: $0.subject.scope) })
        var readScreens: [Int: [ScreenSpec]] = [:], readOutputs: [Int: [PartOutput]] = [:]
        for (position, screen) in screens.enumerated() where read.reused[owners[position]] == nil {
            readScreens[owners[position], default: []].append(screen)
            readOutputs[owners[position], default: []].append(screenOutputs[position])
        }
        for (index, fileScreens) in readScreens {
            guard let digest = read.digests[index] else { continue }
            let output = (readOutputs[index] ?? []).merged
            record.screenFiles[files[index]] = ScreenFileEntry(
                digest: digest.description, context: read.context, screens: fileScreens.map(ScreenSkeleton.init), findings: output.findings,
                claims: Array(Set(output.claims).intersection(claimable)).sorted { ($0.rule, $0.scope) < ($1.rule, $1.scope) },
                outlines: fileScreens.compactMap(\.outlineEquivalent).map { OutlineDependency(outline: $0, features: features[$0]) })
        }
        for (path, digest) in zip(catalogs.paths, catalogs.digests) {
            if let found = catalogs.findings[path] { record.catalogs[path] = CachedFindings(digest: digest, findings: found) }
        }
        return record
    }
}

/// A fingerprint of what the route rules read: the context (route specs among it) and, per
/// screen in order, its id, kind, route, place and the elements that open a route.
func navigationDigest(context: String, screens: [ScreenSpec]) -> String {
    var parts = [context]
    parts.reserveCapacity(screens.count + 1)
    for screen in screens {
        var line = "\(screen.id)|\(screen.kind.rawValue)|\(screen.route ?? "")|\(screen.location)"
        for element in screen.elements where element.opens != nil { line += "|\(element.id)>\(element.opens ?? "")@\(element.location)" }
        parts.append(line)
    }
    return ContentDigest(parts: parts).description
}
