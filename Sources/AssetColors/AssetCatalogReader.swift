import ColorModel
import OrderedJSON
import SourceText

/// Reads the colors of every asset catalog (`*.xcassets`) under a folder: each
/// `*.colorset/Contents.json`, named as code names it (folders that "provide namespace" prefix
/// the name: `Brand/Primary`). One unreadable colorset is a problem naming the file, never a
/// reason to drop the others. Nothing outside the folder is read.
public enum AssetCatalogReader {
    /// The name of the app's accent color asset when the build settings do not name another
    /// (ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME).
    public static let defaultAccentColorName = "AccentColor"

    public static func read(folder: String, accentColorName: String = defaultAccentColorName) -> AssetCatalogColors {
        var catalogs: [String] = []
        var problems: [AssetColorProblem] = []
        var visited: Set<FolderListing.Identity> = []
        findCatalogs(in: folder, into: &catalogs, problems: &problems, visited: &visited)
        var found: [FoundColorset] = []
        for catalog in catalogs { collectColorsets(in: catalog, catalog: catalog, namespace: "", into: &found, problems: &problems) }
        return resolve(found, catalogs: catalogs, problems: problems, accentColorName: accentColorName)
    }

    /// A colorset read, before its references are resolved (the accent color must be first).
    struct FoundColorset {
        var name: String
        var path: String
        var catalog: String
        var entries: [ColorsetEntry]
    }

    static func resolve(
        _ found: [FoundColorset], catalogs: [String], problems: [AssetColorProblem],
        accentColorName: String
    ) -> AssetCatalogColors {
        // The accent color itself may refer to a system color, but not to the accent (tintColor).
        let accent = found.first { $0.name == accentColorName }.flatMap { colorset in
            ColorsetResolution.resolve(
                name: colorset.name, path: colorset.path, catalog: colorset.catalog, entries: colorset.entries,
                accentColor: nil
            ).adaptiveColor
        }
        var problems = problems
        let colors = found.filter { !$0.entries.isEmpty }.map { colorset in
            let color = ColorsetResolution.resolve(
                name: colorset.name, path: colorset.path, catalog: colorset.catalog,
                entries: colorset.entries, accentColor: accent)
            for entry in colorset.entries {
                if case .invalid(let reason) = entry.value {
                    let message = "entry \(entry.index) (\(entry.appearanceLabel)) of \"\(colorset.name)\": \(reason)"
                    problems.append(AssetColorProblem(file: colorset.path + "/Contents.json", location: nil, message: message))
                }
            }
            return color
        }
        return AssetCatalogColors(catalogs: catalogs, colors: colors, problems: problems, colorsetCount: found.count)
    }

    /// Asset catalogs under `folder`, depth first in name order; hidden folders (`.git`,
    /// `.build`) are not entered and a symlinked folder is entered once.
    static func findCatalogs(
        in folder: String, into catalogs: inout [String], problems: inout [AssetColorProblem],
        visited: inout Set<FolderListing.Identity>
    ) {
        let (kind, identity) = FolderListing.kind(folder)
        guard kind == .folder, let identity, visited.insert(identity).inserted else { return }
        if folder.hasSuffix(".xcassets") {
            catalogs.append(folder)
            return
        }
        let names: [String]
        do {
            names = try FolderListing.entries(folder)
        } catch {
            problems.append(AssetColorProblem(file: error.file, location: nil, message: error.message))
            return
        }
        for name in names where !name.hasPrefix(".") {
            findCatalogs(in: FolderListing.join(folder, name), into: &catalogs, problems: &problems, visited: &visited)
        }
    }

    /// Colorsets in a catalog folder or a group inside it. Other asset types (`*.imageset`,
    /// `*.appiconset`, `*.symbolset`, `*.dataset`, …: every name ending in "set") hold no
    /// colors and are not entered.
    static func collectColorsets(
        in folder: String, catalog: String, namespace: String, into found: inout [FoundColorset],
        problems: inout [AssetColorProblem]
    ) {
        let names: [String]
        do {
            names = try FolderListing.entries(folder)
        } catch {
            problems.append(AssetColorProblem(file: error.file, location: nil, message: error.message))
            return
        }
        for name in names where !name.hasPrefix(".") {
            let path = FolderListing.join(folder, name)
            guard FolderListing.kind(path).0 == .folder else { continue }
            if name.hasSuffix(".colorset") {
                let colorName = namespace + String(name.dropLast(".colorset".count))
                switch readColorset(path + "/Contents.json") {
                case .success(let entries): found.append(FoundColorset(name: colorName, path: path, catalog: catalog, entries: entries))
                case .failure(let problem):
                    problems.append(problem)
                    found.append(FoundColorset(name: colorName, path: path, catalog: catalog, entries: []))
                }
            } else if let dot = name.lastIndex(of: "."), name[dot...].hasSuffix("set") {
                continue
            } else {
                let prefix = providesNamespace(path, problems: &problems) ? namespace + name + "/" : namespace
                collectColorsets(in: path, catalog: catalog, namespace: prefix, into: &found, problems: &problems)
            }
        }
    }

    /// A group's `Contents.json` with `"properties": { "provides-namespace": true }`. A group
    /// without the file provides none; an unreadable one is a problem and provides none.
    static func providesNamespace(_ group: String, problems: inout [AssetColorProblem]) -> Bool {
        let path = group + "/Contents.json"
        guard FolderListing.kind(path).0 == .file else { return false }
        switch readJSON(path) {
        case .success(let json): return json["properties"]?["provides-namespace"] == JSONValue.bool(true)
        case .failure(let problem):
            problems.append(problem)
            return false
        }
    }

    /// The entries of one colorset's Contents.json.
    static func readColorset(_ path: String) -> Result<[ColorsetEntry], AssetColorProblem> {
        readJSON(path).flatMap { json in
            guard let colors = json["colors"]?.elements else {
                let found = json["colors"].map { "\"colors\" is \($0.typeName)" } ?? "no \"colors\" array"
                return .failure(AssetColorProblem(file: path, location: nil, message: "\(found): the colorset defines no color"))
            }
            guard !colors.isEmpty else {
                return .failure(AssetColorProblem(file: path, location: nil, message: "\"colors\" is empty: the colorset defines no color"))
            }
            return .success(colors.enumerated().map { ColorsetEntry($1, index: $0 + 1) })
        }
    }

    static func readJSON(_ path: String) -> Result<JSONValue, AssetColorProblem> {
        let file: SourceFile
        do {
            file = try SourceFile.read(path: path)
        } catch {
            return .failure(AssetColorProblem(file: path, location: error.location, message: error.message))
        }
        do {
            return .success(try file.bytes.withUnsafeBufferPointer { try JSONReader.parse($0) })
        } catch let error as JSONSyntaxError {
            let location = file.location(ofOffset: error.offset)
            return .failure(AssetColorProblem(file: path, location: location, message: "not valid JSON: \(error.message)"))
        } catch {
            return .failure(AssetColorProblem(file: path, location: nil, message: "not valid JSON: \(error)"))
        }
    }
}
