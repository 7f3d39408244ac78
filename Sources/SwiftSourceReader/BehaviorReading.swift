import SourceText
import SwiftSourceFacts
import SwiftSyntax

import struct SourceText.SourceLocation

/// The entry points of the behavior readers (`BehaviorFacts`): the collector's walk calls these
/// for calls, `=`/`+`/ternary sequences, modifier chains and type declarations, and each reader
/// acts on a few names only, so a call that is none of them costs one set look-up.
extension FactCollector {
    /// Calls that turn animation off or take it away (`performWithoutAnimation`,
    /// `setAnimationsEnabled`, `removeAllAnimations`): nothing there moves.
    static func stopsAnimating(_ name: String) -> Bool {
        ["Without", "Enabled", "remove", "disable", "cancel", "stop"].contains(where: name.contains)
    }

    static let behaviorCalls: Set<String> = [
        // direction
        "constraint", "NSLayoutConstraint", "UIEdgeInsets", "environment", "padding",
        // formatting, sentences
        "String", "joined", "string", "date", "number",
        // announcements, timers
        "post", "scheduledTimer", "onReceive", "setEventHandler",
        // motion
        "repeatForever", "spring", "interpolatingSpring", "interactiveSpring", "animate", "matchedGeometryEffect", "bouncy",
        "withAnimation",
        "animation",
        // modals, tabs
        "fullScreenCover", "sheet", "popover", "tabItem", "UITabBarItem", "ToolbarItem", "UIBarButtonItem", "UIButton",
        // confirmations, purchases
        "Button", "UIContextualAction", "UIAction", "alert", "confirmationDialog", "purchase", "add", "sync", "storeButton",
        "SubscriptionStoreView", "StoreView", "ProductView",
    ]

    func readBehavior(call: FunctionCallExprSyntax, name: String) {
        // Cheap tests first: this runs for every call of every file.
        if name.contains("ismiss") || name.contains("lose") || name == "onDone" || name == "onCancel", Self.isCloseCall(name) {
            readCloseCall(call, name: name)
        }
        if name.contains("estore") { readRestore(call, name: name) }
        if name.hasSuffix("Button"),
            call.trailingClosure != nil || call.arguments.contains(where: { ["role", "action"].contains($0.label?.text ?? "") })
        {
            readButtonClose(call, name: name)
        }
        if let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
            call.calledExpression.is(DeclReferenceExprSyntax.self)
        {
            readTypeReference(call, name: name)
        }
        if name != "withAnimation", name.contains("Animation"), let first = name.utf8.first, first >= UInt8(ascii: "a"),
            !Self.stopsAnimating(name)
        {
            readAnimationTrigger(call, name: name)
        }
        guard Self.behaviorCalls.contains(name) else { return }
        switch name {
        case "constraint", "NSLayoutConstraint":
            readAnchor(call, name: name)
            readHeightConstraint(call)
        case "UIEdgeInsets": readEdgeInsets(call)
        case "environment": readLayoutDirectionEnvironment(call)
        case "padding": readPaddingEdge(call)
        case "String": readStringFormat(call)
        case "joined": readJoined(call)
        case "string", "date", "number": readFormatterCall(call, name: name)
        case "post": readAnnouncement(call)
        case "scheduledTimer", "onReceive", "setEventHandler": readTimer(call, name: name)
        case "repeatForever", "spring", "interpolatingSpring", "interactiveSpring", "animate", "matchedGeometryEffect", "bouncy",
            "withAnimation",
            "animation":
            readAnimation(call, name: name)
        case "fullScreenCover", "sheet", "popover":
            readPresentation(call, name: name)
            readConfirmingSheet(call)
        case "tabItem", "UITabBarItem": readTabItem(call, name: name)
        case "ToolbarItem", "UIBarButtonItem", "UIButton": readSystemCloseControl(call, name: name)
        case "Button", "UIContextualAction", "UIAction": readDestructive(call, name: name)
        case "alert", "confirmationDialog": readConfirmationBinding(call)
        case "purchase", "add", "sync", "storeButton", "SubscriptionStoreView", "StoreView", "ProductView": readStoreCall(call, name: name)
        default: break
        }
    }

