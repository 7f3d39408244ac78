import SwiftSourceFacts
import SwiftSyntax

import struct SourceText.SourceLocation

/// Tabs (CH32 §5.1): a tab needs its text as well as its icon.
extension FactCollector {
    /// `.tabItem { Image(…) }` without text, `UITabBarItem(title: nil, image: …)`.
    func readTabItem(_ call: FunctionCallExprSyntax, name: String) {
        if name == "tabItem" {
            guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else { return }
            guard !Self.isInStack(call) else { return }
            readTabLabel(closure, api: ".tabItem", at: modifierLocation(call))
            return
        }
        guard let title = call.arguments.first(where: { $0.label?.text == "title" })?.expression else { return }
        let unwrapped = Self.unwrapped(title)
        guard unwrapped.is(NilLiteralExprSyntax.self) || unwrapped.as(StringLiteralExprSyntax.self)?.representedLiteralValue == "" else {
            return
        }
        facts.behavior.tabItems.append(TabItemFact(api: "UITabBarItem", hasTitle: false, written: text(call), location: location(call)))
    }

    /// iOS 18's tabs, inside a `TabView`: `Tab("", systemImage: …) { … }` has no title; `Tab { … } label: { … }` shows
    /// what its label shows. (An app's own `Tab` type is neither in a `TabView` nor called with `systemImage:` or `label:`.)
    func readTab(_ call: FunctionCallExprSyntax) {
        guard Self.isTabViewContent(call) else { return }
        let arguments = call.arguments
        if let title = arguments.first, title.label == nil,
            arguments.contains(where: { ["systemImage", "image"].contains($0.label?.text ?? "") })
        {
            let written = Self.unwrapped(title.expression)
            let literal =
                written.as(StringLiteralExprSyntax.self)
                ?? written.as(FunctionCallExprSyntax.self).flatMap { text in
                    ViewChain.calledName(text) == "Text" ? text.arguments.first?.expression.as(StringLiteralExprSyntax.self) : nil
                }
            guard literal?.representedLiteralValue == "" else { return }
            facts.behavior.tabItems.append(
                TabItemFact(api: "Tab", hasTitle: false, written: "Tab(\(text(arguments)))", location: location(call)))
            return
        }
        let label =
            call.additionalTrailingClosures.first { $0.label.text == "label" }?.closure
            ?? arguments.first { $0.label?.text == "label" }?.expression.as(ClosureExprSyntax.self)
        guard let label else { return }
        readTabLabel(label, api: "Tab", at: location(call))
    }

    /// What a tab's label closure shows, when it is not text.
    private func readTabLabel(_ closure: ClosureExprSyntax, api: String, at location: SourceLocation) {
        let content = labelContent(resolvingHelperIn: closure.statements)
        // `Label(tab.title, systemImage: …).labelStyle(.iconOnly)`: the title is VoiceOver's; the bar may show the icon only.
        let styledIconOnly = content == .text && Self.iconOnlyLabel(closure.statements) != nil
        guard content != .text || styledIconOnly else { return }
        var item = TabItemFact(
            api: api, hasTitle: content == .imageOnly || content == .empty ? false : nil, written: text(closure), location: location)
        item.styledIconOnly = styledIconOnly
        // `{ TabLabel(tab: .nearby) }`: one view of a type, made and nothing more.
        if closure.statements.count == 1, let view = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
            view.trailingClosure == nil, view.additionalTrailingClosures.isEmpty,
            let name = view.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name.first?.isUppercase ?? false
        {
            item.shownView = name
        }
        facts.behavior.tabItems.append(item)
    }

    /// The one `Label` a label closure shows when it is styled `.iconOnly`, with that style.
    static func iconOnlyLabel(_ statements: CodeBlockItemListSyntax) -> (label: FunctionCallExprSyntax, style: FunctionCallExprSyntax)? {
        guard statements.count == 1, let expression = statements.first?.item.as(ExprSyntax.self) else { return nil }
        let chain = ViewChain(expression)
        guard chain.baseName == "Label", let label = chain.base?.as(FunctionCallExprSyntax.self),
            let style = chain.modifiers.first(where: isIconOnlyStyle)
        else { return nil }
        return (label, style)
    }

    /// A `TabView`'s or `TabSection`'s content, or a member built for one (`var tabs: some TabContent<Route>`).
    static func isTabViewContent(_ call: FunctionCallExprSyntax) -> Bool {
        switch viewBuilderContext(of: call) {
        case .call(let name):
            return ["TabView", "TabSection"].contains(name)
        case .member(let declaration):
            let type =
                declaration.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type
                ?? declaration.as(FunctionDeclSyntax.self)?.signature.returnClause?.type
            return type?.trimmedDescription.contains("TabContent") ?? false
        case nil:
            return false
        }
    }

    /// `ZStack { HomeTab().tabItem { … } }`: a view laid out by a stack, not a `TabView`, whose tab item nothing shows
    /// (nostur's desktop tabs, drawn by buttons with titles of their own).
    static func isInStack(_ call: FunctionCallExprSyntax) -> Bool {
        if case .call(let name) = viewBuilderContext(of: call) { return stacks.contains(name) }
        return false
    }

    /// Where a view made by `call` goes: the call whose closure builds it, or the member (a property, a function) whose
    /// body does. `Group`, `ForEach` and `if` pass the view on; nil when it goes elsewhere (a statement's body, a type's
    /// member list).
    enum ViewBuilderContext {
        case call(String)
        case member(Syntax)
    }

    static func viewBuilderContext(of call: FunctionCallExprSyntax) -> ViewBuilderContext? {
        var node = call.parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self) {
                guard let owner = owningCall(of: closure), let name = ViewChain.calledName(owner) else { return nil }
                guard ["Group", "ForEach"].contains(name) else { return .call(name) }
                node = owner.parent
                continue
            }
            if current.is(VariableDeclSyntax.self) { return .member(current) }
            if current.is(CodeBlockSyntax.self), let parent = current.parent, !parent.is(IfExprSyntax.self) {
                return parent.is(FunctionDeclSyntax.self) ? .member(parent) : nil
            }
            if current.is(MemberBlockSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }
}
