import SourceText
import SwiftSourceFacts
import SwiftSyntax

import struct SourceText.SourceLocation

/// Walks one parsed file and gathers its facts. The walk keeps its own stack instead of
/// recursing (as `SyntaxVisitor` does), so no tree shape — a chain of 100,000 modifiers, say —
/// can exhaust the thread's stack; it reacts to the few node kinds that carry facts.
final class FactCollector {
    let file: SourceFile
    let tree: SourceFileSyntax
    lazy var hints = TypeHints { [unowned self] node in self.text(node) }
    var facts: SwiftFileFacts
    /// Texts whose keys wait for the whole file's declarations (a property may be declared
    /// below the view that interpolates it).
    var pendingTexts: [PendingText] = []
    /// Byte ranges of the label closures of the controls seen so far, innermost last.
    /// `acts`: the control does something of its own (not `Button {} label: { … }`, whose label's gestures act).
    var labelScopes: [(range: Range<Int>, control: SourceLocation, acts: Bool)] = []
    /// Controls whose action moves something a physical way (see `movesPhysically`).
    var controlsMovingPhysically: Set<SourceLocation> = []
    /// The file's type declarations (see `enclosingTypes(of:)`).
    var typeScopes = TypeScopes(nodes: [])
    /// The file's `struct …: ViewModifier` declarations by name, for what `.modifier(X())` applies.
    var viewModifiers: [String: StructDeclSyntax] = [:]
    private(set) var wasTooDeep = false
    /// The behavior readers' own state (BehaviorReading.swift and the files beside it).
    let behaviorState = BehaviorReadingState()
    let uikitState = UIKitReadingState()
    /// The callable declarations (`readCallable`) holding the node being read, innermost last.
    var callableStack: [(index: Int, end: Int)] = []
    /// Whether the file names a look-up at all (`localizedString`, `NSLocalizedString`, `localize`):
    /// `readLookupFallback` reads nothing in a file that does not.
    lazy var mentionsKeyLookup = CodeTextSearch.contains(file.bytes, "ocaliz")

    struct PendingText {
        /// A literal passed to a type syntax does not know: a key only if the type's parameter
        /// is localizable (`SwiftFileFacts.localizableParameters`).
        var isArgument = false
        var api: String
        var argumentLabel: String?
        var localizes: Bool
        var verbatim: Bool
        var expression: ExprSyntax
        var arguments: LabeledExprListSyntax?
        var location: SourceLocation
    }

    init(file: SourceFile, tree: SourceFileSyntax) {
        self.file = file
        self.tree = tree
        self.facts = SwiftFileFacts(path: file.path)
    }

    /// Lists the nodes that carry facts (see `NodeScan` for how deep trees are kept off the
    /// stack), then reads them in source order. swift-syntax's own helpers (positions, token
    /// sequences) also recurse once per level, so a tree too deep to walk is reported, not read.
    func collect(maximumDepth: Int, stackSize: Int) -> SwiftFileFacts {
        let scan = NodeScan.scan(tree, bytes: file.bytes.count, stackSize: stackSize, maximumDepth: maximumDepth)
        if let node = scan.tooDeep {
            wasTooDeep = true
            facts.syntaxError = SyntaxProblem(
                location: file.location(ofOffset: node.position.utf8Offset),
                message: "the syntax is nested deeper than \(maximumDepth) levels (a chain of calls or members this long is "
                    + "not hand-written code); the file was not read")
            return facts
        }
        typeScopes = TypeScopes(nodes: scan.nodes)
        viewModifiers = viewModifierDeclarations(in: scan.nodes)
        for node in scan.nodes { visit(node) }
        finish()
        return facts
    }

