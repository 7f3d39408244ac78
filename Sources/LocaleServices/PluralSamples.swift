/// Example numbers for one plural category, like CLDR's "@integer 0, 2~16 @decimal 0.0~1.5".
public struct PluralSamples: Equatable, Sendable {
    public var integers: [String]
    public var decimals: [String]

    public init(integers: [String] = [], decimals: [String] = []) {
        self.integers = integers
        self.decimals = decimals
    }
}

extension PluralRules {
    /// Sample numbers for every category the rules use. ICU's C API has no samples call, so
    /// they are found by asking the rules about integers and decimals in increasing order.
    /// Ordinal rules only apply to integers, so their decimal lists stay empty.
    public func samples(limit: Int = 6) -> [PluralCategory: PluralSamples] {
        // About 1,500 ICU calls: worked out once per limit and instance.
        if let known = memo.withLock({ $0.samples[limit] }) { return known }
        let found = findSamples(limit: limit)
        memo.withLock { $0.samples[limit] = found }
        return found
    }

    private func findSamples(limit: Int) -> [PluralCategory: PluralSamples] {
        var found = Dictionary(uniqueKeysWithValues: categories.map { ($0, PluralSamples(integers: [], decimals: [])) })

        // Small integers, then powers of ten, which reach rules about exact thousands or
        // millions (French `many`: 1000000).
        let integers = Array(0...1_000) + [10_000, 100_000, 1_000_000, 10_000_000]
        for number in integers {
            // Samples are examples: a number ICU cannot classify is simply not one (look-ups,
            // which must not guess, throw instead).
            guard let category = try? category(for: number) else { continue }
            if found[category, default: PluralSamples(integers: [], decimals: [])].integers.count < limit {
                found[category, default: PluralSamples(integers: [], decimals: [])].integers.append(String(number))
            }
        }
        guard type == .cardinal else { return found }

        // One and two visible fraction digits cover every CLDR decimal condition (v, f, t).
        let candidates =
            (0...300).map { PluralRules.decimalString(Double($0) / 10, fractionDigits: 1) }
            + (0...200).map { PluralRules.decimalString(Double($0) / 100, fractionDigits: 2) }
            + ["1000.0", "10000.0", "100000.0", "1000000.0"]
        for number in candidates {
            guard let category = try? category(forDisplayed: number) else { continue }
            if found[category, default: PluralSamples(integers: [], decimals: [])].decimals.count < limit {
                found[category, default: PluralSamples(integers: [], decimals: [])].decimals.append(number)
            }
        }
        return found
    }
}
