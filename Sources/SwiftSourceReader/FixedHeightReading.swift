import SourceText
import SwiftSourceFacts
import SwiftSyntax

import struct SourceText.SourceLocation

/// Text in containers that cannot grow (CH32 §4.3): literal heights on text, a UILabel's height
/// constant, one-line limits on control titles.
extension FactCollector {
    static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack"]
    static let scrolling: Set<String> = ["ScrollView", "List", "Form", "TextEditor", "ScrollViewReader", "Table", "OutlineGroup"]

    /// `.frame(height: 44)` on a Text, a titled control or a stack of text; `.lineLimit(1)` on a
    /// control's title.
    func readFixedHeight(_ chain: ViewChain, names: Set<String>) {
        let base = chain.baseName ?? ""
        if names.contains("lineLimit") { readTruncation(chain, base: base) }
        let applied = names.contains("modifier") ? appliedModifierChain(chain) : nil
        // The chain's own modifiers, then those the applied view modifier gives its content.
        let modifiers = chain.modifiers + (applied?.body.modifiers ?? [])
        guard names.contains("frame") || applied != nil,
            let frame = modifiers.first(where: {
                ViewChain.calledName($0) == "frame" && $0.arguments.contains { $0.label?.text == "height" }
            }),
            let heightArgument = frame.arguments.first(where: { $0.label?.text == "height" }),
            let height = Self.number(heightArgument.expression),
            !frame.arguments.contains(where: { ["minHeight", "maxHeight", "idealHeight"].contains($0.label?.text ?? "") })
        else { return }
        // Where the view is given its height: the frame, or `.modifier(PillStyle())` whose body gives it.
        let site = applied.flatMap { applied in applied.body.modifiers.contains { $0.id == frame.id } ? applied.call : nil } ?? frame
        var content: [String] = []
        var contentText = ""
        // `Text("")` as a spacer or scroll anchor shows nothing; a panel this tall is not a text box.
        if base == "Text",
            chain.base?.as(FunctionCallExprSyntax.self)?.arguments.first?.expression.as(StringLiteralExprSyntax.self)?
                .representedLiteralValue == ""
        {
            return
        }
        guard height < 300 else { return }
        // Under 2 pt a view shows no text: a helper kept invisible (a 1 × 1 field that raises a
        // keyboard) or a collapsed row. One Text in a box 120 pt high has room for two lines of the
        // largest accessibility size: the box is a placeholder or banner, not a line of text.
        if height < 2 || base == "Text" && height >= 120 { return }
        if height >= Self.oneBodyLineAtLargestSize, isOneLineOfBodyText(chain, base: base) { return }
        // `Text(FontIcon.share.rawValue).font(.fontAwesome(…))`: a glyph of an icon font, which no translation changes.
        if base == "Text", Self.showsOnlyIconGlyphs(chain.base.map(text) ?? "") || Self.namesIconFont(chain.modifiers.map(text).joined()) {
            return
        }
        // `Button("Share", systemImage: …).labelStyle(.iconOnly)` shows its icon only (onebusaway-ios), and so does such a
        // `Label` (Gem's gear in a circle), or one in a menu so styled (PeapodApp's "More").
        let showsIconOnly = chain.base.map { Self.labelStyle(of: chain, base: $0) == "iconOnly" } ?? false
        if base == "Label", showsIconOnly { return }
        if ["Text", "Label", "TextField", "SecureField"].contains(base) {
            content = [base]
        } else if ["Button", "Toggle", "Link", "NavigationLink"].contains(base), let call = chain.base?.as(FunctionCallExprSyntax.self),
            let first = call.arguments.first, first.label == nil, Self.isStringish(Self.unwrapped(first.expression)), !showsIconOnly
        {
            content = ["\(base) title"]
        } else if Self.stacks.contains(base), let call = chain.base?.as(FunctionCallExprSyntax.self) {
            let closures = Self.closures(of: call)
            content = closures.flatMap { viewNames(in: $0) }
            contentText = closures.map(sourceText).joined()
            // Initials over a circle, a count on a capsule: an avatar or badge drawn at a size.
            if base == "ZStack", content.contains(where: Self.shapes.contains) { return }
            if Self.showsOnlyIconGlyphs(contentText) { content.removeAll { $0 == "Text" } }
        }
        guard
            content.contains(where: { $0.hasPrefix("Text") || $0.hasPrefix("Label") || $0.hasSuffix("title") || $0.hasPrefix("TextField") })
        else { return }
        let chainText = modifiers.map(text).joined()
        let fixedFont =
            chainText.contains(".system(size:") || chainText.contains("fixedSize:") || WrittenFont.wrapsFixedUIFont(chainText)
            || fontIsFixed(chain, around: Syntax(chain.modifiers.last ?? frame))
        let cannotOverflow =
            // The names as well as the text: a modifier's text is cut after 400 characters of its chain.
            fixedFont || chainText.contains("minimumScaleFactor") || chain.modifierNames.contains("minimumScaleFactor")
            || contentText.contains("minimumScaleFactor")
            || Self.shrinksReadably(Self.enclosingModifier("minimumScaleFactor", around: Syntax(chain.modifiers.last ?? frame)))
            || content.contains(where: Self.scrolling.contains) || contentText.contains(".system(size:")
            || WrittenFont.wrapsFixedUIFont(contentText)
        // The user's data (a book's title) limited to some lines is cut short by design; whether the box still
        // clips it, someone decides (judged 11 of 18 clipped over 28 sets of apps).
        let truncatesUserData = showsOnlyTruncatedUserData(chain, base: base)
        let font = fontThroughName(chain, around: Syntax(chain.modifiers.last ?? frame), contentText: contentText)
        // `Text(count, format: .number)`, `Text(verbatim: "\(breachCount)")`: digits, which no translation lengthens; in a
        // box beside an icon, `Text(String(playlists.count))` (Atwy's counts).
        let showsOnlyANumber =
            base == "Text"
            && (Self.showsOnlyValues(chain.base, verbatimToo: true)
                || chain.base?.as(FunctionCallExprSyntax.self)?.arguments.contains {
                    $0.label?.text == "format" && [".number", ".percent"].contains(where: text($0.expression).hasPrefix)
                } ?? false)
            || Self.stacks.contains(base) && Self.showsOnlyCounts(contentText)
        var fixedHeight =
            FixedHeight(
                api: ".frame(height:)", height: height, receiver: base, content: Array(Set(content)).sorted().joined(separator: ", "),
                textCannotOverflow: cannotOverflow, fontThroughName: font, fontName: font.flatMap(WrittenFont.declaredName),
                view: enclosingTypes(of: Syntax(site)).last, showsOnlyANumber: showsOnlyANumber, truncatesUserData: truncatesUserData,
                location: modifierLocation(site))
        if font == nil, !cannotOverflow {
            fixedHeight.modifierNames = modifierNames(chain, around: Syntax(chain.modifiers.last ?? frame), contentText: contentText)
        }
        if let property = Self.unwrappedProperty(around: Syntax(site)), Self.isNilUnlessPassed(property, around: Syntax(site)) {
            fixedHeight.shownOnlyWith = property
            fixedHeight.innermostView = enclosingTypes(of: Syntax(site)).first
        }
        facts.behavior.fixedHeights.append(fixedHeight)
    }

