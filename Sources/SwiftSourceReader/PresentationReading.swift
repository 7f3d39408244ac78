import SourceText
import SwiftSourceFacts
import SwiftSyntax

/// What the behavior readers keep between nodes of one file.
final class BehaviorReadingState {
    var anchorGroups: [SyntaxIdentifier: [FactCollector.AnchorConstraint]] = [:]
    /// Functions the file declares, by name (built on first use).
    var functions: [String: [FunctionDeclSyntax]]?
    /// What the file's functions do when an action calls them, by name and depth: a list of rows
    /// calls the same `delete(item)` from each row's button.
    var functionSummaries: [FactCollector.FunctionSummaryKey: FactCollector.ActionSummary] = [:]
    /// Names bound to `.alert(isPresented: $x)`, `.confirmationDialog(…, isPresented: $x)`, `.alert(item: $x)`.
    var confirmationBindings: Set<String> = []
    /// For each destructive action (by index): the flags its action sets, decided at the end
    /// against the file's confirmation bindings.
    var flagsSet: [Int: [String]] = [:]
    /// For each destructive action (by index): the properties it sets to an enum case (`ActionSummary.casesSet`).
    var casesSet: [Int: [String]] = [:]
    /// Names read inside the actions of an `.alert` or `.confirmationDialog` (`deleteNodeButton`).
    var confirmationMembers: Set<String> = []
    /// For each destructive action (by index): the property or function that holds it.
    var actionMembers: [Int: String] = [:]
    /// Members that may be Reduce Motion helpers (`FactCollector.noteMotionHelper`).
    var motionHelperCandidates: [(name: String, isAnimationMember: Bool, body: Syntax)] = []
    var fileMentionsReduceMotion: Bool?
    /// Whether the file writes "ndo" anywhere (`FactCollector.noteUndoOffering`), once known.
    var fileMentionsUndo: Bool?
    /// Declarations that own a formatter's settings (`FormatFact.owner`), by name: their byte ranges.
    var formatterOwners: [String: [Range<Int>]] = [:]
    /// For each member that makes a view: the values its `if`s and text ternaries test (`FactCollector.shownConditions`).
    var shownConditions: [SyntaxIdentifier: Set<String>] = [:]
    /// For each such member: the values its texts name (`FactCollector.namedInText`).
    var namedInText: [SyntaxIdentifier: Set<String>] = [:]
}

/// Modals and how they close, announcements on timers (CH32 §5.6, §5.7). Tab items: `TabItemReading.swift`.
extension FactCollector {
    static let builtInContainers: Set<String> = [
        "NavigationStack", "NavigationView", "NavigationSplitView", "Group", "VStack", "HStack", "ZStack", "ScrollView", "AnyView",
        "TabView",
        "GeometryReader", "ZStackLayout", "Form", "List",
    ]

    // MARK: Modals

