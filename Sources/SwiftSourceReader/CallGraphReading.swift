import SourceText
import SwiftSourceFacts
import SwiftSyntax

/// Reads the file's part of the folder's call graph (`FileCallGraph`): its types, extensions,
/// functions and computed properties, and the names each one's own lines read.
extension FactCollector {
    /// Attributes that change nothing about who may call a member. Any other (`@objc`,
    /// `@IBAction`, `@Test`, a macro) may make the system or another language call it.
    static let plainMemberAttributes: Set<String> = [
        "MainActor", "discardableResult", "available", "inlinable", "inline", "usableFromInline", "Sendable", "preconcurrency",
        "nonobjc", "warn_unqualified_access", "_disfavoredOverload", "backDeployed", "_spi", "escaping", "autoclosure",
    ]
    /// Type attributes that mean the type is made by the system or from another language.
    static let entryPointTypeAttributes = KnownProtocols.appEntryAttributes.union(["objc", "objcMembers"])

    /// Records a declaration the scan listed, with the one holding it. Members of a protocol are
    /// its requirements, not code.
    func readCallable(_ node: Syntax) {
        let start = node.position.utf8Offset
        while let last = callableStack.last, last.end <= start { callableStack.removeLast() }
        let parentIndex = callableStack.last?.index
        let parent = parentIndex.map { facts.callGraph.declarations[$0] }
        if parent?.kind == .protocol {
            for name in Self.declaredNames(node) { facts.callGraph.protocolRequirements.insert(name) }
            return
        }
        guard var declaration = callable(node, parent: parentIndex) else { return }
        if parent?.kind == .extension, parent?.isPublic == true { declaration.isPublic = true }
        if let modifiers = node.asProtocol(WithModifiersSyntax.self)?.modifiers {
            declaration.isFilePrivate = modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        }
        facts.callGraph.declarations.append(declaration)
        callableStack.append((facts.callGraph.declarations.count - 1, node.endPosition.utf8Offset))
    }

