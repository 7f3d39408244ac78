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
        // text that cannot grow (SnapKit)
        "equalTo",
        // formatting, sentences
        "String", "joined", "string", "date", "number", "locale",
        // announcements, timers
        "post", "scheduledTimer", "onReceive", "setEventHandler", "sink",
        // motion
        "repeatForever", "spring", "interpolatingSpring", "interactiveSpring", "animate", "matchedGeometryEffect", "bouncy",
        "withAnimation",
        "animation",
        // modals, tabs
        "fullScreenCover", "sheet", "popover", "tabItem", "UITabBarItem", "Tab", "ToolbarItem", "UIBarButtonItem", "UIButton",
        // confirmations, purchases
        "Button", "UIContextualAction", "UIAction", "onLongPressGesture", "addTarget", "alert", "confirmationDialog",
        "purchase", "add", "sync", "storeButton", "SubscriptionStoreView", "StoreView", "ProductView",
        // stored flags
        "set",
    ]

    func readBehavior(call: FunctionCallExprSyntax, name: String) {
        // Cheap tests first: this runs for every call of every file.
        if name.contains("ismiss") || name.contains("lose") || name == "onDone" || name == "onCancel", Self.isCloseCall(name) {
            readCloseCall(call, name: name)
        }
        if name.hasSuffix("Button") || name.contains("los"),
            Self.isCloseControl(name, modifier: call.calledExpression.is(MemberAccessExprSyntax.self))
        {
            facts.behavior.closeActions.append(CloseAction(api: name + "()", location: location(call)))
        }
        if name.contains("estore") { readRestore(call, name: name) }
        if name.hasSuffix("Button"),
            call.trailingClosure != nil || call.arguments.contains(where: { ["role", "action"].contains($0.label?.text ?? "") })
        {
            readButtonClose(call, name: name)
        }
        // (`TagFormView<T>()`, Cookle's generic form, is as much a type named.)
        if let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
            call.calledExpression.is(DeclReferenceExprSyntax.self)
                || call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression.is(DeclReferenceExprSyntax.self) ?? false
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
        case "equalTo": readHeightConstraint(call)
        case "UIEdgeInsets": readEdgeInsets(call)
        case "environment": readLayoutDirectionEnvironment(call)
        case "padding": readPaddingEdge(call)
        case "String": readStringFormat(call)
        case "joined": readJoined(call)
        case "string", "date", "number": readFormatterCall(call, name: name)
        case "locale": readFormatStyleLocale(call)
        case "post": readAnnouncement(call)
        case "scheduledTimer", "onReceive", "setEventHandler", "sink": readTimer(call, name: name)
        case "repeatForever", "spring", "interpolatingSpring", "interactiveSpring", "animate", "matchedGeometryEffect", "bouncy",
            "withAnimation",
            "animation":
            readAnimation(call, name: name)
        case "fullScreenCover", "sheet", "popover":
            readPresentation(call, name: name)
            readConfirmingSheet(call)
        case "tabItem", "UITabBarItem": readTabItem(call, name: name)
        case "Tab": readTab(call)
        case "ToolbarItem", "UIButton": readSystemCloseControl(call, name: name)
        case "UIBarButtonItem":
            readSystemCloseControl(call, name: name)
            readDestructive(call, name: name)
        case "Button", "UIContextualAction", "UIAction", "onLongPressGesture", "addTarget": readDestructive(call, name: name)
        case "alert", "confirmationDialog": readConfirmationBinding(call)
        case "purchase", "add", "sync", "storeButton", "SubscriptionStoreView", "StoreView", "ProductView": readStoreCall(call, name: name)
        case "set": readStorageSet(call)
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
        if elements.count == 3 {
            readPluralIf(sequence, elements: elements)
            readPluralAppend(sequence, elements: elements)
        }
        if elements.contains(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }) {
            readPlus(sequence, elements: elements)
        }
    }

    private func readBehaviorAssignment(target: ExprSyntax, value: ExprSyntax?, elements: [ExprSyntax], sequence: SequenceExprSyntax) {
        if Self.colorProperties.contains(Self.lastName(target) ?? "") {
            readColorAssignment(property: Self.lastName(target)!, value: elements, at: sequence)
            return
        }
        guard let value else {
            // `button.alpha = isCleared ? 0.4 : 1`
            if Self.lastName(target) == "alpha" {
                readUIKitDimming(receiver: target.as(MemberAccessExprSyntax.self)?.base, elements: elements, at: sequence)
            }
            // `formatter.dateFormat = withHour ? "dd/MM/yyyy, HH:mm" : "dd/MM/yyyy"`: either pattern may be the one shown.
            if Self.lastName(target) == "dateFormat", elements.count == 3, let choice = elements[1].as(UnresolvedTernaryExprSyntax.self) {
                for branch in [choice.thenExpression, elements[2]] {
                    readFormatterSetting(
                        property: "dateFormat", receiver: target.as(MemberAccessExprSyntax.self)?.base, value: branch, at: sequence)
                }
            }
            return
        }
        readTableRowHeight(target: target, value: value)
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
            readDirectionAssignment(property: property, receiver: receiver, value: value, at: sequence)
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
            readLayerRepeat(count: value, of: Self.lastName(receiver), at: sequence)
        default:
            if value.is(BooleanLiteralExprSyntax.self), text(value) == "false", Self.isPresentationFlag(property) {
                facts.behavior.closeActions.append(CloseAction(api: "\(property) = false", location: location(sequence)))
            }
            if receiver == nil || receiver.map(text) == "self" { readStorageCleared(property: property, value: value, at: sequence) }
            if value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) { facts.behavior.flagsRaised.insert(property) }
        }
    }

    /// Every outermost modifier chain (the collector builds it once for its own readers).
    func readBehaviorChain(_ chain: ViewChain, expression: ExprSyntax) {
        let names = Set(chain.modifierNames.filter { !$0.isEmpty })
        if let base = chain.base?.as(FunctionCallExprSyntax.self), let name = ViewChain.calledName(base), Self.symbolViews.contains(name) {
            if !Self.hidesItsView(chain), !(name == "Label" && Self.showsTitleOnly(chain, base: base)) {
                readSymbol(base, view: name, chainModifiers: names)
            }
        }
        if names.contains("dynamicTypeSize") {
            // A range (`...DynamicTypeSize.xxxLarge`) caps growth; one size (`.dynamicTypeSize(.xxLarge)`, GoMap's live
            // activity) is what the text always has, however large.
            for call in chain.modifiers where ViewChain.calledName(call) == "dynamicTypeSize" {
                guard let range = call.arguments.first.map({ text($0.expression) }), range.hasPrefix("...") || range.hasPrefix("..<")
                else { continue }
                facts.behavior.dynamicTypeCaps.append(modifierLocation(call).line)
            }
        }
        // (`.modifier(PillStyle())` may apply a frame of the app's.)
        guard !names.isDisjoint(with: Self.stateModifiers) || names.contains("modifier") else { return }
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
        let hasControls = Self.controlWords.contains { sourceContains(group.memberBlock, $0) }
        facts.behavior.types.append(
            TypeScope(
                name: name, isExtension: isExtension, inheritedTypes: inherited, lines: lines(of: node), isFilePrivate: isFilePrivate,
                isClass: node.is(ClassDeclSyntax.self),
                hasControls: hasControls,
                showsProgress: !hasControls
                    && ["ActivityIndicator", "ProgressView", "Spinner"].contains { sourceContains(group.memberBlock, $0) }))
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
            "LayoutDirection", "layoutDirection)", "layoutDirection ==", "layoutDirection ?", "isRTL", "isRtl",
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
        let place = location(call), line = place.line
        readConstructionArguments(call, type: name, at: place)
        if let last = facts.behavior.typeReferences.last, last.name == name, last.line == line { return }
        facts.behavior.typeReferences.append(TypeReference(name: name, line: line))
    }

    /// Previews and debug builds pass whatever shows a case off (phoenix's and anytype's previews): only shipped sites count.
    private func readConstructionArguments(_ call: FunctionCallExprSyntax, type: String, at place: SourceLocation) {
        guard !facts.isInPreview(place), !facts.isInDebugOnlyCode(place) else { return }
        facts.declarations.constructionArguments[PassedArguments.madeKey(type: type), default: []].formUnion(.other)
        guard call.arguments.contains(where: { $0.label != nil }) else { return }
        // The type around the call (`.some(nil)`: none), looked up only for an argument handed on: this runs on every
        // construction of a type.
        var owner: String?? = nil
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            // `isSelected: isSelected`: what the makers of the view around it pass.
            if argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == label {
                if owner == nil { owner = .some(enclosingTypeName(of: call)) }
                if let owner = owner ?? nil {
                    facts.declarations.forwardedArguments[PassedArguments.key(type: type, label: label), default: []].insert(
                        PassedArguments.key(type: owner, label: label))
                    // A local of the same name (eudi's `let hasError = viewState.pinError != nil`), whose parts the site shows.
                    if isShownAtSite(argument.expression, by: call) {
                        facts.declarations.constructionArguments[PassedArguments.key(type: type, label: label), default: []]
                            .formUnion([.other, .shownAtSite])
                    }
                    continue
                }
            }
            let literal = argument.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind
            var kind: PassedArguments = literal == .keyword(.true) ? .trueLiteral : literal == .keyword(.false) ? .falseLiteral : .other
            if kind == .other, isShownAtSite(argument.expression, by: call) { kind.formUnion(.shownAtSite) }
            facts.declarations.constructionArguments[PassedArguments.key(type: type, label: label), default: []].formUnion(kind)
        }
    }

    /// Words in a type's code that name something to act on (`TypeScope.hasControls`): `Button` also
    /// finds `UIButton`, `UIBarButtonItem` and an app's `ButtonView`; `didSelect` a table's rows.
    static let controlWords = [
        "Button", "Toggle", "Link", "TextField", "TextEditor", "Picker", "Slider", "Stepper", "Menu", "Gesture", "addTarget",
        "UIControl", "UISwitch", "UISegmentedControl", "UITextView", "didSelect", "onSubmit", "WKWebView", "IBAction",
    ]

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
}
