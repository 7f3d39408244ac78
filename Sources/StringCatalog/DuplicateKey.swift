/// A key written more than once in one table (`.strings`, `.stringsdict`) or one XLIFF
/// `<file>`. Readers keep the last occurrence and record the others here, since that is what
/// the app reads: Foundation's property-list reader, which loads `.strings` and `.stringsdict`
/// tables at build and run time, stores each pair with `CFDictionarySetValue`, so a later pair
/// replaces an earlier one (swift-corelibs-foundation, `CFOldStylePList.c`
/// `parsePlistDictContent` and `CFPropertyList.c` `parseDictTag`).
public struct DuplicateKey: Sendable, Equatable {
    /// One place the key is written, with the text written there.
    public struct Occurrence: Sendable, Equatable {
        /// In the reader's offset space (see `SourceSet`).
        public var offset: Int
        /// The text given there: the value of a `.strings` pair, a `.stringsdict` entry's
        /// format, an XLIFF unit's target (or its source when it has none).
        public var value: String

        public init(offset: Int, value: String) {
            self.offset = offset
            self.value = value
        }
    }

    public var key: String
    /// Where inside the key's entry a `.stringsdict` repeats a member ("count.one"), or an
    /// XLIFF unit's variation path ("plural.one"); empty when the key itself is repeated.
    public var member: String
    /// The language of the table or `<file>`, when the reader knows it.
    public var language: String?
    /// Every place the key is written, in file order: the last one is what the app reads.
    public var occurrences: [Occurrence]

    public init(key: String, member: String = "", language: String? = nil, occurrences: [Occurrence]) {
        self.key = key
        self.member = member
        self.language = language
        self.occurrences = occurrences
    }

    /// The occurrence the app reads.
    public var kept: Occurrence { occurrences[occurrences.count - 1] }

    /// The occurrences the app never reads.
    public var ignored: ArraySlice<Occurrence> { occurrences.dropLast() }

    /// Whether every occurrence gives the same text (the repetition changes nothing users see).
    public var isHarmless: Bool { occurrences.allSatisfy { $0.value == occurrences[0].value } }

    /// The same record with its offsets moved into another offset space.
    func movingOffsets(_ transform: (Int) -> Int, language: String?) -> DuplicateKey {
        DuplicateKey(
            key: key, member: member, language: language ?? self.language,
            occurrences: occurrences.map { Occurrence(offset: transform($0.offset), value: $0.value) })
    }
}

/// Collects pairs in file order, keeping the last value of a key at the place of its last
/// occurrence and recording the repetitions: one implementation for every reader.
struct LastValueWins<Item> {
    private(set) var items: [Item?] = []
    private var index: [String: Int] = [:]
    private var occurrences: [String: [DuplicateKey.Occurrence]] = [:]
    private var repeatedOrder: [String] = []

    mutating func add(_ item: Item, key: String, occurrence: DuplicateKey.Occurrence) {
        if let earlier = index[key] {
            items[earlier] = nil
            if occurrences[key]!.count == 1 { repeatedOrder.append(key) }
        }
        occurrences[key, default: []].append(occurrence)
        index[key] = items.count
        items.append(item)
    }

    /// The kept items in file order (of their last occurrence).
    var kept: [Item] { items.compactMap { $0 } }

    /// Keys given more than once, in the order of their second occurrence.
    func duplicates(member: (String) -> (key: String, member: String) = { ($0, "") }) -> [DuplicateKey] {
        repeatedOrder.map { name in
            let (key, path) = member(name)
            return DuplicateKey(key: key, member: path, occurrences: occurrences[name]!)
        }
    }
}
