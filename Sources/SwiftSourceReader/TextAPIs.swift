import SwiftSourceFacts
import SwiftSyntax

/// The APIs through which text reaches the screen, as tables: adding an API is adding a name.
enum TextAPIs {
    /// SwiftUI views whose first unlabeled argument is a `LocalizedStringKey` title (or a
    /// `String` shown as it is, when a variable is passed).
    static let titledViews: Set<String> = [
        "Text", "Label", "Button", "Toggle", "Picker", "TextField", "SecureField", "Link", "Menu", "Section",
        "NavigationLink", "ContentUnavailableView", "Stepper", "DatePicker", "MultiDatePicker", "ColorPicker",
        "LabeledContent", "GroupBox", "DisclosureGroup", "Tab", "ShareLink", "ControlGroup", "WindowGroup",
        "Window", "CommandMenu", "ProgressView", "Gauge", "TableColumn", "PhotosPicker", "MenuBarExtra",
    ]
    /// Views whose unlabeled argument may be a value rather than a title (`ProgressView(progress)`):
    /// only literal titles are read from them.
    static let literalTitleOnly: Set<String> = ["ProgressView", "Gauge", "Window", "WindowGroup"]
    /// `Text(date, style: .time)` and friends: the first argument is a value, not a title.
    static let valueLabels: Set<String> = ["style", "format", "formatter", "timerInterval", "relativeTo"]

    /// Modifiers whose first unlabeled argument is user-visible text.
    static let textModifiers: Set<String> = [
        "navigationTitle", "navigationSubtitle", "navigationBarTitle", "alert", "confirmationDialog", "help", "badge",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue",
    ]
    /// Modifiers (and UIKit/AppKit initializers) with labelled text arguments.
    static let labelledText: [String: Set<String>] = [
        "searchable": ["prompt"],
        "accessibility": ["label", "hint", "value"],
        "accessibilityAction": ["named"],
        "UIAlertController": ["title", "message"],
        "UIAlertAction": ["title"],
        "UIBarButtonItem": ["title"],
        "UIAction": ["title", "subtitle"],
        "UIMenu": ["title"],
        "UIContextualAction": ["title"],
        "UITabBarItem": ["title"],
        "NSAttributedString": ["string"],
        "NSMutableAttributedString": ["string"],
        "NSButton": ["title"],
        "NSMenuItem": ["title"],
    ]
    /// Properties that UIKit/AppKit show: `label.text = "…"` is text shown as written.
    static let displayedProperties: Set<String> = [
        "text", "title", "placeholder", "prompt", "message", "accessibilityLabel", "accessibilityHint",
        "accessibilityValue", "stringValue", "placeholderString", "toolTip",
    ]

    /// Calls that look their first, unlabeled argument up in a strings table.
    static let localizationCalls = UserText.localizationCalls

    static func isLocalizationCall(_ call: FunctionCallExprSyntax) -> Bool {
        ViewChain.calledName(call).flatMap { localizationAPI(call, name: $0) } != nil
    }

    /// The API names `localizationAPI` gives: their key is looked up as written.
    static let lookUpAPIs = UserText.lookUpAPIs

    /// The API name and the key's argument of a localization call, nil for other calls.
    static func localizationAPI(_ call: FunctionCallExprSyntax, name: String) -> (api: String, key: LabeledExprSyntax)? {
        let arguments = call.arguments
        switch name {
        case "String", "AttributedString":
            guard let key = arguments.first(where: { $0.label?.text == "localized" }) else { return nil }
            return ("\(name)(localized:)", key)
        case "localizedString":
            guard let key = arguments.first(where: { $0.label?.text == "forKey" }) else { return nil }
            return ("Bundle.localizedString", key)
        case "LocalizationValue":
            guard let key = arguments.first, key.label == nil else { return nil }
            return ("String.LocalizationValue", key)
        default:
            guard localizationCalls.contains(name), let key = arguments.first, key.label == nil else { return nil }
            return (name, key)
        }
    }
}

