import SwiftSourceFacts
import SwiftSyntax

/// Calls and controls that close the screen they are in (CH32 §5.6): `dismiss()`, a Cancel
/// toolbar item, a Done bar button, a button whose role or action is to close.
extension FactCollector {
    /// `dismiss()`, `presentationMode.wrappedValue.dismiss()`, `dismiss(animated:)`, `onClose()`.
    static func isCloseCall(_ name: String) -> Bool {
        let lower = name.lowercased()
        if lower.contains("dismiss") { return !lower.contains("keyboard") && !lower.contains("search") }
        return ["onClose", "onDone", "onCancel", "close", "closeAction", "closeTapped", "didTapClose", "closeView", "closeSheet"].contains(
            name)
    }

    /// The app's own close control: a modifier that puts a Close in the toolbar of the view it is applied to
    /// (`.closeButton(title: "Done")`, Suwatte's; `.withCloseButton()`, `.closable()`), or a view made for closing
    /// (`CloseButton()`, swift-paperless's `CancelIconButton()`).
    static func isCloseControl(_ name: String, modifier: Bool) -> Bool {
        if modifier { return name.hasSuffix("loseButton") || name.hasPrefix("closable") || name.hasPrefix("closeable") }
        guard name.first?.isUppercase ?? false, name.hasSuffix("Button") else { return false }
        return ["Close", "Dismiss", "Cancel"].contains(where: name.contains)
    }

    func readCloseCall(_ call: FunctionCallExprSyntax, name: String) {
        // `close()` and callbacks count only when called bare, on the screen itself (`self?.close()` in a
        // bar button's handler) or on the object that runs the screen (`presenter.onClose()`, 2fas-ios);
        // `task.cancel()`, `file.close()` are not.
        let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? ""
        if !name.lowercased().contains("dismiss"), !call.calledExpression.is(DeclReferenceExprSyntax.self),
            !["self", "self?"].contains(receiver), !Self.runsTheScreen(receiver)
        {
            return
        }
        if Self.followsTakingAway(call) || Self.isOnlyATapAnywhere(call) { return }
        facts.behavior.closeActions.append(CloseAction(api: name + "()", location: location(call)))
    }

    static let screenFillingViews = stacks.union(["ScrollView", "GeometryReader", "Color", "Rectangle"])

