import LintCore
import SpecModel
import SwiftSourceFacts

/// Timers that announce every second.
public struct TimerAnnouncementsRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "timer-announcements",
        name: "Timer announces every second",
        summary: "A timer or live region is announced every second.",
        rationale:
            "VoiceOver users hear nothing else during a practice session (CH32 "
            + "§5.7, §8.2: announce key moments only — start, set complete, rest, end).",
        reference: "CH32 §8.2",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample(
                """
                screen:
                  id: practiceActive
                  elements:
                    - { id: remaining, role: timer, text: screen.practiceActive.remaining, announces: everySecond }
                """),
            RuleExample(
                swift: """
                    func start() {
                        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                            remaining -= 1
                            UIAccessibility.post(notification: .announcement, argument: "\\(remaining) seconds left")
                        }
                    }
                    """),
            RuleExample(
                swift: """
                    struct Countdown: View {
                        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                        @State private var remaining = 60
                        var body: some View {
                            Text("\\(remaining)").onReceive(timer) { _ in tick() }
                        }
                        func tick() {
                            remaining -= 1
                            AccessibilityNotification.Announcement("\\(remaining) seconds").post()
                        }
                    }
                    """),
            // A timer's handler reaches the announcement through the file's own functions.
            RuleExample(
                swift: """
                    final class StudyingViewModel {
                        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                        var cancellable: AnyCancellable?
                        func start() { cancellable = timer.sink { [weak self] _ in self?.tick() } }
                        func tick() {
                            remainingTime -= 1
                            announceRemainingTime()
                        }
                        private func announceRemainingTime() {
                            guard UIAccessibility.isVoiceOverRunning else { return }
                            UIAccessibility.post(notification: .announcement, argument: timeString)
                        }
                    }
                    """),
            // Conditions that hold on every tick while something runs: unwrapping, the system's version, "any at all".
            RuleExample(
                swift: """
                    progressAnnouncer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
                        guard let self, let delegate, delegate.numberOfDownloads > 0 else { return timer.invalidate() }
                        guard case .progress(let done, let total) = delegate.lastDownload.state, total > 0 else { return }
                        if #available(iOS 17.0, *) {
                            AccessibilityNotification.Announcement("\\(100 * done / total)%").post()
                        }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // The announcement follows a value the timer changes on every tick.
            RuleExample(
                swift: """
                    struct RestTimer: View {
                        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                        @State private var remaining = 90
                        var body: some View {
                            Text("\\(remaining)")
                                .onReceive(timer) { _ in if remaining > 0 { remaining -= 1 } }
                                .onChange(of: remaining) { _, newValue in
                                    AccessibilityNotification.Announcement("\\(newValue) seconds left").post()
                                }
                        }
                    }
                    """),
            RuleExample(
                swift: """
                    final class WorkoutController: UIViewController {
                        var elapsed = 0 {
                            didSet { UIAccessibility.post(notification: .announcement, argument: "\\(elapsed) seconds") }
                        }
                        func start() {
                            Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                        }
                        @objc func tick() { advance() }
                        func advance() { elapsed += 1 }
                    }
                    """),
            // A condition that is not a count: it may still fire on every tick.
            RuleExample(
                swift: """
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                        if isRunning { UIAccessibility.post(notification: .announcement, argument: label) }
                    }
                    """, severity: .p2),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                screen:
                  id: practiceActive
                  elements:
                    - { id: remaining, role: timer, text: screen.practiceActive.remaining, announces: keyMoments }
                """),
            RuleExample(
                swift: """
                    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                        remaining -= 1
                        if remaining % 60 == 0 || remaining == 10 {
                            UIAccessibility.post(notification: .announcement, argument: "\\(remaining) seconds left")
                        }
                    }
                    Timer.scheduledTimer(withTimeInterval: 300, repeats: true) { _ in
                        UIAccessibility.post(notification: .announcement, argument: "Five more minutes")
                    }
                    Button("Start") { UIAccessibility.post(notification: .announcement, argument: "Session started") }
                    """),
            // The observed value changes when the user acts, or only at chosen counts; the timer sets another value.
            RuleExample(
                swift: """
                    struct RestTimer: View {
                        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                        @State private var remaining = 90
                        @State private var round = 1
                        var body: some View {
                            Text("\\(remaining)")
                                .onReceive(timer) { _ in remaining -= 1 }
                                .onChange(of: round) { _, newValue in AccessibilityNotification.Announcement("Round \\(newValue)").post() }
                                .onChange(of: remaining) { _, newValue in
                                    if newValue == 10 { AccessibilityNotification.Announcement("Ten seconds left").post() }
                                }
                        }
                    }
                    """),
            // The announcing function is called from a button, not from the timer's handler.
            RuleExample(
                swift: """
                    final class Session {
                        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                        func start() { cancellable = timer.sink { [weak self] _ in self?.tick() } }
                        func tick() { remaining -= 1 }
                        func finish() { announceEnd() }
                        private func announceEnd() { UIAccessibility.post(notification: .announcement, argument: "Done") }
                    }
                    """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements where element.announces == .everySecond {
            findings.append(
                screen.finding(
                    Self.description, "\"\(element.id)\" is announced every second", element: element,
                    data: [FindingValue("announces", "everySecond"), FindingValue("required", "keyMoments")],
                    fix: "announce key moments only (announces: keyMoments); keep the numeric time visible"
                ))
        }
    }
}

