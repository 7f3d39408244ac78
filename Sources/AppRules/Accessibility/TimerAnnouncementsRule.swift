import LintCore
import SpecModel

/// Timers that announce every second.
public struct TimerAnnouncementsRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "timer-announcements",
        name: "Timer announces every second",
        summary: "A timer or live region is announced every second.",
        rationale: "VoiceOver users hear nothing else during a practice session (CH32 §5.7, §8.2: announce key moments only — start, set complete, rest, end).",
        reference: "CH32 §8.2",
        defaultSeverity: .p1,
        triggeringExamples: [
            RuleExample("""
            screen:
              id: practiceActive
              elements:
                - { id: remaining, role: timer, text: screen.practiceActive.remaining, announces: everySecond }
            """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            screen:
              id: practiceActive
              elements:
                - { id: remaining, role: timer, text: screen.practiceActive.remaining, announces: keyMoments }
            """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        for element in screen.screen.elements where element.announces == .everySecond {
            findings.append(screen.finding(
                Self.description, "\"\(element.id)\" is announced every second", element: element,
                data: [FindingValue("announces", "everySecond"), FindingValue("required", "keyMoments")],
                fix: "announce key moments only (announces: keyMoments); keep the numeric time visible"
            ))
        }
    }
}
