import LintCore

// The rule's examples that do not trigger it, most of them seen in apps: kept apart so the rule's
// file stays about what it reads and reports.
extension LocaleUnawareFormatRule {
    static let nonTriggeringExamples: [RuleExample] = [
        // Seen in apps (lockdown, AdguardForiOS): a logger's or a store's formatter, which writes files and logs, a fixed
        // locale for a log line.
        RuleExample(
            swift: """
                final class LocalLogger {
                    private let stamp: DateFormatter = {
                        let formatter = DateFormatter()
                        formatter.dateFormat = "MMM dd YYYY, HH:mm:ss"
                        return formatter
                    }()
                    func write(_ line: String) { sink.append(stamp.string(from: Date()) + " " + line) }
                }
                let logFormatter = DateFormatter()
                logFormatter.locale = Locale(identifier: "en_US")
                Logger.log("Built on \\(logFormatter.string(from: date))")
                """),
        // Seen in apps (immuni-app-ios): the field shows the date in the user's style; the pattern, set after, writes
        // the value sent to the server.
        RuleExample(
            swift: """
                @objc func tapDone() {
                    let formatter = DateFormatter()
                    formatter.dateStyle = .medium
                    textField.text = formatter.string(from: picker.date)
                    formatter.dateFormat = "yyyy-MM-dd"
                    didChangeValue?(formatter.string(from: picker.date))
                }
                """),
        // Seen in apps (a-shell): the format a user's prompt code asks for, case by case.
        RuleExample(
            swift: """
                func expand(_ code: String) -> String {
                    let format = DateFormatter()
                    switch code {
                    case "\\A": format.dateFormat = "HH:mm"
                    case "\\T": format.dateFormat = "h:mm:ss"
                    default: return code
                    }
                    promptLabel.text = format.string(from: Date())
                    return promptLabel.text ?? ""
                }
                """),
        // Seen in apps (green_ios): a tuple of strings the app formatted already; another function's `amount` is a Double.
        RuleExample(
            swift: """
                final class AmountViewController: UIViewController {
                    func updateHint() {
                        let (amount, denom) = balance.toFiat() ?? ("", "")
                        hintLabel.text = "≈ \\(amount) \\(denom)"
                    }
                    func amountDidChange(_ text: String) {
                        let amount = Double(text)
                        sendButton.isEnabled = amount != 0
                    }
                }
                """),
        // Seen in apps (brave): a QA screen's alert, English only.
        RuleExample(
            swift: """
                final class PromotionsDebugViewController: UITableViewController {
                    func claimed(_ amount: Double) {
                        let alert = UIAlertController(title: "Promotions", message: "Claimed: \\(amount) BAT", preferredStyle: .alert)
                        present(alert, animated: true)
                    }
                }
                """),
        RuleExample(
            swift: """
                formatter.setLocalizedDateFormatFromTemplate("dMMMyyyyjmm")
                Text(date, style: .time)
                Text(date.formatted(date: .abbreviated, time: .shortened))
                distanceLabel.text = String(format: "%.1f km", locale: .current, kilometers)
                Text("\\(kilometers, specifier: "%.1f") km")
                Text(String(format: "%d of %d", step, total))
                """),
        // Seen in apps (daily-dozen): a fallback shown only when the formatter, which follows the locale, gives nothing.
        RuleExample(
            swift: """
                AxisValueLabel { Text(numberFormatter.string(from: NSNumber(value: weight)) ?? String(format: "%.1f", weight)) }
                """),
        // One field comes out in the user's language; no decimals to separate; a log file's
        // stamp; an HTTP date; a developer menu.
        RuleExample(
            swift: """
                let month = DateFormatter()
                month.dateFormat = "MMMM"
                let weekday = DateFormatter()
                weekday.dateFormat = "EEE"
                percentLabel.stringValue = String(format: "%.0f%%", ratio * 100)
                let logName = DateFormatter()
                logName.dateFormat = "yyyy-MM-dd-HH-mm-ss"
                let http = DateFormatter()
                http.locale = Locale(identifier: "us_US")
                http.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
                #if !RELEASE
                let debugFormatter = DateFormatter()
                debugFormatter.dateFormat = "dd.MM.yyyy, HH:mm"
                #endif
                """),
        // Machine formats: ISO 8601, a POSIX locale, parsing, a UTC file-name stamp.
        RuleExample(
            swift: """
                let iso = DateFormatter()
                iso.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
                let api = DateFormatter()
                api.locale = Locale(identifier: "en_US_POSIX")
                api.dateFormat = "EEE, dd MMM yyyy HH:mm:ss"
                let reader = DateFormatter()
                reader.dateFormat = "dd.MM.yyyy"
                let parsed = reader.date(from: text)
                let file = DateFormatter()
                file.dateFormat = "yyyy-MM-dd_HH-mm-ss"
                file.timeZone = TimeZone(identifier: "UTC")
                """),
        // Seen in apps: a wire-format formatter made in one method and handed to a decoder in
        // another; an interpolated count whose type this file does not show.
        RuleExample(
            swift: """
                final class FlowFeed {
                    private func makeWireFormatter() -> DateFormatter {
                        let wire = DateFormatter()
                        wire.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
                        return wire
                    }
                    func load(_ data: Data) throws -> [Flow] {
                        let decoder = JSONDecoder()
                        let wire = makeWireFormatter()
                        decoder.dateDecodingStrategy = .formatted(wire)
                        return try decoder.decode([Flow].self, from: data)
                    }
                    func announce(_ request: PauseIntent) {
                        let minutes = request.minutes
                        activity.title = "Pausing flows for \\(minutes) minutes"
                    }
                }
                // file: PauseSlider.swift
                struct PauseSlider { var minutes: Double = 5 }
                """),
        // Seen in apps: an ISO 8601 date for an export's file name, with a fixed locale.
        RuleExample(
            swift: """
                let exportStamp = DateFormatter()
                exportStamp.locale = Locale(identifier: "en_GB")
                exportStamp.dateFormat = "yyyy-MM-dd"
                let exportName = "FlowsExport-\\(exportStamp.string(from: .now)).json"
                """),
        // Seen in apps (MeetingBar): the 24-hour clock the user picked in the app's own settings.
        RuleExample(
            swift: """
                func eventTime(_ event: Event) -> String {
                    let formatter = DateFormatter()
                    switch Defaults[.timeFormat] {
                    case .military: formatter.dateFormat = "HH:mm"
                    case .am_pm: formatter.setLocalizedDateFormatFromTemplate("hmm")
                    }
                    return formatter.string(from: event.start)
                }
                nextLabel.text = eventTime(next)
                """),
        // Seen in apps (oscar-weather): the clock chosen in the app's settings, read into a name of its own.
        RuleExample(
            swift: """
                func hourText(_ date: Date, showsMinutes: Bool) -> String {
                    let mode = resolvedTimeFormatPreference
                    return format(date) {
                        switch mode {
                        case .system: $0.timeStyle = .short
                        case .h24: $0.dateFormat = showsMinutes ? "HH:mm" : "HH"
                        case .h12: $0.dateFormat = showsMinutes ? "h:mm a" : "h a"
                        }
                    }
                }
                hourLabel.text = hourText(now, showsMinutes: true)
                """),
        // Seen in apps (nightguard): a stamp only a console line prints.
        RuleExample(
            swift: """
                func log(_ message: String) {
                    let formatter = DateFormatter()
                    formatter.dateFormat = "HH:mm:ss"
                    print("[\\(formatter.string(from: Date()))] \\(message)")
                }
                """),
        // Seen in apps (GoMap, talk-ios): a date and time that name an upload or a recording.
        RuleExample(
            swift: """
                let photoStamp = DateFormatter()
                photoStamp.dateFormat = "yyyy-MM-dd HH:mm:ss"
                let photoName = photoStamp.string(from: Date()) + ".jpg"
                let recordingStamp = DateFormatter()
                recordingStamp.dateFormat = "yyyy-MM-dd HH-mm-ss"
                let recordingName = "Recording from \\(recordingStamp.string(from: Date())) (\\(room))"
                """),
        // Seen in apps (ScanNow, ArcMini): a function or a property that makes an exported file's name.
        RuleExample(
            swift: """
                final class DateAndTimeFilenameStrategy: FilenameStrategy {
                    func filename(settings: any FileSettings) -> String {
                        let dateFormatter = DateFormatter()
                        dateFormatter.dateFormat = "dd-MM-yyyy-HH:mm"
                        return "\\(settings.prefix)_\\(dateFormatter.string(from: Date()))"
                    }
                }
                final class GPXExport {
                    private lazy var singleItemFilename: String? = {
                        let formatter = DateFormatter()
                        formatter.dateFormat = "yyyy-MM-dd HHmm"
                        return formatter.string(from: startDate)
                    }()
                }
                """),
        // Seen in apps: a compact date stamp for a file or an API, a dated folder of a path (kDrive), a copyable "lat, lon" pair,
        // a developer-tools overlay, text shown only in TestFlight builds.
        RuleExample(
            swift: """
                let tileDay = DateFormatter()
                tileDay.dateFormat = "yyyyMMdd"
                let uploadFolder = DateFormatter()
                uploadFolder.dateFormat = "yyyy/MM/"
                let relativePath = uploadFolder.string(from: Date()) + name
                struct PlaceCard: View {
                    @State private var devToolsShown = false
                    var body: some View {
                        Text("\\(String(format: "%.6f", place.latitude)), \\(String(format: "%.6f", place.longitude))")
                            .textSelection(.enabled)
                        if isTestFlightBuild { Text(verbatim: "Build \\(String(format: "%.2f", buildScore))") }
                    }
                    @ViewBuilder var devTools: some View {
                        Text(verbatim: "Duration: \\(String(format: "%.4fs", duration))")
                    }
                }
                """),
        // A format style in the POSIX locale, or one whose text is not shown (an API's query).
        RuleExample(
            swift: """
                let stamp = Text(now.formatted(.iso8601.locale(Locale(identifier: "en_US_POSIX"))))
                let style = Date.FormatStyle.dateTime.year().month().day()
                let query = URLQueryItem(name: "day", value: day.formatted(style.locale(Locale(identifier: "en_US"))))
                """),
        // Seen in apps (PrayerTracker): day and month keys, compared with the API's dates, made into notification
        // identifiers and stored, never shown.
        RuleExample(
            swift: """
                final class PrayerTimeManager {
                    private let dayFormatter: DateFormatter = {
                        let formatter = DateFormatter()
                        formatter.dateFormat = "dd.MM.yyyy"
                        return formatter
                    }()
                    private let monthFormatter: DateFormatter = {
                        let formatter = DateFormatter()
                        formatter.dateFormat = "MM.yyyy"
                        return formatter
                    }()
                    func times(for date: Date) -> PrayerTimes? {
                        let key = dayFormatter.string(from: date)
                        return monthlyTimes.first { $0.gregorianDateShort == key }
                    }
                    func schedule(_ id: String, on date: Date) {
                        let day = dayFormatter.string(from: date)
                        let request = UNNotificationRequest(identifier: "prayer_\\(id)_\\(day)", content: content, trigger: trigger)
                        center.add(request)
                    }
                    func cacheMonth() {
                        defaults.set(monthFormatter.string(from: Date()), forKey: "cachedMonth")
                        isValid = cachedMonth == monthFormatter.string(from: Date())
                    }
                }
                """),
    ]
}