extension FactCollector {
    /// Texts passed as arguments of a call: view titles, text modifiers, localization calls,
    /// UIKit initializers and `setTitle(_:for:)`.
    func readTexts(in call: FunctionCallExprSyntax, name: String) {
        let arguments = call.arguments
        if let (api, key) = TextAPIs.localizationAPI(call, name: name) {
            let expression = Self.unwrapped(key.expression)
            let isLiteral =
                expression.is(StringLiteralExprSyntax.self) && !(api == "NSLocalizedString" && Self.hasInterpolation(expression))
            if isLiteral || Self.joinedLiterals(expression) != nil {
                addText(api: api, label: key.label?.text, localizes: true, expression: key.expression, arguments: arguments)
            } else if let inner = expression.as(FunctionCallExprSyntax.self), TextAPIs.isLocalizationCall(inner) {
                return  // `String(localized: String.LocalizationValue(x))`: the inner call is read on its own.
            } else {
                var runtime = RuntimeKey(api: api, expression: text(key.expression), location: location(key))
                (runtime.reference, runtime.transform) = runtimeKeyReference(key.expression)
                runtime.tableName = arguments.first { ["table", "tableName"].contains($0.label?.text) }.flatMap {
                    $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
                }
                facts.keysBuiltAtRunTime.append(runtime)
            }
            return
        }
        let isType = name.first?.isUppercase ?? false
        if isType, TextAPIs.titledViews.contains(name) {
            readTitle(of: call, view: name)
        } else if !isType, TextAPIs.textModifiers.contains(name), let first = arguments.first, first.label == nil {
            let expression = Self.unwrapped(first.expression)
            if name == "badge", !Self.isStringish(expression) { return }
            if !Self.isTextCall(expression) {
                addText(api: "." + name, label: nil, localizes: true, expression: first.expression, arguments: arguments)
            }
        } else if name == "setTitle", let first = arguments.first, first.label == nil {
            addText(api: "UIButton.setTitle", label: nil, localizes: false, expression: first.expression, arguments: nil)
        }
        if isType, !TextAPIs.titledViews.contains(name), TextAPIs.labelledText[name] == nil {
            readLiteralArguments(of: call, type: name)
        }
        if let labels = TextAPIs.labelledText[name] {
            let api = isType ? name : "." + name
            for argument in arguments {
                guard let label = argument.label?.text, labels.contains(label), !Self.isTextCall(argument.expression) else { continue }
                if Self.unwrapped(argument.expression).is(NilLiteralExprSyntax.self) { continue }
                addText(
                    api: isType ? "\(api).\(label)" : api, label: label, localizes: !isType, expression: argument.expression,
                    arguments: nil)
            }
        }
    }

    /// The name a computed key reads, and a case change applied to it:
    /// `kind.rawValue.capitalized`, `item.key.lowercased()`.
    func runtimeKeyReference(_ expression: ExprSyntax) -> (NameReference?, String?) {
        var current = Self.unwrapped(expression)
        var transform: String?
        if let call = current.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            ["lowercased", "uppercased"].contains(member.declName.baseName.text)
        {
            transform = member.declName.baseName.text
            current = base
        } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base,
            ["capitalized", "localizedCapitalized", "lowercased", "uppercased"].contains(member.declName.baseName.text)
        {
            transform = member.declName.baseName.text == "localizedCapitalized" ? "capitalized" : member.declName.baseName.text
            current = base
        }
        guard let reference = reference(to: current) else { return (nil, nil) }
        return (reference, transform)
    }

    private func readTitle(of call: FunctionCallExprSyntax, view name: String) {
        let arguments = call.arguments
        guard let first = arguments.first else { return }
        if name == "Text", first.label?.text == "verbatim" {
            addText(api: "Text", label: "verbatim", localizes: false, verbatim: true, expression: first.expression, arguments: nil)
            return
        }
        guard first.label == nil, !arguments.contains(where: { TextAPIs.valueLabels.contains($0.label?.text ?? "") }) else { return }
        let expression = Self.unwrapped(first.expression)
        if expression.is(ClosureExprSyntax.self) || Self.isTextCall(expression) { return }
        if let call = expression.as(FunctionCallExprSyntax.self), ViewChain.calledName(call) == "Image" { return }
        if TextAPIs.literalTitleOnly.contains(name), !Self.isStringish(expression) { return }
        addText(api: name, label: nil, localizes: true, expression: first.expression, arguments: arguments)
    }

    /// `SettingRow(title: "Dark mode")`: kept aside until the target tells whether `title` is a
    /// `LocalizedStringKey`.
    private func readLiteralArguments(of call: FunctionCallExprSyntax, type: String) {
        for argument in call.arguments {
            let expression = Self.unwrapped(argument.expression)
            guard expression.is(StringLiteralExprSyntax.self) || Self.ternaryLiterals(expression) != nil else { continue }
            let label = argument.label?.text
            let start = pendingTexts.count
            addText(api: "\(type)(\(label ?? "_"):)", label: label, localizes: false, expression: argument.expression, arguments: nil)
            for index in start..<pendingTexts.count { pendingTexts[index].isArgument = true }
        }
    }

    static let localizableTypes: Set<String> = ["LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue"]

