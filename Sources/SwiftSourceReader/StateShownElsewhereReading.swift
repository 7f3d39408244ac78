import SwiftSourceFacts
import SwiftSyntax

/// Where a colored state is shown besides its color (CH32 §4.4): a control bound to the same value,
/// or a validity message the form shows in words.
extension FactCollector {
    static let validityWords: Set<String> = ["valid", "invalid", "error", "errors"]

    /// A field colored by one validity check (`isFieldValid(ip)`) while an `if` of the same member
    /// tests another (`if !formValid { Text(…) }`): the form states what is wrong in words.
    func validityCheck(shownBy names: [String], in member: Syntax) -> String? {
        let saysValidity = { (name: String) in
            name.map { $0.isUppercase ? " \($0)" : "\($0)" }.joined().lowercased().split(separator: " ")
                .contains { Self.validityWords.contains(String($0)) }
        }
        guard names.contains(where: saysValidity) else { return nil }
        for token in member.tokens(viewMode: .sourceAccurate) where !names.contains(token.text) {
            guard case .identifier = token.tokenKind, saysValidity(token.text),
                let condition = token.ancestorOrSelf(mapping: { $0.as(ConditionElementSyntax.self) })
            else { continue }
            return "if \(text(condition))"
        }
        return nil
    }

    /// `Toggle(isOn: $isOn)`: the switch shows the very Bool the color reads, on screen and to VoiceOver; so does a
    /// `TabView(selection: $selectedTab)` the page it shows, or a `Picker` its choice (Cookbook's onboarding pages). (A
    /// slider's value compared with presets, `Int(seconds) == preset`, leaves which preset is chosen to color.)
    func bindingControl(of token: TokenSyntax) -> String? {
        guard let argument = token.parent?.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(call),
            label == "isOn" && name == "Toggle" || label == "selection" && ["TabView", "Picker"].contains(name)
        else { return nil }
        return "\(name)(\(argument.label?.text ?? "_"):)"
    }

