import ColorModel

/// Which entry of a colorset an iPhone shows in each appearance, and its color.
///
/// Idiom: the `iphone` entries when the colorset has any, else the `universal` ones (an
/// iPhone never uses ipad, mac, tv, watch, car or vision entries; they are recorded).
/// Appearance, within that idiom: the entry for the same luminosity (dark, or light/any for
/// light) wins over "any"; with Increase Contrast a high-contrast entry wins over a standard
/// one, luminosity first: dark + high contrast falls back to the dark entry before the "any,
/// high contrast" one. So an asset without a dark entry is the same in dark, and one without
/// high-contrast entries is the same with Increase Contrast. (Xcode writes all four entries
/// when a designer ticks High Contrast, so the order between the two fallbacks rarely
/// matters.) Gamut: an entry for any gamut or for sRGB wins over a `display-P3`-only one.
enum ColorsetResolution {
    static let iPhoneIdioms = ["iphone", "universal"]

    static func resolve(name: String, path: String, catalog: String, entries: [ColorsetEntry], accentColor: AdaptiveColor?) -> AssetColor {
        let idioms = Set(entries.map(\.idiom))
        let idiom = iPhoneIdioms.first(where: idioms.contains)
        let used = entries.filter { $0.idiom == idiom && $0.value != .unset }
        let values = AppearanceValues { appearance -> AssetColorValue in
            guard idiom != nil else {
                let reason = "no iPhone or universal entry (only \(idioms.sorted().joined(separator: ", ")))"
                return AssetColorValue(content: .unresolved(reason), entry: nil, space: nil, systemReference: nil)
            }
            guard let entry = select(appearance, from: used) else {
                let reason =
                    used.isEmpty
                    ? "no color is set (the colorset's entries are empty)"
                    : "no entry for \(appearance) or for any appearance"
                return AssetColorValue(content: .unresolved(reason), entry: nil, space: nil, systemReference: nil)
            }
            return value(of: entry, in: appearance, accentColor: accentColor)
        }
        var forms: Set<ComponentForm> = []
        var spaces: Set<ColorSpace> = []
        var references: Set<String> = []
        for entry in entries {
            switch entry.value {
            case .components(let space, _, _, let entryForms):
                forms.formUnion(entryForms)
                spaces.insert(space)
            case .reference(let platform, let reference): references.insert(platform + ":" + reference)
            case .invalid, .unset: break
            }
        }
        return AssetColor(
            name: name, path: path, catalog: catalog, idiom: idiom,
            otherIdioms: idioms.subtracting(iPhoneIdioms).sorted(), values: values, componentForms: forms,
            colorSpaces: spaces, systemReferences: references, hasGamutVariants: used.contains { $0.gamut != nil })
    }

    /// The entry shown in `appearance` (see the type's comment for the order).
    static func select(_ appearance: Appearance, from entries: [ColorsetEntry]) -> ColorsetEntry? {
        let luminosities: [Appearance.Luminosity?] = appearance.luminosity == .dark ? [.dark, nil] : [.light, nil]
        let contrasts = appearance.contrast == .increased ? [true, false] : [false]
        for luminosity in luminosities {
            for highContrast in contrasts {
                let matching = entries.filter { $0.luminosity == luminosity && $0.highContrast == highContrast }
                if let entry = matching.first(where: { $0.gamut == nil || $0.gamut == "sRGB" }) ?? matching.first { return entry }
            }
        }
        return nil
    }

    static func value(of entry: ColorsetEntry, in appearance: Appearance, accentColor: AdaptiveColor?) -> AssetColorValue {
        switch entry.value {
        case .components(let space, let components, let alpha, _):
            return AssetColorValue(
                content: .color(space.convert(components, alpha: alpha)), entry: entry.appearanceLabel, space: space,
                systemReference: nil)
        case .reference(let platform, let reference):
            let content: AssetColorValue.Content
            if platform != "ios", platform != "universal" {
                // Which value another platform's system color takes on an iPhone is not documented;
                // a guess could turn into a wrong ratio, so the value stays open.
                let name = ["osx": "macOS", "XR": "visionOS", "xr": "visionOS", "tvos": "tvOS", "watchos": "watchOS"][platform] ?? platform
                content = .unresolved("refers to the \(name) system color \(reference); the table holds iOS values")
            } else if let system = SystemColors.assetReference(reference, accentColor: accentColor) {
                content = .color(system[appearance])
            } else {
                content = .unresolved("refers to \(reference), which is not in the system color table")
            }
            return AssetColorValue(content: content, entry: entry.appearanceLabel, space: nil, systemReference: reference)
        case .unset:
            return AssetColorValue(content: .unresolved("no color is set"), entry: entry.appearanceLabel, space: nil, systemReference: nil)
        case .invalid(let reason):
            return AssetColorValue(
                content: .unresolved("entry \(entry.index) (\(entry.appearanceLabel)) is not usable: \(reason)"),
                entry: entry.appearanceLabel, space: nil, systemReference: nil)
        }
    }
}