    private func visit(_ node: Syntax) {
        switch node.kind {
        case .functionCallExpr:
            let call = node.cast(FunctionCallExprSyntax.self)
            // `callback?()` has no name of its own to read by.
            if call.calledExpression.is(OptionalChainingExprSyntax.self) { readPresenterCallback(call) }
            guard let name = ViewChain.calledName(call) else { break }
            readTexts(in: call, name: name)
            readFont(call, name: name)
            readBehavior(call: call, name: name)
            readUIKitControl(call, name: name)
            readUIKitInteraction(call, name: name)
            if let expression = ViewChain.outermostExpression(startingAt: call) {
                let chain = ViewChain(expression)
                readChain(chain, expression: expression)
                readContrastPair(chain, expression: expression)
            }
        case .sequenceExpr:
            readAssignment(node.cast(SequenceExprSyntax.self))
            readBehavior(sequence: node.cast(SequenceExprSyntax.self))
            readUIKitLabelAssignment(node.cast(SequenceExprSyntax.self))
            readUIKitInteractionAssignment(node.cast(SequenceExprSyntax.self))
        case .variableDecl:
            let declaration = node.cast(VariableDeclSyntax.self)
            hints.record(declaration)
            readLocalizedDeclaration(declaration)
            readLocalizableProperty(declaration)
            readDeclaredValues(declaration)
            readDeveloperOnlyMember(declaration.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, node)
            readCallable(node)
        case .functionDecl:
            readCallable(node)
            readLookupFallback(node)
            readDeveloperOnlyMember(node.cast(FunctionDeclSyntax.self).name.text, node)
            readDeclaredFunction(node.cast(FunctionDeclSyntax.self))
            readUIKitMethod(node.cast(FunctionDeclSyntax.self))
            readTableHeightMethod(node.cast(FunctionDeclSyntax.self))
        case .initializerDecl:
            readLookupFallback(node)
            readLocalizableInitializer(node.cast(InitializerDeclSyntax.self))
        case .functionParameter:
            hints.record(node.cast(FunctionParameterSyntax.self))
        case .macroExpansionExpr, .macroExpansionDecl:
            if node.as(MacroExpansionExprSyntax.self)?.macroName.text == "Preview"
                || node.as(MacroExpansionDeclSyntax.self)?.macroName.text == "Preview"
            {
                facts.previewRanges.append(lines(of: node))
            }
        case .ifConfigClause:
            let clause = node.cast(IfConfigClauseSyntax.self)
            guard let condition = clause.condition.map(text) else {
                if Self.elseIsMacOnly(clause) { facts.macOnlyRanges.append(lines(of: clause)) }
                break
            }
            if Self.isNonShippingBuild(condition) { facts.debugRanges.append(lines(of: clause)) }
            if Self.isMacOnlyBuild(condition) { facts.macOnlyRanges.append(lines(of: clause)) }
            if Self.isTVOnlyBuild(condition) { facts.tvOnlyRanges.append(lines(of: clause)) }
        case .switchExpr:
            readPluralSwitch(node.cast(SwitchExprSyntax.self))
        case .actorDecl, .protocolDecl:
            readCallable(node)
        case .structDecl, .classDecl, .enumDecl, .extensionDecl:
            readCallable(node)
            readBehaviorType(node)
            if let inheritance = node.declGroup?.inheritanceClause,
                inheritance.inheritedTypes.contains(where: { text($0.type).hasSuffix("PreviewProvider") })
            {
                facts.previewRanges.append(lines(of: node))
            }
            readDeclaredType(node)
        default:
            break
        }
    }

    // MARK: Positions

