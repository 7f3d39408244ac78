import SwiftSourceFacts
import SwiftSyntax

/// How a presentation's content closes it when no control of its own says Close: a function of the presenting
/// type that sets the flag back, a state that ends by itself, or a remote's Menu button on tvOS.
extension FactCollector {
    /// The content calls, or is handed, a function of the presenting type that sets the flag back (Flipper's
    /// `onConfirm: processConfirmSignal`, whose body sets `showConfirmDialog = false`, on every answer). A function
    /// that saves or sends first is no way out: iAPS's editor lowers its sheet in `save()`, and leaving without
    /// saving takes a swipe (2 of 2 judged so).
    func callsFunctionLowering(_ flag: String, from content: String, around call: FunctionCallExprSyntax) -> Bool {
        guard let group = call.ancestorOrSelf(mapping: { $0.declGroup }) else { return false }
        return group.memberBlock.members.contains { item in
            guard let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body,
                !Self.commitVerbs.contains(where: function.name.text.lowercased().hasPrefix),
                Self.containsWord(function.name.text, in: content)
            else { return false }
            let source = sourceText(body)
            return ["\(flag) = false", "\(flag) = nil", "\(flag).toggle()"].contains(where: source.contains)
        }
    }

    /// A privacy cover or lock the app lowers itself when it is back in front (AirCasting's `ProtectedScreen`, shown on
    /// `shouldProtect` while recording in the background and set back to false in `.onChange(of: scenePhase)`):
    /// nobody is left in it.
    func isLoweredOnReturn(_ flag: String, around call: FunctionCallExprSyntax) -> Bool {
        guard let group = call.ancestorOrSelf(mapping: { $0.declGroup }) else { return false }
        let source = sourceText(group)
        return ["onChange(of: scenePhase", "didBecomeActive", "willEnterForeground"].contains { marker in
            source.ranges(of: marker).contains { source[$0.upperBound...].prefix(800).contains("\(flag) = false") }
        }
    }