    /// `.fullScreenCover(isPresented: $x) { Content() }`, `.sheet(item: $y) { … }`, `.popover`.
    func readPresentation(_ call: FunctionCallExprSyntax, name: String) {
        // SwiftUI presents on a binding (`isPresented:`, `item:`); `SettingsWindow.sheet(forSearchButton:)`
        // is an app's own function of that name.
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            call.arguments.contains(where: { ["isPresented", "item"].contains($0.label?.text ?? "") }),
            !(member.base.flatMap(Self.lastName)?.first?.isUppercase ?? false)
        else { return }
        // A helper that hands its caller's content on (`func modal(content: …) { sheet(…, content: content) }`):
        // the content is judged where the helper is called.
        if let content = call.arguments.first(where: { $0.label?.text == "content" })?.expression.as(DeclReferenceExprSyntax.self),
            let function = call.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }),
            function.signature.parameterClause.parameters.contains(where: {
                ($0.secondName ?? $0.firstName).text == content.baseName.text
            })
        {
            return
        }
        // `.sheet(isPresented: $x) { onDismiss… } content: { … }`: the trailing closure is then onDismiss.
        let closure =
            call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
            ?? call.additionalTrailingClosures.first { $0.label.text == "content" }?.closure ?? call.trailingClosure
        var types: [String] = []
        var opaque = false
        var shows = true
        var closes = false
        var swipeDisabled = false
        var raisedByApp = false
        var wrappers: [String] = []
        let bindingArgument = call.arguments.first(where: { ["isPresented", "item"].contains($0.label?.text ?? "") })
        let binding = bindingArgument.map { text($0.expression) }
        if let binding, binding.hasPrefix("$"), isNeverRaised(String(binding.dropFirst()), around: call) { return }
        let contentArgument = call.arguments.first { $0.label?.text == "content" }
        // `content: habitDetailView`, a view property or function of the file named as the content, is read as a closure is.
        let shown: (statements: CodeBlockItemListSyntax, itemNames: Set<String>, text: String)? =
            closure.map { ($0.statements, Self.parameterNames(of: $0), sourceText($0)) }
            ?? contentArgument.flatMap { viewMemberBody(of: $0.expression) }.map { ($0, [], sourceText($0)) }
        if let shown {
            let members: [String]
            (types, opaque, shows, members, wrappers) = contentTypes(in: shown.statements, itemNames: shown.itemNames)
            // `.sheet(isPresented: $x) { EmptyView() }`, a host of whatever screen it is handed: nothing is shown to judge.
            guard shows else { return }
            // A view property the closure shows closes the sheet as much as the closure would.
            let body = ([shown.text] + members).joined(separator: "\n")
            // (`CloseButton()`, Ruddarr's `toolbarCancelButton` property; ntfy's `Button(action: cancelAction) { Text("Cancel") }`,
            // a title that closes, as `ModalContentIndex.isCloseTitle` reads in a type.)
            closes = [
                "dismiss", "= false", "= nil", ".toggle()", "onClose", "onDone", "onCancel", "close()", "loseButton", "ancelButton",
                // minty's `ToolbarItem(placement: .cancellationAction) { DismissButton() }`
                "ismissButton", ".cancellationAction",
                ".closable(", "(\"Cancel\")", "(\"Close\")", "(\"Done\")", "(\"Dismiss\")",
            ].contains(where: body.contains)
            // The presenting binding handed to the content (`Onboarding(isPresented: $showOnboarding)`): it can close itself.
            // A sheet bound to work in progress (`$gallery.isLoading`, MochiDiffusion) is lowered when the work ends.
            raisedByApp =
                binding.map { Self.ignoresWrites($0) || $0.hasPrefix("$") && isLoweredOnReturn(String($0.dropFirst()), around: call) }
                ?? false
            if let binding, binding.hasPrefix("$"), isRaisedOnlyOnTV(String(binding.dropFirst()), around: call) { return }
            if let binding,
                binding.hasPrefix("$"),
                body.contains(binding) || body.contains(String(binding.dropFirst()) + " = ") || Self.namesStateThatEndsByItself(binding)
                    || callsFunctionLowering(String(binding.dropFirst()), from: body, around: call)
            {
                closes = true
            }
            // `.presentationBackgroundInteraction(.enabled…)`: the screen behind stays in use (BubbleApp's emoji picker
            // beside the post being written), so nothing is trapped; unless some systems do without it (`#available`).
            // (Written over lines too: Bilbary's `.presentationBackgroundInteraction(\n.enabled(upThrough: .height(64)))`.)
            if body.contains("presentationBackgroundInteraction("), !body.contains("#available"),
                body.filter({ !$0.isWhitespace }).contains("presentationBackgroundInteraction(.enabled")
            {
                closes = true
            }
            swipeDisabled = body.contains("interactiveDismissDisabled()") || body.contains("interactiveDismissDisabled(true)")
        } else if let content = contentArgument {
            // `content: SettingsView.init` names a type; `content: makeSheet` does not.
            let written = text(content.expression).replacingInit()
            if written.first?.isUppercase ?? false, written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                types = [written]
            } else {
                opaque = true
            }
        }
        let style: Presentation.Style = name == "fullScreenCover" ? .fullScreenCover : name == "sheet" ? .sheet : .popover
        var presentation = Presentation(
            style: style, contentTypes: types, contentCloses: closes, swipeDisabled: swipeDisabled,
            contentIsOpaque: opaque || closure == nil && types.isEmpty, presentedByApp: raisedByApp, location: modifierLocation(call))
        presentation.wrappingModifiers = wrappers
        presentation.loweredByRaising = binding.flatMap { negatedFlag(presenting: $0, around: call) }
        if bindingArgument?.label?.text == "isPresented", let binding, binding.hasPrefix("$"), !binding.contains(".") {
            presentation.storageKey = storageKey(ofProperty: String(binding.dropFirst()), around: call)
        }
        facts.behavior.presentations.append(presentation)
    }

    /// The custom views a content closure (its statements, its parameters' names) shows, looking through navigation stacks
    /// and groups, and whether some of it is built where syntax cannot see (a property, a function's result).
    private func contentTypes(
        in statements: CodeBlockItemListSyntax, itemNames: Set<String>
    ) -> (types: [String], opaque: Bool, shows: Bool, members: [String], wrappers: [String]) {
        var types: [String] = []
        var wrappers: [String] = []
        var members: [String] = []
        var opaque = false
        var shows = false
        var work: [CodeBlockItemListSyntax] = [statements]
        var budget = 200
        var showsItem = false
        while let items = work.popLast(), budget > 0 {
            for item in items {
                budget -= 1
                // `#if os(iOS) NavigationStack { … } #else … #endif` (Zeitgeist's sheet): every platform's content.
                if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in conditional.clauses {
                        if case .statements(let statements)? = clause.elements { work.append(statements) }
                    }
                    continue
                }
                guard
                    let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression
                        ?? item.item.as(ReturnStmtSyntax.self)?.expression
                else { continue }
                if let branches = Self.branches(of: expression) {
                    work += branches
                    continue
                }
                let chain = ViewChain(expression)
                // `.sheet(item: $router.sheetModule) { module in module.coordinator?.toPresentable() }`: a host that
                // shows whatever screen it is handed; each screen is judged where it is made, nothing here.
                if let root = Self.rootName(of: chain.base), itemNames.contains(root), Self.handsOnAScreen(expression) {
                    showsItem = true
                    continue
                }
                // `.sheet { importSheet }`, `.sheet { renameSheet(item) }`, `self.downloaderSheet(…)` (a chain on `self`):
                // a view property or function of the file, read one level as if written here.
                let member = chain.baseName == "self" ? chain.modifiers.first.map(ExprSyntax.init) : chain.base
                if let body = viewMemberBody(of: member) {
                    work.append(body)
                    members.append(sourceText(body))
                    continue
                }
                guard let name = chain.baseName, let call = chain.base?.as(FunctionCallExprSyntax.self) else {
                    opaque = true
                    shows = true
                    continue
                }
                if name == "EmptyView" { continue }
                shows = true
                // `IconSheet().modifier(PPSheet())` (PeapodApp): a modifier of the app's wraps the content, toolbar and all.
                for modifier in chain.modifiers where ViewChain.calledName(modifier) == "modifier" {
                    if let wrapper = modifier.arguments.first?.expression.as(FunctionCallExprSyntax.self).flatMap(ViewChain.calledName),
                        wrapper.first?.isUppercase ?? false
                    {
                        wrappers.append(wrapper)
                    }
                }
                if Self.frameworkTypes.contains(name), !Self.builtInContainers.contains(name) { continue }
                // `WatchAssistView.build(…)`: a static factory of a type.
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    let owner = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    owner.first?.isUppercase ?? false, !(name.first?.isUppercase ?? true)
                {
                    types.append(owner)
                    continue
                }
                if !(name.first?.isUppercase ?? false) {
                    opaque = true
                    continue
                }
                if Self.builtInContainers.contains(name) {
                    work += Self.closures(of: call).map(\.statements)
                    types += Self.wrappedViewTypes(of: call)
                } else if !TextAPIs.titledViews.contains(name), name != "Image", name != "Color" {
                    types.append(name)
                    // `Container(coordinator: c) { route.destination }`, `LazyClosureView(EditGroupSubject(contact: c))`
                    // (Monal): what it wraps is content too.
                    work += Self.closures(of: call).map(\.statements)
                    types += Self.wrappedViewTypes(of: call)
                }
            }
        }
        // A wrapper around what the item holds (`Host(coordinator: c) { route.destination }`) is a host too.
        return (types, opaque, shows && !showsItem, members, wrappers)
    }

    /// A binding that ignores what is written to it (`Binding(get: { !accounts.isEmpty }, set: { _ in })`, `.constant(…)`):
    /// the app lowers the sheet when its state changes (Zeitgeist's sign-in), which no close could do.
    static func ignoresWrites(_ binding: String) -> Bool {
        binding.hasPrefix(".constant(") || binding.hasPrefix("Binding(get:") && binding.filter({ !$0.isWhitespace }).contains("set:{_in}")
    }

    /// The types a wrapper is handed as its first unlabelled argument: `AnyView(Detail())`.
    static func wrappedViewTypes(of call: FunctionCallExprSyntax) -> [String] {
        guard let argument = call.arguments.first, argument.label == nil,
            let inner = ViewChain(argument.expression).base?.as(FunctionCallExprSyntax.self),
            let name = ViewChain.calledName(inner), name.first?.isUppercase == true
        else { return [] }
        return [name]
    }

    /// `controller.modalPresentationStyle = .fullScreen` (UIKit): no swipe closes it.
    func readModalStyle(property: String, receiver: ExprSyntax?, value: ExprSyntax, at sequence: SequenceExprSyntax) {
        guard property == "modalPresentationStyle", let style = Self.lastName(value), style == "fullScreen" || style == "overFullScreen"
        else { return }
        var types: [String] = []
        var castHere = false
        var builtHere = false
        let name = Self.lastName(receiver)
        let generic = Self.genericControllers
        let presenter = enclosingTypeName(of: sequence)
        if name == nil || name == "self" {
            if let presenter { types = [presenter] }
        } else if let name {
            switch controllerOrigin(named: name, near: sequence) {
            case .type(let type):
                types = [type]
                builtHere = type == "UIViewController" && isPlainControllerOfInertViews(name, at: sequence)
            // `func popupNavController(for controller: UIViewController)`: whatever the callers hand
            // in is shown, so the callers are what to judge, not this helper.
            case .parameter(let type?) where !generic.contains(type): types = [type]
            case .parameter: return
            case .cast(let type): (types, castHere) = ([type], true)
            case .unknown: break
            }
        }
        // The presenter adds the close itself:
        // `controller.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, …)`.
        facts.behavior.presentations.append(
            Presentation(
                style: style == "fullScreen" ? .fullScreen : .overFullScreen, contentTypes: types.filter { !generic.contains($0) },
                contentCloses: addsCloseControl(enclosingMember(of: sequence)), swipeDisabled: true,
                contentIsOpaque: !builtHere && (types.isEmpty || types.contains(where: generic.contains) || castHere),
                presentedByApp: presenter.map { $0.hasSuffix("AppDelegate") || $0.hasSuffix("SceneDelegate") } ?? false,
                location: location(sequence)))
    }

    func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let node = current {
            if let type = node.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = node.as(StructDeclSyntax.self) { return type.name.text }
            if let type = node.as(ExtensionDeclSyntax.self) { return text(type.extendedType) }
            current = node.parent
        }
        return nil
    }

    /// The call a closure is an argument or trailing closure of.
    static func owningCall(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        // An argument (`LabeledExpr` › list › call) or an additional trailing closure (element › list › call).
        return closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

}

extension String {
    /// `SettingsView.init` → `SettingsView`.
    func replacingInit() -> String { hasSuffix(".init") ? String(dropLast(5)) : self }
}
