import SwiftSourceFacts
import SwiftSyntax

/// Matched geometry that keeps a view where it stands (a highlight inside one control, two looks
/// of one element swapping in place) rather than flying it across the screen.
extension FactCollector {
    /// Views a matched geometry slides within one control (a selection highlight) or swaps in place (a spinner).
    static let inPlaceMatchedViews: Set<String> = [
        "Capsule", "RoundedRectangle", "Rectangle", "Circle", "Ellipse", "ProgressView", "UnevenRoundedRectangle",
    ]
    /// `.matchedGeometryEffect` on a shape or a spinner: a highlight moving between neighbouring
    /// items of one control, or two views swapping in the same place.
    func matchedGeometryStaysInPlace(_ call: FunctionCallExprSyntax) -> Bool {
        let chain = ViewChain(ExprSyntax(ViewChain.outermostLink(of: call)))
        return Self.inPlaceMatchedViews.contains(chain.baseName ?? "") || morphsBetweenBranches(call)
    }

    /// `if isSelected { image.matchedGeometryEffect(id: item.id, in: ns) } else { Circle()
    /// .matchedGeometryEffect(id: item.id, in: ns) }`: the same id in two branches of one `if` is
    /// one element changing its look where it stands (a page dot, a tab's label), not a view
    /// flying to another place, unless one of the two fills the screen (a card opening into a
    /// full-screen player: the hero flight the effect is made for).
    func morphsBetweenBranches(_ call: FunctionCallExprSyntax) -> Bool {
        guard let id = call.arguments.first(where: { $0.label?.text == "id" }).map({ text($0.expression) }), !fillsScreen(call)
        else { return false }
        var current = Syntax(call)
        while let parent = current.parent, !parent.isDeclaration, parent.kind != .closureExpr {
            // `if #available(iOS 26, *)`: one view written for two OS versions, not two looks.
            if let branching = parent.as(IfExprSyntax.self),
                !branching.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) })
            {
                let branches = [Syntax(branching.body)] + (branching.elseBody.map { [Syntax($0)] } ?? [])
                for branch in branches where branch.id != current.id {
                    let matched = matchedGeometryCalls(in: branch).filter { $0.id == id }
                    if !matched.isEmpty { return !matched.contains { fillsScreen($0.call) } }
                }
            }
            current = parent
        }
        return morphsBetweenPropertyBranches(call, id: id)
    }

    /// `if editing { customSpeedEditor } else { toggleButton }`, where each of the type's two view
    /// properties carries the same matched id: the same swap in place, written through properties.
    private func morphsBetweenPropertyBranches(_ call: FunctionCallExprSyntax, id: String) -> Bool {
        guard let property = enclosingMemberName(of: call),
            let type = call.ancestorOrSelf(mapping: { $0.declGroup })
        else { return false }
        var partners: Set<String> = []
        for member in type.memberBlock.members {
            guard let (name, body) = Self.viewMember(member.decl), name != property else { continue }
            let matched = matchedGeometryCalls(in: body).filter { $0.id == id }
            if !matched.isEmpty, !matched.contains(where: { fillsScreen($0.call) }) { partners.insert(name) }
        }
        guard !partners.isEmpty else { return false }
        return type.memberBlock.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .keyword(.if), let branching = token.parent?.as(IfExprSyntax.self),
                let otherwise = branching.elseBody,
                !branching.conditions.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) })
            else { return false }
            let names = [Syntax(branching.body), Syntax(otherwise)].map { branch in
                Set(
                    branch.tokens(viewMode: .sourceAccurate).compactMap { token in
                        if case .identifier(let name) = token.tokenKind { return name }
                        return nil
                    })
            }
            return names[0].contains(property) && !names[1].isDisjoint(with: partners)
                || names[1].contains(property) && !names[0].isDisjoint(with: partners)
        }
    }

    /// A computed property's or a function's name and body.
    private static func viewMember(_ declaration: DeclSyntax) -> (String, Syntax)? {
        if let function = declaration.as(FunctionDeclSyntax.self), let body = function.body { return (function.name.text, Syntax(body)) }
        guard let binding = declaration.as(VariableDeclSyntax.self)?.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let accessors = binding.accessorBlock
        else { return nil }
        return (name, Syntax(accessors))
    }

    /// The view a modifier applies to spreads over the screen: `.frame(maxWidth: .infinity)`,
    /// `.ignoresSafeArea()`, or a frame over 200 pt.
    private func fillsScreen(_ modifier: FunctionCallExprSyntax) -> Bool {
        ViewChain(ExprSyntax(ViewChain.outermostLink(of: modifier))).modifiers.contains { link in
            switch ViewChain.calledName(link) {
            case "ignoresSafeArea", "edgesIgnoringSafeArea": return true
            case "frame":
                return link.arguments.contains { argument in
                    text(argument.expression) == ".infinity" || (Self.number(argument.expression) ?? 0) > 200
                }
            default: return false
            }
        }
    }

    private func matchedGeometryCalls(in node: Syntax) -> [(id: String, call: FunctionCallExprSyntax)] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard token.tokenKind == .identifier("matchedGeometryEffect") else { return nil }
            // `.matchedGeometryEffect(…)` or, inside a View extension, `matchedGeometryEffect(…)`.
            var called = token.parent
            while let node = called, node.is(DeclReferenceExprSyntax.self) || node.is(MemberAccessExprSyntax.self) { called = node.parent }
            guard let call = called?.as(FunctionCallExprSyntax.self) else { return nil }
            return call.arguments.first { $0.label?.text == "id" }.map { (text($0.expression), call) }
        }
    }
}
