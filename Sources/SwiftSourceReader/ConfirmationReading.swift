import SourceText
import SwiftSourceFacts
import SwiftSyntax

/// Destructive controls and what their actions do (CH32 §4.1).
extension FactCollector {
    /// Words that name destroying something, in a function's or a title's first word.
    static let destroyingWords = [
        "delete", "remove", "erase", "destroy", "wipe", "purge", "discard", "trash", "revoke", "forget", "uninstall", "unsubscribe",
    ]
    static let destroyingTitles: Set<String> = ["delete", "remove", "erase", "destroy", "wipe", "purge"]

    /// `Button(role: .destructive)`, `Button("Delete")`, `UIContextualAction(style: .destructive)`,
    /// `UIAction(…, attributes: .destructive)`, a UIKit button's `addTarget` to a `deleteTapped` method.
    func readDestructive(_ call: FunctionCallExprSyntax, name: String) {
        let arguments = Array(call.arguments)
        /// An argument's value as written, `nil` when the call has no argument of that label.
        func argument(_ label: String) -> String? { arguments.first { $0.label?.text == label }.map { text($0.expression) } }
        let title = arguments.first { $0.label == nil || $0.label?.text == "title" }?.expression.as(StringLiteralExprSyntax.self)?
            .representedLiteralValue
        let labelClosure = Self.labelClosure(of: call)
        let api: String
        switch name {
        case "Button":
            if let role = argument("role"), role == ".destructive" || role == "ButtonRole.destructive" {
                api = "Button(role: .destructive)"
            } else if let title, Self.destroyingTitles.contains(Self.firstWord(title)) {
                api = "Button(\"\(title)\")"
            } else if let label = labelClosure.map(sourceText), let shown = Self.destroyingLabel(label) {
                api = "Button { \(shown) }"
            } else {
                return
            }
        case "UIContextualAction":
            guard argument("style") == ".destructive" else { return }
            api = "UIContextualAction(style: .destructive)"
        case "onLongPressGesture":
            // A press that shows nothing to press; only read when what it runs destroys (below).
            api = ".onLongPressGesture"
        case "UIBarButtonItem":
            // A bar button shows the trash can or a destroying word; its action is a selector of the file's.
            if argument("barButtonSystemItem") == ".trash" || argument("systemItem") == ".trash" {
                api = "UIBarButtonItem(barButtonSystemItem: .trash)"
            } else if argument("image")?.contains("\"trash") ?? false {
                api = "UIBarButtonItem(image: trash)"
            } else if let title, Self.destroyingTitles.contains(Self.firstWord(title)) {
                api = "UIBarButtonItem(title: \"\(title)\")"
            } else {
                return
            }
        case "addTarget":
            // `deleteButton.addTarget(self, action: #selector(deleteButtonTapped(_:)), for: .touchUpInside)`: a UIKit
            // button whose name or handler's name begins with a destroying word (its title is set elsewhere).
            // A keyboard's or a PIN pad's delete key takes back one character.
            let receiver = Self.lastName(call.calledExpression.as(MemberAccessExprSyntax.self)?.base) ?? ""
            guard let method = Self.selectorMethod(of: call), [".touchUpInside", ".primaryActionTriggered"].contains(argument("for")),
                [method, receiver].contains(where: { Self.camelWords($0).first.map(Self.destroyingTitles.contains) ?? false }),
                !(enclosingTypeName(of: call).map(Self.namesKeypad) ?? false)
            else { return }
            api = "\(receiver.isEmpty ? "button" : receiver).addTarget(#selector(\(method)))"
        default:
            guard argument("attributes")?.contains(".destructive") ?? false else { return }
            api = "UIAction(attributes: .destructive)"
        }
        let action = Self.actionNode(of: call, name: name)
        var (isConfirmation, context) = (false, String?.none)
        // One walk up to the member that holds the call: the member's name, the statements
        // beside the call, and the calls whose closures hold it.
        var memberName: String??
        var statements: CodeBlockItemListSyntax?
        var node = call.parent
        while let current = node, !current.is(MemberBlockItemSyntax.self) {
            if memberName == nil { memberName = Self.memberName(current) }
            if statements == nil { statements = current.as(CodeBlockItemListSyntax.self) }
            if let closure = current.as(ClosureExprSyntax.self), let owner = Self.owningCall(of: closure),
                let ownerName = ViewChain.calledName(owner)
            {
                // A popover or cover raised by a deletion flag asks too (pompaddo's `.popover(isPresented:
                // $deletionRequested)`, dimeApp's "Delete 'Food'? This action cannot be undone." on `$deleteMode`).
                if ["alert", "confirmationDialog", "UIAlertController"].contains(ownerName)
                    || ["popover", "sheet", "fullScreenCover"].contains(ownerName)
                        && Self.isDeletionFlag(owner.arguments.first.map { text($0.expression) } ?? "")
                {
                    isConfirmation = true
                }
                if context == nil, ["swipeActions", "contextMenu", "Menu", "toolbar", "UIMenu"].contains(ownerName) { context = ownerName }
            }
            // `if editMode?.wrappedValue == .active { Button(role: .destructive) … }`: shown once the
            // user chose Edit, as the platform's own delete controls of a list being edited.
            if context == nil, let branching = current.as(IfExprSyntax.self),
                branching.conditions.contains(where: { element in
                    let condition = text(element)
                    return (condition.contains("editMode") || condition.contains("isEditing")) && !condition.hasPrefix("!")
                        && !condition.contains("!=") && !condition.contains(".inactive")
                })
            {
                context = "edit mode"
            }
            node = current.parent
        }
        // The actions of a dialog written apart (`var deleteConfirmationActions: some View`), or
        // beside their Cancel.
        if let member = memberName??.lowercased(), ["confirm", "alert", "dialog"].contains(where: member.contains) {
            isConfirmation = true
        }
        if let statements, statements.contains(where: { sourceContains($0, "role: .cancel") }) { isConfirmation = true }
        let typeName = enclosingTypeName(of: call)
        if let typeName, isConfirmationScreen(named: typeName, holding: call, beside: statements) { isConfirmation = true }
        var summary: ActionSummary
        if let method = Self.selectorMethod(of: call) {
            // `action: #selector(deleteButtonPressed)`: what the method's body does, as a closure's would; its name is a
            // handler's, which says when it runs, not what it does. A method that clears text (iAPS's keyboard toolbar
            // `clearText`) empties what is being typed.
            if ["text", "input", "field"].contains(where: method.lowercased().contains) { return }
            summary = declaredSummary(of: method, depth: 0, firstOnly: false) ?? ActionSummary()
            if functions()[method] == nil { summary.unknown.append(method) }
            summary.noteCalled([method])
        } else {
            summary = action.map { summarize($0, depth: 0) } ?? ActionSummary()
        }
        let actionText = action.map(sourceText)
        // An undo offered after the fact (a "Note trashed — Undo" notice) recovers what a confirmation protects.
        if actionText?.lowercased().contains("undo") ?? false { summary.confirms = true }
        // A favorite, a pin, a playlist's entry taken away (Atwy): the item itself is kept.
        if !summary.destroys.isEmpty, summary.destroys.allSatisfy({ Self.removesAReference(Self.lastCall($0)) }) { summary.destroys = [] }
        // Without the destructive role, a trash icon that empties a list of results destroys nothing kept.
        if !api.contains("role:"), summary.destroys.allSatisfy(DestructiveAction.collectionRemovals.contains) { summary.destroys = [] }
        // Flags set to present something are only suspect when the title may name a deletion.
        let shownTitle = shownTitle(of: call, label: labelClosure)
        let titleNamesDeletion = shownTitle.map { shown in
            // "Clear logs", "Clear all": emptying what was kept, said with another verb.
            (Self.destroyingWords + ["clear"]).contains(where: shown.contains)
        }
        // "Move to Trash", "Archive": what it takes away can be brought back.
        if shownTitle.map(Self.namesRecovery) ?? false { summary.confirms = true }
        var effect: DestructiveAction.Effect =
            summary.confirms ? .confirms : summary.destroys.isEmpty ? (summary.unknown.isEmpty ? .harmless : .unknown) : .destroys
        // The destructive role on a title that names no destroying (Quit, Edit, Reset filters): the red
        // style is chosen for emphasis, and the calls, unseen, are taken at the title's word.
        if effect == .unknown, titleNamesDeletion == false { effect = .harmless }
        // A title that flips with a state (`ignored ? "Remove from ignored" : "Ignore"`): the same button
        // undoes what it did.
        // "Remove" or "Delete photo" in an editor's view takes a part off the draft being edited (Vernissage's composer);
        // saving is the step that counts. (The flags such an action sets are the state it flips, not a dialog to present.)
        let removesFromDraft =
            (shownTitle.map(Self.takesAPartOff) ?? (name == "addTarget")) && (typeName.map(Self.namesDraft) ?? false)
        let flips =
            Self.togglesTitle(of: call) || Self.isHalfOfAnAddPair(call, title: shownTitle) || shownTitle.map(Self.clearsAChoice) ?? false
        let reversible = effect != .confirms && (flips || removesFromDraft)
        if reversible { effect = .harmless }
        // Recent searches, stops or filters (neodb, omnivore, onebusaway, Pulse): a list of what was last used,
        // which using the app fills again; so are caches and a Spotlight index (AmpFin).
        if effect != .confirms,
            actionText.map(Self.namesRecents) ?? false || typeName.map(Self.namesRecents) ?? false
                || action.map(clearsOnlyRebuiltData) ?? false
        {
            effect = .harmless
        }
        if name == "onLongPressGesture", effect != .destroys { return }
        if let member = memberName ?? nil { behaviorState.actionMembers[facts.behavior.destructiveActions.count] = member }
        if !summary.flags.isEmpty, titleNamesDeletion != false, !reversible {
            behaviorState.flagsSet[facts.behavior.destructiveActions.count] = summary.flags
        }
        if !summary.casesSet.isEmpty, !reversible { behaviorState.casesSet[facts.behavior.destructiveActions.count] = summary.casesSet }
        var destructive = DestructiveAction(
            api: api, title: title ?? shownTitle, context: context, isConfirmation: isConfirmation, effect: effect,
            calls: summary.destroys.isEmpty ? summary.unknown : summary.destroys,
            // (A modifier's call begins with the view it modifies: its name is where it is.)
            location: name == "onLongPressGesture" ? modifierLocation(call) : location(call))
        destructive.reaches = summary.called
        destructive.handedIn = summary.handedIn
        facts.behavior.destructiveActions.append(destructive)
    }

