import SwiftSyntax

/// What a modal shows when the code does not name it where it presents: the controller a local
/// holds (through navigation controllers and the app's factories that wrap one) and the view
/// properties and functions a sheet's closure names.
extension FactCollector {
    /// Controllers that say nothing of what they show: their root or the caller's controller does.
    static let genericControllers: Set<String> = ["UIViewController", "UINavigationController", "UIHostingController"]

    enum ControllerOrigin: Equatable {
        /// Made here (or declared) as this type.
        case type(String)
        /// A parameter of the function around (with its declared type): the callers decide what is shown.
        case parameter(String?)
        /// Made elsewhere and cast to this type (`storyboard.instantiateViewController(withIdentifier:) as? TorViewController`):
        /// the type's code shows part of it, the storyboard or the factory the rest.
        case cast(String)
        /// Bound some other way (`guard let vc = factory.make()`).
        case unknown
    }

    /// Where the controller `name` holds comes from: `let name = Foo()` in the same function
    /// (through `rootViewController:`/`rootView:`, `.embeddedInHostingController()`, and a factory
    /// handed the controller it wraps: `Utils.navController(for: settings)`), a parameter of the
    /// function, or the type a property of the file is declared with.
    func controllerOrigin(named name: String, near node: some SyntaxProtocol, depth: Int = 0) -> ControllerOrigin {
        guard depth < 4, let member = enclosingMember(of: node) else {
            return hints.declaredTypeName(name).map(ControllerOrigin.type) ?? .unknown
        }
        var found: ExprSyntax?
        var boundHere = false
        for token in member.tokens(viewMode: .sourceAccurate)
        where token.text == name && token.parent?.is(IdentifierPatternSyntax.self) == true {
            boundHere = true
            if let binding = token.parent?.parent?.as(PatternBindingSyntax.self), let value = binding.initializer?.value {
                found = value
            } else if let binding = token.parent?.parent?.as(OptionalBindingConditionSyntax.self) {
                found = binding.initializer?.value
            }
            break
        }
        guard boundHere else {
            let parameters =
                member.as(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
                ?? member.as(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
            if let parameter = parameters?.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                let type = text(parameter.type).trimmingSuffix("?", "!")
                return .parameter(type.first?.isUppercase ?? false ? type : nil)
            }
            return hints.declaredTypeName(name).map(ControllerOrigin.type) ?? .unknown
        }
        guard let value = found.map(Self.unwrapped) else { return .unknown }
        if let cast = Self.castType(value) { return Self.genericControllers.contains(cast) ? .unknown : .cast(cast) }
        let expression = value.as(TryExprSyntax.self)?.expression ?? value
        guard let call = expression.as(FunctionCallExprSyntax.self), let type = ViewChain.calledName(call) else { return .unknown }
        // `ControllerHelper.instantiateViewController(identifier: "Onboarding", storyboardName: "Onboarding")` (stepik-ios):
        // a storyboard's scene, whose close button is in the storyboard, not in code.
        let namesStoryboard = call.arguments.contains { $0.label?.text.lowercased().contains("storyboard") ?? false }
        if type.lowercased().contains("instantiate") || namesStoryboard { return .unknown }
        if let root = call.arguments.first(where: { ["rootViewController", "rootView"].contains($0.label?.text ?? "") })?.expression {
            if let inner = root.as(FunctionCallExprSyntax.self) {
                return ViewChain.calledName(inner).map(ControllerOrigin.type) ?? .unknown
            }
            guard let next = Self.lastName(root) else { return .unknown }
            return controllerOrigin(named: next, near: node, depth: depth + 1)
        }
        if type.first?.isUppercase ?? false { return .type(type) }
        // A builder (`SummaryConstructor.buildScene(transactionController: …)`, pera's) makes a screen of its own from what
        // it is handed, a model named `…Controller` among them: the screen is the builder's, which code here does not show.
        // A controller's own (`CurrencyPickerViewController.createForCurrencySelection(…)`) makes that controller.
        let lower = type.lowercased(), maker = ViewChain(expression).baseName ?? ""
        if ["build", "make", "create"].contains(where: lower.hasPrefix), !lower.contains("nav"), !maker.hasSuffix("Controller") {
            return .unknown
        }
        // A factory (`SJUIUtils.navController(for: castController)`) returns a wrapper of what it
        // is handed: the controller argument is the content, not the type the factory sits in.
        if let given = wrappedController(in: call, near: node, depth: depth) { return given }
        // `SomeView().embeddedInHostingController()`: the view it wraps.
        if let base = ViewChain(expression).baseName, base.first?.isUppercase ?? false { return .type(base) }
        return .unknown
    }

    /// `T` of `… as? T`, `… as! T` and `… as T`.
    private static func castType(_ value: ExprSyntax) -> String? {
        guard let elements = value.as(SequenceExprSyntax.self)?.elements, elements.count == 3,
            elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) ?? false, let type = elements.last?.as(TypeExprSyntax.self)
        else { return nil }
        let name = type.type.trimmedDescription
        return name.first?.isUppercase ?? false ? name : nil
    }

