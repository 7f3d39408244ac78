import SwiftSourceFacts
import SwiftSyntax

/// The dialogs and sheets that ask before a destructive action (CH32 §4.1), and the flags that present them:
/// an action that sets such a flag asks first.
extension FactCollector {
    /// `.alert("…", isPresented: $showDelete)`, `.confirmationDialog(…, isPresented: $x)`, `.alert(item: $x)`.
    func readConfirmationBinding(_ call: FunctionCallExprSyntax) {
        readPresentingBindings(call)
        let actions = [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
        for closure in actions {
            for token in closure.tokens(viewMode: .sourceAccurate) where token.parent?.is(DeclReferenceExprSyntax.self) ?? false {
                behaviorState.confirmationMembers.insert(token.text)
            }
        }
    }

    /// `.sheet(item: $action) { action in ActionSheet(…, confirm: { perform(action) }) }` (ControlRoom): a sheet of
    /// the app's own that asks before it acts; the flag presenting it is a confirmation's, as an alert's is.
    func readConfirmingSheet(_ call: FunctionCallExprSyntax) {
        let content = call.trailingClosure ?? call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
        guard let content,
            sourceContains(content, "confirm") || sourceContains(content, "Confirm")
                || call.arguments.first.map({ Self.isDeletionFlag(text($0.expression)) }) ?? false
        else { return }
        readPresentingBindings(call)
    }

    func readPresentingBindings(_ call: FunctionCallExprSyntax) {
        for argument in call.arguments where ["isPresented", "item", "presenting"].contains(argument.label?.text ?? "") {
            let written = text(argument.expression)
            let name = written.hasPrefix("$") ? String(written.dropFirst()) : written
            behaviorState.confirmationBindings.insert(name.split(separator: ".").last.map(String.init) ?? name)
        }
    }

    /// A destructive action that sets a flag an alert of the file presents asks first.
    func resolveConfirmation(_ indexed: (offset: Int, element: DestructiveAction)) -> DestructiveAction {
        var action = indexed.element
        // The action is a property or function the file shows inside a dialog (`deleteNodeButton`).
        if let member = behaviorState.actionMembers[indexed.offset], behaviorState.confirmationMembers.contains(member) {
            action.isConfirmation = true
        }
        guard action.effect != .confirms else { return action }
        // `pendingAction = .delete(backupId:)` under `.alert(item: $pendingAction)` (TPASS).
        if behaviorState.casesSet[indexed.offset]?.contains(where: behaviorState.confirmationBindings.contains) ?? false {
            action.effect = .confirms
            return action
        }
        guard let flags = behaviorState.flagsSet[indexed.offset] else { return action }
        let bound = flags.contains { flag in
            behaviorState.confirmationBindings.contains(flag)
                || ["confirm", "alert", "dialog", "warning"].contains(where: flag.lowercased().contains)
        }
        // A flag set to show something the file does not present (`showDelete = true` read by a custom
        // `.deleteReminderAlert(isPresented:)`, or by the view that handed the binding in) shows it elsewhere: 30 such
        // actions judged over the sets all asked first there, so only a flag this file's dialog reads is told apart.
        if bound { action.effect = .confirms }
        return action
    }
}
