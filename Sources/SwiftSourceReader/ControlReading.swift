import SourceText
import SwiftSourceFacts
import SwiftSyntax

import struct SourceText.SourceLocation

/// What a control's label is made of. SwiftUI spells a label four ways: a title argument
/// (`Button("Save") { … }`), a title plus icon (`Button("Add", systemImage: "plus")`), a
/// `label:` closure (`Button { … } label: { Image(…) }`), or a trailing closure that is the
/// label only when the action/destination came as an argument (`Button(action: save) { … }`,
/// `NavigationLink(destination: D()) { … }`, `Link(destination: url) { … }`).
extension FactCollector {
    static let textViews: Set<String> = ["Text", "Label", "TextField", "SecureField", "LabeledContent"]
    static let imageViews: Set<String> = ["Image", "AsyncImage"]
    static let shapes: Set<String> = ["Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "Color", "UnevenRoundedRectangle"]
    static let containers: Set<String> = [
        "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "ViewThatFits", "Label",
    ]
    static let spacing: Set<String> = ["Spacer", "Divider", "EmptyView"]

    func readControl(_ call: FunctionCallExprSyntax, kind: String, modifiers: [Modifier]) {
        let arguments = Array(call.arguments)
        var icons: [ImageSource] = []
        var title: String?
        if let first = arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            let expression = Self.unwrapped(first.expression)
            title = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue ?? text(expression)
        }
        for argument in arguments {
            guard let label = argument.label?.text, ["systemImage", "image", "systemSymbol"].contains(label) else { continue }
            let literal = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            if label == "systemImage", let literal {
                icons.append(.systemName(literal))
            } else if let literal {
                icons.append(.asset(literal))
            } else {
                icons.append(.other(argument: label, expression: text(argument.expression)))
            }
        }
        var content: ControlLabel.Content = title == nil ? .otherViews : .text
        var inner: [Modifier] = []
        var opaque: [String] = [], referenced: [String] = []
        var handed: [String: String] = [:]
        let labelClosure = labelClosure(of: call, kind: kind, hasTitle: title != nil)
        var iconOnlyTitle: String?
        if let closure = labelClosure {
            let reading = readLabel(closure.statements)
            icons += reading.images
            inner = reading.modifiers
            // The label is one `Label("Statistics", systemImage: "chart.bar").labelStyle(.iconOnly)`: titled for VoiceOver,
            // an icon on screen. (Beside other views, as a row's checkmark, it is not the control's whole label.)
            if let (label, style) = Self.iconOnlyLabel(closure.statements) {
                inner.append(modifier(style))
                let literal = { (argument: LabeledExprSyntax?) in
                    argument?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                }
                if let symbol = literal(label.arguments.first { $0.label?.text == "systemImage" }) { icons.append(.systemName(symbol)) }
                iconOnlyTitle = literal(label.arguments.first.flatMap { $0.label == nil ? $0 : nil })
            }
            opaque = reading.opaqueViews
            referenced = reading.referencedViews
            handed = reading.handedNames
            if title == nil { content = reading.content }
            let range = closure.positionAfterSkippingLeadingTrivia.utf8Offset..<closure.endPositionBeforeTrailingTrivia.utf8Offset
            let action = Self.actionNode(of: call, name: kind)
            let acts = !(action?.as(ClosureExprSyntax.self)?.statements.isEmpty ?? false)
            labelScopes.append((range, location(call), acts))
        }
        if kind == "Button", let action = Self.actionNode(of: call, name: kind), movesPhysically(action) {
            controlsMovingPhysically.insert(location(call))
        }
        // `Button(action: later) { Text("Not Now") }`: the label closure's one text is the title users read.
        // (`Label("Close", systemImage: "xmark").labelStyle(.iconOnly)`: the title VoiceOver reads.)
        let shownTitle = title ?? (labelClosure == nil ? nil : Self.literalTitle(call) ?? iconOnlyTitle)
        var label = ControlLabel(content: content, title: shownTitle, icons: icons, innerModifiers: inner)
        label.opaqueViews = opaque
        label.referencedViews = referenced
        label.handedNames = handed
        var control = ControlFact(kind: kind, label: label, modifiers: modifiers, location: location(call))
        control.isSwipeAction = isSwipeAction(call)
        if content != .text { control.isLabelledByContainer = surroundings(of: call).isLabelledByContainer }
        if kind == "Button" {
            // The action is the `action:` argument, or the trailing closure when the label is not.
            let action =
                call.arguments.first { $0.label?.text == "action" }?.expression
                ?? call.trailingClosure.flatMap { $0.id == labelClosure?.id ? nil : ExprSyntax($0) }
            if let action {
                let written = text(action)
                control.action = action.is(ClosureExprSyntax.self) ? Self.closureBody(written) : written
            }
        }
        facts.controls.append(control)
    }

