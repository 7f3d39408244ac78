import SourceText
import SwiftSourceFacts
import SwiftSyntax

import struct SourceText.SourceLocation

/// How states look (CH32 §4.4, §4.5, §4.3): colors chosen by a condition, dimming that stands
/// for disabled (DimmingReading.swift) and animations that move a lot (fixed heights on text: FixedHeightReading.swift).
extension FactCollector {
    static let colorModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "background", "tint", "accentColor", "border", "fill", "stroke", "strokeBorder",
        "listRowBackground",
    ]
    /// Modifiers that change how a text is drawn, besides its color.
    static let textStyleModifiers: Set<String> = ["strikethrough", "underline", "bold", "italic", "fontWeight"]
    /// Color modifiers that draw a fill or a border of their own.
    static let fillAndBorderModifiers: Set<String> = ["background", "border", "fill", "stroke", "strokeBorder", "listRowBackground"]
    static let colorProperties: Set<String> = ["textColor", "backgroundColor", "tintColor", "borderColor"]
    /// Properties whose change the user or VoiceOver perceives besides a color.
    static let shownProperties: Set<String> = [
        "isHidden", "alpha", "text", "image", "isEnabled", "accessibilityValue", "accessibilityTraits", "title", "attributedText",
    ]
    static let stateModifiers: Set<String> = colorModifiers.union([
        "opacity", "saturation", "grayscale", "allowsHitTesting", "frame", "lineLimit", "scaleEffect", "rotationEffect", "offset",
    ])

    // MARK: Colors

    func readColorStates(_ chain: ViewChain) {
        for call in chain.modifiers {
            // `completionAnimation: .fill(…)`: a case of the caller's own enum; a modifier has a receiver.
            guard call.calledExpression.as(MemberAccessExprSyntax.self)?.base != nil else { continue }
            guard let name = ViewChain.calledName(call), Self.colorModifiers.contains(name),
                let argument = call.arguments.first, argument.label == nil || argument.label?.text == "color"
            else { continue }
            recordColorState(
                api: "." + name, value: Self.unwrapped(argument.expression), at: call, place: modifierLocation(call),
                receiver: chain.baseName, shownView: chain.baseName == "Text" || chain.baseName == "Image" ? chain.base : nil)
        }
    }

    /// `Text("\(readingProgress)")`, `Text("\(done)/\(total)")`: only interpolated amounts, no words. (A name,
    /// `Text("\"\(filter.text)\"")`, says nothing of a state.)
    static func showsOnlyValues(_ text: ExprSyntax?, verbatimToo: Bool = false) -> Bool {
        guard let call = text?.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first,
            argument.label == nil || verbatimToo && argument.label?.text == "verbatim",
            let literal = argument.expression.as(StringLiteralExprSyntax.self)
        else { return false }
        var interpolates = false
        for segment in literal.segments {
            if let value = segment.as(ExpressionSegmentSyntax.self) {
                let words = names(in: value.expressions.map(\.expression)).flatMap(camelWords)
                guard words.contains(where: amountWords.contains) else { return false }
                interpolates = true
            } else if let plain = segment.as(StringSegmentSyntax.self), plain.content.text.contains(where: \.isLetter) {
                return false
            }
        }
        return interpolates
    }

    static let amountWords: Set<String> = [
        "progress", "percent", "percentage", "count", "total", "score", "amount", "value", "number", "level", "balance", "remaining",
    ]

    /// `label.textColor = isValid ? .label : .systemRed`.
    func readColorAssignment(property: String, value: [ExprSyntax], at sequence: SequenceExprSyntax) {
        guard let choice = ternary(elements: value), let first = value.first, let last = value.last else { return }
        let own = first.positionAfterSkippingLeadingTrivia.utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset
        recordColorState(api: ".\(property) =", choice: choice, own: own, at: sequence, place: location(sequence), receiver: nil)
    }

    private func recordColorState(
        api: String, value: ExprSyntax, at node: some SyntaxProtocol, place: SourceLocation, receiver: String?, shownView: ExprSyntax?
    ) {
        guard let choice = ternary(value) else { return }
        let own = value.positionAfterSkippingLeadingTrivia.utf8Offset..<value.endPositionBeforeTrailingTrivia.utf8Offset
        recordColorState(
            api: api, choice: choice, own: own, at: node, place: place, receiver: receiver, shownView: shownView)
    }

    private func recordColorState(
        api: String, choice: (condition: String, branches: [ExprSyntax], conditionNodes: [ExprSyntax]), own: Range<Int>,
        at node: some SyntaxProtocol, place: SourceLocation, receiver: String?, shownView: ExprSyntax? = nil
    ) {
        let branches = choice.branches.map(text)
        // `selected ? .accent : .clear`: a border or highlight appears, which is more than a color.
        guard branches.allSatisfy(Self.looksLikeColor), !branches.contains(where: Self.isInvisible) else { return }
        let names = Self.names(in: choice.conditionNodes)
        guard !names.isEmpty, !names.contains(where: Self.namesTransientState), !isTouchFeedback(node), !Self.colorsByPresence(choice)
        else { return }
        let member = enclosingMember(of: node)
        let membersRead = Self.membersReadOnly(in: choice.conditionNodes)
        var uses = member.map { otherUses(of: Set(names), in: $0, excluding: own, membersRead: membersRead) } ?? []
        let itemReadElsewhere =
            uses.isEmpty && !membersRead.isEmpty && member.map { !otherUses(of: Set(names), in: $0, excluding: own).isEmpty } ?? false
        if uses.isEmpty, let amount = Self.amountShown(by: shownView, comparedIn: choice.conditionNodes) { uses.append("Text(\(amount))") }
        if uses.isEmpty, let member, let check = validityCheck(shownBy: names, in: member) { uses.append(check) }
        if uses.isEmpty, let member, let branch = sameSourceBranch(of: names, at: node, in: member) { uses.append(branch) }
        if uses.isEmpty, let symbol = symbolChosen(by: Set(names), shownBy: shownView, at: node) { uses.append(symbol) }
        // An accessibility modifier elsewhere in the type reads the same value (a PIN field's
        // `.accessibilityValue(digitsEntered)` over its dots): VoiceOver hears the state.
        if uses.isEmpty, let name = names.last, let group = node.ancestorOrSelf(mapping: { $0.declGroup }) {
            uses = otherUses(of: [name], in: Syntax(group), excluding: own).filter {
                $0 == ".accessibilityValue" || $0 == ".accessibilityAddTraits"
            }
            // Another view of the same type branches on it (phoenix's `if invalidHost { Text("Invalid server…") }` in
            // a sibling `@ViewBuilder` function): the screen shows the state another way (phoenix's two fields).
            if uses.isEmpty { uses = branchesInOtherViews(on: choice.condition, name: name, in: group, besides: member) }
            if uses.isEmpty, let member, let shown = derivedTextShown(of: Set(names), in: group, by: member) { uses.append(shown) }
        }
        var parameters: Set<String> = []
        if let function = member?.as(FunctionDeclSyntax.self) {
            parameters = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        }
        parameters.formUnion(environmentValues(around: node))
        var state = ColorState(
            api: api, condition: choice.condition, conditionNames: names, otherUses: uses, receiver: receiver,
            conditionIsParameter: !parameters.isEmpty && names.allSatisfy(parameters.contains), branches: branches, location: place)
        state.conditionProperties = conditionProperties(choice.conditionNodes, at: node)
        state.receiverShowsValue = Self.showsOnlyValues(shownView) || Self.mayTellTheState(shownView, conditionNames: names)
        state.itemReadElsewhere = itemReadElsewhere
        facts.behavior.colorStates.append(state)
    }

    /// `configuration.isPressed`, `isHovering`, `controlActiveState == .inactive`: feedback while a finger or the
    /// pointer is on the control, or the dimming of a window in the background; no state the user must be told.
    static func namesTransientState(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["pressed", "pressing", "hover", "controlactive", "appearsactive"].contains(where: lower.contains)
            || namesDisplaySetting(lower)
    }

    /// `reduceTransparency ? .primary : theme.primaryColor` (BookPlayer's mini player), `colorSchemeContrast == .increased`:
    /// the color follows an accessibility setting of the display, no state of the content.
    static func namesDisplaySetting(_ lowercased: String) -> Bool {
        [
            "reducetransparency", "colorschemecontrast", "differentiatewithoutcolor", "invertcolors", "increasecontrast",
            "darkersystemcolors",
        ]
        .contains(where: lowercased.contains)
    }

    /// `!item.labelColor.isEmpty ? Color(item.labelColor) : .primary`: the color is the data's own,
    /// used when it is there; the condition tests for a color, not a state.
    static func colorsByPresence(_ choice: (condition: String, branches: [ExprSyntax], conditionNodes: [ExprSyntax])) -> Bool {
        let tokens = choice.conditionNodes.flatMap { $0.tokens(viewMode: .sourceAccurate) }
        guard tokens.contains(where: { $0.tokenKind == .keyword(.nil) || $0.text == "isEmpty" }),
            let tested = names(in: choice.conditionNodes).last(where: { $0 != "isEmpty" })
        else { return false }
        return names(in: choice.branches).contains(tested)
    }

    /// `@Environment(\.isSelected) private var isSelected`: values other views of the screen read too.
    private func environmentValues(around node: some SyntaxProtocol) -> Set<String> {
        Self.propertyNames(declaredWith: "Environment", around: node)
    }

    static func isInvisible(_ written: String) -> Bool {
        // (`UIColor(white: 0, alpha: 0)`, `color.withAlphaComponent(0)`: transparent too.)
        let compact = written.filter { $0 != " " }
        let clear = ["nil", ".clear", "Color.clear", "UIColor.clear", "NSColor.clear", ".clear.cgColor", "UIColor.clear.cgColor"]
        return clear.contains(written) || compact.contains("alpha:0)") || compact.contains("alpha:0,")
            || compact.hasSuffix("withAlphaComponent(0)") || compact.hasSuffix("opacity(0)")
    }

    static func looksLikeColor(_ written: String) -> Bool {
        if written.contains("Color") || written.contains("color") || written.contains("Gradient") || written.hasPrefix("Theme.") {
            return true
        }
        guard written.hasPrefix("."), let first = written.dropFirst().first else { return false }
        return first.isLowercase
    }

    /// Where else a declaration reads the condition's names to show something: an `if`/`guard`
    /// or ternary condition outside a color modifier, a `switch`, or an accessibility modifier.
    /// `membersRead` names the values the condition reads only through some of their members (`server` in
    /// `current?.id == server.id`): another member of them (`Text(server.name)`) shows the item, not the state.
    func otherUses(
        of names: Set<String>, in declaration: Syntax, excluding own: Range<Int>, membersRead: [String: Set<String>] = [:]
    ) -> [String] {
        var uses: [String] = []
        // Only the items' own members are read (`server.status == "active"`, not `palette.name == selectedName`): shown,
        // such a member is the state itself.
        let readsOnlyItems = names.allSatisfy { name in membersRead[name] != nil || membersRead.values.contains { $0.contains(name) } }
        for token in declaration.tokens(viewMode: .sourceAccurate) {
            // `row` in `indexPath.row`: the read of `indexPath` decides (below).
            if !membersRead.isEmpty, let access = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                access.declName.id == token.parent?.id, let base = access.base.flatMap(Self.baseName), membersRead[base] != nil
            {
                continue
            }
            if let read = membersRead[token.text], let access = Self.memberAccess(from: token) {
                guard Self.sharesAWord(access.declName.baseName.text, with: read) else { continue }
                // `Text(server.status)` beside `server.status == "active"`: the state in words.
                if readsOnlyItems, let shown = displayAPI(of: access) {
                    if !uses.contains(shown) { uses.append(shown) }
                    continue
                }
                // `if indexPath.row == 0 { … }`, `switch indexPath.row` beside `indexPath.row == currentRow`: which row it
                // is, not whether it is the chosen one.
                if !readsOnlyItems, Self.picksByPlace(access) { continue }
            }
            // `Toggle(isOn: $isOn)` beside the colored card: the switch and its VoiceOver value show the state.
            if token.text.hasPrefix("$"), names.contains(String(token.text.dropFirst())), let control = bindingControl(of: token) {
                if !uses.contains(control) { uses.append(control) }
                continue
            }
            guard case .identifier = token.tokenKind, names.contains(token.text), Self.readsValue(token),
                !own.contains(token.positionAfterSkippingLeadingTrivia.utf8Offset), let use = perceivableUse(of: token)
            else { continue }
            if !uses.contains(use) { uses.append(use) }
            if uses.count >= 3 { break }
        }
        return uses
    }

    /// The `if`s on the same condition in the type's other members that build views (`some View`, a `body`) and
    /// that show a view of their own when it holds (`if invalidHost { Text("Invalid server…") }`). Members that take
    /// a parameter of the condition's `name` (`filterOptionItem(_:isSelected:)`) read another value.
    func branchesInOtherViews(on condition: String, name: String, in group: some DeclGroupSyntax, besides member: Syntax?) -> [String] {
        let core = String(condition.drop { $0 == "!" || $0 == "(" }.reversed().drop { $0 == ")" }.reversed())
        let own = member?.ancestorOrSelf(mapping: { $0.as(MemberBlockItemSyntax.self) })?.id
        var uses: [String] = []
        for item in group.memberBlock.members where item.id != own {
            let function = item.decl.as(FunctionDeclSyntax.self)
            let buildsViews =
                function.map(returnsView) ?? item.decl.as(VariableDeclSyntax.self)?.bindings.contains(where: isTypedView) ?? false
            let parameters = function?.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text } ?? []
            guard buildsViews, !parameters.contains(name) else { continue }
            for token in item.tokens(viewMode: .sourceAccurate)
            where token.text == name && token.parent?.is(DeclReferenceExprSyntax.self) ?? false {
                guard
                    let branch = token.parent?.ancestorOrSelf(mapping: { $0.as(ConditionElementSyntax.self) })?.parent?.parent?
                        .as(IfExprSyntax.self), text(branch.conditions).contains(core),
                    branch.body.statements.contains(where: Self.showsView)
                else { continue }
                uses.append("if \(text(branch.conditions))")
                break
            }
        }
        return uses
    }

    /// A name read as a value: `error` in `error == nil`, and in `if let error { Text(error) }`,
    /// which unwraps the very value.
    static func readsValue(_ token: TokenSyntax) -> Bool {
        if token.parent?.is(DeclReferenceExprSyntax.self) ?? false { return true }
        guard let binding = token.parent?.parent?.as(OptionalBindingConditionSyntax.self) else { return false }
        return binding.initializer == nil
    }

    /// What a read of a name does, when it changes something the user or VoiceOver perceives.
    private func perceivableUse(of token: TokenSyntax) -> String? {
        var node = Syntax(token)
        var inCondition: String?
        var argument: LabeledExprSyntax?
        for _ in 0..<24 {
            guard let parent = node.parent else { return inCondition }
            if parent.is(ConditionElementSyntax.self) { inCondition = inCondition ?? "if \(text(parent))" }
            if let switchExpression = parent.as(SwitchExprSyntax.self), switchExpression.subject.id == node.id {
                return "switch \(text(node))"
            }
            // Another color chosen by the same condition (`cell.backgroundColor = isSelected ? …`).
            if let sequence = parent.as(ExprListSyntax.self), sequence.count >= 3, Array(sequence)[1].is(AssignmentExprSyntax.self),
                Self.colorProperties.contains(Self.lastName(sequence.first) ?? "")
            {
                return nil
            }
            // `datePicker.isHidden = isCollapsed`, `badge.text = …`: something else appears or changes.
            if let sequence = parent.as(ExprListSyntax.self), sequence.count >= 3, Array(sequence)[1].is(AssignmentExprSyntax.self),
                sequence.first?.id != node.id, let property = Self.lastName(sequence.first), Self.shownProperties.contains(property)
            {
                return "\(property) ="
            }
            if let sequence = parent.as(ExprListSyntax.self), inCondition == nil,
                let ternaryIndex = sequence.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                let position = sequence.firstIndex(where: { $0.id == node.id }), position < ternaryIndex
            {
                inCondition = "?: " + (sequence.parent.map(text) ?? "")
            }
            if let labeled = parent.as(LabeledExprSyntax.self) { argument = labeled }
            if let call = parent.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(call), call.calledExpression.id != node.id
            {
                // The color argument of a color modifier; its other arguments (a line width) count:
                // the shape changes (outlined against filled).
                if Self.colorModifiers.contains(name) {
                    guard let argument else { return nil }
                    if call.arguments.first?.id != argument.id { return inCondition ?? ".\(name)(\(argument.label?.text ?? "_"):)" }
                    // `.background(isOn ? color : .clear)`: a fill or border appears, more than a color (a
                    // tint that goes, `.tint(isOn ? color : nil)`, leaves the same view in another color).
                    if let choice = ternary(Self.unwrapped(argument.expression)),
                        Self.fillAndBorderModifiers.contains(name) && choice.branches.contains(where: { Self.isInvisible(text($0)) })
                            // A glyph or text drawn in clear is not there (ios-drive's checkmark, `isSelected ? .white : .clear`).
                            || choice.branches.contains(where: { Self.isInvisible(text($0)) && text($0) != "nil" })
                    {
                        return ".\(name) appears"
                    }
                    return nil
                }
                // `.disabled(!isOn)`: VoiceOver says "dimmed" and the control stops answering. `.strikethrough(item.checked)`
                // (Mealie's shopping list), `.bold(isSelected)`: the text itself changes, more than its color.
                if name.hasPrefix("accessibility") || name == "disabled" || Self.textStyleModifiers.contains(name) { return "." + name }
                // Handed to a custom view (`Row(isSelected: isSelected)`), which may show it.
                if inCondition == nil, let first = name.first, first.isUppercase, !["Color", "UIColor", "NSColor"].contains(name),
                    !Self.frameworkTypes.contains(name), !TextAPIs.titledViews.contains(name)
                {
                    return "\(name)(\(argument?.label?.text ?? "_"):)"
                }
                argument = nil
            }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) { return inCondition }
            node = parent
        }
        return inCondition
    }

    /// An initializer or a method that builds the view (`initialSetup()`, `setupViews()`, `viewDidLoad()`).
    static func buildsTheView(_ member: Syntax) -> Bool {
        if member.is(InitializerDeclSyntax.self) { return true }
        guard let name = member.as(FunctionDeclSyntax.self)?.name.text.lowercased() else { return false }
        return ["setup", "initial", "commoninit", "configureview", "configuresubview", "layoutview", "buildview", "makeview"]
            .contains(where: name.hasPrefix) || ["viewdidload", "loadview", "awakefromnib"].contains(name)
    }

    /// Whether `node` runs only on a condition, or later (in a closure), within `member`.
    static func isConditional(_ node: some SyntaxProtocol, within member: Syntax) -> Bool {
        var current = node.parent
        while let candidate = current, candidate.id != member.id {
            if candidate.is(IfExprSyntax.self) || candidate.is(GuardStmtSyntax.self) || candidate.is(SwitchExprSyntax.self)
                || candidate.is(ClosureExprSyntax.self) || candidate.is(ForStmtSyntax.self) || candidate.is(TernaryExprSyntax.self)
            {
                return true
            }
            current = candidate.parent
        }
        return false
    }

    /// Views that cover the whole screen while work runs (a spinner inside a cell covers nothing: woocommerce's
    /// loading cell, dimmed and blocked, still reads as enabled).
    static let busyOverlays = [
        "progressOverlay", "ProgressOverlay", "ProgressHUD", "LoadingOverlay", "loadingOverlay", "HUD.show",
        // FlowDown's modal "Fetching Model List" alert, up while the view is dimmed.
        "Indicator.progress(",
    ]

    /// UIKit views that are never controls.
    static let plainViewTypes = ["UIView", "UIImageView", "UILabel", "UIVisualEffectView", "UIStackView"]

    /// `button.isUserInteractionEnabled = false` with `button.alpha = 0.5` in the same function.
    func readInteractionBlock(receiver: ExprSyntax?, value: ExprSyntax, at sequence: SequenceExprSyntax) {
        guard text(value) != "true", let member = enclosingMember(of: sequence) else { return }
        let name = receiver.map(text) ?? "self"
        let body = sourceText(member)
        let prefix = name == "self" ? "" : name + "."
        // `let view = UIView()` made translucent and click-through: an overlay, not a control that looks disabled.
        guard !Self.plainViewTypes.contains(where: { body.contains("\(name) = \($0)(") }) else { return }
        // Dimmed under a progress overlay the same member shows (KeePassium's navigation bar): the screen is busy,
        // and the overlay says so; nothing is disabled.
        guard !Self.busyOverlays.contains(where: body.contains) else { return }
        // A screen a view-controller transition dims behind the one it brings in (eidolon's help panel): a backdrop.
        guard !body.contains("transitionContext.") else { return }
        // Set once, whatever happens, as the view is built (metatext's quoted status, dimmed inside a tappable cell):
        // a look, not a state.
        guard !(Self.buildsTheView(member) && !Self.isConditional(sequence, within: member)) else { return }
        // The alpha of the same branch when it sets one (fearless's two-button switcher: in each case the dimmed button
        // is the tappable one), else of the member.
        let branch = sequence.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) }).map(sourceText)
        let source = branch.flatMap { Self.firstAssignment(prefix + "alpha = ", in: $0) != nil ? $0 : nil } ?? body
        guard let alpha = Self.firstAssignment(prefix + "alpha = ", in: source) else { return }
        let line = source[alpha.upperBound...].prefix { $0 != "\n" }
        let numbers = line.split(whereSeparator: { !$0.isNumber && $0 != "." }).compactMap { Double($0) }
        guard numbers.contains(where: { $0 > 0.05 && $0 < 0.95 }) else { return }
        facts.behavior.dimmings.append(
            Dimming(
                api: prefix + "alpha =", value: String(line), condition: nil,
                blockedBy: "\(prefix)isUserInteractionEnabled = \(text(value))",
                declaresDisabled: body.contains(prefix + "isEnabled"), receiver: name, location: location(sequence)))
    }

    /// The first `target` (`alpha = `, `button.alpha = `) in `body` that is written for that receiver and no
    /// other: `rings.first?.alpha = ` dims a subview, not the view (`self.alpha = ` is the view).
    static func firstAssignment(_ target: String, in body: String) -> Range<String.Index>? {
        var start = body.startIndex
        while let found = body[start...].firstRange(of: target) {
            let before = body[..<found.lowerBound]
            guard let last = before.last, last.isLetter || last.isNumber || "_.?!".contains(last) else { return found }
            if before.hasSuffix("self.") && !before.dropLast(5).hasSuffix(".") { return found }
            start = found.upperBound
        }
        return nil
    }
}
