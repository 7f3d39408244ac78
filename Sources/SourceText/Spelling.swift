/// Typo suggestions: the known name closest to what someone wrote ("did you mean …?").
public enum Spelling {
    /// The known name with the smallest edit distance, ignoring case, when it is close enough to
    /// be a typo (two edits, or a third of the word).
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }), best.1 <= max(2, word.count / 3) else {
            return nil
        }
        return best.0
    }

    /// Levenshtein distance, in characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, left) in a.enumerated() {
            var current = [i + 1]
            for (j, right) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
