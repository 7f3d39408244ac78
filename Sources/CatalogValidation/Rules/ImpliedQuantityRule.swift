import LintCore
import LocaleServices
import StringCatalog

/// A plural form that writes "1" or leaves the number out although its category also covers
/// other numbers (Android Lint's ImpliedQuantity).
public struct ImpliedQuantityRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "implied-quantity",
        name: "Implied quantity",
        summary: "The plural form that 1 selects hard-codes \"1\" or drops the number while its category also matches 21, 31 … or 0.",
        rationale: """
            Russian `one` also covers 21 and 101, French `one` covers 0: "Один файл" or "1 fichier" is then wrong for those \
            counts, so the form must show the number. Only the category of 1 is checked: other categories hold plural wordings that are \
            right for all their numbers ("учетные записи"). Not reported: a form whose number is shown beside the variable \
            ("%@ %#@posts@", where %@ is the formatted count), and a form that reads like the plural forms (it shares at least 85% of its \
            words with one: the translator wrote the plural wording for every count).
            """,
        reference: "CH32 §11.3",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                en plural.one: screen.files.count = One file
                en plural.other: screen.files.count = %lld files
                ru plural.one: screen.files.count = Один файл
                ru plural.few: screen.files.count = %lld файла
                ru plural.many: screen.files.count = %lld файлов
                ru plural.other: screen.files.count = %lld файла
                """),
            RuleExample(
                """
                en plural.one: screen.files.count = %lld file
                en plural.other: screen.files.count = %lld files
                fr plural.one: screen.files.count = 1 fichier
                fr plural.many: screen.files.count = %lld de fichiers
                fr plural.other: screen.files.count = %lld fichiers
                """),
            // DuckDuckGo: a singular wording ("your account") for 21 accounts.
            RuleExample(
                """
                en: passwords.delete.body = %1$#@accounts@
                en substitutions.accounts.plural.one: passwords.delete.body = Keep access to your account.
                en substitutions.accounts.plural.other: passwords.delete.body = Keep access to your accounts.
                @substitution en passwords.delete.body accounts - d
                ru: passwords.delete.body = %1$#@accounts@
                ru substitutions.accounts.plural.one: passwords.delete.body = Сохраните доступ к своей учетной \
                записи.
                ru substitutions.accounts.plural.few: passwords.delete.body = Сохраните доступ к своим учетным \
                записям.
                ru substitutions.accounts.plural.many: passwords.delete.body = Сохраните доступ к своим \
                учетным записям.
                ru substitutions.accounts.plural.other: passwords.delete.body = Сохраните доступ к своим \
                учетным записям.
                @substitution ru passwords.delete.body accounts - d
                """),
            // Meshtastic: Korean has one form for every count, and it drops the number the source shows.
            RuleExample(
                """
                en plural.one: mesh.hops = %lld Hop
                en plural.other: mesh.hops = %lld Hops
                ko plural.other: mesh.hops = 개수 Hops
                """),
        ],
        nonTriggeringExamples: [
            // damus: a label the app shows beside the count; French `one` (0 and 1) says
            // "0 abonné", so the singular is right for every number it covers.
            RuleExample(
                """
                en plural.one: profile.followers = Follower
                en plural.other: profile.followers = Followers
                fr plural.one: profile.followers = Abonné
                fr plural.many: profile.followers = Abonnés
                fr plural.other: profile.followers = Abonnés
                """),
            // zotero: Indonesian has one form for every count; the source's question shows no number either.
            RuleExample(
                """
                en plural.one: items.delete.question = Are you sure you want to delete the selected item?
                en plural.other: items.delete.question = Are you sure you want to delete the selected items?
                id plural.other: items.delete.question = Yakin ingin menghapus item yang dipilih?
                """),
            // damus: the amount is the formatted %2$@ in every form; the count only picks one.
            RuleExample(
                """
                en: wallet.sats = %1$#@sats@
                en substitutions.sats.plural.one: wallet.sats = %2$@ sat
                en substitutions.sats.plural.other: wallet.sats = %2$@ sats
                @substitution en wallet.sats sats - d
                fr: wallet.sats = %1$#@sats@
                fr substitutions.sats.plural.one: wallet.sats = %2$@ sat
                fr substitutions.sats.plural.many: wallet.sats = %2$@ sats
                fr substitutions.sats.plural.other: wallet.sats = %2$@ sats
                @substitution fr wallet.sats sats - d
                """),
            RuleExample(
                """
                en plural.one: screen.files.count = One file
                en plural.other: screen.files.count = %lld files
                de plural.one: screen.files.count = Eine Datei
                de plural.other: screen.files.count = %lld Dateien
                """),
            RuleExample(
                """
                en plural.one: screen.files.count = %lld file
                en plural.other: screen.files.count = %lld files
                ru plural.one: screen.files.count = %lld файл
                ru plural.few: screen.files.count = %lld файла
                ru plural.many: screen.files.count = %lld файлов
                ru plural.other: screen.files.count = %lld файла
                """),
            // Issue class 4: the number is the %@ before the variable.
            RuleExample(
                """
                en: profile.posts = %@ %#@posts@
                en substitutions.posts.plural.one: profile.posts = post
                en substitutions.posts.plural.other: profile.posts = posts
                @substitution en profile.posts posts 2 lld
                ru: profile.posts = %@ %#@posts@
                ru substitutions.posts.plural.one: profile.posts = пост
                ru substitutions.posts.plural.few: profile.posts = поста
                ru substitutions.posts.plural.many: profile.posts = постов
                ru substitutions.posts.plural.other: profile.posts = поста
                @substitution ru profile.posts posts 2 lld
                """),
            // Class 4 (Wikipedia): the number stands before the variable as the app's own
            // token ($1, reported by broken-specifier).
            RuleExample(
                """
                ru: history.events = $1 %#@v0@
                ru substitutions.v0.plural.one: history.events = историческое событие
                ru substitutions.v0.plural.few: history.events = исторических события
                ru substitutions.v0.plural.other: history.events = исторических событий
                @substitution ru history.events v0 - d
                """),
            // N7 (DuckDuckGo): the one form already says "your passwords" and differs from
            // the others only where it agrees with the nested variable; that variable's forms
            // all say "accounts".
            RuleExample(
                """
                en: passwords.delete.body = %1$#@passwords@
                en substitutions.passwords.plural.one: passwords.delete.body = Your password will be deleted. Make sure you can still use \
                your %2$#@accounts@.
                en substitutions.passwords.plural.other: passwords.delete.body = Your passwords will be deleted. Make sure you can still \
                use your %2$#@accounts@.
                en substitutions.accounts.plural.one: passwords.delete.body = account
                en substitutions.accounts.plural.other: passwords.delete.body = accounts
                @substitution en passwords.delete.body passwords - d
                @substitution en passwords.delete.body accounts - d
                ru: passwords.delete.body = %1$#@passwords@
                ru substitutions.passwords.plural.one: passwords.delete.body = Ваши пароли будут удалены с \
                этого устройства. Убедитесь, что вы сможете войти в свою %2$#@accounts@.
                ru substitutions.passwords.plural.few: passwords.delete.body = Ваши пароли будут удалены с \
                этого устройства. Убедитесь, что вы сможете войти в свои %2$#@accounts@.
                ru substitutions.passwords.plural.many: passwords.delete.body = Ваши пароли будут удалены с \
                этого устройства. Убедитесь, что вы сможете войти в свои %2$#@accounts@.
                ru substitutions.passwords.plural.other: passwords.delete.body = Ваши пароли будут удалены с \
                этого устройства. Убедитесь, что вы сможете войти в свои %2$#@accounts@.
                ru substitutions.accounts.plural.one: passwords.delete.body = учетные записи
                ru substitutions.accounts.plural.few: passwords.delete.body = учетные записи
                ru substitutions.accounts.plural.many: passwords.delete.body = учетные записи
                ru substitutions.accounts.plural.other: passwords.delete.body = учетные записи
                @substitution ru passwords.delete.body passwords - d
                @substitution ru passwords.delete.body accounts - d
                """),
        ]
    )

    public init() {}

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        for (locale, localization) in entry.translations {
            guard let localization, localization.content.hasVariationsOrSubstitutions, let profile = entry.catalog.pluralProfiles[locale],
                let category = profile.singularCategory
            else { continue }
            let content = localization.content
            for site in content.pluralSites {
                let substitution =
                    site.path.hasPrefix("substitutions.") ? content.substitution(named: String(site.path.split(separator: ".")[1])) : nil
                guard let unit = site.set[category.rawValue]?.unit, !unit.value.isEmpty else { continue }
                if let substitution, content.showsNumberBeside(substitution.name) { continue }
                let format = FormatString(unit.value, isSubstitutionForm: substitution != nil)
                let hardCodesOne = unit.value.containsStandaloneOne
                guard !Self.showsNumber(format) || hardCodesOne else { continue }
                // One form for every count (Japanese, Indonesian): no singular wording can imply a
                // quantity; only a number the source shows and the form drops is wrong.
                if profile.categories.count == 1, !hardCodesOne,
                    entry.sourceNode == nil || !Self.showsNumber(entry.sourceCounterpartFormat(ofPath: site.path + ".other"))
                {
                    continue
                }
                if !hardCodesOne, Self.readsLikePluralForm(unit.value, in: site.set, besides: category) { continue }
                if !hardCodesOne, Self.sourceShowsCountElsewhere(entry, at: site.path, translation: format) { continue }
                let numbers = profile.integerSamples[category]?.joined(separator: ", ") ?? ""
                findings.append(
                    entry.finding(
                        Self.description,
                        "the \(locale) \"\(category.rawValue)\" form of \"\(entry.entry.key)\" "
                            + (hardCodesOne ? "says 1" : "does not show the number") + ", but \(locale) uses it for \(numbers)…",
                        offset: entry.offset(of: unit), locale: locale, element: site.path + "." + category.rawValue,
                        data: [
                            FindingValue("category", category.rawValue), FindingValue("numbers", numbers),
                            FindingValue("value", unit.value),
                        ],
                        fix: "write the count placeholder (%lld) instead of the number or word"
                    ))
            }
        }
    }

    /// Whether a form writes a number: a numeric specifier or a substitution.
    static func showsNumber(_ format: FormatString) -> Bool {
        format.pieces.contains(.substitutionArgument)
            || format.specifiers.contains { $0.argumentKind.isInteger || $0.argumentKind == .floatingPoint }
    }

    /// Whether the source's `other` form at `path` leaves the count to something the
    /// translation keeps too: a label of a few words shown beside the number ("Followers";
    /// the singular is then right for every number `one` covers: "21 подписчик"), or an
    /// object argument that is the formatted amount ("%2$@ sats") and that the translation
    /// also shows.
    static func sourceShowsCountElsewhere(_ entry: EntryContext, at path: String, translation: FormatString) -> Bool {
        guard entry.sourceNode != nil else { return false }
        let otherPath = path + ".other"
        let sourceFormat = entry.sourceCounterpartFormat(ofPath: otherPath)
        guard !showsNumber(sourceFormat) else { return false }
        let objects = { (format: FormatString) in Set(format.specifiers.filter { $0.argumentKind == .object }.map(\.text)) }
        let sourceObjects = objects(sourceFormat)
        if !sourceObjects.isEmpty, sourceObjects.isSubset(of: objects(translation)) { return true }
        let text = entry.sourceCounterpart(ofPath: otherPath)
        let endsSentence = text.last(where: { !$0.isWhitespace }).map { ".!?…:;。".contains($0) } ?? false
        return sourceObjects.isEmpty && !endsSentence && (1...3).contains(text.words.count)
    }

    /// Whether `text` shares at least 85% of its words with a form of another category (not
    /// Apple's `zero`): the same wording for every count, so nothing in it is singular.
    static func readsLikePluralForm(_ text: String, in set: VariationSet, besides category: PluralCategory) -> Bool {
        let words = Set(text.words)
        guard !words.isEmpty else { return false }
        for variation in set.cases where variation.name != category.rawValue && variation.name != "zero" {
            guard let other = variation.node.unit?.value else { continue }
            let otherWords = Set(other.words)
            let shared = words.intersection(otherWords).count, all = words.union(otherWords).count
            if Double(shared) >= 0.85 * Double(all) { return true }
        }
        return false
    }
}

extension String {
    /// A digit "1" that is a number on its own, not part of "10" or "%1$@".
    var containsStandaloneOne: Bool {
        let scalars = Array(unicodeScalars)
        for (index, scalar) in scalars.enumerated() where scalar == "1" {
            let before = index > 0 ? scalars[index - 1] : " "
            let after = index + 1 < scalars.count ? scalars[index + 1] : " "
            let isDigit = { (s: Unicode.Scalar) in s.properties.numericType != nil }
            if !isDigit(before), !isDigit(after), before != "%", after != "$", before != "." { return true }
        }
        return false
    }
}

extension StringNode {
    /// Whether the count a variable selects its form by is shown beside the variable's
    /// reference, by another placeholder ("%@ %#@posts@") or an app's own token ("$1 %#@v0@"):
    /// then its forms rightly leave the number out.
    func showsNumberBeside(_ name: String) -> Bool {
        let reference = "#@" + name + "@"
        var texts: [(String, Bool)] = unit.map { [($0.value, false)] } ?? []
        for substitution in substitutions {
            for (_, unit) in StringNode(variations: substitution.variations).allUnits() { texts.append((unit.value, true)) }
        }
        for (text, isForm) in texts where text.containsText(reference) {
            let pieces = FormatString(text, isSubstitutionForm: isForm).pieces
            for (index, piece) in pieces.enumerated() {
                guard case .specifier(let specifier) = piece, specifier.substitutionName == name, index > 0 else { continue }
                switch pieces[index - 1] {
                case .specifier(let before) where before.substitutionName == nil: return true
                case .substitutionArgument: return true
                case .literal(let before):
                    let trimmed = before.trimmingTrailingSpaces
                    if trimmed.endsWithForeignPlaceholderToken { return true }
                    guard trimmed.isEmpty, index > 1 else { continue }
                    if case .specifier(let previous) = pieces[index - 2], previous.substitutionName == nil { return true }
                    if pieces[index - 2] == .substitutionArgument { return true }
                default: continue
                }
            }
        }
        return false
    }
}

extension String {
    /// The text without the spaces (and no-break spaces) at its end.
    var trimmingTrailingSpaces: Substring {
        var slice = self[...]
        while let last = slice.last, last == " " || last == "\u{00A0}" || last == "\u{202F}" { slice.removeLast() }
        return slice
    }
}

extension Substring {
    /// Ends with "$1" or "{0}": another tool's placeholder, which String(format:) leaves as
    /// it is (broken-specifier reports it).
    var endsWithForeignPlaceholderToken: Bool {
        var scalars = Array(unicodeScalars.suffix(8))
        if scalars.last == "}" {
            scalars.removeLast()
            let digits = scalars.reversed().prefix { $0.properties.numericType != nil && $0.isASCII }
            return !digits.isEmpty && scalars.count > digits.count && scalars[scalars.count - digits.count - 1] == "{"
        }
        let digits = scalars.reversed().prefix { $0.isASCII && $0.properties.numericType != nil }
        guard !digits.isEmpty, scalars.count > digits.count, scalars[scalars.count - digits.count - 1] == "$" else { return false }
        let dollar = scalars.count - digits.count - 1
        return dollar == 0 || !(scalars[dollar - 1].isASCII && scalars[dollar - 1].properties.numericType != nil)
    }
}
