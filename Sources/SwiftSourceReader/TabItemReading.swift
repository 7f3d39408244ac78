import SwiftSourceFacts
import SwiftSyntax

/// Tabs (CH32 §5.1): a tab needs its text as well as its icon.
extension FactCollector {
    /// `.tabItem { Image(…) }` without text, `UITabBarItem(title: nil, image: …)`.
    func readTabItem(_ call: FunctionCallExprSyntax, name: String) {
        if name == "tabItem" {
            guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else { return }
            let content = labelContent(resolvingHelperIn: closure.statements)
            guard content != .text, !Self.isInStack(call) else { return }
            var item = TabItemFact(
                api: ".tabItem", hasTitle: content == .imageOnly || content == .empty ? false : nil, written: text(closure),
                location: modifierLocation(call))
            // `{ TabLabel(tab: .nearby) }`: one view of a type, made and nothing more.
            if closure.statements.count == 1, let view = closure.statements.first?.item.as(FunctionCallExprSyntax.self),
                view.trailingClosure == nil, view.additionalTrailingClosures.isEmpty,
                let name = view.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                name.first?.isUppercase ?? false
            {
                item.shownView = name
            }
            facts.behavior.tabItems.append(item)
            return
        }
        guard let title = call.arguments.first(where: { $0.label?.text == "title" })?.expression else { return }
        let unwrapped = Self.unwrapped(title)
        guard unwrapped.is(NilLiteralExprSyntax.self) || unwrapped.as(StringLiteralExprSyntax.self)?.representedLiteralValue == "" else {
            return
        }
        facts.behavior.tabItems.append(TabItemFact(api: "UITabBarItem", hasTitle: false, written: text(call), location: location(call)))
    }

    /// `ZStack { HomeTab().tabItem { … } }`: a view laid out by a stack, not a `TabView`, whose tab item nothing shows
    /// (nostur's desktop tabs, drawn by buttons with titles of their own). `Group`, `ForEach` and `if` pass the view on.
    static func isInStack(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node {
            if let closure = current.as(ClosureExprSyntax.self) {
                guard let owner = owningCall(of: closure), let name = ViewChain.calledName(owner) else { return false }
                if ["Group", "ForEach"].contains(name) {
                    node = owner.parent
                    continue
                }
                return stacks.contains(name)
            }
            if current.is(MemberBlockSyntax.self) || current.is(CodeBlockSyntax.self) && !(current.parent?.is(IfExprSyntax.self) ?? false) {
                return false
            }
            node = current.parent
        }
        return false
    }
}