    /// `a.b = c`, ternaries and `+` chains.
    func readBehavior(sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) {
            // `a.b = c ? d : e` is one unfolded sequence: the value is everything after `=`.
            let value = Array(elements[2...])
            readBehaviorAssignment(
                target: elements[0], value: value.count == 1 ? Self.unwrapped(value[0]) : nil, elements: value, sequence: sequence)
        }
        if elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) { readPluralChoice(sequence, elements: elements) }
        if elements.count == 3 { readPluralIf(sequence, elements: elements) }
        if elements.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) {
            readPlus(sequence, elements: elements)
        }
    }

    private func readBehaviorAssignment(target: ExprSyntax, value: ExprSyntax?, elements: [ExprSyntax], sequence: SequenceExprSyntax) {
        if Self.colorProperties.contains(Self.lastName(target) ?? "") {
            readColorAssignment(property: Self.lastName(target)!, value: elements, at: sequence)
            return
        }
        guard let value else { return }
        let property: String
        if let member = target.as(MemberAccessExprSyntax.self) {
            property = member.declName.baseName.text
        } else if let reference = target.as(DeclReferenceExprSyntax.self) {
            property = reference.baseName.text
        } else {
            return
        }
        let receiver = target.as(MemberAccessExprSyntax.self)?.base
        switch property {
        case "textAlignment", "contentHorizontalAlignment", "alignment", "semanticContentAttribute":
            readDirectionAssignment(property: property, value: value, at: sequence)
        case "dateFormat", "locale", "timeZone":
            readFormatterSetting(property: property, receiver: receiver, value: value, at: sequence)
        case "dateDecodingStrategy", "dateEncodingStrategy":
            readCodingStrategy(property: property, value: value, at: sequence)
        case "isUserInteractionEnabled":
            readInteractionBlock(receiver: receiver, value: value, at: sequence)
        case "modalPresentationStyle", "isModalInPresentation":
            readModalStyle(property: property, receiver: receiver, value: value, at: sequence)
        case "title" where receiver.map(text)?.hasSuffix("tabBarItem") ?? false:
            if value.is(NilLiteralExprSyntax.self) || value.as(StringLiteralExprSyntax.self)?.representedLiteralValue == "" {
                facts.behavior.tabItems.append(
                    TabItemFact(api: "tabBarItem.title =", hasTitle: false, written: text(sequence), location: location(sequence)))
            }
        case "repeatCount":
            readLayerRepeat(count: value, at: sequence)
        default:
            if value.is(BooleanLiteralExprSyntax.self), text(value) == "false", Self.isPresentationFlag(property) {
                facts.behavior.closeActions.append(CloseAction(api: "\(property) = false", location: location(sequence)))
            }
        }
    }

    /// Every outermost modifier chain (the collector builds it once for its own readers).
    func readBehaviorChain(_ chain: ViewChain, expression: ExprSyntax) {
        let names = Set(chain.modifierNames.filter { !$0.isEmpty })
        if let base = chain.base?.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(base), Self.symbolViews.contains(name) {
            readSymbol(base, view: name, chainModifiers: names)
        }
        guard !names.isDisjoint(with: Self.stateModifiers) else { return }
        readColorStates(chain)
        readDimming(chain, names: names)
        readFixedHeight(chain, names: names)
        readLargeEffects(chain, names: names)
    }

    func readBehaviorType(_ node: Syntax) {
        guard let group = node.declGroup else { return }
        let name: String
        var isExtension = false
        if let type = node.as(StructDeclSyntax.self) {
            name = type.name.text
        } else if let type = node.as(ClassDeclSyntax.self) {
            name = type.name.text
        } else if let type = node.as(EnumDeclSyntax.self) {
            name = type.name.text
        } else if let type = node.as(ExtensionDeclSyntax.self) {
            name = text(type.extendedType)
            isExtension = true
        } else {
            return
        }
        let inherited = group.inheritanceClause?.inheritedTypes.map { text($0.type) } ?? []
        let isFilePrivate = group.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        facts.behavior.types.append(
            TypeScope(
                name: name, isExtension: isExtension, inheritedTypes: inherited, lines: lines(of: node), isFilePrivate: isFilePrivate,
                isClass: node.is(ClassDeclSyntax.self)))
        readObservedStates(group, owner: name)
        // `@objc func closeTapped()`: a method a close button's target-action (or a delegate) calls.
        for member in group.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            let lower = function.name.text.lowercased()
            if ["close", "dismiss", "cancel", "done"].contains(where: lower.contains), !lower.contains("keyboard") {
                facts.behavior.closeActions.append(CloseAction(api: "func \(function.name.text)()", location: location(function.name)))
            }
        }
    }

    func finishBehavior() {
        facts.behavior.reduceMotionLines = lines(containing: Self.reduceMotionNeedles)
        finishMotionHelpers()
        // Reading the direction (`userInterfaceLayoutDirection`, `@Environment(\.layoutDirection) var`,
        // `layoutDirection == .rightToLeft`), not setting it.
        facts.behavior.layoutDirectionLines = lines(containing: [
            "LayoutDirection", "layoutDirection)", "layoutDirection ==", "layoutDirection ?", "isRTL",
            "isRightToLeft", "rightToLeft", "LanguageDirection", "baseWritingDirection",
        ])
        if facts.behavior.animations.contains(where: { $0.kind == .largeEffect }),
            lines(containing: ["withAnimation", ".animation("]).isEmpty
        {
            facts.behavior.animations.removeAll { $0.kind == .largeEffect }
        }
        readStoreHints()
        facts.behavior.destructiveActions = facts.behavior.destructiveActions.enumerated().map(resolveConfirmation)
        sortBehavior()
    }

    private func sortBehavior() {
        facts.behavior.types.sort { $0.lines.first < $1.lines.first }
        facts.behavior.directions.sort { $0.location < $1.location }
        facts.behavior.formats.sort { $0.location < $1.location }
        facts.behavior.assembledTexts.sort { $0.location < $1.location }
        facts.behavior.colorStates.sort { $0.location < $1.location }
        facts.behavior.dimmings.sort { $0.location < $1.location }
        facts.behavior.animations.sort { $0.location < $1.location }
        facts.behavior.presentations.sort { $0.location < $1.location }
        facts.behavior.fixedHeights.sort { $0.location < $1.location }
        facts.behavior.truncations.sort { $0.location < $1.location }
        facts.behavior.destructiveActions.sort { $0.location < $1.location }
        facts.behavior.storeCalls.sort { $0.location < $1.location }
    }

    /// Custom types a view or controller is made of; the framework's own are left out.
    private func readTypeReference(_ call: FunctionCallExprSyntax, name: String) {
        if name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("CG") || Self.frameworkTypes.contains(name)
            || TextAPIs.titledViews.contains(name)
        {
            return
        }
        let line = location(call).line
        if let last = facts.behavior.typeReferences.last, last.name == name, last.line == line { return }
        facts.behavior.typeReferences.append(TypeReference(name: name, line: line))
    }

    static let frameworkTypes: Set<String> = [
        "Text", "Image", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Group", "Spacer", "Divider",
        "ForEach",
        "Color", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse", "ScrollView", "List", "Form", "NavigationStack",
        "NavigationView",
        "GeometryReader", "AnyView", "EmptyView", "Font", "String", "Int", "Double", "Float", "Bool", "Array", "Set", "Dictionary", "Date",
        "URL",
        "Data", "Task", "Binding", "State", "Angle", "CGFloat", "Locale", "DateFormatter", "NumberFormatter", "Timer", "DispatchQueue",
        "Result",
        "Optional", "Character", "Substring", "UUID", "IndexSet", "Range", "TimeInterval", "Error", "GridItem", "EdgeInsets", "Path",
        "StateObject", "ObservedObject", "EnvironmentObject", "Environment", "Namespace", "FocusState", "AppStorage", "SceneStorage",
        "GestureState",
        "ScaledMetric", "Published", "Bindable", "LinearGradient", "RadialGradient", "AngularGradient", "Gradient", "Animation",
        "Transaction",
        "UnitPoint", "CGSize", "CGPoint", "CGRect", "NSNumber", "NSAttributedString", "AttributedString", "Measurement", "PlatformImage",
    ]

    // MARK: Shared helpers

    /// The lines holding any of `needles`, from the file's bytes (comments included: a comment
    /// about Reduce Motion is as good a sign as code).
    func lines(containing needles: [String]) -> [Int] {
        var offsets: [Int] = []
        file.bytes.withUnsafeBufferPointer { bytes in
            for var needle in needles where !needle.isEmpty {
                needle.withUTF8 { pattern in
                    var start = 0
                    while let offset = CodeTextSearch.firstOffset(of: pattern, in: bytes, from: start) {
                        offsets.append(offset)
                        start = offset + pattern.count
                    }
                }
            }
        }
        return Set(offsets.map { file.location(ofOffset: $0).line }).sorted()
    }

    /// Whether a node's source text holds `needle`, searched in the file's bytes without
    /// copying them into a string.
    func sourceContains(_ node: some SyntaxProtocol, _ needle: String) -> Bool {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = max(start, min(node.endPositionBeforeTrailingTrivia.utf8Offset, file.bytes.count))
        return file.bytes.withUnsafeBufferPointer { bytes in
            CodeTextSearch.contains(UnsafeBufferPointer(rebasing: bytes[start..<end]), needle)
        }
    }

    /// A node's whole source text (`text` cuts at 200 characters for messages).
    func sourceText(_ node: some SyntaxProtocol) -> String {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = max(start, min(node.endPositionBeforeTrailingTrivia.utf8Offset, file.bytes.count))
        return String(decoding: file.bytes[start..<end], as: UTF8.self)
    }

    /// The API that shows an expression's value when the value goes straight to one: a titled
    /// view's title, a text modifier, `label.text =`, `setTitle`, through parentheses,
    /// interpolations, `+`, `??` and ternaries. Nil when syntax cannot follow it.
    func displayAPI(of node: some SyntaxProtocol) -> String? {
        var current = Syntax(node)
        for _ in 0..<12 {
            guard let parent = current.parent else { return nil }
            if let argument = parent.as(LabeledExprSyntax.self) {
                guard let list = argument.parent?.as(LabeledExprListSyntax.self) else { return nil }
                if let segment = list.parent?.as(ExpressionSegmentSyntax.self) {
                    current = Syntax(segment)
                    continue
                }
                guard let call = list.parent?.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(call) else { return nil }
                let isFirst = list.first?.id == argument.id
                let label = argument.label?.text
                if name == "Text", label == "verbatim" { return "Text(verbatim:)" }
                if TextAPIs.titledViews.contains(name), isFirst, label == nil { return name }
                if TextAPIs.textModifiers.contains(name), isFirst, label == nil { return "." + name }
                if name == "setTitle", isFirst { return "UIButton.setTitle" }
                if let label, TextAPIs.labelledText[name]?.contains(label) ?? false { return "\(name)(\(label):)" }
                return nil
            }
            if let sequence = parent.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                    guard elements[2].id == current.id, let member = elements[0].as(MemberAccessExprSyntax.self) else { return nil }
                    let property = member.declName.baseName.text
                    return TextAPIs.displayedProperties.contains(property) || property == "attributedText" ? ".\(property) =" : nil
                }
                current = Syntax(sequence)
                continue
            }
            if parent.is(ExpressionSegmentSyntax.self) || parent.is(StringLiteralSegmentListSyntax.self)
                || parent.is(StringLiteralExprSyntax.self)
                || parent.is(TupleExprSyntax.self) || parent.is(UnresolvedTernaryExprSyntax.self)
                || parent.is(OptionalChainingExprSyntax.self)
                || parent.is(ForceUnwrapExprSyntax.self)
            {
                current = parent
                continue
            }
            return nil
        }
        return nil
    }

    /// The name of the function, initializer or property whose body holds `node`.
    func enclosingMemberName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let node = current {
            if let name = Self.memberName(node) { return name }
            current = node.parent
        }
        return nil
    }

    /// For one ancestor in a walk up from a node: `.some(name)` when it is the member that holds
    /// the node (a function, `init`, a property; nil name for a pattern that is not one name),
    /// `.some(nil)` when the walk has left every member, nil to keep walking.
    static func memberName(_ node: Syntax) -> String?? {
        if let function = node.as(FunctionDeclSyntax.self) { return .some(function.name.text) }
        if node.is(InitializerDeclSyntax.self) { return .some("init") }
        if let binding = node.as(PatternBindingSyntax.self) {
            return .some(binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text)
        }
        if node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return .some(nil) }
        return nil
    }

    /// The declaration whose body holds `node`: a function, initializer, property or subscript.
    func enclosingMember(of node: some SyntaxProtocol) -> Syntax? {
        var current = node.parent
        while let node = current {
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(PatternBindingSyntax.self)
                || node.is(SubscriptDeclSyntax.self)
            {
                return node
            }
            if node.is(MemberBlockSyntax.self) || node.is(SourceFileSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// A chained modifier's place: its period (the chain itself starts at its base).
    func modifierLocation(_ call: FunctionCallExprSyntax) -> SourceLocation {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return location(member.period) }
        return location(call)
    }

    /// The last name of a receiver as code writes it: `Self.formatter` → `formatter`.
    static func lastName(_ expression: ExprSyntax?) -> String? {
        guard let expression else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return lastName(unwrap.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return lastName(optional.expression) }
        return nil
    }

    /// `isPresented`, `showSettings`, `isShowingEditor`: a flag that presents something.
    static func isPresentationFlag(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasPrefix("show") || lower.hasPrefix("isshow") || lower.hasPrefix("ispresent") || lower == "presented"
            || lower.hasSuffix("presented") || lower.hasPrefix("isopen")
    }

    /// The numbers of `c ? 0.4 : 1` (both branches), or of a literal.
    static func numbers(in expression: ExprSyntax) -> [Double]? {
        if let number = number(expression) { return [number] }
        guard let sequence = expression.as(SequenceExprSyntax.self),
            let ternary = sequence.elements.first(where: { $0.is(UnresolvedTernaryExprSyntax.self) })?
                .as(UnresolvedTernaryExprSyntax.self), let last = sequence.elements.last,
            let then = number(unwrapped(ternary.thenExpression)), let otherwise = number(unwrapped(last))
        else { return nil }
        return [then, otherwise]
    }
}
