import SourceText
import SwiftSourceFacts
import SwiftSyntax

import struct SourceText.SourceLocation

/// The file's declarations for the target index: members and file-level values with what they
/// hold or return, enums' raw values, types with what they inherit and override, custom views'
/// bodies, and the type names the file reads outside previews.
extension FactCollector {
    /// Return types whose getters are read for their value: text, numbers, colors, fonts,
    /// images. View bodies are summarized as views instead.
    static let valueTypes: Set<String> = [
        "String", "LocalizedStringKey", "LocalizedStringResource", "CGFloat", "Double", "Float", "Int", "Color", "UIColor",
        "NSColor", "CGColor", "Font", "UIFont", "NSFont", "Image", "UIImage", "ShapeStyle", "some ShapeStyle",
    ]
    /// Getters longer than this are not read: the value of a long body is rarely a literal.
    static let getterByteLimit = 4_000
    /// Attributes of members that Interface Builder connects.
    static let builderAttributes: Set<String> = ["IBOutlet", "IBAction", "IBInspectable"]

    /// Where a declaration sits: in a type (its owner), at file level (nil), or inside a body
    /// (`.local`, not recorded).
    enum DeclarationPlace: Equatable {
        case member(owner: String)
        case fileLevel
        case local
    }

    func place(of declaration: some SyntaxProtocol) -> DeclarationPlace {
        var current = declaration.parent
        var steps = 0
        while let node = current, steps < 10_000 {
            steps += 1
            if node.is(MemberBlockItemSyntax.self) {
                let owners = enclosingTypes(of: node)
                return owners.isEmpty ? .local : .member(owner: owners.reversed().joined(separator: "."))
            }
            if node.is(CodeBlockItemSyntax.self) {
                // File level, possibly under `#if`: no function body between it and the file.
                var outer = node.parent
                while let next = outer {
                    if next.is(SourceFileSyntax.self) { return .fileLevel }
                    if !(next.is(CodeBlockItemListSyntax.self) || next.is(IfConfigClauseSyntax.self)
                        || next.is(IfConfigClauseListSyntax.self)
                        || next.is(IfConfigDeclSyntax.self) || next.is(CodeBlockItemSyntax.self))
                    {
                        return .local
                    }
                    outer = next.parent
                }
                return .local
            }
            current = node.parent
        }
        return .local
    }

