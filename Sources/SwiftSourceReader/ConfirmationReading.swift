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
    /// `UIAction(…, attributes: .destructive)`.
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
        var summary = action.map { summarize($0, depth: 0) } ?? ActionSummary()
        let actionText = action.map(sourceText)
        // An undo offered after the fact (a "Note trashed — Undo" notice) recovers what a confirmation protects.
        if actionText?.lowercased().contains("undo") ?? false { summary.confirms = true }
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
            shownTitle.map(Self.takesAPartOff) ?? false && typeName.map(Self.namesDraft) ?? false
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
        if let member = memberName ?? nil { behaviorState.actionMembers[facts.behavior.destructiveActions.count] = member }
        if !summary.flags.isEmpty, titleNamesDeletion != false, !reversible {
            behaviorState.flagsSet[facts.behavior.destructiveActions.count] = summary.flags
        }
        if !summary.casesSet.isEmpty, !reversible { behaviorState.casesSet[facts.behavior.destructiveActions.count] = summary.casesSet }
        var destructive = DestructiveAction(
            api: api, title: title ?? shownTitle, context: context, isConfirmation: isConfirmation, effect: effect,
            calls: summary.destroys.isEmpty ? summary.unknown : summary.destroys, location: location(call))
        destructive.reaches = summary.called
        destructive.handedIn = summary.handedIn
        facts.behavior.destructiveActions.append(destructive)
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

    struct ActionSummary {
        var confirms = false
        var destroys: [String] = []
        var unknown: [String] = []
        var flags: [String] = []
        /// Properties set to an enum case with its payload (`pendingAction = .delete(backupId:)`): a dialog bound to one
        /// asks first; one no dialog reads is a selection, nothing shown.
        var casesSet: [String] = []
        /// Destroying calls of closures the view is handed (`let deleteAllItems: () -> Void`).
        var handedIn: [String] = []
        /// Every call read, in the action and the file's functions it calls, once each.
        private(set) var called: [String] = []

        mutating func noteCalled(_ names: [String]) {
            for name in names where !called.contains(name) { called.append(name) }
        }
    }

    /// What an action does, reading into the file's own functions two levels deep.
    private func summarize(_ node: Syntax, depth: Int) -> ActionSummary {
        var summary = ActionSummary()
        if let reference = node.as(DeclReferenceExprSyntax.self) ?? node.as(MemberAccessExprSyntax.self).map({ $0.declName }) {
            // `Button(role: .destructive, action: deleteAll)`
            summary.noteCalled([reference.baseName.text])
            classify(call: reference.baseName.text, into: &summary, depth: depth)
            return summary
        }
        var work = [node]
        var budget = 5_000
        while let next = work.popLast(), budget > 0 {
            budget -= 1
            // `.deleteAccount(account)` handed to `openSheet(…)`: an enum case naming the sheet, nothing run. (Sent
            // to a store, `store.send(.deleteMatch(id))`, the case is the action itself.)
            if let call = next.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                member.base == nil, let owner = call.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                call.parent?.is(LabeledExprSyntax.self) ?? false, ViewChain.calledName(owner).map(Self.presents) ?? false
            {
                work += call.arguments.map { Syntax($0.expression) }
                continue
            }
            if let call = next.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(call) {
                // `UIAlertController(…)`, `deleteBookmark(withAlertOn: host)`: it asks.
                let labels = call.arguments.compactMap { $0.label?.text.lowercased() }
                if name == "UIAlertController" || labels.contains(where: { $0.contains("alert") || $0.contains("confirm") }) {
                    summary.confirms = true
                }
                // Moved to the Trash (`FileManager.trashItem`, `NSWorkspace.recycle`) or registered with
                // an undo manager (`FileManagerUndo.shared.deleteFiles`): there is a way back.
                if Self.recoveringCalls.contains(name) || text(call.calledExpression).lowercased().contains("undo") {
                    summary.confirms = true
                }
                let isImplicitMember = call.calledExpression.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
                // `showDeleteConfirmation.toggle()` (Grocy) sets a flag as `= true` does.
                if name == "toggle", call.arguments.isEmpty,
                    let flag = Self.lastName(call.calledExpression.as(MemberAccessExprSyntax.self)?.base)
                {
                    summary.flags.append(flag)
                    continue
                }
                summary.noteCalled([name])
                classify(call: name, into: &summary, depth: depth, isImplicitMember: isImplicitMember)
            } else if let assignment = Self.assignment(next), let target = Self.lastName(assignment.target) {
                // `showDelete = true`, `pending = item`: a flag that presents something. A value computed
                // by a call (`photos = photos.filter { … }`) edits state instead.
                let valueNode = Self.unwrapped(assignment.value)
                let value = text(valueNode)
                // `pendingAction = .delete(backupId: id)` (TPASS, under `.alert(item: $pendingAction)`): an enum case with
                // its payload, a value to present, which deletes nothing itself.
                let caseMember = valueNode.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
                // (Not an error shown when the work fails, `catch { showAlert = .error(…) }`: that tells, it does not ask.)
                if let caseMember, caseMember.base == nil, caseMember.declName.baseName.text != "init" {
                    if next.ancestorOrSelf(mapping: { $0.as(CatchClauseSyntax.self) }) == nil { summary.casesSet.append(target) }
                    continue
                }
                if value != "false", value != "nil", !valueNode.is(FunctionCallExprSyntax.self) { summary.flags.append(target) }
            }
            work += next.children(viewMode: .sourceAccurate).filter { !$0.is(TokenSyntax.self) }
        }
        return summary
    }

    /// `openSheet`, `present`, `navigate(to:)`, `push`: calls that open a screen or sheet of their own.
    static func presents(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.contains("sheet") || ["present", "navigate", "push"].contains(where: lower.hasPrefix)
    }

    /// `isImplicitMember`: `.glucose(entry)`, an enum case or a factory, runs nothing unless named for destroying.
    private func classify(call name: String, into summary: inout ActionSummary, depth: Int, isImplicitMember: Bool = false) {
        let lower = name.lowercased()
        // `confirmDeletion`, `showDeleteGroupQuestion`, `askToRemove`: it asks first (`deleteQuestion(q)`,
        // `removeAlert(rule)` destroy a question or an alert).
        let destroysFirst = ["delete", "remove", "clear", "dismiss"].contains(where: lower.hasPrefix)
        // `LocalAuth.shared.authenticate(…)`, `performAfterUnlock { … }` (blink, unstoppable-wallet): the system's
        // Face ID or passcode prompt, with its Cancel, stands between the tap and the deletion.
        // `deleteWithConfirmationHandler()` (mqtt-analyzer's, which raises its alert) says so in its name too.
        let asksFirst = ["withconfirm", "afterconfirm", "withalert"].contains(where: lower.contains)
        if asksFirst
            || !destroysFirst
                && (["confirm", "alert", "question", "authenticat", "evaluatepolicy", "afterunlock"].contains(where: lower.contains)
                    || ["ask", "prompt", "warn"].contains(where: lower.hasPrefix))
        {
            summary.confirms = true
        } else if Self.presents(name) {
            // It opens a screen or sheet of its own, which carries the destroying step and its Cancel.
            return
        } else if DestructiveAction.collectionRemovals.contains(name) {
            if depth == 0 { summary.destroys.append(name) }
        } else if Self.destroyingWords.contains(where: lower.hasPrefix)
            || Self.destroyingWords.contains(where: { lower.contains($0 + "all") })
        {
            // `let deleteAllItems: () -> Void`, handed in by the place that makes the view (Incomes, whose caller raises
            // a confirmation dialog): what it does is the caller's to say.
            if depth == 0, hints.declaredTypeName(name)?.contains("->") ?? false {
                summary.destroys.append(name)
                summary.handedIn.append(name)
                return
            }
            if depth < 2, let inner = declaredSummary(of: name, depth: depth + 1, firstOnly: true) {
                summary.confirms = summary.confirms || inner.confirms
                summary.flags += inner.flags
                summary.casesSet += inner.casesSet
                summary.noteCalled(inner.called)
            }
            summary.destroys.append(name)
        } else if isImplicitMember {
            return
        } else if depth < 2, var inner = declaredSummary(of: name, depth: depth + 1, firstOnly: false) {
            // Named through the call the action makes (`changeIcon() → removeItem`), which is what the reader finds.
            inner.destroys = inner.destroys.map { "\(name)() → \($0)" }
            merge(inner, into: &summary)
        } else if !Self.harmlessCalls.contains(name), !Self.isCloseCall(name), name.first?.isLowercase ?? false {
            summary.unknown.append(name)
        }
    }

    struct FunctionSummaryKey: Hashable {
        var name: String
        var depth: Int
        var firstOnly: Bool
    }

    /// The summary of the bodies of the file's functions called `name` (only the first
    /// declaration's when `firstOnly`), read once per file; nil when the file declares none.
    private func declaredSummary(of name: String, depth: Int, firstOnly: Bool) -> ActionSummary? {
        let key = FunctionSummaryKey(name: name, depth: depth, firstOnly: firstOnly)
        if let known = behaviorState.functionSummaries[key] { return known }
        guard let declared = functions()[name] else { return nil }
        var summary = ActionSummary()
        for function in firstOnly ? Array(declared.prefix(1)) : declared {
            if let body = function.body { merge(summarize(Syntax(body), depth: depth), into: &summary) }
        }
        behaviorState.functionSummaries[key] = summary
        return summary
    }

    private func merge(_ inner: ActionSummary, into summary: inout ActionSummary) {
        summary.confirms = summary.confirms || inner.confirms
        summary.destroys += inner.destroys
        summary.unknown += inner.unknown
        summary.flags += inner.flags
        summary.casesSet += inner.casesSet
        summary.noteCalled(inner.called)
    }

    static let recoveringCalls: Set<String> = ["trashItem", "recycle", "registerUndo", "moveToTrash"]

    /// A function whose body offers an Undo (omnivore's `removeLibraryItemAction`, whose snackbar has one), for
    /// actions in other files that call it. Only read in files that write "undo" at all.
    func noteUndoOffering(name: String, body: CodeBlockSyntax) {
        if behaviorState.fileMentionsUndo == nil { behaviorState.fileMentionsUndo = CodeTextSearch.contains(file.bytes, "ndo") }
        noteTrashing(name: name, body: body)
        noteAsking(name: name, body: body)
        guard behaviorState.fileMentionsUndo == true, sourceText(body).lowercased().contains("undo") else { return }
        facts.declarations.waysBack[name] = .undo
    }

    static let harmlessCalls: Set<String> = [
        "withAnimation", "print", "toggle", "Task", "async", "impactOccurred", "notificationOccurred", "selectionChanged", "send", "log",
        "debug", "assert", "precondition", "assertionFailure",
        "info", "error", "fault", "append", "insert", "Button", "Text", "Label", "Image",
        // A collection read, not changed (`photos.filter { … }` builds a new one).
        "filter", "map", "compactMap", "flatMap", "sorted", "first", "firstIndex", "contains", "reduce",
    ]

    /// The file's functions by name, read once (declarations only, not their bodies).
    func functions() -> [String: [FunctionDeclSyntax]] {
        if let index = behaviorState.functions { return index }
        var index: [String: [FunctionDeclSyntax]] = [:]
        var work: [Syntax] = tree.statements.map { Syntax($0.item) }
        var budget = 100_000
        while let node = work.popLast(), budget > 0 {
            budget -= 1
            if let function = node.as(FunctionDeclSyntax.self) {
                index[function.name.text, default: []].append(function)
            } else if let group = node.declGroup {
                work += group.memberBlock.members.map { Syntax($0.decl) }
            } else if let ifConfig = node.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let members)? = clause.elements { work += members.map { Syntax($0.decl) } }
                    if case .statements(let items)? = clause.elements { work += items.map { Syntax($0.item) } }
                }
            }
        }
        behaviorState.functions = index
        return index
    }
}