    /// In `.swipeActions { … }`, or in a function, property or view named for one (`voteSwipeAction(for:)`, Hackers).
    private func isSwipeAction(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), let owner = Self.owningCall(of: closure),
                ViewChain.calledName(owner) == "swipeActions"
            {
                return true
            }
            if let function = node.as(FunctionDeclSyntax.self), function.name.text.lowercased().contains("swipeaction") { return true }
            // Not `trimmedDescription`: trimming copies the node through key paths, once per control.
            if let binding = node.as(PatternBindingSyntax.self), binding.accessorBlock != nil,
                text(binding.pattern).lowercased().contains("swipeaction")
            {
                return true
            }
            // A view named for them (Unwatched's `LeadingSwipeActionsView`), which `.swipeActions` shows.
            if node.is(MemberBlockSyntax.self) { return enclosingTypeName(of: node)?.lowercased().contains("swipeaction") ?? false }
            current = node.parent
        }
        return false
    }

    private func labelClosure(of call: FunctionCallExprSyntax, kind: String, hasTitle: Bool) -> ClosureExprSyntax? {
        if let labelled = call.arguments.first(where: { $0.label?.text == "label" })?.expression.as(ClosureExprSyntax.self) {
            return labelled
        }
        if let trailing = call.additionalTrailingClosures.first(where: { $0.label.text == "label" }) { return trailing.closure }
        guard !hasTitle, let trailing = call.trailingClosure else { return nil }
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        switch kind {
        case "Button": return labels.contains("action") || labels.contains("intent") ? trailing : nil
        case "NavigationLink": return labels.contains("destination") || labels.contains("value") ? trailing : nil
        case "Menu": return labels.contains("content") || labels.contains("primaryAction") ? trailing : nil
        default: return trailing  // Link, Toggle, ShareLink: the trailing closure is the label.
        }
    }

    struct LabelReading {
        var content: ControlLabel.Content
        var images: [ImageSource]
        var modifiers: [Modifier]
        var opaqueViews: [String]
        var referencedViews: [String]
        var handedNames: [String: String] = [:]
    }

    /// Reads the views a label closure shows, looking through stacks, groups and `if`/`switch`
    /// without recursion.
    func readLabel(_ statements: CodeBlockItemListSyntax) -> LabelReading {
        var hasText = false, hasImage = false, hasOther = false, hasProgress = false
        var images: [ImageSource] = []
        var modifiers: [Modifier] = []
        var opaque: [String] = [], referenced: [String] = []
        var handed: [String: String] = [:]
        var work: [CodeBlockItemListSyntax] = [statements]
        // `let text = Text("homeFeed")`, then `text` in each branch (nos's tab items).
        var localViews: [String: ExprSyntax] = [:]
        var budget = 10_000
        while let items = work.popLast(), budget > 0 {
            for item in items {
                budget -= 1
                var expression: ExprSyntax?
                switch item.item {
                case .expr(let expr): expression = expr
                case .stmt(let statement):
                    expression = statement.as(ExpressionStmtSyntax.self)?.expression ?? statement.as(ReturnStmtSyntax.self)?.expression
                case .decl(let declaration):
                    // `#if os(tvOS) … #else … #endif` inside the label: every clause may show.
                    for clause in declaration.as(IfConfigDeclSyntax.self)?.clauses ?? [] {
                        if case .statements(let statements)? = clause.elements { work.append(statements) }
                    }
                    for binding in declaration.as(VariableDeclSyntax.self)?.bindings ?? [] {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                            let value = binding.initializer?.value
                        else { continue }
                        localViews[name] = value
                    }
                    continue
                }
                guard let expression else { continue }
                if let branches = Self.branches(of: expression) {
                    work += branches
                    continue
                }
                var chain = ViewChain(expression)
                if let reference = chain.base?.as(DeclReferenceExprSyntax.self), let value = localViews[reference.baseName.text] {
                    chain.base = ViewChain(value).base
                }
                for call in chain.modifiers {
                    let name = ViewChain.calledName(call) ?? ""
                    if name.hasPrefix("accessibility") { modifiers.append(modifier(call)) }
                    // What an overlay or background draws is part of the label (an icon over a shape).
                    if name == "overlay" || name == "background" {
                        work += Self.closures(of: call).map(\.statements)
                        // `.background(Image(systemName: "xmark"))`: a text or image given as the
                        // argument is read like one in a closure. Colors, styles and custom views
                        // there fill the shape and say nothing, as before.
                        for argument in call.arguments where argument.label == nil {
                            let drawn = ViewChain(argument.expression)
                            let drawnName = drawn.baseName ?? ""
                            guard let base = drawn.base?.as(FunctionCallExprSyntax.self),
                                Self.textViews.contains(drawnName) || drawnName == "Image"
                            else { continue }
                            modifiers += drawn.modifiers.filter { ViewChain.calledName($0)?.hasPrefix("accessibility") ?? false }.map(
                                modifier)
                            if drawnName == "Image" {
                                hasImage = true
                                images.append(imageSource(base).0)
                            } else {
                                hasText = true
                            }
                        }
                    }
                }
                let name = chain.baseName ?? ""
                if Self.textViews.contains(name) || chain.base?.is(StringLiteralExprSyntax.self) == true {
                    hasText = true
                } else if Self.imageViews.contains(name) {
                    hasImage = true
                    if let call = chain.base?.as(FunctionCallExprSyntax.self), name == "Image" {
                        images.append(imageSource(call).0)
                    }
                } else if Self.isUntitledProgress(chain.base) {
                    hasProgress = true
                } else if Self.shapes.contains(name) {
                    hasImage = true
                } else if Self.containers.contains(name), let call = chain.base?.as(FunctionCallExprSyntax.self) {
                    work += Self.closures(of: call).map(\.statements)
                } else if !Self.spacing.contains(name) {
                    hasOther = true
                    let call = chain.base?.as(FunctionCallExprSyntax.self)
                    opaque.append(call == nil ? "" : name)
                    if let call, call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
                        let literal = only.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                    {
                        handed[name] = literal
                    }
                    if chain.base?.is(DeclReferenceExprSyntax.self) == true || chain.base?.is(MemberAccessExprSyntax.self) == true {
                        referenced.append(name)
                    }
                }
            }
        }
        // A spinner shown in place of an icon while the work runs says no more than the icon. Alone, it is a view VoiceOver
        // reads in its own way ("In progress").
        if hasProgress && !hasImage {
            hasOther = true
            opaque.append("ProgressView")
        }
        let content: ControlLabel.Content = hasText ? .text : hasOther ? .otherViews : hasImage ? .imageOnly : .empty
        return LabelReading(
            content: content, images: images, modifiers: modifiers, opaqueViews: opaque, referencedViews: referenced, handedNames: handed)
    }

    /// `ProgressView()`, `ProgressView(value: done)`: a spinner or a bar without a title (`ProgressView("Loading")` and a
    /// label closure are text).
    static func isUntitledProgress(_ base: ExprSyntax?) -> Bool {
        guard let call = base?.as(FunctionCallExprSyntax.self), ViewChain.calledName(call) == "ProgressView" else { return false }
        return call.trailingClosure == nil && call.arguments.allSatisfy { $0.label != nil && $0.label?.text != "label" }
    }

    /// What a label shows; when it is one call of a helper of this type or file (`.tabItem {
    /// tabLabel(text: "Movies", image: "film") }`), what the helper's body shows, one level down.
    func labelContent(resolvingHelperIn statements: CodeBlockItemListSyntax) -> ControlLabel.Content {
        let content = readLabel(statements).content
        guard content == .otherViews, statements.count == 1, case .expr(let expression)? = statements.first?.item else { return content }
        var name: String?
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let called = call.calledExpression
            if let reference = called.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
            if let member = called.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
                name = member.declName.baseName.text
            }
        }
        guard let name, let body = helperBody(named: name, near: Syntax(expression)) else { return content }
        return readLabel(body).content
    }

    /// The body of the function `name` declared in the type around `node`, else in any type or at
    /// the top level of the file.
    private func helperBody(named name: String, near node: Syntax) -> CodeBlockItemListSyntax? {
        var groups: [MemberBlockItemListSyntax] = []
        if let group = node.ancestorOrSelf(mapping: { $0.declGroup }) { groups.append(group.memberBlock.members) }
        var topLevel: [FunctionDeclSyntax] = []
        for item in tree.statements {
            guard case .decl(let declaration) = item.item else { continue }
            if let group = declaration.declGroup { groups.append(group.memberBlock.members) }
            if let function = declaration.as(FunctionDeclSyntax.self) { topLevel.append(function) }
        }
        let functions = groups.flatMap { $0.compactMap { $0.decl.as(FunctionDeclSyntax.self) } } + topLevel
        return functions.first { $0.name.text == name && $0.body != nil }?.body?.statements
    }

    /// The bodies of an `if` or `switch` used as a view expression.
    static func branches(of expression: ExprSyntax) -> [CodeBlockItemListSyntax]? {
        if let ifExpression = expression.as(IfExprSyntax.self) {
            var bodies: [CodeBlockItemListSyntax] = []
            var current: IfExprSyntax? = ifExpression
            while let branch = current {
                bodies.append(branch.body.statements)
                switch branch.elseBody {
                case .ifExpr(let next)?: current = next
                case .codeBlock(let block)?:
                    bodies.append(block.statements)
                    current = nil
                case nil: current = nil
                }
            }
            return bodies
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self)?.statements }
        }
        return nil
    }

    static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.map(\.closure)
        return closures
    }
}
