/// How far one language of one catalog is translated. The rule that sums up translation work
/// carries it in its findings' data (`data(…)`); reporters read it back (`init?(_:)`) for the
/// per-language table, so the table and the findings cannot disagree.
public struct TranslationProgress: Sendable, Equatable {
    /// The catalog (a `.xcstrings` file, "FOLDER [TABLE]" for `.lproj` tables), or how many
    /// catalogs a row sums up ("3 catalogs").
    public var catalog: String
    public var language: String
    /// Keys the language must have (translatable, not stale).
    public var total: Int
    /// Keys with no text in the language.
    public var missing: Int
    /// Keys whose text is marked new or needs_review.
    public var needsReview: Int
    /// Keys whose text is the source text, marked translated.
    public var untranslated: Int
    /// Whether the rules file names the language as one that must be complete.
    public var isRequired: Bool

    public init(catalog: String, language: String, total: Int, missing: Int, needsReview: Int, untranslated: Int, isRequired: Bool) {
        self.catalog = catalog
        self.language = language
        self.total = total
        self.missing = missing
        self.needsReview = needsReview
        self.untranslated = untranslated
        self.isRequired = isRequired
    }

    public var translated: Int { max(0, total - missing - needsReview - untranslated) }

    /// The catalog as a table names it: an `.lproj` table's name ("GeneralSettings"), a file's
    /// name ("Localizable.xcstrings"), or the count a summed row stands for.
    public var catalogName: String {
        if catalog.hasSuffix("]"), let open = catalog.lastIndex(of: "[") {
            return String(catalog[catalog.index(after: open)..<catalog.index(before: catalog.endIndex)])
        }
        return catalog.split(separator: "/").last.map(String.init) ?? catalog
    }

    /// 0…100; 100 for a catalog with nothing to translate.
    public var percentComplete: Double { total == 0 ? 100 : Double(translated) * 100 / Double(total) }

    /// "98.7%", rounded down so that a language with one key to go never reads 100%.
    public var percentText: String {
        let tenths = (percentComplete * 10).rounded(.down) / 10
        return (tenths == tenths.rounded() ? String(Int(tenths)) : String(tenths)) + "%"
    }

    static let names = (
        language: "language", total: "total", translated: "translated", missing: "missing", needsReview: "needsReview",
        untranslated: "untranslated", complete: "percentComplete", required: "required"
    )

    /// The finding data for this progress and the keys of each kind (see `FindingValue.isKeyList`).
    public func data(missingKeys: [String], needsReviewKeys: [String], untranslatedKeys: [String], minimumComplete: Double?)
        -> [FindingValue]
    {
        var values = [
            FindingValue(Self.names.language, language), FindingValue(Self.names.total, String(total)),
            FindingValue(Self.names.translated, String(translated)),
            FindingValue(Self.names.missing, String(missing)), FindingValue(Self.names.needsReview, String(needsReview)),
            FindingValue(Self.names.untranslated, String(untranslated)), FindingValue(Self.names.complete, percentText),
            FindingValue(Self.names.required, isRequired ? "yes" : "no"),
        ]
        if let minimumComplete { values.append(FindingValue("minimumComplete", OptionField<NoOptions>.describe(minimumComplete) + "%")) }
        for (name, keys) in [("missingKeys", missingKeys), ("needsReviewKeys", needsReviewKeys), ("untranslatedKeys", untranslatedKeys)]
        where !keys.isEmpty {
            values.append(FindingValue(name, keys.joined(separator: "\n")))
        }
        return values
    }

    /// The progress a finding carries, or nil for any other finding.
    public init?(_ finding: Finding) {
        var values: [String: String] = [:]
        for value in finding.data { values[value.name] = value.value }
        guard let language = values[Self.names.language], let total = values[Self.names.total].flatMap(Int.init),
            let missing = values[Self.names.missing].flatMap(Int.init), let needsReview = values[Self.names.needsReview].flatMap(Int.init),
            let untranslated = values[Self.names.untranslated].flatMap(Int.init), values[Self.names.complete] != nil
        else { return nil }
        self.init(
            catalog: finding.subject.scope, language: language, total: total, missing: missing, needsReview: needsReview,
            untranslated: untranslated, isRequired: values[Self.names.required] == "yes")
    }

    /// One row per language, summed over the catalogs given (most work left first).
    public static func byLanguage(_ rows: [TranslationProgress]) -> [TranslationProgress] {
        var sums: [String: TranslationProgress] = [:]
        var catalogs: [String: Int] = [:]
        for row in rows {
            catalogs[row.language, default: 0] += 1
            if var sum = sums[row.language] {
                sum.total += row.total
                sum.missing += row.missing
                sum.needsReview += row.needsReview
                sum.untranslated += row.untranslated
                sum.isRequired = sum.isRequired || row.isRequired
                sums[row.language] = sum
            } else {
                sums[row.language] = row
            }
        }
        return sums.values.map { row in
            var row = row
            let count = catalogs[row.language] ?? 1
            row.catalog = count == 1 ? row.catalog : "\(count) catalogs"
            return row
        }.sorted(by: mostWorkFirst)
    }

    /// Required languages first, then the least complete, then by name.
    public static func mostWorkFirst(_ lhs: TranslationProgress, _ rhs: TranslationProgress) -> Bool {
        if lhs.isRequired != rhs.isRequired { return lhs.isRequired }
        if lhs.percentComplete != rhs.percentComplete { return lhs.percentComplete < rhs.percentComplete }
        return (lhs.language, lhs.catalog) < (rhs.language, rhs.catalog)
    }
}

extension FindingValue {
    /// A data value whose name ends in "Keys" lists catalog keys, one per line: the keys a
    /// finding that sums up several is about ("missingKeys"). Baselines and `--changed-since`
    /// compare these lists, so a finding that gains a key is new.
    public var isKeyList: Bool { name.hasSuffix("Keys") }
}

extension Finding {
    /// The keys a summing finding is about (its key lists together), empty for others.
    public var members: [String] {
        data.filter(\.isKeyList).flatMap { $0.value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
    }

    /// The same finding marked with the keys it lists that `earlier` (the members of the same
    /// finding in a baseline or at a revision) did not: its message says how many, its data
    /// lists them. Nil when it lists no new key.
    public func withNewMembers(since earlier: Set<String>) -> Finding? {
        let added = members.filter { !earlier.contains($0) }
        guard !added.isEmpty else { return nil }
        var marked = self
        let shown = added.prefix(5).map { "\"\($0)\"" }.joined(separator: ", ") + (added.count > 5 ? " …" : "")
        marked.message += " (\(added.count) new: \(shown))"
        marked.data.append(FindingValue("added", added.joined(separator: "\n")))
        return marked
    }
}

extension LintReport {
    /// Translation progress per catalog and language, from the findings that carry it.
    public var progress: [TranslationProgress] {
        findings.compactMap(TranslationProgress.init).sorted(by: TranslationProgress.mostWorkFirst)
    }
}
