import LintCore
import SourceText
import SwiftSourceFacts

/// Dates, times and numbers shown in one fixed format whatever the user's locale.
public struct LocaleUnawareFormatRule: SourceRule {
    public static let description = RuleDescription(
        identifier: "locale-unaware-format",
        name: "Locale-unaware formatting",
        summary: "A date pattern, a 12/24-hour pattern, a fixed locale or a number formatted without a locale is shown to users.",
        rationale:
            "Day-month order, month names, 12- or 24-hour clocks and decimal "
            + "separators differ by region; a fixed pattern shows Americans' or "
            + "Germans' format to everyone (CH32 §11.5: locale-aware date/time "
            + "formatters, respect 12/24-hour settings, locale separators; §16.3). "
            + "Android Lint's SimpleDateFormat and DefaultLocale report the same. "
            + "Patterns that parse or write machine text (ISO 8601, en_US_POSIX, "
            + "file-name stamps, an ISO 8601 date nothing in the file shows, a formatter a decoder's "
            + "`dateDecodingStrategy` uses) are not shown and are not reported. A number interpolated into text is "
            + "reported only when this file shows it is a Double or Float (a same-named value of another file may "
            + "be another value).",
        reference: "CH32 §11.5",
        defaultSeverity: .p1,
        triggeringExamples: [
            // A format style's fixed locale, shown.
            RuleExample(
                swift: """
                    struct DueRow: View {
                        let due: Date
                        let price: Double
                        var body: some View {
                            Text(due.formatted(.dateTime.hour().minute().locale(Locale(identifier: "en_US"))))
                            Text(price, format: .number.locale(Locale(identifier: "de_DE")).precision(.fractionLength(2)))
                        }
                    }
                    """, findings: 2),
            // One finding for a pattern chosen between two (Orhadi's `friendlyDateString`).
            RuleExample(
                swift: """
                    extension Date {
                        func friendlyString(withHour: Bool) -> String {
                            let formatter = DateFormatter()
                            formatter.dateFormat = withHour ? "dd/MM/yyyy, HH:mm" : "dd/MM/yyyy"
                            return formatter.string(from: self)
                        }
                    }
                    """),
            RuleExample(
                swift: """
                    struct LogRow: View {
                        let date: Date
                        static let formatter: DateFormatter = {
                            let formatter = DateFormatter()
                            formatter.dateFormat = "dd MMM yyyy, HH:mm"
                            return formatter
                        }()
                        var body: some View { Text(Self.formatter.string(from: date)) }
                    }
                    """),
            RuleExample(
                swift: """
                    let formatter = DateFormatter()
                    formatter.dateFormat = "h:mm a"
                    formatter.locale = Locale(identifier: "en_US")
                    """, findings: 2),
            RuleExample(
                swift: """
                    let kilometers = 3.5, metersPerSecond = 1.5
                    distanceLabel.text = String(format: "%.1f km", kilometers)
                    speedLabel.text = "\\(metersPerSecond) m/s"
                    """, findings: 2),
            // Kept in a local that is shown.
            RuleExample(
                swift: """
                    func update(done: Int64, total: Int64) {
                        let percent = String(format: "%.1f", 100 * Double(done) / Double(total))
                        progressLabel.text = "\\(percent) %"
                    }
                    """),
            // Seen in a seeded audit (SnowHaze): handed to a translated format kept in a variable, which a cell shows.
            RuleExample(
                swift: """
                    func configure(_ cell: UITableViewCell, received: Int64, total: Int64) {
                        let subtitle: String
                        let fmt = NSLocalizedString("download progress subtitle", comment: "")
                        let percent = String(format: "%.1f", 100 * Double(received) / Double(total))
                        subtitle = String(format: fmt, format(bytes: received), percent)
                        cell.detailTextLabel?.text = subtitle
                    }
                    """),
            // Coordinates alone or set apart by a space read well with a decimal comma: the period is a choice.
            RuleExample(
                swift: """
                    Text("\\(String(format: "%.4f", pin.latitude)) \\(String(format: "%.4f", pin.longitude))")
                    Text(String(format: "%.5f", fix.latitude))
                    """, findings: 3),
            // A numeric day-month pattern nothing shows or parses here: someone decides.
            RuleExample(
                swift: """
                    let stamp = DateFormatter()
                    stamp.dateFormat = "dd-MM-yyyy"
                    """, severity: .p2),
            // Seen in apps (blink, flowcrypt-ios; stats shows its own): a time to the second that nothing here
            // shows is as often a log line's stamp as a chart's label, so someone decides.
            RuleExample(
                swift: """
                    final class SyncStatus {
                        private let stamp: DateFormatter = {
                            let formatter = DateFormatter()
                            formatter.dateFormat = "MMM dd YYYY, HH:mm:ss"
                            return formatter
                        }()
                        func note(_ line: String) { sink.append(stamp.string(from: Date()) + " " + line) }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (GoMap): `formatter` names a file in one function and is shown by another.
            RuleExample(
                swift: """
                    func upload(_ photo: Data) {
                        let formatter = DateFormatter()
                        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
                        send(photo, name: formatter.string(from: Date()) + ".jpg")
                    }
                    func showDate(_ date: Date) {
                        let formatter = DateFormatter()
                        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
                        dateLabel.text = formatter.string(from: date)
                    }
                    """, findings: 1),
            // Seen in apps (Trio, nightguard): formatters no code names. Something outside Swift
            // might call them, so someone decides; one that another file shows stays reported.
            RuleExample(
                swift: """
                    enum Formatters {
                        static let timeForChart: DateFormatter = {
                            let formatter = DateFormatter()
                            formatter.dateFormat = "HH:mm:ss"
                            return formatter
                        }()
                    }
                    struct GlucoseEntry {
                        var time: Date
                        var hourAndMinutes: String {
                            get {
                                let formatter = DateFormatter()
                                formatter.dateFormat = "HH:mm"
                                return formatter.string(from: time)
                            }
                        }
                    }
                    """, findings: 2, severity: .p2),
            RuleExample(
                swift: """
                    struct Reading {
                        var time: Date
                        var hourAndMinutes: String {
                            let formatter = DateFormatter()
                            formatter.dateFormat = "HH:mm"
                            return formatter.string(from: time)
                        }
                    }
                    // file: ReadingRow.swift
                    struct ReadingRow: View {
                        let reading: Reading
                        var body: some View { Text(reading.hourAndMinutes) }
                    }
                    """),
        ],
        nonTriggeringExamples: Self.nonTriggeringExamples
    )

    public init() {}

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        let behavior = file.facts.behavior
        // Both patterns of `dateFormat = withHour ? "dd/MM/yyyy, HH:mm" : "dd/MM/yyyy"` are facts; one finding says it.
        var reportedPatterns = Set<SourceLocation>()
        for fact in behavior.formats where !file.facts.isTextUsersDoNotRead(line: fact.location.line) {
            guard fact.kind != .dateFormat || !reportedPatterns.contains(fact.location),
                var problem = problem(with: fact, in: behavior)
            else { continue }
            if fact.kind == .dateFormat { reportedPatterns.insert(fact.location) }
            if fact.ownerIsUnnamedInFile, let owner = fact.owner, file.unnamedFormatterOwners.contains(owner) {
                // Dead code shows nothing, but something outside Swift (Objective-C, a system protocol) might call it.
                problem.needsReview = true
                problem.message += " (no code of the linted folders names `\(owner)`: it may never be shown)"
            }
            findings.append(
                file.finding(
                    Self.description, severity: problem.needsReview ? .p2 : nil, outcome: problem.needsReview ? .needsReview : .violation,
                    problem.message, at: fact.location, element: "\(fact.api) \(fact.value)",
                    data: [
                        FindingValue("api", fact.api), FindingValue("written", fact.value),
                        FindingValue("shownBy", problem.shownBy ?? "(not seen)"),
                    ],
                    fix: problem.fix))
        }
        for text in file.facts.texts
        where !text.localizes && text.kind == .interpolated && !file.facts.isTextUsersDoNotRead(line: text.location.line) {
            // The type must be visible here: one guessed from a same-named declaration in another file
            // (`declaredName`) may be another value (`let minutes = intent.minutes`, an NSNumber).
            guard
                let number = text.interpolations.first(where: {
                    ($0.valueType == .double || $0.valueType == .float) && $0.declaredName == nil
                })
            else { continue }
            findings.append(
                file.finding(
                    Self.description,
                    "\(text.api) shows \\(\(number.expression)) as Swift prints it: a period for decimals in every locale",
                    at: number.location, element: "\(text.api) \\(\(number.expression))",
                    data: [
                        FindingValue("api", text.api), FindingValue("written", "\\(\(number.expression))"),
                        FindingValue("type", number.valueType.rawValue),
                    ],
                    fix: "\(number.expression).formatted() (or .formatted(.number.precision(.fractionLength(1))))"))
        }
    }

    private struct Problem {
        var message: String
        var fix: String
        var shownBy: String?
        var needsReview = false
    }

    /// `logTimeFormatter`, `timeForLog`: a formatter for log lines.
    static func namesALog(_ name: String) -> Bool {
        TextChecks.identifierWords(name).contains { $0 == "log" || $0 == "logger" }
    }

    private func problem(with fact: FormatFact, in behavior: BehaviorFacts) -> Problem? {
        let names = Set([fact.receiver, fact.owner].compactMap { $0 })
        let related = behavior.formats.filter { other in
            other.location != fact.location && !names.isDisjoint(with: [other.receiver, other.owner].compactMap { $0 })
        }
        // A call earlier in the function that sets the pattern formats before it is set (immuni's field shows the date
        // with `dateStyle`, then `dateFormat = "yyyy-MM-dd"` writes the server's value).
        let calls = behavior.formatterCalls.filter {
            names.contains($0.receiver) && !($0.owner != nil && $0.owner == fact.owner && $0.location < fact.location)
        }
        // A date picker shows what its locale says, unless it picks a duration (a time-of-day
        // picker given a 24-hour locale so that "1:30" reads as a length, not a clock time).
        let receiver = fact.receiver?.lowercased() ?? ""
        let isDurationPicker = ["duration", "countdown", "interval"].contains(where: receiver.contains)
        let shown = calls.first { $0.shownBy != nil }?.shownBy ?? (receiver.contains("picker") && !isDurationPicker ? fact.receiver : nil)
        // Parsing, a POSIX locale, UTC or a machine pattern: the formatter reads or writes machine text.
        let isMachine =
            calls.contains(where: { $0.parses || $0.namesFile && $0.owner == fact.owner })
            // Its only use in the same function is a console line (nightguard's `print` stamp).
            || calls.contains(where: { $0.owner == fact.owner }) && calls.allSatisfy { $0.owner != fact.owner || $0.isPrinted }
            // Its text is only ever compared, an identifier or a stored key (PrayerTracker's day keys).
            || !calls.isEmpty && calls.allSatisfy(\.isKey)
            || related.contains { $0.kind == .fixedLocale && $0.value.hasSuffix("POSIX") || $0.kind == .fixedTimeZone }
            || related.contains { $0.kind == .dateFormat && DatePattern($0.value).isMachine }
            // An ISO 8601 date (`yyyy-MM-dd`) nothing here shows: a file name, a key, an API's date.
            || shown == nil && related.contains { $0.kind == .dateFormat && DatePattern($0.value).isISODate }
            // Nothing here shows it, and it is a logger's (`LocalLogger`) or named for a log (`logTimeFormatter`). (A
            // type named for logs, a store or a backup shows them as often: nightguard's `LogsView`, fsnotes' `Storage`.)
            || shown == nil
                && (behavior.types(enclosing: fact.location.line).contains { TextChecks.identifierWords($0.name).contains("logger") }
                    || [fact.owner, fact.receiver].contains { $0.map(Self.namesALog) ?? false })
        let template = "setLocalizedDateFormatFromTemplate(…), date.formatted(…) or Text(date, style:)"
        switch fact.kind {
        case .dateFormat:
            let pattern = DatePattern(fact.value)
            // One field (`"MMMM"`, `"EEE"`, `"yyyy"`) comes out in the user's language and digits: nothing to order.
            guard !isMachine, !pattern.isMachine, pattern.fields.count > 1, shown != nil || !pattern.isISODate else { return nil }
            if let shown {
                return Problem(
                    message: "the date pattern \"\(fact.value)\" is shown by \(shown) in the same order and words in every locale",
                    fix: "use \(template)", shownBy: shown)
            }
            // The clock the user picked in the app (MeetingBar's `case .military: "HH:mm"`); "h:mm a" still fixes
            // where AM/PM goes, and its words.
            if fact.followsClockSetting, !pattern.hasWords, !pattern.hasDisplaySeparators { return nil }
            if pattern.hasHour, !fact.followsClockSetting {
                // To the second, and nothing here shows it: as often a log line's or a file's stamp as a time users read
                // (judged: 6 of 11 were shown).
                let isStamp = pattern.fields.contains("s")
                return Problem(
                    message: "\"\(fact.value)\" fixes the clock to \(pattern.isTwelveHour ? "12" : "24") hours whatever the user's setting"
                        + (isStamp ? "; nothing here shows it, and a time to the second is often a log's or a file's stamp" : ""),
                    fix: isStamp
                        ? "if users see it, use setLocalizedDateFormatFromTemplate(\"jmmss\") or date.formatted(date: .omitted, "
                            + "time: .standard); for a log or a file, set locale = Locale(identifier: \"en_US_POSIX\")"
                        : "use setLocalizedDateFormatFromTemplate(\"jmm\") or date.formatted(date: .omitted, time: .shortened)",
                    needsReview: isStamp)
            }
            if pattern.hasWords || pattern.hasDisplaySeparators {
                return Problem(
                    message:
                        "the date pattern \"\(fact.value)\" fixes the order\(pattern.hasWords ? " and the words" : "") for every locale",
                    fix: "use \(template)")
            }
            return Problem(
                message: "the date pattern \"\(fact.value)\" is fixed: fine for files and APIs, not for users; nothing here shows it",
                fix: "if users see it, use \(template); if not, set locale = Locale(identifier: \"en_US_POSIX\")", needsReview: true)
        case .fixedLocale:
            let fix = "leave locale unset (the user's), or use Locale(identifier: \"en_US_POSIX\") for machine text"
            // A format style's locale, in the call that shows it (`Text(date.formatted(….locale(…)))`).
            if let shownBy = fact.shownBy, !fact.value.hasSuffix("POSIX") {
                return Problem(
                    message: "\(shownBy) shows \(fact.api) in the \(fact.value) locale: every user sees \(fact.value)'s format",
                    fix: "leave the style's locale unset (the user's)", shownBy: shownBy)
            }
            let formats = names.contains { ["formatter", "picker"].contains(where: $0.lowercased().contains) } || !related.isEmpty
            guard !fact.value.hasSuffix("POSIX"), !isMachine, formats else { return nil }
            guard let shown else {
                return Problem(
                    message: "the formatter always uses the \(fact.value) locale; nothing here shows what it formats",
                    fix: "if users see it, \(fix)", needsReview: true)
            }
            return Problem(
                message: "\(shown) always uses the \(fact.value) locale: every user sees \(fact.value)'s format", fix: fix, shownBy: shown)
        case .stringFormat:
            guard let shownBy = fact.shownBy else { return nil }
            return Problem(
                message: "String(format: \"\(fact.value)\") is shown by \(shownBy) with a period for decimals in every locale",
                fix: "use value.formatted(.number.precision(.fractionLength(…))), or " + "String(format:locale: .current, …)",
                shownBy: shownBy)
        case .fixedTimeZone:
            return nil
        }
    }
}