    /// The controller a factory call is handed: an argument made as a controller type, or a name
    /// that holds one (or a parameter, whose callers decide).
    private func wrappedController(in call: FunctionCallExprSyntax, near node: some SyntaxProtocol, depth: Int) -> ControllerOrigin? {
        for argument in call.arguments {
            let expression = Self.unwrapped(argument.expression)
            if let made = expression.as(FunctionCallExprSyntax.self), let type = ViewChain.calledName(made),
                type.hasSuffix("Controller"), type.first?.isUppercase ?? false
            {
                return .type(type)
            }
            guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            switch controllerOrigin(named: name, near: node, depth: depth + 1) {
            case .type(let type) where type.hasSuffix("Controller"): return .type(type)
            case .parameter(let type) where type?.hasSuffix("Controller") ?? false: return .parameter(type)
            case .cast(let type) where type.hasSuffix("Controller"): return .cast(type)
            default: continue
            }
        }
        return nil
    }

    /// The statements of a view property (`var importSheet: some View { … }`) or function
    /// (`func renameSheet(_ item: Item) -> some View { … }`) of this file that `base` names;
    /// nil for anything else (a local, a closure's parameter, another object's member).
    func viewMemberBody(of base: ExprSyntax?) -> CodeBlockItemListSyntax? {
        guard let base else { return nil }
        let called = base.as(FunctionCallExprSyntax.self)?.calledExpression ?? base
        let name: String
        if let reference = called.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = called.as(MemberAccessExprSyntax.self), member.base.map(text) == "self" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard name.first?.isLowercase ?? false, localBinding(of: name, at: Syntax(base)) == nil else { return nil }
        // A call, or a function named as a value (`.sheet(item: $habit, content: habitDetailView)`).
        let declared = functions()[name] ?? []
        if base.is(FunctionCallExprSyntax.self) || !declared.isEmpty {
            guard declared.count == 1, let function = declared.first, Self.returnsView(function.signature.returnClause?.type) else {
                return nil
            }
            return function.body?.statements
        }
        return viewProperty(named: name)
    }

    /// `some View`, `AnyView`, `some Scene` and other opaque view results.
    private static func returnsView(_ type: TypeSyntax?) -> Bool {
        guard let written = type?.trimmedDescription else { return false }
        return written.hasSuffix("View") || written == "AnyView"
    }

    /// The getter of a computed view property of the file, found by name.
    private func viewProperty(named name: String) -> CodeBlockItemListSyntax? {
        var work: [Syntax] = tree.statements.map { Syntax($0.item) }
        var budget = 20_000
        var found: CodeBlockItemListSyntax?
        while let node = work.popLast(), budget > 0 {
            budget -= 1
            if let variable = node.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    guard Self.returnsView(binding.typeAnnotation?.type), found == nil else { return nil }
                    switch binding.accessorBlock?.accessors {
                    case .getter(let statements)?: found = statements
                    case .accessors(let accessors)?:
                        guard let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) else { return nil }
                        found = getter.body?.statements
                    case nil: return nil
                    }
                }
            } else if let group = node.declGroup {
                work += group.memberBlock.members.map { Syntax($0.decl) }
            } else if let ifConfig = node.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let members)? = clause.elements { work += members.map { Syntax($0.decl) } }
                }
            }
        }
        return found
    }

    /// Views that show and take no action: a plain controller filled with them alone has nothing to press.
    static let inertViews: Set<String> = [
        "UIView", "UIImageView", "UILabel", "UIStackView", "UIActivityIndicatorView", "UIProgressView", "UIVisualEffectView",
    ]

    /// `let codeVC = UIViewController()` whose view the member fills with views made there (`codeVC.view.addSubview(imageView)`,
    /// `let imageView = UIImageView(…)`), all of which show without taking a tap: the content is all here, and nothing in
    /// it closes. False when anything added is of another kind or made elsewhere.
    func isPlainControllerOfInertViews(_ name: String, at node: some SyntaxProtocol) -> Bool {
        guard let made = localInitializer(of: name, at: Syntax(node))?.as(FunctionCallExprSyntax.self),
            ViewChain.calledName(made) == "UIViewController", made.arguments.isEmpty, made.trailingClosure == nil,
            let member = enclosingMember(of: node)
        else { return false }
        var added = 0
        for call in member.tokens(viewMode: .sourceAccurate).compactMap({ $0.parent?.parent?.as(MemberAccessExprSyntax.self) })
        where call.declName.baseName.text == "addSubview" && call.base.map(text) == "\(name).view" {
            guard let adding = call.parent?.as(FunctionCallExprSyntax.self), let view = adding.arguments.first?.expression,
                let local = view.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let value = localInitializer(of: local, at: Syntax(adding))?.as(FunctionCallExprSyntax.self),
                let type = ViewChain.calledName(value), Self.inertViews.contains(type)
            else { return false }
            added += 1
        }
        return added > 0
    }
}