    func location(_ node: some SyntaxProtocol) -> SourceLocation {
        file.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    func lines(of node: some SyntaxProtocol) -> LineRange {
        let start = location(node).line
        let end = file.location(ofOffset: max(node.endPositionBeforeTrailingTrivia.utf8Offset - 1, 0)).line
        return LineRange(start, max(start, end))
    }

    /// The control whose label closure holds `node`, if any. Nodes come in source order, so
    /// scopes that end before this one never hold a later node either and are dropped.
    func enclosingControl(of node: some SyntaxProtocol) -> SourceLocation? {
        enclosingLabelScope(of: node)?.control
    }

    /// The label closure holding `node`, innermost, with its control.
    func enclosingLabelScope(of node: some SyntaxProtocol) -> (range: Range<Int>, control: SourceLocation, acts: Bool)? {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        while let last = labelScopes.last, last.range.upperBound <= offset { labelScopes.removeLast() }
        return labelScopes.last { $0.range.contains(offset) }
    }

    /// A node's source text for messages and modifier arguments: at most 200 characters, each
    /// run of whitespace that holds a line break shown as one space. Read from the file's bytes
    /// rather than from tokens: it is the hottest path of the walk.
    func text(_ node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = max(start, node.endPositionBeforeTrailingTrivia.utf8Offset)
        var limit = min(end, start + 400, file.bytes.count)
        // Cut on a character boundary.
        while limit < end, limit > start, file.bytes[limit] & 0xC0 == 0x80 { limit -= 1 }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(limit - start)
        var index = start
        while index < limit {
            let byte = file.bytes[index]
            if byte == 0x0A || byte == 0x0D {
                while let last = bytes.last, last == 0x20 || last == 0x09 { bytes.removeLast() }
                bytes.append(0x20)
                index += 1
                while index < limit, [0x20, 0x09, 0x0A, 0x0D].contains(file.bytes[index]) { index += 1 }
                continue
            }
            bytes.append(byte)
            index += 1
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.count > 200 || limit < end ? String(text.prefix(199)) + "…" : text
    }

    // MARK: Finishing

    private func finish() {
        for pending in pendingTexts { resolve(pending) }
        pendingTexts = []
        for index in facts.fonts.indices {
            if case .expression(let name) = facts.fonts[index].size {
                let bare = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
                if hints.scaledMetrics.contains(bare) { facts.fonts[index].size = .scaledMetric(bare) }
            }
        }
        // Chains are read from their outermost call, before the views inside them: put every
        // list back in source order.
        facts.texts.sort { $0.location < $1.location }
        facts.interpolatedCounts.sort { $0.location < $1.location }
        facts.controls.sort { $0.location < $1.location }
        facts.images.sort { $0.location < $1.location }
        facts.gestures.sort { $0.location < $1.location }
        facts.fonts.sort { $0.location < $1.location }
        facts.frames.sort { $0.location < $1.location }
        facts.keysBuiltAtRunTime.sort { $0.location < $1.location }
        facts.previewRanges.sort { $0.first < $1.first }
        readReferences()
        facts.declaredTypes = hints.declaredTypes()
        for item in tree.statements {
            if let declaration = item.item.as(ImportDeclSyntax.self), let module = declaration.path.first?.name.text {
                facts.imports.insert(module)
            }
        }
        facts = facts.addingLocalizableArguments(facts.localizableParameters)
        facts.suppressions = SuppressionScanner(file: file, tree: tree).scan()
        facts.syntaxError = SyntaxErrorLocator.firstError(in: tree, file: file)
        finishBehavior()
        finishUIKitInteractions()
    }

    private func resolve(_ pending: PendingText) {
        var text = UserText(
            api: pending.api, argumentLabel: pending.argumentLabel, kind: .expression, localizes: pending.localizes,
            key: nil, interpolations: [], keyParts: [], isMultiline: false, rawDelimiterLength: 0,
            tableName: nil, bundle: nil, comment: nil, defaultValue: nil,
            expression: self.text(pending.expression), location: pending.location
        )
        if let arguments = pending.arguments { readOptions(arguments, into: &text) }
        let expression = Self.unwrapped(pending.expression)
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var interpolations: [Interpolation] = []
            let result = StringLiteralKey.key(of: literal) { segment in
                let interpolation = self.interpolation(segment)
                interpolations.append(interpolation)
                return interpolation.specifier
            }
            text.key = result.key
            text.keyParts = result.parts
            text.interpolations = interpolations
            text.kind = pending.verbatim ? .verbatim : (interpolations.isEmpty ? .literal : .interpolated)
            text.isMultiline = literal.openingQuote.tokenKind == .multilineStringQuote
            text.rawDelimiterLength = literal.openingPounds?.text.count ?? 0
        } else if TextAPIs.lookUpAPIs.contains(pending.api), let joined = Self.joinedLiterals(expression) {
            text.key = joined
            text.keyParts = [joined]
            text.kind = .literal
        } else if pending.verbatim {
            text.kind = .verbatim
        } else if Self.isConcatenation(expression) {
            text.kind = .concatenation
            text.concatenation = Self.concatenation(expression)
        } else if let call = expression.as(FunctionCallExprSyntax.self), TextAPIs.isLocalizationCall(call) {
            text.kind = .localizedValue
        } else if let (value, fallback) = Self.literalFallback(expression) {
            text.fallback = fallback
            text.valueReference = reference(to: value)
        } else {
            text.valueReference = reference(to: expression)
        }
        if pending.isArgument {
            facts.literalArguments.append(text)
        } else {
            facts.interpolatedCounts += text.counts
            facts.texts.append(text)
        }
    }

    private func interpolation(_ segment: ExpressionSegmentSyntax) -> Interpolation {
        let arguments = segment.expressions
        let value = arguments.first?.expression
        var type = value.map { hints.valueType(of: $0) } ?? .unknown
        var specifier = type.defaultSpecifier
        for argument in arguments.dropFirst() {
            switch argument.label?.text {
            case "specifier":
                if let literal = argument.expression.as(StringLiteralExprSyntax.self), let written = literal.representedLiteralValue {
                    type = .explicitSpecifier
                    specifier = written
                }
            case "format", "formatter", "style":
                // Formatted values are appended as text: `%@`.
                type = .object
                specifier = "%@"
            default:
                break
            }
        }
        let declaredName = type == .unknown ? value.flatMap(TypeHints.lookupName) : nil
        return Interpolation(
            expression: value.map(text) ?? "", valueType: type, declaredName: declaredName,
            specifier: specifier, location: location(segment))
    }

    /// `table:`/`tableName:`, `bundle:`, `comment:` and default values of the call a text came from.
    private func readOptions(_ arguments: LabeledExprListSyntax, into text: inout UserText) {
        // `table: nil`, `value: nil`: the argument's default (the Localizable table, no value).
        for argument in arguments where !argument.expression.is(NilLiteralExprSyntax.self) {
            let literal = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            switch argument.label?.text {
            case "tableName", "table":
                text.tableName = literal ?? declaredString(named: self.text(argument.expression))
                if text.tableName == nil {
                    text.tableName = self.text(argument.expression)
                    text.tableExpression = text.tableName
                }
            case "bundle": text.bundle = self.text(argument.expression)
            case "comment": text.comment = literal ?? self.text(argument.expression)
            case "defaultValue": text.defaultValue = literal ?? self.text(argument.expression)
            case "value" where text.api == "NSLocalizedString" || text.api == "Bundle.localizedString":
                text.defaultValue = literal ?? self.text(argument.expression)
            default: break
            }
        }
    }

    /// The string literal a constant of this file holds, when every constant of that name holds
    /// the same one: xDrip4iOS's `tableName: filename` after `static private let filename = "SettingsViews"`.
    /// (Texts are resolved after the whole file is read, so a constant declared below counts.)
    private func declaredString(named expression: String) -> String? {
        let name = expression.split(separator: ".").last.map(String.init) ?? expression
        let values = Set(
            facts.declarations.values.lazy.filter { $0.name == name && $0.kind == .constant }.map { declared -> String? in
                if case .string(let value)? = declared.value { return value }
                return nil
            })
        guard values.count == 1, let only = values.first else { return nil }
        return only
    }

    /// Parentheses around an expression do not change it.
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, tuple.elements.first!.label == nil {
            current = tuple.elements.first!.expression
        }
        return current
    }