    /// The file's `struct …: ViewModifier` declarations by name.
    func viewModifierDeclarations(in nodes: [Syntax]) -> [String: StructDeclSyntax] {
        guard CodeTextSearch.contains(file.bytes, "ViewModifier") else { return [:] }
        var declarations: [String: StructDeclSyntax] = [:]
        for node in nodes {
            guard let declaration = node.as(StructDeclSyntax.self),
                declaration.inheritanceClause?.inheritedTypes.contains(where: { text($0.type) == "ViewModifier" }) ?? false
            else { continue }
            declarations[declaration.name.text] = declaration
        }
        return declarations
    }

    /// `.modifier(PillStyle())` where the file's `struct PillStyle: ViewModifier` returns its `content` with modifiers
    /// (Orhadi's pills): the call, and the chain on `content`, whose frame and fonts the view gets.
    private func appliedModifierChain(_ chain: ViewChain) -> (call: FunctionCallExprSyntax, body: ViewChain)? {
        for call in chain.modifiers where ViewChain.calledName(call) == "modifier" {
            guard let made = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                let name = ViewChain.calledName(made), let declaration = viewModifiers[name],
                let body = declaration.memberBlock.members.lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                    .first(where: { $0.name.text == "body" })?.body,
                body.statements.count == 1, let item = body.statements.first?.item,
                let returned = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
            else { continue }
            let inner = ViewChain(returned)
            if inner.baseName == "content" { return (call, inner) }
        }
        return nil
    }

