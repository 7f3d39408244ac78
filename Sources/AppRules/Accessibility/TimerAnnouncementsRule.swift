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
            if context == nil, let function = announcement.enclosingFunction,
                let timer = behavior.timers.first(where: { $0.calledFunctions.contains(function) })
            {
                context = "\(timer.api) (through \(function)())"
                interval = timer.interval
            }
            guard let context, (interval ?? 1) < Self.spamInterval else { continue }
            let conditions = announcement.conditions
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

    /// A comparison with a number or a remainder: the announcement fires at chosen counts.
    static func isKeyMoment(_ condition: String) -> Bool {
        if condition.contains("%") { return true }
        for comparison in ["==", "<=", ">=", "<", ">"] {
            guard let range = condition.range(of: comparison) else { continue }
            let after = condition[range.upperBound...].drop { $0 == " " }
            if after.first?.isNumber ?? false { return true }
        }
        return condition.hasPrefix("case ")
    }
}