    /// `PINKeyboardViewController`, `KeypadView`, `PasscodeViewController`: keys that type.
    static func namesKeypad(_ typeName: String) -> Bool {
        ["keyboard", "keypad", "pinpad", "passcode"].contains(where: typeName.lowercased().contains)
    }

    /// `removeItem` in `changeIcon() → removeItem`, the chain an action summary names.
    static func lastCall(_ chain: String) -> String {
        String((chain.split(separator: " ").last ?? Substring(chain)).prefix { $0 != "(" })
    }

    static func firstWord(_ text: String) -> String { String(text.prefix { $0.isLetter }).lowercased() }

    /// The title as written, lowercased: a literal, a localization key or a strings constant
    /// (`L10n.reset`, `String.localized("menu_edit")`), or the label closure's text; nil when the
    /// title is a name that says nothing (`title`, `item.name`).
    private func shownTitle(of call: FunctionCallExprSyntax, label: ClosureExprSyntax?) -> String? {
        if let argument = call.arguments.first(where: { $0.label == nil || $0.label?.text == "title" }) {
            let expression = Self.unwrapped(argument.expression)
            if let literal = expression.as(StringLiteralExprSyntax.self) { return literal.representedLiteralValue?.lowercased() }
            let written = text(expression)
            if AssembledText.Piece.isLocalized(written) { return written.lowercased() }
            return nil
        }
        guard let label else { return nil }
        // `Text("Quit")`, `Label(L10n.restart, systemImage: …)`, `Text(verbatim: L10n.use(url))`; an icon's
        // name (`Image(systemName: "trash")`) is not a word shown.
        let written = Self.withoutImageNames(sourceText(label).lowercased())
        let shown = [
            "text(\"", "label(\"", "text(l10n.", "label(l10n.", "text(verbatim: l10n.", ".localized", "strings.", "localizedstring(\"",
            "localized: \"",
        ]
        return shown.contains(where: written.contains) ? written : nil
    }

