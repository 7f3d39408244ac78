import SwiftSourceFacts
import SwiftSyntax

/// What the views around an image or a gesture say about how VoiceOver reads it: an enclosing
/// view made one element (`.accessibilityElement(children:)`) with its name and traits, an
/// enclosing hidden view, a tab item's text. Read by walking out through the view builders the
/// node sits in, up to its declaration.
extension FactCollector {
    /// Modifiers whose closures show content of their own (a sheet, a menu, a toolbar): it is
    /// not part of the view's element.
    static let presentingModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "contextMenu", "navigationDestination", "toolbar",
        "inspector", "swipeActions",
    ]
    /// Modifiers whose closures draw on the view itself: part of its picture.
    static let drawingModifiers: Set<String> = ["overlay", "background", "mask"]
    /// SwiftUI views that lay out the views of their closure as they are (a custom view may
    /// make its closure a button's label, or anything else).
    static let layoutViews: Set<String> = [
        "List", "ScrollView", "Form", "Section", "NavigationStack", "NavigationView", "NavigationSplitView", "ForEach",
        "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "GeometryReader", "TabView", "ScrollViewReader", "TimelineView",
    ]

    func surroundings(of node: some SyntaxProtocol) -> AccessibilitySurroundings {
        var result = AccessibilitySurroundings()
        var current = Syntax(node).parent
        var steps = 0
        while let syntax = current, steps < 500, !syntax.isDeclaration {
            steps += 1
            guard let closure = syntax.as(ClosureExprSyntax.self), let owner = Self.owningCall(of: closure) else {
                current = syntax.parent
                continue
            }
            let ownerName = ViewChain.calledName(owner) ?? ""
            if Self.presentingModifiers.contains(ownerName) { break }
            if ownerName == "tabItem", readLabel(closure.statements).content == .text { result.isNamedTabItem = true }
            if ownerName == "Picker" { result.isPickerOption = true }
            // The closure belongs to the base of a chain (`HStack { … }`) or to one of its
            // modifiers (`.overlay { … }`): either way the chain's modifiers apply to it.
            let outer = ViewChain.outermostLink(of: owner)
            let chain = ViewChain(ExprSyntax(outer))
            for call in chain.modifiers {
                switch ViewChain.calledName(call) {
                case "accessibilityHidden", "accessibility", "hidden":
                    if [modifier(call)].hidesFromAccessibility { result.isHidden = true }
                case "accessibilityElement" where result.elementChildren == nil:
                    readElement(call, chain: chain, into: &result)
                case "accessibilityLabel" where result.elementChildren == nil && !chain.modifiers.contains(where: Self.makesElement):
                    result.isLabelledByContainer = true
                default: break
                }
            }
            current = Syntax(outer).parent
        }
        return result
    }

    private static func makesElement(_ call: FunctionCallExprSyntax) -> Bool {
        ViewChain.calledName(call) == "accessibilityElement"
    }

    /// The innermost enclosing one element: how it reads its children, its name and traits.
    private func readElement(_ call: FunctionCallExprSyntax, chain: ViewChain, into result: inout AccessibilitySurroundings) {
        let children = call.arguments.first { $0.label?.text == "children" }.map { text($0.expression) } ?? ".ignore"
        result.elementChildren = children
        let modifiers = chain.modifiers.map(modifier)
        result.elementIsActionable = modifiers.givesActionableTrait
        var isNamed = modifiers.givesAccessibilityLabel
        if children == ".combine", !isNamed, let base = chain.base?.as(FunctionCallExprSyntax.self) {
            isNamed = Self.closures(of: base).contains { readLabel($0.statements).content == .text }
        }
        result.elementIsNamed = isNamed
    }

    /// Whether the image is shown with only images and shapes around it: the statements of the
    /// stacks it sits in (and the view it is drawn over), up to the first other view builder
    /// (a list, a custom view's content, a `body`), show no text and no view syntax cannot see into.
    func isAlone(_ image: FunctionCallExprSyntax) -> Bool {
        var scope: CodeBlockItemListSyntax?
        var current = Syntax(image).parent
        var steps = 0
        while let syntax = current, steps < 500 {
            steps += 1
            if let closure = syntax.as(ClosureExprSyntax.self) {
                scope = closure.statements
                let owner = Self.owningCall(of: closure).flatMap(ViewChain.calledName) ?? ""
                // In a custom view's closure: what it makes of the image (a button's label?) is not told here.
                // A custom view's or modifier's closure (a button's label? a placeholder?): cannot tell.
                guard Self.containers.contains(owner) || Self.layoutViews.contains(owner) || Self.drawingModifiers.contains(owner)
                else { return false }
                if Self.layoutViews.contains(owner) { break }
            } else if let block = syntax.as(CodeBlockSyntax.self), block.parent?.is(FunctionDeclSyntax.self) ?? false {
                scope = block.statements
                break
            } else if let accessors = syntax.as(AccessorBlockSyntax.self) {
                if case .getter(let statements) = accessors.accessors { scope = statements }
                break
            } else if let accessor = syntax.as(AccessorDeclSyntax.self) {
                scope = accessor.body?.statements
                break
            } else if syntax.isDeclaration {
                break
            }
            current = syntax.parent
        }
        guard let scope else { return false }
        return readLabel(scope).content == .imageOnly
    }

    /// Whether the image is a value handed on rather than a view shown here: an argument of a
    /// call other than a drawing modifier (`context.draw(Image(nsImage: icon), in: rect)`), made
    /// in a closure with parameters that a call is given (an image builder,
    /// `image: { Image(uiImage: $0) }`), or what a declaration of type `Image` returns.
    /// A view drawn by a style (`makeBody` of a `ProgressViewStyle`, `ToggleStyle`…) is part of
    /// a system control, which carries the control's label; it counts as handed on too.
    func isHandedOn(_ image: FunctionCallExprSyntax) -> Bool {
        let outer = ViewChain.outermostLink(of: image)
        if let argument = outer.parent?.as(LabeledExprSyntax.self), let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
            return !Self.drawingModifiers.contains(ViewChain.calledName(owner) ?? "")
        }
        // `let image = Image(…)`, `cachedIcon = Image(…)`: a value kept for later, unless a view's
        // own code keeps it to show it (`let image: Image; switch kind { … image = Image(…) }`).
        let isKept =
            outer.parent?.is(InitializerClauseSyntax.self) ?? false
            || outer.parent?.parent?.as(SequenceExprSyntax.self)?.elements.contains(where: { $0.is(AssignmentExprSyntax.self) }) ?? false
        if isKept { return !isDirectlyInView(outer) }
        if Self.isInStyle(ExprSyntax(outer)) { return true }
        var isReturned = outer.parent?.is(ReturnStmtSyntax.self) ?? false
        var current = Syntax(outer).parent
        var steps = 0
        while let syntax = current, steps < 500 {
            steps += 1
            if let closure = syntax.as(ClosureExprSyntax.self) {
                let hasParameters = closure.signature != nil || text(closure.statements).contains("$0")
                // `Task { return Image(…) }`: a view builder has no `return`.
                return (hasParameters || isReturned) && Self.owningCall(of: closure) != nil
            }
            if syntax.is(ReturnStmtSyntax.self) { isReturned = true }
            if let function = syntax.as(FunctionDeclSyntax.self) {
                return function.signature.returnClause.map { Self.isImageType(text($0.type)) } ?? false
            }
            if let binding = syntax.as(PatternBindingSyntax.self) {
                return binding.typeAnnotation.map { Self.isImageType(text($0.type)) } ?? false
            }
            current = syntax.parent
        }
        return false
    }

    /// Whether the node is in the code of a property or function of type `some View` (or a
    /// `body`), with no closure between (a closure there is an action: `.task { … }`).
    func isDirectlyInView(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node).parent
        var steps = 0
        while let syntax = current, steps < 500 {
            steps += 1
            if syntax.is(ClosureExprSyntax.self) || syntax.isDeclGroup { return false }
            if let function = syntax.as(FunctionDeclSyntax.self) { return returnsView(function) }
            if let binding = syntax.as(PatternBindingSyntax.self), binding.accessorBlock != nil { return isTypedView(binding) }
            current = syntax.parent
        }
        return false
    }

    /// A function that builds a view: `func row() -> some View`, `-> AnyView`.
    func returnsView(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.returnClause.map { text($0.type).hasSuffix("View") } ?? false
    }

    /// A property typed as a view: `var body: some View`.
    func isTypedView(_ binding: PatternBindingSyntax) -> Bool {
        binding.typeAnnotation.map { text($0.type).hasSuffix("View") } ?? false
    }

    /// The name of the property or function whose body holds the node (`body`, `iconView`).
    func enclosingDeclarationName(of node: some SyntaxProtocol) -> String? {
        var current = Syntax(node).parent
        var steps = 0
        while let syntax = current, steps < 500 {
            steps += 1
            if let function = syntax.as(FunctionDeclSyntax.self) { return function.name.text }
            if let binding = syntax.as(PatternBindingSyntax.self), binding.accessorBlock != nil {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if syntax.isDeclGroup { return nil }
            current = syntax.parent
        }
        return nil
    }

    /// Inside a type that conforms to a SwiftUI style protocol (`…Style`).
    static func isInStyle(_ expression: ExprSyntax) -> Bool {
        var node = expression.parent
        while let current = node {
            if let group = current.declGroup {
                return group.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix("Style") } ?? false
            }
            node = current.parent
        }
        return false
    }

    static func isImageType(_ written: String) -> Bool { ["Image", "Image?", "SwiftUI.Image", "SwiftUI.Image?"].contains(written) }
}
