/// What a `DateFormatter` pattern holds (Unicode TR35 fields), quoted text left out.
struct DatePattern {
    var pattern: String
    var fields: Set<Character> = []
    var separators: Set<Character> = []
    var hasWords = false

    init(_ pattern: String) {
        self.pattern = pattern
        var quoted = false
        var previous: Character?
        var run = 0
        for character in pattern {
            if character == "'" {
                quoted.toggle()
                previous = nil
                continue
            }
            if quoted { continue }
            if character.isLetter {
                run = character == previous ? run + 1 : 1
                fields.insert(character)
                if (character == "M" || character == "L") && run >= 3 || character == "E" || character == "a" || character == "G" {
                    hasWords = true
                }
            } else {
                separators.insert(character)
            }
            previous = character
        }
    }

    var hasHour: Bool { !fields.isDisjoint(with: ["H", "h", "k", "K"]) }
    /// Year, month and day in ISO 8601's order with dashes (`yyyy-MM-dd`, `yyyy-MM`): the same in every locale.
    var isISODate: Bool {
        pattern.hasPrefix("y") && separators == ["-"] && fields.isSubset(of: ["y", "M", "d"]) && !hasWords
    }
    var isTwelveHour: Bool { fields.contains("h") || fields.contains("K") }
    /// Slashes, dots, spaces and commas: written for people (machines write ISO 8601 with dashes).
    var hasDisplaySeparators: Bool { !separators.isDisjoint(with: ["/", ".", " ", ","]) }
    /// Zones, milliseconds, file-name underscores, a time written with dashes, a path's folders: written for machines.
    /// A compact stamp (`yyyyMMdd`, ISO 8601's basic format) too: people's dates have separators.
    var isMachine: Bool {
        !fields.isDisjoint(with: ["Z", "X", "x", "z", "O", "v", "V", "S", "A"]) || separators.contains("_") || fields.isEmpty
            || (separators.isEmpty && !hasWords && fields.count > 1)
            || (hasHour && separators.isSubset(of: ["-"]))
            // `HH-mm-ss`: a time written for a file's name (people's clocks use colons or dots).
            || ["H-m", "h-m", "k-m", "K-m"].contains(where: pattern.contains)
            // `yyyy/MM/`: a dated folder of a path (kDrive's uploads); a date people read ends on a field.
            || pattern.hasSuffix("/") || pattern.hasPrefix("/")
    }
}
