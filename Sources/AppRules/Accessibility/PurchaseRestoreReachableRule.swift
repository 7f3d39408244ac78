import LintCore
import SourceText
import SpecModel
import SwiftSourceFacts

/// Paywalls whose purchase or restore action cannot be reached with assistive technology.
public struct PurchaseRestoreReachableRule: SpecRule {
    public static let description = RuleDescription(
        identifier: "purchase-restore-reachable",
        name: "Purchase or restore not reachable",
        summary: "A purchase screen's purchase, restore or dismiss action is missing, not focusable or unlabeled.",
        rationale:
            "CH32 §13.4 lists \"purchase/restore not accessible\" as a P0 "
            + "blocker; §9.2 requires Start Trial/Subscribe, Restore and Not Now on the paywall. In code, a "
            + "purchase in a file that names tips or consumables sells what cannot be restored and is not "
            + "reported; tips sold from another file make it needs review, as does an app that reads StoreKit 2's "
            + "`Transaction.currentEntitlements` (purchases come back on launch, but App Review asks for a Restore control), "
            + "and one that ties its sales to its own account (`appAccountToken`: signing in may bring them back).",
        reference: "CH32 §9.2",
        defaultSeverity: .p0,
        triggeringExamples: [
            RuleExample(
                """
                screen:
                  id: paywall
                  purchase: { purchase: startTrial, restore: restore, dismiss: notNow }
                  elements:
                    - { id: startTrial, role: button, text: screen.paywall.startTrial }
                    - { id: restore, role: link, focusable: false, text: screen.paywall.restore }
                """, findings: 2),
            RuleExample(
                swift: """
                    final class Store {
                        func buy(_ product: Product) async throws {
                            let result = try await product.purchase()
                        }
                    }
                    """, severity: .p0),
            // No restore is one defect of the app: one finding at the first sale, however many sell.
            RuleExample(
                swift: """
                    final class Checkout {
                        func buy(_ product: SKProduct) {
                            let order = SKMutablePayment(product: product)
                            SKPaymentQueue.default().add(order)
                        }
                    }
                    // file: UpgradeSheet.swift
                    struct UpgradeSheet {
                        func upgrade(_ product: Product) async throws { _ = try await product.purchase() }
                    }
                    """, severity: .p0),
            // StoreKit's views show Restore only when asked; a tip jar has nothing to restore.
            RuleExample(
                swift: """
                    struct ProView: View {
                        var body: some View { SubscriptionStoreView(groupID: "pro") }
                    }
                    """, severity: .p2),
            // Seen in apps (Solstice): the tips' product identifiers are in another file than the sale. Tips have
            // nothing to restore, but whether everything sold is a tip is for a person to check.
            RuleExample(
                swift: """
                    // file: Globals.swift
                    enum IAPProducts {
                        static let tipSmall = "me.daneden.Solstice.iap.tip.small"
                        static let all = [tipSmall]
                    }
                    // file: SupporterSettings.swift
                    struct SupporterSettings: View {
                        var body: some View { Section("Leave a tip") { Text("Thanks") } }
                        func purchaseProduct(_ product: Product) async throws { _ = try await product.purchase() }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // Seen in apps (woocommerce): a store that sells a plan and checks StoreKit 2's entitlements on
            // launch, with no Restore button: purchases come back, but App Review asks for the button.
            RuleExample(
                swift: """
                    final class PlanStore {
                        func buy(_ plan: Product) async throws { _ = try await plan.purchase() }
                        func hasActivePlan() async -> Bool {
                            for await case .verified(let owned) in Transaction.currentEntitlements where owned.revocationDate == nil {
                                return true
                            }
                            return false
                        }
                    }
                    """, severity: .p2, outcome: .needsReview),
            // Tips sold from another file: what this file sells may be something else.
            RuleExample(
                swift: """
                    final class Store {
                        func buy(_ product: Product) async throws { _ = try await product.purchase() }
                    }
                    // file: TipJarView.swift
                    struct TipJarView: View {
                        var body: some View { ProductView(id: "tip.small") }
                    }
                    """, severity: .p2),
            // Seen in apps (damus): a sale tied to the app's own account, whose server may restore it on sign-in.
            RuleExample(
                swift: """
                    final class PurpleStore {
                        func buy(_ product: Product, account: UUID) async throws -> Product.PurchaseResult {
                            try await product.purchase(options: [.appAccountToken(account)])
                        }
                    }
                    """, severity: .p2, outcome: .needsReview),
        ],
        nonTriggeringExamples: [
            // Seen in apps (Asspp, SwiftTracker): another API's purchase, a licence for a free app; a coffee for the developer.
            RuleExample(
                swift: """
                    func acquireLicense() throws {
                        try ApplePackage.purchase(token: account.token, directoryServicesIdentifier: account.dsid, trackID: app.id)
                    }
                    struct ProductView: View {
                        let app: AppStoreApp
                        var body: some View { Button("Get") { try? acquireLicense() } }
                    }
                    struct SearchResults: View {
                        var body: some View { NavigationLink("Asspp") { ProductView(app: app) } }
                    }
                    """),
            RuleExample(
                swift: """
                    final class InAppManager {
                        let request = SKProductsRequest(productIdentifiers: ["com.betbudd.coffee"])
                        func buy(_ product: SKProduct) { SKPaymentQueue.default().add(SKPayment(product: product)) }
                    }
                    """),
            RuleExample(
                """
                screen:
                  id: paywall
                  purchase: { purchase: startTrial, restore: restore, dismiss: notNow }
                  elements:
                    - { id: startTrial, role: button, text: screen.paywall.startTrial }
                    - { id: restore, role: link, text: screen.paywall.restore }
                    - { id: notNow, role: button, text: screen.paywall.notNow }
                """),
            RuleExample(
                swift: """
                    final class Store {
                        func buy(_ product: Product) async throws { _ = try await product.purchase() }
                        func restore() async throws { try await AppStore.sync() }
                    }
                    struct ProView: View {
                        var body: some View {
                            SubscriptionStoreView(groupID: "pro").storeButton(.visible, for: .restorePurchases)
                        }
                    }
                    """),
            // Seen in apps: `add(self)` registers the transaction observer; it sells nothing.
            RuleExample(
                swift: """
                    final class StoreObserver: NSObject, SKPaymentTransactionObserver {
                        func start() { SKPaymentQueue.default().add(self) }
                        func stop() { SKPaymentQueue.default().remove(self) }
                    }
                    """),
            // Seen in apps: a tip jar sells consumables, which have nothing to restore.
            RuleExample(
                swift: """
                    struct TipJar: View {
                        let tips = ["tip.small", "tip.large"]
                        func tip(_ product: Product) async throws { _ = try await product.purchase() }
                        var body: some View { Text("Thanks") }
                    }
                    """),
        ]
    )

    public init() {}

    public func check(screen: ScreenContext, into findings: inout [Finding]) {
        guard let purchase = screen.screen.purchase else { return }
        for (action, id) in [("purchase", purchase.purchase), ("restore", purchase.restore), ("dismiss", purchase.dismiss)] {
            guard let id else {
                findings.append(
                    screen.finding(
                        Self.description, "the paywall \"\(screen.screen.id)\" declares no \(action) action", at: purchase.location,
                        data: [FindingValue("action", action)], fix: "add the \(action) control and name it under purchase:"))
                continue
            }
            guard let element = screen.screen.element(id) else {
                findings.append(
                    screen.finding(
                        Self.description, "the \(action) action \"\(id)\" is not an element of \"\(screen.screen.id)\"",
                        at: purchase.location,
                        data: [FindingValue("action", action), FindingValue("element", id)], fix: "add a \(action) button with id \(id)"))
                continue
            }
            let problems = [
                element.role.isInteractive ? nil : "is a \(element.role.rawValue), not a control",
                element.isFocusable && !element.decorative ? nil : "cannot be focused",
                element.accessibleName == nil ? "has no label" : nil,
            ].compactMap { $0 }
            guard !problems.isEmpty else { continue }
            findings.append(
                screen.finding(
                    Self.description, "the \(action) action \"\(id)\" \(problems.joined(separator: " and "))", element: element,
                    data: [FindingValue("action", action), FindingValue("problems", problems.joined(separator: "; "))],
                    fix: "make \(id) a labeled, focusable button reachable with VoiceOver"
                ))
        }
    }
}

// MARK: Swift code

/// An app that sells (`Product.purchase`, `SKPaymentQueue.add`, StoreKit's store views) with no
/// restore anywhere in the code read: P0 (CH32 §13.4: purchase/restore not accessible).
extension PurchaseRestoreReachableRule: SourceRule {
    public func check(project: SwiftProjectContext, into findings: inout [Finding]) {
        let files = project.targets.flatMap(\.files)
        // A view of the app's own named like StoreKit's (Asspp's `ProductView`, which shows an app of the App Store) sells nothing.
        let declared = Set(files.flatMap { $0.declarations.types.map(\.shortName) })
        let calls = files.flatMap(\.behavior.storeCalls).filter { $0.kind != .storeView || !declared.contains($0.api) }
        let sales = calls.filter { $0.kind == .purchase || $0.kind == .storeView }
        guard !sales.isEmpty else { return }
        // A restore call, `.storeButton(.visible, for: .restorePurchases)`, or a control titled Restore.
        // (A "Restore" that brings back a backup is not one: the title must say purchases, or
        // sit in a file that sells.)
        let restores =
            calls.contains { $0.kind == .restore }
            || files.contains { file in
                file.texts.contains { text in
                    let shown = (text.key ?? text.expression).lowercased()
                    return ["restore purchase", "restore subscription", "restore in-app"].contains(where: shown.contains)
                        || shown == "restore" && !file.behavior.storeCalls.isEmpty
                }
            }
        guard !restores else { return }
        let consumables = calls.contains { $0.kind == .consumableHint }
        let consumableFiles = Set(calls.filter { $0.kind == .consumableHint }.map(\.location.file))
        // Sold from a file that names tips or consumables: nothing to restore (restoring is for
        // non-consumables and subscriptions), so nothing to report.
        let reported = sales.filter { !consumableFiles.contains($0.location.file) }.sorted { $0.location < $1.location }
        // A missing restore path is one defect of the app, fixed in one place (a Restore button
        // anywhere silences every sale): one finding at the first sale, naming the others, rather
        // than one per call site. A sale that is certain outranks StoreKit's views, which may show Restore.
        // StoreKit 2's current entitlements bring purchases back without a button: whether that
        // is the restore the product needs (and App Review accepts) is for a person to judge.
        let entitlements = calls.first { $0.kind == .entitlements }
        let accountLink = calls.first { $0.kind == .accountLink }
        let isReview = { (sale: StoreCall) in consumables || entitlements != nil || accountLink != nil || sale.kind == .storeView }
        guard let first = reported.first(where: { !isReview($0) }) ?? reported.first else { return }
        let review = isReview(first)
        let others = reported.filter { $0 != first }
        let why: String
        if consumables {
            why = "the code mentions consumables or tips, which have nothing to restore"
        } else if let entitlements {
            why =
                "nothing restores on request, though \(Self.place(entitlements)) reads Transaction.currentEntitlements "
                + "(purchases come back on launch; App Review still asks for a Restore button)"
        } else if let accountLink {
            why =
                "nothing restores on request, though \(Self.place(accountLink)) ties sales to the app's own account (appAccountToken: "
                + "signing in may bring them back; App Review still asks for a Restore button)"
        } else if first.kind == .storeView {
            why = "StoreKit's view shows Restore only if .storeButton(.visible, for: .restorePurchases) asks, which nothing here does"
        } else {
            why = "no code restores purchases (AppStore.sync(), restoreCompletedTransactions(), a Restore button)"
        }
        let elsewhere = others.isEmpty ? "" : " (sold also at \(others.count) other place\(others.count == 1 ? "" : "s"))"
        findings.append(
            Finding(
                ruleID: Self.description.identifier, severity: review ? .p2 : .p0, outcome: review ? .needsReview : .violation,
                message: "\(first.api) sells, and \(why)\(elsewhere)", location: first.location,
                subject: FindingSubject(scope: SourceFindingScope.scope(of: first.location), element: first.api),
                data: [
                    FindingValue("purchase", first.api), FindingValue("restore", "(none found)"),
                    FindingValue("consumableHints", consumables ? "yes" : "no"),
                    FindingValue("entitlements", entitlements.map { "\($0.location.file):\($0.location.line)" } ?? "(not read)"),
                    FindingValue(
                        "otherPurchases", others.map { "\($0.api) at \($0.location.file):\($0.location.line)" }.joined(separator: "; ")),
                ],
                fixHint:
                    "add a Restore Purchases button that calls AppStore.sync() (StoreKit "
                    + "2) or restoreCompletedTransactions(), reachable from the paywall (CH32 §9.2)",
                reference: Self.description.reference))
    }

    /// `Store.swift:42`: where a call is, for a message.
    private static func place(_ call: StoreCall) -> String {
        "\(call.location.file.split(separator: "/").last ?? ""):\(call.location.line)"
    }
}