    static func concatenation(_ expression: ExprSyntax) -> Concatenation? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        var literals: [String] = []
        var localized = false
        for element in sequence.elements where !element.is(BinaryOperatorExprSyntax.self) {
            let operand = unwrapped(element)
            if let literal = operand.as(StringLiteralExprSyntax.self) {
                literals.append(literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined(separator: " "))
            } else if let call = operand.as(FunctionCallExprSyntax.self), TextAPIs.isLocalizationCall(call) {
                localized = true
            } else if let member = operand.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
                base.baseName.text.first?.isUppercase ?? false
            {
                localized = true
            }
        }
        return Concatenation(literals: literals, hasLocalizedOperand: localized)
    }

    /// `"Long text, " + "continued"`: literals without interpolation joined by `+`, one
    /// string at compile time (WooCommerce splits long keys so), nil for anything else.
    static func joinedLiterals(_ expression: ExprSyntax) -> String? {
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count >= 3 else { return nil }
        var joined = ""
        for (index, element) in sequence.elements.enumerated() {
            if index % 2 == 1 {
                guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                continue
            }
            guard let literal = unwrapped(element).as(StringLiteralExprSyntax.self),
                literal.segments.allSatisfy({ if case .stringSegment = $0 { true } else { false } })
            else { return nil }
            joined += StringLiteralKey.key(of: literal) { _ in "" }.key
        }
        return joined
    }

    /// `"Hello, " + name`: a `+` sequence with a string literal among its operands.
    static func isConcatenation(_ expression: ExprSyntax) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        let plus = elements.contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }
        return plus && elements.contains { unwrapped($0).is(StringLiteralExprSyntax.self) }
    }
}