    func readDeclaredValues(_ declaration: VariableDeclSyntax) {
        let owner: String?
        switch place(of: declaration) {
        case .member(let name): owner = name
        case .fileLevel: owner = nil
        case .local: return
        }
        let isStatic = declaration.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
        let attributes = declaration.attributes.compactMap { element -> String? in
            guard case .attribute(let attribute) = element else { return nil }
            return attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? text(attribute.attributeName)
        }
        for binding in declaration.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation.map { text($0.type) }
            var kind: DeclaredValue.Kind = isLet ? .constant : .variable
            var value: DeclaredExpression?
            if let initializer = binding.initializer {
                noteFontDeclaration(name: name, type: type, body: initializer.value, isInitialValue: true)
            } else if let accessors = binding.accessorBlock {
                noteFontDeclaration(name: name, type: type, body: accessors)
            }
            if let initializer = binding.initializer {
                value = declaredExpression(initializer.value)
                if isStatic { noteMotionHelper(name: name, owner: owner, type: type, body: initializer.value) }
            } else if let accessors = binding.accessorBlock {
                noteMotionHelper(name: name, owner: owner, type: type, body: accessors)
                kind = .computed
                if let type, name == "body", type.contains("View"), let owner {
                    readViewBody(accessors, view: owner, location: location(binding))
                }
                value = getterValue(accessors, type: type)
                if value == nil, case .accessors = accessors.accessors { kind = .variable }
            }
            facts.declarations.values.append(
                DeclaredValue(
                    name: name, owner: owner, kind: kind, isStatic: isStatic, type: type, attributes: attributes, value: value,
                    location: location(binding)))
        }
    }

    private func getterValue(_ accessors: AccessorBlockSyntax, type: String?) -> DeclaredExpression? {
        guard let type, Self.valueTypes.contains(TargetIndexNames.bare(type)) else { return nil }
        guard let body = Self.getterStatements(accessors), body.totalLength.utf8Length <= Self.getterByteLimit else { return nil }
        return returnedValue(of: body)
    }

    func readDeclaredFunction(_ function: FunctionDeclSyntax) {
        let owner: String?
        switch place(of: function) {
        case .member(let name): owner = name
        case .fileLevel: owner = nil
        case .local: return
        }
        let type = function.signature.returnClause.map { text($0.type) }
        var value: DeclaredExpression?
        if let type, Self.valueTypes.contains(TargetIndexNames.bare(type)), let body = function.body,
            body.totalLength.utf8Length <= Self.getterByteLimit
        {
            value = returnedValue(of: body.statements)
        }
        let isStatic = function.modifiers.contains { ["static", "class"].contains($0.name.text) }
        if let body = function.body {
            noteMotionHelper(name: function.name.text, owner: owner, type: type, body: body)
            noteUndoOffering(name: function.name.text, body: body)
            let makesView = type.map { ["some View", "Text", "View", "AnyView"].contains($0) } ?? false
            noteFontDeclaration(name: function.name.text, type: type, body: body, makesView: makesView)
        }
        facts.declarations.values.append(
            DeclaredValue(
                name: function.name.text, owner: owner, kind: .function, isStatic: isStatic, type: type, value: value,
                location: location(function.name)))
    }

    // MARK: Types

    func readDeclaredType(_ node: Syntax) {
        guard let group = node.declGroup, let name = Self.typeName(of: node) else { return }
        let kind: DeclaredType.Kind
        switch node.kind {
        case .structDecl: kind = .struct
        case .classDecl: kind = .class
        case .enumDecl: kind = .enum
        case .actorDecl: kind = .actor
        case .protocolDecl: kind = .protocol
        default: kind = .extension
        }
        let outer = enclosingTypes(of: node).reversed()
        let fullName = kind == .extension ? name : (outer + [name]).joined(separator: ".")
        let inherits = group.inheritanceClause?.inheritedTypes.map { text($0.type) } ?? []
        if inherits.contains("ViewModifier") { noteFontDeclaration(name: name, type: "ViewModifier", body: group.memberBlock) }
        var overrides = Set<String>()
        var interfaceBuilder = false
        for member in group.memberBlock.members {
            let declaration = member.decl
            let (modifiers, attributes) = declaration.memberModifiersAndAttributes
            let names = attributes?.compactMap { $0.as(AttributeSyntax.self).map { text($0.attributeName) } } ?? []
            if names.contains(where: Self.builderAttributes.contains) {
                interfaceBuilder = true
            }
            if let function = declaration.as(FunctionDeclSyntax.self), function.name.text == "awakeFromNib" { interfaceBuilder = true }
            guard modifiers?.contains(where: { $0.name.text == "override" }) ?? false else { continue }
            if let function = declaration.as(FunctionDeclSyntax.self) { overrides.insert(function.name.text) }
            if let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) { overrides.insert(identifier.identifier.text) }
                }
            }
        }
        var declared = DeclaredType(
            name: fullName, kind: kind, inherits: inherits, overrides: overrides, usesInterfaceBuilder: interfaceBuilder,
            lines: lines(of: node))
        declared.isPublic = group.modifiers.contains { ["public", "open"].contains($0.name.text) }
        declared.isFilePrivate = group.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        facts.declarations.types.append(declared)
        if let enumeration = node.as(EnumDeclSyntax.self) { readEnum(enumeration, name: fullName, rawType: inherits.first) }
    }

    private func readEnum(_ enumeration: EnumDeclSyntax, name: String, rawType: String?) {
        let isString = rawType.map { ["String", "Swift.String"].contains($0) } ?? false
        var cases: [DeclaredEnum.Case] = []
        for member in enumeration.memberBlock.members {
            guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in declaration.elements {
                var raw: String?
                if let value = element.rawValue?.value.as(StringLiteralExprSyntax.self) {
                    raw = value.representedLiteralValue
                } else if isString, element.parameterClause == nil, element.rawValue == nil {
                    raw = element.name.text.filter { $0 != "`" }
                }
                cases.append(DeclaredEnum.Case(name: element.name.text, rawValue: raw))
            }
        }
        facts.declarations.enums.append(DeclaredEnum(name: name, rawType: rawType, cases: cases, location: location(enumeration.name)))
    }

    /// `var body: some View { … }`: what the view shows, read like a control's label.
    private func readViewBody(_ accessors: AccessorBlockSyntax, view: String, location: SourceLocation) {
        guard let statements = Self.getterStatements(accessors) else { return }
        let reading = readLabel(statements)
        let body = ControlLabel(content: reading.content, icons: reading.images, innerModifiers: reading.modifiers)
        facts.declarations.views.append(DeclaredView(name: view, body: body, location: location))
    }
}

/// Type names without their decorations, shared by the reader's tables.
enum TargetIndexNames {
    /// `CGFloat?` → `CGFloat`; `some View` kept.
    static func bare(_ written: String) -> String {
        var name = written
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        return name
    }
}
