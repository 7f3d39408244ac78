import SwiftSourceFacts
import SwiftSyntax

/// What a destructive control's action does (`readDestructive`): the calls it makes, read into the file's own functions,
/// sorted into those that destroy, ask first, present a flag, or are not seen.
extension FactCollector {
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
    func summarize(_ node: Syntax, depth: Int) -> ActionSummary {
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
                let confirmedBefore = summary.confirms
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
                // An alert raised when the work fails (`catch { alert = AlertState(error: error) }`,
                // `AlertState(errorMessage: …)`) tells the user; it asks nothing first.
                if Self.reportsAFailure(call, labels: labels) { summary.confirms = confirmedBefore }
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
                // `cseData.post = []`: what was kept, emptied.
                if ["[]", "[:]", "\"\""].contains(value) {
                    if depth == 0 { summary.destroys.append("\(target) = \(value)") }
                    continue
                }
                if value != "false", value != "nil", !valueNode.is(FunctionCallExprSyntax.self) { summary.flags.append(target) }
            }
            work += next.children(viewMode: .sourceAccurate).filter { !$0.is(TokenSyntax.self) }
        }
        return summary
    }

    static func reportsAFailure(_ call: FunctionCallExprSyntax, labels: [String]) -> Bool {
        labels.contains { $0.contains("error") } || call.ancestorOrSelf(mapping: { $0.as(CatchClauseSyntax.self) }) != nil
    }

    /// `openSheet`, `present`, `navigate(to:)`, `push`: calls that open a screen or sheet of their own.
    static func presents(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.contains("sheet") || ["present", "navigate", "push"].contains(where: lower.hasPrefix)
    }

    /// `isImplicitMember`: `.glucose(entry)`, an enum case or a factory, runs nothing unless named for destroying.
    func classify(call name: String, into summary: inout ActionSummary, depth: Int, isImplicitMember: Bool = false) {
        if Self.viewHousekeeping.contains(name) { return }
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
    func declaredSummary(of name: String, depth: Int, firstOnly: Bool) -> ActionSummary? {
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

    func merge(_ inner: ActionSummary, into summary: inout ActionSummary) {
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

    /// UIKit's own bookkeeping of views, gestures and observers: named for removing, they take away nothing the user made.
    static let viewHousekeeping: Set<String> = [
        "removeFromSuperview", "removeFromParent", "removeFromSuperlayer", "removeGestureRecognizer", "removeTarget", "removeObserver",
        "removeAllAnimations", "removeAnimation", "removeConstraint", "removeConstraints", "removeArrangedSubview", "removeInteraction",
        "removeLayoutGuide", "removeAction", "removeAllActions", "removeFromRunLoop", "removeChildBehavior", "removeBehavior",
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