    /// `struct SettingRow { let title: LocalizedStringKey }`: its memberwise initializer takes
    /// localizable text as `title:`.
    func readLocalizableProperty(_ declaration: VariableDeclSyntax) {
        guard let type = Self.enclosingTypeName(of: declaration) else { return }
        for binding in declaration.bindings {
            guard let annotation = binding.typeAnnotation?.type,
                Self.localizableTypes.contains(text(annotation).trimmingSuffix("?")),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            facts.localizableParameters[type, default: []].insert(name)
        }
    }

    /// `init(_ title: LocalizedStringKey, …)`: the parameter's external label.
    func readLocalizableInitializer(_ initializer: InitializerDeclSyntax) {
        guard let type = Self.enclosingTypeName(of: initializer) else { return }
        for parameter in initializer.signature.parameterClause.parameters
        where Self.localizableTypes.contains(text(parameter.type).trimmingSuffix("?")) {
            facts.localizableParameters[type, default: []].insert(parameter.firstName.text)
        }
    }

    /// The struct, class, enum or extended type a member is declared in.
    static func enclosingTypeName(of member: some SyntaxProtocol) -> String? {
        // member → MemberBlockItem → MemberBlockItemList → MemberBlock → the type.
        guard let declaration = member.parent?.parent?.parent?.parent else { return nil }
        if let type = declaration.as(StructDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ExtensionDeclSyntax.self) { return type.extendedType.as(IdentifierTypeSyntax.self)?.name.text }
        return nil
    }

    /// `label.text = "…"`, `navigationItem.title = …`: properties UIKit shows as written.
    func readAssignment(_ sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let member = elements[0].as(MemberAccessExprSyntax.self), member.base != nil
        else { return }
        let property = member.declName.baseName.text
        guard TextAPIs.displayedProperties.contains(property) else { return }
        let value = Self.unwrapped(elements[2])
        if value.is(NilLiteralExprSyntax.self) { return }
        var receiver: String?
        let receiverName =
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let receiverName {
            receiver = receiverName == "navigationItem" ? "UINavigationItem" : hints.declaredTypeName(receiverName)
        }
        addText(api: "\(receiver ?? "").\(property) =", label: nil, localizes: false, expression: elements[2], arguments: nil)
    }

    /// `let title: LocalizedStringKey = "…"`: Xcode extracts literals given a localizable type.
    func readLocalizedDeclaration(_ declaration: VariableDeclSyntax) {
        for binding in declaration.bindings {
            guard let annotation = binding.typeAnnotation?.type, case let type = text(annotation),
                Self.localizableTypes.contains(type),
                let value = binding.initializer?.value, Self.unwrapped(value).is(StringLiteralExprSyntax.self)
            else { continue }
            addText(api: type, label: nil, localizes: true, expression: value, arguments: nil)
        }
    }

    func addText(
        api: String, label: String?, localizes: Bool, verbatim: Bool = false, expression: ExprSyntax, arguments: LabeledExprListSyntax?
    ) {
        // `Button(done ? "Done" : "Next")`: both literals take the parameter's type, so Xcode
        // extracts each as a key of its own.
        if let branches = Self.ternaryLiterals(Self.unwrapped(expression)) {
            for branch in branches {
                addText(api: api, label: label, localizes: localizes, verbatim: verbatim, expression: branch, arguments: arguments)
            }
            return
        }
        pendingTexts.append(
            PendingText(
                api: api, argumentLabel: label, localizes: localizes, verbatim: verbatim,
                expression: expression, arguments: arguments, location: location(expression)))
    }

    /// The branches of `condition ? "a" : "b"` (also with `&&` in the condition, and chained
    /// `c1 ? "a" : c2 ? "b" : "c"`) when every branch is a string literal.
    static func ternaryLiterals(_ expression: ExprSyntax) -> [ExprSyntax]? {
        guard let sequence = expression.as(SequenceExprSyntax.self), let written = ternaryBranches(sequence) else { return nil }
        let branches = written.map(unwrapped)
        return branches.allSatisfy { $0.is(StringLiteralExprSyntax.self) } ? branches : nil
    }

    static func isTextCall(_ expression: ExprSyntax) -> Bool {
        guard let call = unwrapped(expression).as(FunctionCallExprSyntax.self) else { return false }
        return ViewChain.calledName(call) == "Text"
    }

    /// A literal, an interpolation or a concatenation: text written in the code.
    static func isStringish(_ expression: ExprSyntax) -> Bool {
        expression.is(StringLiteralExprSyntax.self) || isConcatenation(expression)
    }

    static func hasInterpolation(_ expression: ExprSyntax) -> Bool {
        expression.as(StringLiteralExprSyntax.self)?.segments.contains { $0.is(ExpressionSegmentSyntax.self) } ?? false
    }
}