// MARK: Swift code

/// Announcements posted from a timer's handler, a per-tick `.onReceive` or a loop that sleeps,
/// on every tick.
extension TimerAnnouncementsRule: SourceRule {
    /// Timers slower than this do not spam.
    static let spamInterval = 5.0

    public func check(file: SwiftFileContext, into findings: inout [Finding]) {
        let behavior = file.facts.behavior
        for announcement in behavior.announcements {
            var context = announcement.repeatingContext
            var interval = announcement.interval
            if context == nil, let function = announcement.enclosingFunction, let (timer, path) = Self.timer(reaching: function, in: file) {
                context = "\(timer.api) (through \(path.map { "\($0)()" }.joined(separator: " → ")))"
                interval = timer.interval
            }
            // `.onChange(of: remaining)` or `didSet` of a value the timer sets on every tick.
            if context == nil, let value = announcement.observedValue,
                let timer = behavior.timers.first(where: { $0.assignedNames.contains(value) })
            {
                context = "a change of \(value), which \(timer.api) sets"
                interval = timer.interval
            }
            guard let context, (interval ?? 1) < Self.spamInterval else { continue }
            // `guard UIAccessibility.isVoiceOverRunning`: every tick, for the very users who hear it.
            // `progress > 0`, `count != 0`: true on every tick while anything runs.
            let conditions = announcement.conditions.filter { !Self.onlyAsksForVoiceOver($0) && !Self.onlyAsksForAny($0) }
            // `remaining % 60 == 0`, `remaining == 10`: key moments, as CH32 §8.2 asks.
            if conditions.contains(where: Self.isKeyMoment) { continue }
            let review = !conditions.isEmpty
            let every = interval.map { "every \(format($0)) s" } ?? "on every tick"
            findings.append(
                file.finding(
                    Self.description, severity: review ? .p2 : nil, outcome: review ? .needsReview : .violation,
                    review
                        ? "\(announcement.api) in \(context) may fire \(every): it runs when \(conditions.joined(separator: " and "))"
                        : "\(announcement.api) in \(context) announces \(every)",
                    at: announcement.location, element: "\(announcement.api) in \(context)",
                    data: [FindingValue("announces", every), FindingValue("context", context), FindingValue("required", "keyMoments")],
                    fix: "announce key moments only (start, set complete, rest, last 10 seconds, end) and keep the time visible as text"))
        }
    }

    /// The file's calls that lead to a handler run every second deep.
    static let callsFollowed = 3

    /// A timer of the file whose handler calls `function`, or a function of the file that calls it, up to
    /// `callsFollowed` calls away (`sink { tick() }`, `tick()` calls `announceRemainingTime()`): the timer and the
    /// functions from its handler to `function`.
    static func timer(reaching function: String, in file: SwiftFileContext) -> (TimerHandler, [String])? {
        let timers = file.facts.behavior.timers
        guard !timers.isEmpty else { return nil }
        let functions = file.facts.callGraph.declarations.filter { $0.kind == .function }
        // Paths from `function` back to its callers, `function` first.
        var paths = [[function]]
        for _ in 0...callsFollowed {
            for path in paths {
                if let timer = timers.first(where: { $0.calledFunctions.contains(path.last!) }) { return (timer, path.reversed()) }
            }
            paths = paths.flatMap { path in
                let called = NameHashing.hash(path.last!)
                return functions.filter { !path.contains($0.name) && $0.references.contains(called) }.map { path + [$0.name] }
            }
            if paths.isEmpty { break }
        }
        return nil
    }

    static func onlyAsksForVoiceOver(_ condition: String) -> Bool {
        ["UIAccessibility.isVoiceOverRunning", "isVoiceOverRunning", "UIAccessibilityIsVoiceOverRunning()"].contains(condition)
    }

    /// `total > 0`, `count >= 1`, `value != 0`: whether there is anything at all, not a chosen count.
    static func onlyAsksForAny(_ condition: String) -> Bool {
        ["> 0", ">= 1", "!= 0", "> 0.0"].contains { condition.hasSuffix(" \($0)") }
    }

    /// A comparison with a number or a remainder: the announcement fires at chosen counts.
    static func isKeyMoment(_ condition: String) -> Bool {
        if condition.contains("%") { return true }
        for comparison in ["==", "<=", ">=", "<", ">"] {
            guard let range = condition.range(of: comparison) else { continue }
            let after = condition[range.upperBound...].drop { $0 == " " }
            if after.first?.isNumber ?? false { return true }
        }
        // `case 60, 30, 10:` of a switch on the count; not `case .progress(let done, let total) = state`.
        return condition.hasPrefix("case ") && condition.dropFirst(5).first?.isNumber ?? false
    }
}