    /// A label closure that shows a destroying word or a trash can: `Label("Delete", systemImage: "trash")`.
    static func destroyingLabel(_ label: String) -> String? {
        if label.contains("\"trash") { return "trash" }
        let lowered = label.lowercased()
        guard lowered.contains("text(\"") || lowered.contains("label(\"") else { return nil }
        for word in destroyingTitles.sorted() {
            for opener in ["Text(\"", "Label(\""] where lowered.contains(opener.lowercased() + word) {
                return opener + word + "…"
            }
        }
        return nil
    }

    static func labelClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
            ?? call.arguments.first { $0.label?.text == "label" }?.expression.as(ClosureExprSyntax.self)
            // `Button(role: .destructive, action: { … }) { Label(…) }`: the trailing closure is the label.
            ?? (call.arguments.contains { $0.label?.text == "action" } ? call.trailingClosure : nil)
    }

    /// The action: `action:` or `handler:`, else the trailing closure when a title or a `label:` closure is given.
    static func actionNode(of call: FunctionCallExprSyntax, name: String) -> Syntax? {
        if let action = call.arguments.first(where: { ["action", "handler", "perform"].contains($0.label?.text ?? "") }) {
            return Syntax(action.expression)
        }
        guard let trailing = call.trailingClosure else { return nil }
        if name != "Button" { return Syntax(trailing) }
        let titled = call.arguments.first.map { $0.label == nil } ?? false
        return titled || labelClosure(of: call) != nil ? Syntax(trailing) : nil
    }

    /// `clearLog` in `UIBarButtonItem(…, target: self, action: #selector(clearLog))`.
    static func selectorMethod(of call: FunctionCallExprSyntax) -> String? {
        guard let selector = call.arguments.first(where: { $0.label?.text == "action" })?.expression.as(MacroExpansionExprSyntax.self),
            selector.macroName.text == "selector", let method = selector.arguments.first?.expression
        else { return nil }
        return method.as(DeclReferenceExprSyntax.self)?.baseName.text ?? method.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }
}