    /// Whether all the text the view with `chain` shows is the user's data (`Text(book.title)`, not a literal or a
    /// translated text) under a `lineLimit`, here or on the view: a `Label` shows its icon only, no field or titled
    /// control. BookPlayer's widget title, AmpFin's track name beside icon buttons.
    private func showsOnlyTruncatedUserData(_ chain: ViewChain, base: String) -> Bool {
        let limited = chain.modifierNames.contains("lineLimit")
        guard let call = chain.base?.as(FunctionCallExprSyntax.self) else { return false }
        if base == "Text" { return limited && !Self.showsTranslatedText(call) }
        var texts = 0
        for node in Self.closures(of: call).flatMap({ Array($0.statements.tokens(viewMode: .sourceAccurate)) }) {
            guard case .identifier(let name) = node.tokenKind, let reference = node.parent?.as(DeclReferenceExprSyntax.self),
                let view = reference.parent?.as(FunctionCallExprSyntax.self), view.calledExpression.id == reference.id
            else { continue }
            let viewChain = { ViewChain(ExprSyntax(ViewChain.outermostLink(of: view))) }
            switch name {
            case "Text":
                guard limited || viewChain().modifierNames.contains("lineLimit"), !Self.showsTranslatedText(view) else { return false }
                texts += 1
            case "Label":
                let style = viewChain().modifiers.first { ViewChain.calledName($0) == "labelStyle" }
                guard style.map(Self.isIconOnlyStyle) ?? false else { return false }
            case "TextField", "SecureField", "TextEditor": return false
            case "Button", "Toggle", "Link", "NavigationLink", "Menu":
                if let first = view.arguments.first, first.label == nil, Self.isStringish(Self.unwrapped(first.expression)) { return false }
            default: continue
            }
        }
        return texts > 0
    }

    /// A line of body text at the largest accessibility size (53 pt type) is about 64 pt high.
    static let oneBodyLineAtLargestSize = 64.0
    static let bodySizedStyles: Set<String> = [".body", ".callout", ".subheadline", ".footnote", ".caption", ".caption2", ".headline"]

    /// A single-line field (no `axis:`) or a `Text` limited to one line, in a text style no larger than
    /// the body's: one line is all it shows, and `oneBodyLineAtLargestSize` holds it (ios-pass's fields).
    private func isOneLineOfBodyText(_ chain: ViewChain, base: String) -> Bool {
        let singleLine =
            switch base {
            case "TextField", "SecureField":
                !(chain.base?.as(FunctionCallExprSyntax.self)?.arguments.contains { $0.label?.text == "axis" } ?? true)
            case "Text": chain.modifiers.contains { ViewChain.calledName($0) == "lineLimit" && text($0.arguments) == "1" }
            default: false
            }
        let fonts = chain.modifiers.filter { ViewChain.calledName($0) == "font" }.map { text($0.arguments) }
        return singleLine && fonts.allSatisfy(Self.bodySizedStyles.contains)
    }

