import LintCore
import SpecModel

/// A translation too wide for the frame a spec gives its text.
public struct TextFitsFrameRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "text-fits-frame",
        name: "Translation does not fit its frame",
        summary: "The longest translation of a text element's key needs more lines, at the element's width and font, than its frame holds.",
        rationale: """
            A text that does not fit its frame is truncated or clipped (CH32 §11.4). Where a spec gives a text element's frame and font, \
            this measures every translation of its key instead of comparing lengths with the source (`translation-too-long` leaves such \
            keys to this rule in a lint run). The width is estimated from average advance widths per script in the system font (Latin and \
            Greek letters 0.5 em, Cyrillic 0.55, digits 0.6, spaces 0.25, Arabic 0.5, full-width Chinese, Japanese and Korean 1 em; \
            semibold 6% wider, bold 9%; a placeholder as three digits) with breaks at spaces; the frame holds as many lines as its height \
            fits at 1.2 times the font size, at least one. An estimate, so it asks for a look (needs review) rather than stating a failure.
            """,
        reference: "CH32 §11.4",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                strings: { common.navigation.back: Back }
                translations: { common.navigation.back: { de: Zurück zur Übersicht, es: Atrás } }
                screen:
                  id: detail
                  elements:
                    - { id: backButton, role: button, text: common.navigation.back, frame: [8, 47, 80, 22], font: { size: 17, textStyle: \
                body } }
                """)
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                strings: { common.navigation.back: Back }
                translations: { common.navigation.back: { de: Zurück, es: Atrás, ja: 戻る } }
                screen:
                  id: detail
                  elements:
                    - { id: backButton, role: button, text: common.navigation.back, frame: [8, 47, 80, 22], font: { size: 17, textStyle: \
                body } }
                """),
            // Two lines fit a 44 pt frame of 17 pt text.
            RuleExample(
                """
                strings: { screen.detail.note: Saved }
                translations: { screen.detail.note: { de: Änderungen gespeichert } }
                screen:
                  id: detail
                  elements:
                    - { id: note, role: text, text: screen.detail.note, frame: [16, 100, 120, 44], font: { size: 17, textStyle: body } }
                """),
        ]
    )

    public init() {}

    /// Line height as a multiple of the font size.
    static let lineHeight = 1.2

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        guard let strings = screen.strings else { return }
        for element in screen.screen.elements where element.role.showsText {
            guard let key = element.text?.key, let frame = element.frame, frame.width > 0, let font = element.font, font.size > 0 else {
                continue
            }
            let allowed = max(1, Int((frame.height / (font.size * Self.lineHeight)).rounded(.down)))
            var worst: (locale: String, text: String, lines: Int, width: Double)?
            for (locale, text) in strings.translations(key) {
                let measured = TextWidthEstimate.lines(of: text, font: font, width: frame.width)
                if measured.count > (worst?.lines ?? allowed) || (measured.count == worst?.lines && measured.width > worst!.width) {
                    worst = (locale, text, measured.count, measured.width)
                }
            }
            guard let worst, worst.lines > allowed else { continue }
            findings.append(
                screen.finding(
                    Self.description, outcome: .needsReview,
                    "the \(worst.locale) text of \"\(element.id)\" (\"\(worst.text)\") "
                        + "needs about \(worst.lines) lines at \(format(frame.width)) pt "
                        + "in \(format(font.size)) pt type; its frame holds \(allowed)",
                    element: element,
                    data: [
                        FindingValue("key", key), FindingValue("locale", worst.locale), FindingValue("lines", String(worst.lines)),
                        FindingValue("linesAllowed", String(allowed)),
                        FindingValue("frameWidth", format(frame.width)), FindingValue("fontSize", format(font.size)),
                    ],
                    fix: "shorten the \(worst.locale) text, or let the element grow (wider frame, more lines)"
                ))
        }
    }

    /// The keys of text elements with a frame and a font are measured here, so the length
    /// guess of `translation-too-long` gives way on them.
    public func claims(screen: ScreenContext, into claims: inout [Claim]) {
        for element in screen.screen.elements where element.role.showsText && element.frame != nil && element.font != nil {
            if let key = element.text?.key { claims.append(Claim(rule: "translation-too-long", scope: key)) }
        }
    }
}