    /// `.onTapGesture { dismiss() }` on a stack or a background that fills the screen: no control VoiceOver finds or
    /// names, unless the view is made one (`.accessibilityAddTraits(.isButton)`, `.accessibilityAction`). (On an `xmark`
    /// image, Steps's toolbar, or a row of a picker, LeitnerBox's tags, the tap is on an element that shows what it does.)
    static func isOnlyATapAnywhere(_ call: FunctionCallExprSyntax) -> Bool {
        guard let closure = call.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }), let owner = owningCall(of: closure),
            ViewChain.calledName(owner) == "onTapGesture"
        else { return false }
        let chain = ViewChain(ExprSyntax(ViewChain.outermostLink(of: owner)))
        return screenFillingViews.contains(chain.baseName ?? "")
            && !chain.modifierNames.contains { $0.hasPrefix("accessibility") }
    }

    /// `vm.archiveHabit(); dismiss()`, `viewModel.deleteHabit(); dismiss()`: the screen closes once its item is gone,
    /// which is no way out for someone who only wants to leave.
    static func followsTakingAway(_ call: FunctionCallExprSyntax) -> Bool {
        guard let item = call.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }),
            let items = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return false }
        for earlier in items {
            if earlier.id == item.id { break }
            guard
                let earlierCall = earlier.item.as(FunctionCallExprSyntax.self)
                    ?? earlier.item.as(TryExprSyntax.self)?.expression
                    .as(FunctionCallExprSyntax.self),
                let earlierName = ViewChain.calledName(earlierCall)?.lowercased(),
                // (A list of its own emptied, `pressedButtons.removeAll()`, is bookkeeping.)
                !DestructiveAction.collectionRemovals.contains(ViewChain.calledName(earlierCall) ?? "")
            else { continue }
            if ["delete", "remove", "archive", "trash", "destroy", "erase", "wipe", "purge"].contains(where: earlierName.hasPrefix) {
                return true
            }
        }
        return false
    }

    /// `actionButtonTapped?()` in a view controller, a callback without arguments that its presenter hands it (`var
    /// actionButtonTapped: (() -> Void)?`): as with a delegate, the presenter decides what the tap does, which on a
    /// screen it presents is closing it (falcon's full-screen warning and its one "GOT IT!" button).
    func readPresenterCallback(_ call: FunctionCallExprSyntax) {
        guard call.arguments.isEmpty, call.trailingClosure == nil,
            let name = call.calledExpression.as(OptionalChainingExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName
                .text,
            let typeName = enclosingTypeName(of: call), typeName.hasSuffix("ViewController")
        else { return }
        // The property is the class's own, wherever the call is (falcon's is in an extension for the button's delegate).
        let classes = Syntax(call).root.as(SourceFileSyntax.self)?.statements.compactMap { $0.item.as(ClassDeclSyntax.self) } ?? []
        let isCallback = classes.filter { $0.name.text == typeName }.contains { owner in
            owner.memberBlock.members.contains { member in
                member.decl.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                        && (binding.typeAnnotation.map { text($0.type).filter { !$0.isWhitespace }.hasPrefix("(()->Void)") } ?? false)
                } ?? false
            }
        }
        if isCallback { facts.behavior.closeActions.append(CloseAction(api: name + "?()", location: location(call))) }
    }

    /// `presenter`, `self.viewModel`, `coordinator?`: what a screen hands its user's actions to, in the MVP, MVVM
    /// and coordinator patterns.
    static func runsTheScreen(_ receiver: String) -> Bool {
        let name = (receiver.split(separator: ".").last.map(String.init) ?? receiver).filter { $0 != "?" && $0 != "!" }.lowercased()
        return ["presenter", "viewmodel", "coordinator", "router", "delegate", "flowcontroller", "interactor", "navigator"].contains {
            name.hasSuffix($0)
        }
    }

    /// `ToolbarItem(placement: .cancellationAction)`, `UIBarButtonItem(barButtonSystemItem: .done)`, `UIButton(type: .close)`.
    func readSystemCloseControl(_ call: FunctionCallExprSyntax, name: String) {
        let written = call.arguments.map { "\($0.label?.text ?? "_"): \(text($0.expression))" }.joined(separator: ", ")
        let closes: Bool
        switch name {
        case "ToolbarItem": closes = written.contains(".cancellationAction") || written.contains(".confirmationAction")
        case "UIBarButtonItem":
            closes = [
                "barButtonSystemItem: .done", "barButtonSystemItem: .cancel", "barButtonSystemItem: .close", "systemItem: .done",
                "systemItem: .cancel", "systemItem: .close",
            ].contains(where: written.contains)
        default: closes = written.contains("type: .close")
        }
        if closes { facts.behavior.closeActions.append(CloseAction(api: "\(name)(\(written))", location: location(call))) }
    }

    /// A button that closes by its role (`ToolbarButton(role: .close)`, SwiftUI's `Button(role: .close)`) or
    /// by the action it is handed (`Button(L10n.actionCancel, action: dismiss.callAsFunction)`).
    func readButtonClose(_ call: FunctionCallExprSyntax, name: String) {
        if let role = call.arguments.first(where: { $0.label?.text == "role" }).flatMap({ Self.lastName($0.expression) }),
            ["close", "cancel", "done"].contains(role), role != "cancel" || !Self.isInDialog(call)
        {
            facts.behavior.closeActions.append(CloseAction(api: "\(name)(role: .\(role))", location: location(call)))
            return
        }
        // A button titled Close, Cancel or Done (SimpleLogin's `Button(action: { mode = nil }) { Text("Close") }`)
        // is the one VoiceOver users look for, whatever state its action changes.
        if name == "Button", let title = Self.literalTitle(call), ["close", "cancel", "done", "dismiss"].contains(title.lowercased()),
            !Self.isInDialog(call)
        {
            facts.behavior.closeActions.append(CloseAction(api: "Button(\"\(title)\")", location: location(call)))
            return
        }
        // An xmark that is the button's whole label (podradar's paywall calls `paywallCoordinator.decline()`) is what
        // users know as Close, whatever its action calls; one that empties a field or takes an item away is not.
        if name == "Button", !Self.isInDialog(call), let statements = Self.labelClosure(of: call)?.statements,
            statements.count == 1, let label = statements.first.map(sourceText),
            label.hasPrefix("Image(systemName: \"xmark\"") || label.hasPrefix("Image(systemName: \"xmark.circle"),
            let action = Self.actionNode(of: call, name: name).map(sourceText)?.lowercased(),
            !["= \"\"", "remove", "delete", "clear", "reset"].contains(where: action.contains)
        {
            facts.behavior.closeActions.append(CloseAction(api: "Button { Image(systemName: \"xmark\") }", location: location(call)))
            return
        }
        if name == "Button", !Self.isInDialog(call), let flag = Self.clearedPresentationFlag(call) {
            facts.behavior.closeActions.append(CloseAction(api: "Button(action: \(flag) off)", location: location(call)))
            return
        }
        guard let action = call.arguments.first(where: { $0.label?.text == "action" })?.expression else { return }
        // `dismiss`, `dismiss.callAsFunction`, `self.dismiss`, `onClose`: the action handed on is the close itself.
        var reference = action
        if let member = action.as(MemberAccessExprSyntax.self), let base = member.base {
            reference = member.declName.baseName.text == "callAsFunction" ? base : ExprSyntax(member.declName)
            if base.trimmedDescription != "self", member.declName.baseName.text != "callAsFunction" { return }
        }
        guard let handed = reference.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.isCloseCall(handed) else { return }
        facts.behavior.closeActions.append(CloseAction(api: "\(name)(action: \(text(action)))", location: location(call)))
    }

    /// `Button { state.isHelpSheetPresented.toggle() } label: { Text("Got it!") }`: inside the sheet, turning
    /// off the flag that presents it closes it. The flag's name must say so (`…Presented`, `…Sheet…`):
    /// `showDetails.toggle()` opens a section.
    static func clearedPresentationFlag(_ call: FunctionCallExprSyntax) -> String? {
        guard let closure = actionNode(of: call, name: "Button")?.as(ClosureExprSyntax.self) else { return nil }
        for statement in closure.statements {
            var flag: ExprSyntax?
            if let toggle = statement.item.as(FunctionCallExprSyntax.self),
                let member = toggle.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
                toggle.arguments.isEmpty
            {
                flag = member.base
            } else if let assignment = assignment(statement.item),
                assignment.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
            {
                flag = assignment.target
            }
            guard let flag, let name = lastName(flag)?.lowercased() else { continue }
            if name.contains("presented") || name.contains("sheet") { return flag.trimmedDescription }
            // A flag handed in by whoever shows the view (`@Binding var shouldDisplayHint`): its name says it shows.
            if ["show", "display", "visible", "present"].contains(where: name.contains), let written = lastName(flag),
                propertyNames(declaredWith: "Binding", around: call).contains(written)
            {
                return flag.trimmedDescription
            }
        }
        return nil
    }

    /// A Cancel inside an alert or a dialog closes the dialog, not the screen.
    static func isInDialog(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node, !current.is(MemberBlockItemSyntax.self) {
            if let closure = current.as(ClosureExprSyntax.self), let owner = owningCall(of: closure),
                ["alert", "confirmationDialog"].contains(ViewChain.calledName(owner) ?? "")
            {
                return true
            }
            node = current.parent
        }
        return false
    }

    /// The literal a button shows: its title argument, or the one `Text` of its label closure.
    static func literalTitle(_ call: FunctionCallExprSyntax) -> String? {
        if let title = call.arguments.first(where: { $0.label == nil || $0.label?.text == "title" }) {
            return title.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        }
        guard let label = labelClosure(of: call), label.statements.count == 1,
            let text = label.statements.first?.item.as(FunctionCallExprSyntax.self), ViewChain.calledName(text) == "Text"
        else { return nil }
        return text.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// Whether the code that presents a controller gives it a close control first: a bar button item
    /// (`UIBarButtonItem(barButtonSystemItem: .done, …)`), a dismiss, or the app's own helper for
    /// it (`addCloseNavigationBarButton()`).
    /// `UITapGestureRecognizer(target: self, action: #selector(dismissCode))`.
    static func isGestureTarget(_ token: TokenSyntax) -> Bool {
        var node = token.parent
        for _ in 0..<8 {
            guard let current = node else { return false }
            if let call = current.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(call) {
                return name.hasSuffix("GestureRecognizer")
            }
            node = current.parent
        }
        return false
    }

    func addsCloseControl(_ presenter: Syntax?) -> Bool {
        guard let presenter else { return false }
        if sourceContains(presenter, "BarButtonItem(") { return true }
        return presenter.tokens(viewMode: .sourceAccurate).contains { token in
            // A call to dismiss: a button's action, unless a gesture recognizer's (a tap anywhere shows no control).
            if case .identifier(let name) = token.tokenKind, name.hasPrefix("dismiss") {
                return !Self.isGestureTarget(token)
            }
            guard case .identifier(let name) = token.tokenKind, name.hasPrefix("add"), name.hasSuffix("Button"),
                token.parent?.parent?.is(FunctionCallExprSyntax.self) ?? false
                    || token.parent?.parent?.parent?.is(FunctionCallExprSyntax.self) ?? false
            else { return false }
            let lower = name.lowercased()
            return ["close", "done", "cancel", "dismiss"].contains(where: lower.contains)
        }
    }
}