    /// `titleLabel.heightAnchor.constraint(equalToConstant: 20)` or SnapKit's
    /// `titleLabel.snp.makeConstraints { $0.height.equalTo(20) }` on a `UILabel`.
    func readHeightConstraint(_ call: FunctionCallExprSyntax) {
        guard let (receiver, height, api) = Self.anchoredHeight(call) ?? Self.snapKitHeight(call),
            hints.declaredTypeName(receiver) == "UILabel",
            // A zero height collapses the label (activated when it is hidden): no text is shown in it.
            height >= 2
        else { return }
        let scope = enclosingTypeSource(of: call)
        // The label as its declaration builds it (`lazy var amperfyLabel: UILabel = { let label = UILabel() … }()`).
        let built = scope.firstRange(of: "var \(receiver)").map { start in
            let rest = scope[start.upperBound...]
            return String(rest[..<(rest.firstRange(of: "}()")?.upperBound ?? rest.startIndex)])
        }
        // The fonts given as written: `receiver.font = …` anywhere in the type, `.font = …` in the label's own declaration.
        // (A label given only `attributedText` keeps its text's fonts, which are not read.)
        let assigned = Self.values(assignedBy: "\(receiver).font = ", in: scope)
        let fonts = assigned + (built.map { Self.values(assignedBy: ".font = ", in: $0) } ?? [])
        let grows = fonts.contains { WrittenFont($0) == .grows } || Self.adjustsToContentSize(receiver, in: scope, built: built)
        let cannotOverflow =
            scope.contains("\(receiver).adjustsFontSizeToFitWidth = true")
            || assigned.contains { ["UIFont.systemFont", ".systemFont", "UIFont(name:"].contains(where: $0.hasPrefix) }
            || built.map { $0.contains("adjustsFontSizeToFitWidth = true") || WrittenFont($0) == .fixed } ?? false
            // A UILabel's own font is a fixed 17 pt, and a font of the app's that never scales keeps its size too
            // (alpha-wallet-ios's `Fonts.regular(size:)`, 9 of 9 judged to fit their boxes): only a label shown to
            // scale (a text style, UIFontMetrics, adjustsFontForContentSizeCategory) or whose font the target
            // cannot size (below) is reported.
            || !grows && fonts.allSatisfy { WrittenFont($0) == .fixed }
        let named = grows ? nil : fonts.first { WrittenFont($0) == .named }
        // A label that wraps (`descriptionLabel.numberOfLines = 0`) and does not shrink its text: in any font, a longer
        // translation needs more lines than the box holds.
        let wraps =
            (scope.contains("\(receiver).numberOfLines = 0") || built?.contains("numberOfLines = 0") ?? false)
            && !scope.contains("\(receiver).adjustsFontSizeToFitWidth = true")
            && !(built?.contains("adjustsFontSizeToFitWidth = true") ?? false)
        var fixedHeight = FixedHeight(
            api: api, height: height, receiver: receiver, content: "UILabel",
            textCannotOverflow: cannotOverflow && !wraps, fontThroughName: named, fontName: named.flatMap(WrittenFont.declaredName),
            location: location(call))
        fixedHeight.wrapsInFixedFont = wraps && !grows
        facts.behavior.fixedHeights.append(fixedHeight)
    }

