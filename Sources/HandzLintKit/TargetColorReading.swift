import AppRules
import AssetColors
import SourceText

/// A target's asset colors as the Swift rules measure them: every colorset under its folders,
/// by name. A colorset that cannot be read is reported as unreadable and the others are used;
/// a color that does not resolve in every appearance (a reference the system table lacks) is
/// left out, so code naming it is not measured.
enum TargetColorReading {
    static func colors(under folders: [String]) -> (table: TargetColors, problems: [InputError]) {
        var named: [String: TargetColors.NamedColor] = [:]
        var problems: [InputError] = []
        for folder in folders {
            let read = AssetCatalogReader.read(folder: folder)
            problems += read.problems.map { InputError(file: $0.file, location: $0.location, message: $0.message) }
            for color in read.colors where named[color.name] == nil {
                guard let adaptive = color.adaptiveColor else { continue }
                named[color.name] = TargetColors.NamedColor(colors: adaptive, path: color.path)
            }
        }
        return (TargetColors(assets: named), problems)
    }
}