    private func callable(_ node: Syntax, parent: Int?) -> CallableDeclaration? {
        let lines = lines(of: node)
        if let group = node.declGroup, let written = Self.typeName(of: node) {
            let attributes = Self.attributeNames(group.attributes)
            let kind: CallableDeclaration.Kind =
                switch node.kind {
                case .extensionDecl: .extension
                case .protocolDecl: .protocol
                default: .type
                }
            return CallableDeclaration(
                name: Self.bareTypeName(written), kind: kind, lines: lines, parent: parent,
                isEntryPoint: kind == .type && !Self.entryPointTypeAttributes.isDisjoint(with: attributes),
                isPublic: Self.isPublic(group.modifiers), isClass: node.kind == .classDecl,
                inherits: group.inheritanceClause?.inheritedTypes.map { Self.bareTypeName(text($0.type)) } ?? [],
                attributes: attributes)
        }
        if let function = node.as(FunctionDeclSyntax.self) {
            let name = Self.unquoted(function.name.text)
            let isOperator = !name.utf8.allSatisfy(IdentifierBytes.contains)
            return CallableDeclaration(
                name: name, kind: .function, lines: lines, parent: parent,
                isEntryPoint: isOperator || Self.isCalledFromOutside(function.modifiers, function.attributes),
                isPublic: Self.isPublic(function.modifiers))
        }
        // A computed property of a type or of the file; a stored one's initializer is its type's code.
        if let variable = node.as(VariableDeclSyntax.self),
            node.parent?.is(MemberBlockItemSyntax.self) ?? false
                || node.parent?.parent?.parent?.is(SourceFileSyntax.self) ?? false,
            variable.bindings.count == 1, let binding = variable.bindings.first, binding.initializer == nil,
            case .getter? = binding.accessorBlock?.accessors,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return CallableDeclaration(
                name: Self.unquoted(name), kind: .property, lines: lines, parent: parent,
                isEntryPoint: Self.isCalledFromOutside(variable.modifiers, variable.attributes), isPublic: Self.isPublic(variable.modifiers)
            )
        }
        return nil
    }

    /// `Foo.Bar<T>?` → `Bar`; `SwiftUI.View` → `View`.
    static func bareTypeName(_ written: String) -> String {
        unquoted(TargetIndex.shortName(TargetIndex.bareType(written)))
    }

    static func unquoted(_ name: String) -> String { name.filter { $0 != "`" } }

    static func declaredNames(_ node: Syntax) -> [String] {
        if let function = node.as(FunctionDeclSyntax.self) { return [unquoted(function.name.text)] }
        if let variable = node.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self).map { unquoted($0.identifier.text) } }
        }
        return []
    }

    static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }

    static func isPublic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["public", "open", "package"].contains($0.name.text) }
    }

    static func isCalledFromOutside(_ modifiers: DeclModifierListSyntax, _ attributes: AttributeListSyntax) -> Bool {
        modifiers.contains { ["override", "dynamic", "required", "optional"].contains($0.name.text) }
            || attributeNames(attributes).contains { !plainMemberAttributes.contains($0) && !$0.hasSuffix("Builder") }
    }

    // MARK: Names read

    /// The calls that make a class from its name, and those that list every class.
    static let classMakers = Set(
        [
            "NSClassFromString", "classNamed", "objc_getClass", "objc_lookUpClass", "objc_getRequiredClass", "objc_getClassList",
            "objc_copyClassList",
        ].map(NameHashing.hash))

    /// Whether the call whose name ends at `range` takes anything but a plain string literal
    /// (`NSClassFromString("UIRemoteKeyboardWindow")` names its class; the listing calls name none).
    static func makesClassFromRuntimeName(_ bytes: [UInt8], after range: Range<Int>) -> Bool {
        var index = range.upperBound
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "(") else { return false }
        index += 1
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return true }
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != 0x0A {
            if bytes[index] == UInt8(ascii: "\\") { return true }  // an interpolation or an escape
            index += 1
        }
        return false
    }

    /// `label.attributedText = …`, `let total = …`: a lowercase name written to runs no function or getter-only property
    /// of that name (ello's private `attributedText(_:color:)` beside `UILabel.attributedText`).
    static func isAssigned(_ bytes: [UInt8], after range: Range<Int>) -> Bool {
        let first = bytes[range.lowerBound]
        guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        var index = range.upperBound
        while index < bytes.count, bytes[index] == 0x20 { index += 1 }
        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "=") else { return false }
        return bytes[index + 1] != UInt8(ascii: "=")
    }

    /// One scan of the file's identifiers serves two readers: the capitalized names read outside
    /// types' own declarations (`FileDeclarations.typeReferences`, per preview apart), and the
    /// names each callable declaration's own lines read, and whether the file names a formatter's
    /// owner outside its declaration. Previews, debug builds and developer screens reach nothing: what only they show,
    /// users do not see (TPASS's new intro, opened only from its developer tools).
    func readReferences() {
        var ownRanges: [String: [LineRange]] = [:]
        for type in facts.declarations.types { ownRanges[type.shortName, default: []].append(type.lines) }
        let previews = facts.previewRanges
        var used = Set<String>()
        var previewed = Array(repeating: [String](), count: previews.count)
        let declarations = facts.callGraph.declarations
        // The innermost declaration of each line (-1 none, -2 a preview's, a debug build's, a developer screen's or a
        // protocol's).
        let unread = previews + facts.debugRanges + facts.debugScreenRanges(lineCount: file.location(ofOffset: file.bytes.count).line)
        let lineCount = max(declarations.map(\.lines.last).max() ?? 0, unread.map(\.last).max() ?? 0)
        var owner = [Int](repeating: -1, count: lineCount + 1)
        for (index, declaration) in declarations.enumerated() {
            // A protocol's body declares its requirements: naming them there calls nothing.
            for line in declaration.lines.first...declaration.lines.last { owner[line] = declaration.kind == .protocol ? -2 : index }
        }
        for range in unread {
            for line in range.first...range.last { owner[line] = -2 }
        }
        var references = Array(repeating: Set<NameHash>(), count: declarations.count)
        var topLevel = Set<NameHash>()
        let bytes = file.bytes
        let formatterOwners = behaviorState.formatterOwners
        let formatterOwnerHashes = Dictionary(
            formatterOwners.keys.map { (NameHashing.hash($0), $0) }, uniquingKeysWith: { first, _ in first })
        var namedFormatterOwners = Set<String>()
        IdentifierScanner.scan(bytes) { occurrence in
            let line = occurrence.line
            if !occurrence.isInStringLiteral, bytes[occurrence.range.lowerBound] < 0x5B, bytes[occurrence.range.lowerBound] > 0x40 {
                let name = String(decoding: bytes[occurrence.range], as: UTF8.self)
                if !(ownRanges[name]?.contains { $0.contains(line) } ?? false) {
                    if let preview = previews.firstIndex(where: { $0.contains(line) }) {
                        if !previewed[preview].contains(name) { previewed[preview].append(name) }
                    } else {
                        used.insert(name)
                    }
                }
            }
            let hash = NameHashing.hash(bytes[occurrence.range])
            // `N`, `c`, `o`: most identifiers are no class maker, and the first byte tells.
            let first = bytes[occurrence.range.lowerBound]
            if first == 0x4E || first == 0x63 || first == 0x6F, !occurrence.isInStringLiteral, Self.classMakers.contains(hash),
                Self.makesClassFromRuntimeName(bytes, after: occurrence.range)
            {
                facts.callGraph.makesClassesFromRuntimeNames = true
            }
            let index = line < owner.count ? owner[line] : -1
            guard index != -2, !Self.isAssigned(bytes, after: occurrence.range) else { return }
            if index == -1 { topLevel.insert(hash) } else { references[index].insert(hash) }
            // Most files set up no formatter: skip the look-up for every identifier of theirs.
            if !formatterOwnerHashes.isEmpty, let name = formatterOwnerHashes[hash],
                !(formatterOwners[name]?.contains { $0.contains(occurrence.range.lowerBound) } ?? true)
            {
                namedFormatterOwners.insert(name)
            }
        }
        for index in facts.behavior.formats.indices {
            guard let owner = facts.behavior.formats[index].owner, formatterOwners[owner] != nil else { continue }
            facts.behavior.formats[index].ownerIsUnnamedInFile = !namedFormatterOwners.contains(owner)
        }
        facts.declarations.typeReferences = used
        facts.declarations.previewReferences = previewed.filter { !$0.isEmpty }
        for index in declarations.indices { facts.callGraph.declarations[index].references = references[index].sorted() }
        facts.callGraph.topLevelReferences = topLevel.sorted()
    }
}