    private static func anchoredHeight(_ call: FunctionCallExprSyntax) -> (receiver: String, height: Double, api: String)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "constraint",
            let anchor = member.base?.as(MemberAccessExprSyntax.self), anchor.declName.baseName.text == "heightAnchor",
            let argument = call.arguments.first, argument.label?.text == "equalToConstant", let height = number(argument.expression),
            let receiver = lastName(anchor.base)
        else { return nil }
        return (receiver, height, "heightAnchor.constraint(equalToConstant:)")
    }

    /// `make.height.equalTo(20)` in the closure of `titleLabel.snp.makeConstraints` (or `remake…`, `update…`).
    private static func snapKitHeight(_ call: FunctionCallExprSyntax) -> (receiver: String, height: Double, api: String)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "equalTo",
            member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "height",
            call.arguments.count == 1, let height = number(call.arguments.first!.expression)
        else { return nil }
        var node = call.parent
        for _ in 0..<8 {
            guard let current = node else { return nil }
            if let closure = current.as(ClosureExprSyntax.self) {
                guard let owner = owningCall(of: closure), let method = owner.calledExpression.as(MemberAccessExprSyntax.self),
                    ["makeConstraints", "remakeConstraints", "updateConstraints"].contains(method.declName.baseName.text),
                    let snp = method.base?.as(MemberAccessExprSyntax.self), snp.declName.baseName.text == "snp",
                    let receiver = lastName(snp.base)
                else { return nil }
                return (receiver, height, "snp.\(method.declName.baseName.text) { $0.height.equalTo(_:) }")
            }
            node = current.parent
        }
        return nil
    }

    /// What each `assignment` (`titleLabel.font = `) in `source` assigns, as written, to the end of its line.
    static func values(assignedBy assignment: String, in source: String) -> [String] {
        source.ranges(of: assignment).map { range in String(source[range.upperBound...].prefix { $0 != "\n" && $0 != ";" }) }
    }

    static func adjustsToContentSize(_ receiver: String, in scope: String, built: String?) -> Bool {
        scope.contains("\(receiver).adjustsFontForContentSizeCategory = true")
            || built?.contains("adjustsFontForContentSizeCategory = true") ?? false
    }

    /// The source of the type that holds `node` (the whole file outside types).
    func enclosingTypeSource(of node: some SyntaxProtocol) -> String {
        var current = node.parent
        while let node = current {
            if node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(ExtensionDeclSyntax.self) {
                return sourceText(node)
            }
            current = node.parent
        }
        return String(decoding: file.bytes, as: UTF8.self)
    }

    /// The base views a closure shows, one level into nested stacks.
    private func viewNames(in closure: ClosureExprSyntax) -> [String] {
        var names: [String] = []
        var work: [(CodeBlockItemListSyntax, Int)] = [(closure.statements, 0)]
        while let (items, depth) = work.popLast() {
            for item in items {
                guard let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression else {
                    continue
                }
                if let branches = Self.branches(of: expression) {
                    if depth < 3 { work += branches.map { ($0, depth + 1) } }
                    continue
                }
                let chain = ViewChain(expression)
                guard let name = chain.baseName else { continue }
                names.append(name)
                if Self.stacks.contains(name), depth < 2, let call = chain.base?.as(FunctionCallExprSyntax.self) {
                    work += Self.closures(of: call).map { ($0.statements, depth + 1) }
                }
            }
        }
        return names
    }

    /// Whether the type around `node` takes `property` from whoever makes it and has it nil otherwise: an initializer's
    /// parameter of that name defaulting to `nil` or `.none` (passbolt's `title: DisplayableString? = .none`), or, with no
    /// initializer written, a plain stored `var property: T? = nil`. (A `@State` the view sets itself is neither.)
    static func isNilUnlessPassed(_ property: String, around node: Syntax) -> Bool {
        guard let group = node.ancestorOrSelf(mapping: { $0.declGroup }) else { return false }
        let isNil = { (value: ExprSyntax?) in ["nil", ".none"].contains(value?.trimmedDescription ?? "") }
        let initializers = group.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        if !initializers.isEmpty {
            return initializers.contains { initializer in
                initializer.signature.parameterClause.parameters.contains {
                    $0.firstName.text == property && isNil($0.defaultValue?.value)
                }
            }
        }
        return group.memberBlock.members.contains { item in
            guard let variable = item.decl.as(VariableDeclSyntax.self), variable.attributes.isEmpty else { return false }
            return variable.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property && isNil($0.initializer?.value)
            }
        }
    }

    /// `if let title = self.title { … }`, `if let title { … }` around a node, in its member: the property unwrapped.
    static func unwrappedProperty(around node: Syntax) -> String? {
        var current = node.parent
        while let candidate = current, !candidate.is(DeclSyntax.self), !candidate.is(AccessorBlockSyntax.self) {
            if let branch = candidate.as(IfExprSyntax.self), branch.conditions.count == 1,
                let binding = branch.conditions.first?.condition.as(OptionalBindingConditionSyntax.self),
                branch.body.position <= node.position, node.position < branch.body.endPosition
            {
                guard let value = binding.initializer?.value else {
                    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                }
                let member = value.as(MemberAccessExprSyntax.self)
                return member?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? member?.declName.baseName.text : nil
            }
            current = candidate.parent
        }
        return nil
    }

    /// The modifier on a view around `node` (`Button { Text("Edit").frame(height: 30) }
    /// .minimumScaleFactor(0.5)`): environment modifiers reach the views inside.
    static func enclosingModifier(_ name: String, around node: Syntax) -> FunctionCallExprSyntax? {
        var current = node.parent
        while let candidate = current, !candidate.is(DeclSyntax.self) {
            if let call = candidate.as(FunctionCallExprSyntax.self), ViewChain.calledName(call) == name,
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                holds(base, node)
            {
                return call
            }
            current = candidate.parent
        }
        return nil
    }

    /// `Text("Allow")`, `Text(L10n.allow)`, `Text(localize(.newLabel))`: a label translators write, which
    /// one line can cut. A name, a title, a date or a URL from the user's data (`Text(article.feedTitle)`)
    /// is truncated by design.
    static func showsTranslatedText(_ text: FunctionCallExprSyntax) -> Bool {
        guard let first = text.arguments.first, first.label == nil else { return false }
        // `"@\(user.userName)"`, `"#\(tag.name)"` (Vernissage): a handle or a tag, the app's data with a sign; no words.
        if let literal = first.expression.as(StringLiteralExprSyntax.self) {
            return literal.segments.contains { $0.as(StringSegmentSyntax.self)?.content.text.contains(where: \.isLetter) ?? false }
        }
        let written = first.expression.trimmedDescription
        if AssembledText.Piece.isLocalized(written) { return true }
        let called = first.expression.as(FunctionCallExprSyntax.self).flatMap(ViewChain.calledName)?.lowercased() ?? ""
        return called.contains("locali")
    }
}