    /// A private `@State` flag no code of its file sets but to false, nor hands on (Habitto's gender sheet, whose one
    /// `showingGenderView = true` is in a `/* … */` comment; MoodSnap's intro, winston's upload sheet): the screen it
    /// presents never opens.
    func isNeverRaised(_ flag: String, around call: FunctionCallExprSyntax) -> Bool {
        guard !flag.contains("."), let group = call.ancestorOrSelf(mapping: { $0.declGroup }) else { return false }
        // `@State private var flag = false`: the type's own, down at first.
        let isPrivateStateDown = group.memberBlock.members.contains { item in
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == flag })
            else { return false }
            return variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "State" }
                && variable.modifiers.contains { $0.name.text == "private" }
                && binding.initializer?.value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
        }
        guard isPrivateStateDown else { return false }
        var handedOn = 0
        // The whole file: its extensions of the type may raise it (ios-pass's `showItemTypeList.toggle()`).
        var tokens = tree.tokens(viewMode: .sourceAccurate).makeIterator()
        while let token = tokens.next() {
            if token.text == "$" + flag {
                handedOn += 1
                if handedOn > 1 { return false }
                continue
            }
            guard token.text == flag, let next = tokens.next() else { continue }
            // `flag = true`, `flag = !flag`, `flag = value`, `flag.toggle()`: raised.
            if next.tokenKind == .equal, let value = tokens.next(), value.tokenKind != .keyword(.false) { return false }
            if next.tokenKind == .period, let member = tokens.next(), member.text == "toggle" { return false }
        }
        return true
    }

    /// The property a binding shows its screen while false: `Binding(get: { !settings.tutorialCompleted }, set: …)`, in
    /// the call or in a local of the body around it (AirGuard's `let showIntroduction = Binding(get: …)`).
    func negatedFlag(presenting binding: String, around call: FunctionCallExprSyntax) -> String? {
        var written = binding
        if !binding.hasPrefix("Binding("), binding.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            let body = enclosingMember(of: call).map(sourceText),
            let start = body.firstRange(of: "let \(binding) = Binding(")
        {
            written = String(body[start.upperBound...].prefix(200))
        } else if !binding.hasPrefix("Binding(get:") {
            return nil
        }
        // The first `!` the getter reads (up to its closing brace), then the path after it.
        written = String(written.prefix { $0 != "}" })
        guard let bang = written.firstIndex(of: "!"), written[written.index(after: bang)...].first != "=" else { return nil }
        let path = written[written.index(after: bang)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        let name = path.split(separator: ".").last.map(String.init)
        return name?.isEmpty == false ? name : nil
    }

    static let commitVerbs = ["save", "submit", "add", "create", "send", "post", "apply", "store", "commit", "update", "upload"]

    /// `name` as a whole word: `reset()` in `Button { reset() }`, not in `resetAll()`.
    static func containsWord(_ name: String, in text: String) -> Bool {
        text.ranges(of: name).contains { range in
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            return !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
                && !(after.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
        }
    }

    /// `$gallery.isLoading`, `$isDownloading`, `$networkMonitor.isDisconnected`: a state that ends by itself when the
    /// work does or the connection comes back (nostur's no-internet cover). (`isImporting` is the flag of a file picker
    /// the user closes, as Feather's, by SwiftUI's own `fileImporter` naming.)
    static func namesStateThatEndsByItself(_ binding: String) -> Bool {
        let name = (binding.split(separator: ".").last.map(String.init) ?? binding).lowercased()
        return ["loading", "processing", "downloading", "uploading", "syncing", "busy", "inprogress", "disconnected", "offline"]
            .contains(where: name.contains)
    }

    /// `.sheet(isPresented: $isExpandedListPresented)` whose flag the type raises only under `#if os(tvOS)` (Pulse's
    /// list, which other systems push): the remote's Menu button closes any sheet there. A flag handed on as a binding
    /// may be raised by whatever gets it, anywhere.
    func isRaisedOnlyOnTV(_ flag: String, around call: FunctionCallExprSyntax) -> Bool {
        guard let group = call.ancestorOrSelf(mapping: { $0.declGroup }) else { return false }
        let own = call.position.utf8Offset..<call.endPosition.utf8Offset
        var raises = 0
        for token in group.memberBlock.tokens(viewMode: .sourceAccurate) where token.text == flag || token.text == "$" + flag {
            guard !own.contains(token.position.utf8Offset) else { continue }
            if token.text.hasPrefix("$") { return false }
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            let assigned = reference.parent?.parent?.as(SequenceExprSyntax.self).map(text)
            let toggled = reference.parent?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "toggle"
            guard assigned == "\(flag) = true" || toggled else { continue }
            let clause = reference.ancestorOrSelf(mapping: { $0.as(IfConfigClauseSyntax.self) })
            guard let condition = clause?.condition.map(text), Self.isTVOnlyBuild(condition) else { return false }
            raises += 1
        }
        return raises > 0
    }
}

/// Onboarding and other one-time screens shown on a stored flag (`@AppStorage("isFirstTime")`): the screen's own
/// button sets the same key to false (dauphin's `IntroScreen`, declaring its own `@AppStorage("isFirstTime")`).
extension FactCollector {
    /// The `@AppStorage` key of the property `name` of the type around `node`, if it is declared so.
    func storageKey(ofProperty name: String, around node: some SyntaxProtocol) -> String? {
        guard let group = node.ancestorOrSelf(mapping: { $0.declGroup }) else { return nil }
        for item in group.memberBlock.members {
            guard let declaration = item.decl.as(VariableDeclSyntax.self),
                declaration.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
            else { continue }
            for case .attribute(let attribute) in declaration.attributes
            where attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "AppStorage" {
                guard case .argumentList(let arguments) = attribute.arguments else { return nil }
                return arguments.first?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            }
            return nil
        }
        return nil
    }

    /// `isFirstTime = false` on an `@AppStorage("isFirstTime")` property.
    func readStorageCleared(property: String, value: ExprSyntax, at node: some SyntaxProtocol) {
        guard value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false),
            let key = storageKey(ofProperty: property, around: node)
        else { return }
        facts.behavior.storageKeysCleared.insert(key)
    }

    /// `UserDefaults.standard.set(false, forKey: "isFirstTime")`.
    func readStorageSet(_ call: FunctionCallExprSyntax) {
        guard call.arguments.count == 2, let key = call.arguments.last, key.label?.text == "forKey",
            let value = call.arguments.first?.expression.as(BooleanLiteralExprSyntax.self), value.literal.tokenKind == .keyword(.false),
            let name = key.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
        else { return }
        facts.behavior.storageKeysCleared.insert(name)
    }
}
