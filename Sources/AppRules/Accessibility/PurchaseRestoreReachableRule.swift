import LintCore
import SpecModel

/// Paywalls whose purchase or restore action cannot be reached with assistive technology.
public struct PurchaseRestoreReachableRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "purchase-restore-reachable",
        name: "Purchase or restore not reachable",
        summary: "A purchase screen's purchase, restore or dismiss action is missing, not focusable or unlabeled.",
        rationale: "CH32 §13.4 lists \"purchase/restore not accessible\" as a P0 blocker; §9.2 requires Start Trial/Subscribe, Restore and Not Now on the paywall.",
        reference: "CH32 §9.2",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample("""
            screen:
              id: paywall
              purchase: { purchase: startTrial, restore: restore, dismiss: notNow }
              elements:
                - { id: startTrial, role: button, text: screen.paywall.startTrial }
                - { id: restore, role: link, focusable: false, text: screen.paywall.restore }
            """, findings: 2),
        ],
        nonTriggeringExamples: [
            RuleExample("""
            screen:
              id: paywall
              purchase: { purchase: startTrial, restore: restore, dismiss: notNow }
              elements:
                - { id: startTrial, role: button, text: screen.paywall.startTrial }
                - { id: restore, role: link, text: screen.paywall.restore }
                - { id: notNow, role: button, text: screen.paywall.notNow }
            """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        guard let purchase = screen.screen.purchase else { return }
        for (action, id) in [("purchase", purchase.purchase), ("restore", purchase.restore), ("dismiss", purchase.dismiss)] {
            guard let id else {
                findings.append(screen.finding(Self.description, "the paywall \"\(screen.screen.id)\" declares no \(action) action", at: purchase.location,
                                               data: [FindingValue("action", action)], fix: "add the \(action) control and name it under purchase:"))
                continue
            }
            guard let element = screen.screen.element(id) else {
                findings.append(screen.finding(Self.description, "the \(action) action \"\(id)\" is not an element of \"\(screen.screen.id)\"", at: purchase.location,
                                               data: [FindingValue("action", action), FindingValue("element", id)], fix: "add a \(action) button with id \(id)"))
                continue
            }
            let problems = [
                element.role.isInteractive ? nil : "is a \(element.role.rawValue), not a control",
                element.isFocusable && !element.decorative ? nil : "cannot be focused",
                element.accessibleName == nil ? "has no label" : nil,
            ].compactMap { $0 }
            guard !problems.isEmpty else { continue }
            findings.append(screen.finding(
                Self.description, "the \(action) action \"\(id)\" \(problems.joined(separator: " and "))", element: element,
                data: [FindingValue("action", action), FindingValue("problems", problems.joined(separator: "; "))],
                fix: "make \(id) a labeled, focusable button reachable with VoiceOver"
            ))
        }
    }
}
