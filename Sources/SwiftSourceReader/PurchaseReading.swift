import SwiftSourceFacts
import SwiftSyntax

import struct SourceText.SourceLocation

/// Purchases and restores (CH32 §9.2, §13.4): what sells, what restores, and the hints that
/// nothing needs restoring (consumables) or that StoreKit restores on its own (entitlements).
extension FactCollector {
    /// `product.purchase()`, `SKPaymentQueue.default().add(payment)`, `AppStore.sync()`,
    /// `.storeButton(.visible, for: .restorePurchases)`, StoreKit's views.
    func readStoreCall(_ call: FunctionCallExprSyntax, name: String) {
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(text) ?? ""
        let kind: StoreCall.Kind
        switch name {
        case "purchase":
            // StoreKit's `product.purchase(options:)`, SwiftUI's `purchase(product)`, RevenueCat's `purchase(package:)`. Another
            // API's purchase buys something else (Asspp's `ApplePackage.purchase(token:…trackID:…)`, a free app's licence).
            guard call.arguments.allSatisfy({ $0.label.map { Self.storePurchaseLabels.contains($0.text) } ?? true }) else { return }
            kind = .purchase
        case "add":
            guard base.contains("SKPaymentQueue") || base.lowercased().contains("paymentqueue") else { return }
            // `add(self)` registers a transaction observer: only a queued payment sells.
            guard let argument = call.arguments.first?.expression, isPayment(argument, at: Syntax(call)) else { return }
            kind = .purchase
        case "sync":
            guard base == "AppStore" else { return }
            kind = .restore
        case "storeButton":
            guard call.arguments.contains(where: { text($0.expression).contains("restorePurchases") }),
                call.arguments.first.map({ text($0.expression) }) != ".hidden"
            else { return }
            kind = .restore
        default:
            kind = .storeView
        }
        facts.behavior.storeCalls.append(StoreCall(kind: kind, api: (base.isEmpty ? "" : base + ".") + name, location: location(call)))
    }

    static let storePurchaseLabels: Set<String> = [
        "options", "confirmIn", "package", "product", "storeProduct", "promotionalOffer", "winBackOffer", "params",
    ]

    /// Whether what `SKPaymentQueue.add(_:)` is given is a payment: one made here (`SKPayment(product:)`,
    /// `SKMutablePayment()`), or a name that says payment or is declared as one (a local, a
    /// parameter, a property of the file). An observer (`self`, a delegate) is not.
    func isPayment(_ argument: ExprSyntax, at node: Syntax) -> Bool {
        let argument = Self.unwrapped(argument)
        if let made = argument.as(FunctionCallExprSyntax.self) { return text(made.calledExpression).contains("Payment") }
        let name =
            argument.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? argument.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, name != "self" else { return false }
        if name.lowercased().contains("payment") { return true }
        func saysPayment(_ type: String?, _ value: String?) -> Bool {
            [type, value].contains { $0?.contains("Payment") == true }
        }
        if argument.is(DeclReferenceExprSyntax.self), let local = localBinding(of: name, at: node) {
            return saysPayment(local.type, local.value.flatMap(TargetIndex.constructedType))
        }
        // A property: its declaration in this file.
        return node.root.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .identifier(name),
                let binding = token.parent?.as(IdentifierPatternSyntax.self)?.parent?.as(PatternBindingSyntax.self)
            else { return false }
            return saysPayment(binding.typeAnnotation.map { text($0.type) }, binding.initializer.map { text($0.value) })
        }
    }

    /// `SKPaymentQueue.default().restoreCompletedTransactions()`, `Purchases.shared.restorePurchases()`, `store.restore()`.
    func readRestore(_ call: FunctionCallExprSyntax, name: String) {
        let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(text) ?? ""
        // The name must say purchases, or the receiver be a store (`restore` itself contains "store").
        let saysPurchases = ["purchase", "transaction", "subscription", "iap"].contains(where: name.lowercased().contains)
        let isStore = ["store", "purchase", "transaction", "iap", "subscription", "payment"].contains(where: base.lowercased().contains)
        guard saysPurchases || isStore else { return }
        facts.behavior.storeCalls.append(StoreCall(kind: .restore, api: (base.isEmpty ? "" : base + ".") + name, location: location(call)))
    }

    /// Lines that name consumables or tips, and reads of StoreKit 2's current entitlements (in any file: the
    /// store that checks them is often not the file that sells). Outside a file that sells, only product
    /// identifiers and names that cannot be TipKit's (`Tip(`, `.tip` are): Solstice's `"….iap.tip.small"`.
    func readStoreHints() {
        // A product named for buying the developer a coffee (SwiftTracker's `"com.betbudd.coffee"`) is a tip too.
        let named = [".consumable", "tipJar", "TipJar", "donation", "Donation", ".coffee\"", "MeACoffee"]
        let hints = named + (facts.behavior.storeCalls.isEmpty ? [".tip.", "\"tip."] : ["\"tip", ".tip", "Tip("])
        for line in lines(containing: hints) {
            facts.behavior.storeCalls.append(StoreCall(kind: .consumableHint, api: "consumable", location: lineStart(line)))
        }
        for line in lines(containing: ["Transaction.currentEntitlements"]) {
            let entitlements = StoreCall(kind: .entitlements, api: "Transaction.currentEntitlements", location: lineStart(line))
            facts.behavior.storeCalls.append(entitlements)
        }
        for line in lines(containing: ["appAccountToken", "applicationUsername"]) {
            facts.behavior.storeCalls.append(StoreCall(kind: .accountLink, api: "appAccountToken", location: lineStart(line)))
        }
    }

    private func lineStart(_ line: Int) -> SourceLocation { SourceLocation(file: file.path, line: line, column: 1) }
}