    /// Whether the text a color is on may say the state itself. `Text(footerText).foregroundColor(isError ? .red :
    /// .secondary)`: a message from a variable, colored by an error, is most often the error itself (element-ios's field
    /// footer, phoenix's amount, woocommerce's tagline). `Text(episode.stateLabel)`, `Text(order.statusText)`: a state's
    /// own name (Ruddarr's says "Missing").
    static func mayTellTheState(_ text: ExprSyntax?, conditionNames: [String]) -> Bool {
        guard let call = text?.as(FunctionCallExprSyntax.self), let shown = call.arguments.first, shown.label == nil,
            !shown.expression.is(StringLiteralExprSyntax.self)
        else { return false }
        if conditionNames.flatMap(camelWords).contains(where: { validityWords.contains($0) || $0 == "problem" }) { return true }
        return shown.expression.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier = token.tokenKind else { return false }
            return camelWords(token.text).contains { $0 == "state" || $0 == "status" }
        }
    }

    /// `Text("\(300 - text.count)").foregroundStyle(text.count > 250 ? .red : .indigo)`, `Text(value.formatted())`
    /// colored by `value == 0`: the condition compares an amount the text itself shows, so the number says what the
    /// color does (IcySky's character counter, Trio's statistics). A name compared (`selection == tag.name` on
    /// `Text(tag.name)`) is no amount: which tag is chosen is still color alone.
    static func amountShown(by text: ExprSyntax?, comparedIn condition: [ExprSyntax]) -> String? {
        guard let call = text?.as(FunctionCallExprSyntax.self), let shown = call.arguments.first?.expression else { return nil }
        let operators = condition.compactMap { $0.as(BinaryOperatorExprSyntax.self)?.operator.text }
        guard operators.count == 1, let comparison = operators.first else { return nil }
        let againstNumber = condition.contains { $0.is(IntegerLiteralExprSyntax.self) || $0.is(FloatLiteralExprSyntax.self) }
        guard ["<", ">", "<=", ">="].contains(comparison) || (comparison == "==" || comparison == "!=") && againstNumber else {
            return nil
        }
        var paths = Set<String>()
        var pending = [Syntax(shown)]
        while let node = pending.popLast() {
            if let expression = node.as(ExprSyntax.self), let path = memberPath(expression) { paths.insert(path) }
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return condition.lazy.compactMap(memberPath).first(where: paths.contains)
    }

    /// `count`, `text.count`, `viewModel.limit` (`self.` left out); nil for anything else.
    private static func memberPath(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "self" ? nil : reference.baseName.text
        }
        guard let access = expression.as(MemberAccessExprSyntax.self), let base = access.base else { return nil }
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return access.declName.baseName.text }
        return memberPath(base).map { "\($0).\(access.declName.baseName.text)" }
    }

    /// `Text(statusText)` where `var statusText: String { isConnected ? … : "Not Connected" }`: a text of the type, worked
    /// out from the same state, that the view shows (bitkit's Trezor badge beside its green or orange dot).
    func derivedTextShown(of names: Set<String>, in group: some DeclGroupSyntax, by member: Syntax) -> String? {
        let texts: Set<String> = ["String", "LocalizedStringKey", "LocalizedStringResource", "Text"]
        let showingText = TextAPIs.titledViews.union(["Text"])
        for item in group.memberBlock.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let accessors = binding.accessorBlock,
                    let type = binding.typeAnnotation.map({ $0.type.trimmedDescription }), texts.contains(type),
                    accessors.tokens(viewMode: .sourceAccurate).contains(where: { names.contains($0.text) })
                else { continue }
                let shown = member.tokens(viewMode: .sourceAccurate).contains { token in
                    token.text == name && token.parent?.is(DeclReferenceExprSyntax.self) == true
                        && token.parent?.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                            .flatMap(ViewChain.calledName).map(showingText.contains) == true
                }
                if shown { return "Text(\(name))" }
            }
        }
        return nil
    }

    /// `let isSelected = manager.isSortSelected(key)` colored, beside `if let arrow = manager.buttonArrow(key) { Image(…) }`:
    /// the view asks the same object about the same item again and shows a glyph for the answer, which most often
    /// follows the state (cove's sort chip, whose arrow only the selected key has).
    func sameSourceBranch(of names: [String], at node: some SyntaxProtocol, in member: Syntax) -> String? {
        let queries = names.compactMap { name in
            localInitializer(of: name, at: Syntax(node))?.as(FunctionCallExprSyntax.self).flatMap(query)
        }
        guard !queries.isEmpty else { return nil }
        var pending = [member]
        while let next = pending.popLast() {
            pending.append(contentsOf: next.children(viewMode: .sourceAccurate))
            guard let branch = next.as(IfExprSyntax.self), branch.body.statements.contains(where: Self.showsView) else { continue }
            for condition in branch.conditions {
                guard let call = Self.testedExpression(condition).map(Self.unwrapped)?.as(FunctionCallExprSyntax.self),
                    let asked = query(call)
                else { continue }
                let sameSubject = queries.contains {
                    $0.receiver == asked.receiver && $0.arguments == asked.arguments && $0.method != asked.method
                }
                if sameSubject { return "if \(text(branch.conditions))" }
            }
        }
        return nil
    }

    /// `Image(systemName: alertType.rawValue)` colored by `alertType == .success` (Loadify), or `Image(systemName:
    /// selectionIndicatorName)` colored by `isSelected` where the type's `selectionIndicatorName` reads `isSelected` too
    /// (KMReader's `isSelected ? "checkmark.circle.fill" : "circle"`): the glyph changes with the state.
    func symbolChosen(by names: Set<String>, shownBy image: ExprSyntax?, at node: some SyntaxProtocol) -> String? {
        guard let call = image?.as(FunctionCallExprSyntax.self), ViewChain.calledName(call) == "Image",
            let argument = call.arguments.first, argument.label?.text == "systemName"
        else { return nil }
        // `selectedIcon == icon` on `Image(systemName: icon)` (pilgrim): the glyph is the item's own, the same whether
        // chosen or not; only a symbol reading the selection changes with it.
        let selection = names.filter { Self.camelWords($0).first.map(["selected", "current", "active", "chosen"].contains) ?? false }
        let stateNames = selection.isEmpty || selection.count == names.count ? names : selection
        let readsState = { (syntax: Syntax) in
            syntax.tokens(viewMode: .sourceAccurate).contains { token in
                if case .identifier = token.tokenKind { return stateNames.contains(token.text) }
                return false
            }
        }
        if readsState(Syntax(argument.expression)) { return "Image(systemName: \(text(argument.expression)))" }
        guard let symbol = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let group = node.ancestorOrSelf(mapping: { $0.declGroup })
        else { return nil }
        for item in group.memberBlock.members {
            let declared =
                item.decl.as(FunctionDeclSyntax.self)?.name.text
                ?? item.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            guard declared == symbol else { continue }
            return readsState(Syntax(item)) ? "Image(systemName: \(symbol))" : nil
        }
        return nil
    }

    /// What an `if` condition tests: `x > 0`, or in `if let error = viewState.pinError` the value it unwraps.
    static func testedExpression(_ condition: ConditionElementSyntax) -> ExprSyntax? {
        condition.condition.as(OptionalBindingConditionSyntax.self)?.initializer?.value ?? condition.condition.as(ExprSyntax.self)
    }

    /// `manager.isSortSelected(key)`: the object asked, the question and what it is asked about.
    private func query(_ call: FunctionCallExprSyntax) -> (receiver: String, method: String, arguments: String)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, !call.arguments.isEmpty
        else { return nil }
        return (text(base), member.declName.baseName.text, text(call.arguments))
    }

    /// `PhotosScanningInfoButton(title: ignored ? "Ignored" : "Ignore", isOn: ignored)`, `ProgressBar(failed: upload.hasFailed)`
    /// under `if upload.hasFailed { RetryButton() }`: the code that makes the view shows the value it passes another way.
    /// A local passed (`hasError: hasError`) is shown when a value it is worked out from is (eudi's
    /// `let hasError = viewState.pinError != nil`, beside `if let error = viewState.pinError { Text(error) }`).
    func isShownAtSite(_ passed: ExprSyntax, by call: FunctionCallExprSyntax) -> Bool {
        let value = Self.testedValue(passed)
        // `isSelected: selectedShareMode == mode` beside `Text(selectedShareMode.displayName)` (MedoDelirio's share
        // modes): the member names the chosen value in words.
        if let comparison = value.as(SequenceExprSyntax.self), case let sides = Array(comparison.elements), sides.count == 3,
            sides[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==", let member = enclosingMember(of: call)
        {
            let named = namedInText(in: member)
            return [sides[0], sides[2]].contains { Self.memberPath($0).map(named.contains) ?? false }
        }
        guard Self.memberPath(value) != nil, let member = enclosingMember(of: call) else { return false }
        let shown = shownConditions(in: member)
        if shown.contains(text(value)) { return true }
        // Most values passed on are properties: look for a local only where the member writes one.
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text, sourceContains(member, "let \(name) ="),
            let initial = localInitializer(of: name, at: Syntax(call))
        else { return false }
        var pending = [Syntax(initial)]
        while let node = pending.popLast() {
            if let part = node.as(ExprSyntax.self), Self.memberPath(part) != nil, shown.contains(text(part)) { return true }
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return false
    }

    /// The values a member's `if`s that show a view test, and those its ternaries choosing a text by (`!` and
    /// parentheses left out), once per member.
    private func shownConditions(in member: Syntax) -> Set<String> {
        if let known = behaviorState.shownConditions[member.id] { return known }
        var tested: Set<String> = []
        var pending = [member]
        while let node = pending.popLast() {
            if let branch = node.as(IfExprSyntax.self), branch.body.statements.contains(where: Self.showsView) {
                // `if let error = viewState.pinError { Text(error) }` tests the value it unwraps.
                for condition in branch.conditions {
                    if let expression = Self.testedExpression(condition) { tested.insert(text(Self.testedValue(expression))) }
                }
            }
            if let sequence = node.as(SequenceExprSyntax.self), let branches = Self.ternaryBranches(sequence),
                branches.contains(where: { Self.unwrapped($0).is(StringLiteralExprSyntax.self) }),
                branches.allSatisfy({ Self.unwrapped($0).is(StringLiteralExprSyntax.self) || $0.is(NilLiteralExprSyntax.self) }),
                let index = sequence.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                sequence.elements.distance(from: sequence.elements.startIndex, to: index) == 1,
                let condition = sequence.elements.first
            {
                tested.insert(text(Self.testedValue(condition)))
            }
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        behaviorState.shownConditions[member.id] = tested
        return tested
    }

    /// The values a member's `Text`s show by name (`Text(selectedShareMode.displayName)` names `selectedShareMode`).
    private func namedInText(in member: Syntax) -> Set<String> {
        if let known = behaviorState.namedInText[member.id] { return known }
        var named: Set<String> = []
        for token in member.tokens(viewMode: .sourceAccurate) where token.text == "Text" {
            guard let call = token.parent?.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == token.parent?.id,
                let shown = call.arguments.first, shown.label == nil, let path = Self.memberPath(shown.expression)
            else { continue }
            let parts = path.split(separator: ".")
            for count in 1...parts.count { named.insert(parts.prefix(count).joined(separator: ".")) }
        }
        behaviorState.namedInText[member.id] = named
        return named
    }

    /// A statement that makes a view (`Image(…)`, `RetryButton()`), as a branch of a view builder holds.
    static func showsView(_ statement: CodeBlockItemSyntax) -> Bool {
        statement.item.as(ExprSyntax.self).flatMap { ViewChain($0).baseName }?.first?.isUppercase ?? false
    }

    /// `!ignored`, `(isOn)`: the value tested.
    private static func testedValue(_ expression: ExprSyntax) -> ExprSyntax {
        var current = unwrapped(expression)
        while let prefix = current.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { current = unwrapped(prefix.expression) }
        return current
    }

    // MARK: Items compared with a selection

    /// The names a condition reads only as the base of a member access, with the members read: `["environments":
    /// ["remoteServer"], "server": ["id"]]` for `environments.remoteServer?.id == server.id`. A name also read whole is left out.
    static func membersReadOnly(in conditionNodes: [ExprSyntax]) -> [String: Set<String>] {
        var members: [String: Set<String>] = [:]
        var readWhole: Set<String> = []
        for token in conditionNodes.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
            guard case .identifier = token.tokenKind, token.parent?.is(DeclReferenceExprSyntax.self) ?? false else { continue }
            if let access = memberAccess(from: token) {
                members[token.text, default: []].insert(access.declName.baseName.text)
            } else {
                readWhole.insert(token.text)
            }
        }
        return members.filter { !readWhole.contains($0.key) && !$0.value.isEmpty }
    }

    /// `name.member` or `name?.member` when `token` is `name`, read as the base. `nil` for a member name, a name read whole
    /// or called.
    static func memberAccess(from token: TokenSyntax) -> MemberAccessExprSyntax? {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return nil }
        var base = Syntax(reference)
        if let chained = base.parent?.as(OptionalChainingExprSyntax.self) { base = Syntax(chained) }
        if let forced = base.parent?.as(ForceUnwrapExprSyntax.self) { base = Syntax(forced) }
        guard let access = base.parent?.as(MemberAccessExprSyntax.self), access.base?.id == base.id else { return nil }
        return access
    }

    /// `indexPath` in `indexPath.row`, `server` in `server?.id`: the name a member is read through.
    static func baseName(_ base: ExprSyntax) -> String? {
        let unwrapped = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression ?? base
        return unwrapped.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `indexPath.row == 0` or `switch indexPath.row`: a value compared with a number, or switched on.
    static func picksByPlace(_ access: MemberAccessExprSyntax) -> Bool {
        if let switchExpression = access.parent?.as(SwitchExprSyntax.self) { return switchExpression.subject.id == access.id }
        guard let list = access.parent?.as(ExprListSyntax.self), list.count == 3, list.first?.id == access.id || list.last?.id == access.id,
            ["==", "!="].contains(Array(list)[1].as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
        else { return false }
        return list.contains { $0.is(IntegerLiteralExprSyntax.self) }
    }

    /// `statusText` beside `status`, `connectionLabel` beside `isConnected`: the same value in other words (a word
    /// in common, or two that begin alike for five letters).
    static func sharesAWord(_ member: String, with members: Set<String>) -> Bool {
        let words = camelWords(member).filter { $0.count > 2 }
        return members.contains { other in
            other == member
                || camelWords(other).contains { word in
                    words.contains { $0 == word || $0.count >= 5 && word.count >= 5 && $0.prefix(5) == word.prefix(5) }
                }
        }
    }
}
