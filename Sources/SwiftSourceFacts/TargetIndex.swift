import SourceText

/// The declarations of every file of one target, joined, for rules to resolve a name that one
/// file reads and another declares: `Metrics.buttonSize`, `model.title`, `kind.rawValue`, a
/// custom view used as a control's label, a color in an extension (`Color.brandMuted`).
///
/// Built from the files' `FileDeclarations`, which are read and cached per file with the rest
/// of their facts: a file that changes is read again and the index, cheap to join, is rebuilt
/// from the per-file parts each run. Immutable once built.
///
/// Resolution follows Swift's lookup as far as syntax can: a name declared in the enclosing
/// function wins (the reference says so), then members of the enclosing types (extensions and
/// superclasses in any file included), then file-level declarations. A name read through an
/// instance whose type cannot be told (`model.title`) means every member of that name in the
/// target: the answer lists them all, and a caller that needs one value checks they agree.
public struct TargetIndex: Sendable {
    private let valuesByName: [String: [DeclaredValue]]
    private let enumsByShortName: [String: [DeclaredEnum]]
    private let typesByShortName: [String: [DeclaredType]]
    private let viewsByName: [String: [DeclaredView]]
    /// Types that only previews name (a sample-data helper): their code is not shipped.
    public let previewOnlyTypes: Set<String>
    private let labelledReceivers: Set<String>
    private let markedReceivers: Set<String>
    /// Enums no file of the target names outside their own declaration and no other module can:
    /// a namespace nothing calls is dead code.
    private let unusedNamespaces: Set<String>
    /// Members whose body reads Reduce Motion, directly or through another such member.
    let reduceMotionHelpers: Set<String>
    /// `FileDeclarations.waysBack`, joined.
    let waysBack: [String: WayBack]
    /// The app's own fonts by name.
    private let fontsByName: [String: [FontDeclaration]]
    /// Types whose text grows no further than a Dynamic Type cap (`capsDynamicType`).
    let cappedViews: Set<String>
    /// Where the app's `App` type forces left-to-right on its scenes (`WindowGroup { … }.environment(\.layoutDirection,
    /// .leftToRight)`): no SwiftUI view of the target mirrors until that goes.
    public let appForcedLeftToRight: SourceLocation?
    /// What the code passes its types (`FileDeclarations.constructionArguments`, `.forwardedArguments`): the target's,
    /// or, for an app's folder, which holds every place that makes its types, all the project's targets'.
    let constructionSites: ConstructionSites
    /// `constructionSites` are the project's: a public type is made nowhere else.
    let sitesAreTheWholeProject: Bool

    public static let empty = TargetIndex(files: [])

    /// `projectSites`: what every target of an app's folder passes (nil: the target's sites only, and a public type
    /// may be made elsewhere).
    public init(files: [SwiftFileFacts], projectSites: ConstructionSites? = nil) {
        constructionSites = projectSites ?? ConstructionSites(files: files)
        sitesAreTheWholeProject = projectSites != nil
        var values: [String: [DeclaredValue]] = [:]
        var enums: [String: [DeclaredEnum]] = [:]
        var types: [String: [DeclaredType]] = [:]
        var views: [String: [DeclaredView]] = [:]
        var used = Set<String>(), previews: [[String]] = [], labelled = Set<String>(), marked = Set<String>()
        var motionHelpers: [MotionHelper] = []
        var ways: [String: WayBack] = [:]
        var fonts: [String: [FontDeclaration]] = [:]
        var forcedByApp: SourceLocation?
        for file in files {
            forcedByApp = forcedByApp ?? Self.appForcedLeftToRight(in: file)
            let declarations = file.declarations
            for value in declarations.values { values[value.name, default: []].append(value) }
            for declared in declarations.enums { enums[Self.shortName(declared.name), default: []].append(declared) }
            for type in declarations.types { types[type.shortName, default: []].append(type) }
            for view in declarations.views { views[Self.shortName(view.name), default: []].append(view) }
            used.formUnion(declarations.typeReferences)
            previews += declarations.previewReferences
            labelled.formUnion(declarations.labelledReceivers)
            marked.formUnion(declarations.markedReceivers)
            motionHelpers += declarations.motionHelpers
            ways.merge(declarations.waysBack) { $1 }
            for font in declarations.fonts { fonts[font.name, default: []].append(font) }
        }
        appForcedLeftToRight = forcedByApp
        waysBack = ways
        fontsByName = fonts
        cappedViews = Self.viewsUnderDynamicTypeCaps(files)
        reduceMotionHelpers = Self.reduceMotionHelpers(motionHelpers)
        labelledReceivers = labelled
        markedReceivers = marked
        valuesByName = values
        enumsByShortName = enums
        typesByShortName = types
        viewsByName = views
        // A preview's first type of the target is what it shows (a screen nothing else names yet
        // is still the app's); the types it uses besides, when no code outside previews names
        // them, are there for previews only. A public type may be used by another module; a
        // private one (home-assistant's `FullScreenLoaderPreviewToggleHarness`) by no other file.
        var helpers = Set<String>(), subjects = Set<String>()
        for names in previews {
            let declared = names.filter { name in types[name]?.contains { $0.kind != .extension && $0.kind != .protocol } ?? false }
            guard let subject = declared.first else { continue }
            if types[subject]?.allSatisfy(\.isFilePrivate) ?? false {
                helpers.insert(subject)
            } else {
                subjects.insert(subject)
            }
            helpers.formUnion(declared.dropFirst())
        }
        unusedNamespaces = Set(
            types.filter { name, declared in
                !used.contains(name) && declared.contains { $0.kind == .enum } && !declared.contains(where: \.isPublic)
            }.keys)
        previewOnlyTypes = helpers.subtracting(subjects).subtracting(used).filter { name in
            !(types[name]?.contains(where: \.isPublic) ?? true)
        }
    }

    // MARK: Values

    /// What a reference can mean.
    public struct Resolution: Sendable {
        /// The declarations it names; empty when it is a local (see `local`).
        public var declarations: [DeclaredValue]
        /// The local declaration, when the name is declared in the enclosing function.
        public var local: LocalBinding?
        /// Read through an instance whose type could not be told: the declarations are every
        /// instance member of that name in the target, and a type outside it (an `Error`'s
        /// `localizedDescription`) may be what is meant.
        public var isByNameOnly = false

        /// The values it can hold, each declaration's (nil where a declaration holds none that
        /// syntax tells).
        public var values: [DeclaredExpression?] {
            local.map { [$0.value] } ?? declarations.map(\.value)
        }

        /// The one number every candidate agrees on, when each is a literal number in a constant
        /// or a computed property (a `var`'s starting value can change; `@ScaledMetric` scales).
        public var number: Double? {
            if let local { return local.value?.number }
            let numbers = declarations.map { $0.kind == .variable || $0.isScaledMetric ? nil : $0.value?.number }
            guard let first = numbers.first, let value = first, numbers.allSatisfy({ $0 == value }) else { return nil }
            return value
        }

        /// Whether it is a `@ScaledMetric` size.
        public var isScaledMetric: Bool { !declarations.isEmpty && declarations.allSatisfy(\.isScaledMetric) }

        /// The literal strings it can be, when every candidate is a constant or computed value
        /// made of string literals only.
        public var strings: [String]? {
            if let local { return local.value?.strings }
            var all: [String] = []
            for declaration in declarations {
                guard declaration.kind != .variable, let strings = declaration.value?.strings else { return nil }
                all += strings
            }
            return all.isEmpty ? nil : all
        }
    }

    /// The declarations `reference` names, nil when the index cannot tell (no declaration, or
    /// the name goes through something it does not know).
    public func resolve(_ reference: NameReference) -> Resolution? {
        guard let last = reference.path.last else { return nil }
        if reference.path.count == 1 {
            if let local = reference.local { return Resolution(declarations: [], local: local) }
            let found = unqualified(last, in: reference.enclosingTypes, includeGlobals: !reference.isSelfQualified)
            return found.isEmpty ? nil : Resolution(declarations: found, local: nil)
        }
        let (found, byNameOnly) = members(named: last, of: Array(reference.path.dropLast()), reference: reference)
        guard !found.isEmpty else { return nil }
        var resolution = Resolution(declarations: found, local: nil)
        resolution.isByNameOnly = byNameOnly
        return resolution
    }

    /// A bare name: a member of the enclosing types (innermost first, their superclasses
    /// included), else a declaration at file level.
    private func unqualified(_ name: String, in enclosing: [String], includeGlobals: Bool) -> [DeclaredValue] {
        let candidates = valuesByName[name] ?? []
        for type in enclosing {
            let found = candidates.filter { $0.owner.map { Self.names($0, type) } ?? false }
            if !found.isEmpty { return found }
            for ancestor in superclasses(of: type) {
                let inherited = candidates.filter { $0.owner.map { Self.names($0, ancestor) } ?? false }
                if !inherited.isEmpty { return inherited }
            }
        }
        return includeGlobals ? candidates.filter { $0.owner == nil } : []
    }

    /// `Type.name`, `Outer.Inner.name`, `instance.name`, `self.a.b`.
    private func members(named name: String, of base: [String], reference: NameReference)
        -> (values: [DeclaredValue], byNameOnly: Bool)
    {
        let candidates = valuesByName[name] ?? []
        guard !candidates.isEmpty else { return ([], false) }
        if reference.local == nil, !reference.isSelfQualified, let first = base.first?.first, first.isUppercase,
            base.allSatisfy({ $0.first?.isUppercase ?? false })
        {
            // A type path: its static members (also through an extension of the type).
            let owner = base.joined(separator: ".")
            return (candidates.filter { $0.owner.map { Self.names($0, owner) } ?? false }, false)
        }
        // An instance: the type of the base, when its declaration says it.
        let baseReference = NameReference(
            path: base, isSelfQualified: reference.isSelfQualified, enclosingTypes: reference.enclosingTypes,
            local: reference.local)
        if let type = typeName(of: baseReference) {
            let owned = candidates.filter { $0.owner.map { Self.names($0, type) } ?? false }
            if !owned.isEmpty { return (owned, false) }
            // A type the target does not declare (`Error`, `URL`): the member is the framework's.
            if typesByShortName[Self.shortName(type)] == nil { return ([], false) }
        }
        // Cannot tell the type: every instance member of that name.
        return (candidates.filter { $0.owner != nil && !$0.isStatic }, true)
    }

    /// The type a reference's value has, when its declaration says so (`let model: MenuModel`,
    /// `let model = MenuModel()`).
    public func typeName(of reference: NameReference) -> String? {
        if reference.path.count == 1, let local = reference.local {
            return local.type.map(Self.bareType) ?? local.value.flatMap(Self.constructedType)
        }
        if reference.path.count == 1, reference.local == nil, reference.path[0].first?.isUppercase ?? false, !reference.isSelfQualified {
            return nil  // a type, not a value
        }
        guard let resolution = resolve(reference) else { return nil }
        let types = Set(
            resolution.declarations.compactMap { declaration in
                declaration.type.map(Self.bareType) ?? declaration.value.flatMap(Self.constructedType)
            })
        return types.count == 1 && resolution.declarations.allSatisfy({ $0.type != nil || $0.value.flatMap(Self.constructedType) != nil })
            ? types.first : nil
    }

    // MARK: Enums, types, views

    /// The raw values `x.rawValue` can have: the cases of the enum `x` is declared as (or,
    /// for a bare `rawValue`, of the enum it is read in).
    public func rawValues(of reference: NameReference) -> [String]? {
        guard reference.path.last == "rawValue" else { return nil }
        let base = Array(reference.path.dropLast())
        let type: String?
        if base.isEmpty {
            type = reference.enclosingTypes.first
        } else {
            type = typeName(
                of: NameReference(
                    path: base, isSelfQualified: reference.isSelfQualified,
                    enclosingTypes: reference.enclosingTypes,
                    local: reference.local))
        }
        guard let type, let declared = enumsByShortName[Self.shortName(type)], declared.count == 1 else { return nil }
        let values = declared[0].cases.compactMap(\.rawValue)
        return values.count == declared[0].cases.count && !values.isEmpty ? values : nil
    }

    public func enumDeclaration(named name: String) -> DeclaredEnum? {
        guard let found = enumsByShortName[Self.shortName(name)], found.count == 1 else { return nil }
        return found[0]
    }

    /// A custom view of the target, when one type of that name has a `body`.
    public func view(named name: String) -> DeclaredView? {
        guard let found = viewsByName[Self.shortName(name)], found.count == 1 else { return nil }
        return found[0]
    }

    /// Every declaration (extensions included) of the types of that name.
    public func types(named name: String) -> [DeclaredType] {
        typesByShortName[Self.shortName(name)] ?? []
    }

    /// The superclass chain of a class the target declares, nearest first, as far as the
    /// target declares it; the last element may be a framework class (`UIButton`).
    public func superclasses(of type: String) -> [String] {
        var chain: [String] = []
        var current = Self.shortName(type)
        while chain.count < 16 {
            guard let declared = typesByShortName[current]?.first(where: { $0.kind == .class }),
                let parent = declared.inherits.first
            else { break }
            let name = Self.shortName(Self.bareType(parent))
            if chain.contains(name) || name == current { break }
            chain.append(name)
            current = name
        }
        return chain
    }

    /// Whether `type` is, or inherits from, one of `ancestors` (framework classes by name).
    public func isKind(_ type: String, of ancestors: Set<String>) -> Bool {
        let name = Self.shortName(Self.bareType(type))
        return ancestors.contains(name) || superclasses(of: name).contains(where: ancestors.contains)
    }

    /// Whether the type or a superclass the target declares overrides `member`.
    public func overrides(_ type: String, _ member: String) -> Bool {
        let name = Self.shortName(Self.bareType(type))
        return ([name] + superclasses(of: name)).contains { ancestor in
            (typesByShortName[ancestor] ?? []).contains { $0.overrides.contains(member) }
        }
    }

    /// Whether code of `owner` (in any file of the target) gives `receiver` a title or an
    /// accessibility label.
    public func isLabelled(_ receiver: String, in owner: String?) -> Bool {
        labelledReceivers.contains(UIKitIconControl.key(owner: owner.map(Self.shortName), receiver: receiver))
    }

    /// Whether `type` is an enum that nothing in the target (or outside it) names: dead code.
    public func isUnusedNamespace(_ type: String) -> Bool { unusedNamespaces.contains(Self.shortName(type)) }

    /// The file's `.environment(\.layoutDirection, .leftToRight)` inside a type that conforms to `App`, if any.
    private static func appForcedLeftToRight(in file: SwiftFileFacts) -> SourceLocation? {
        file.behavior.directions.first { fact in
            fact.forcesLeftToRightEnvironment
                && file.callGraph.declarations.contains { declaration in
                    declaration.kind == .type && declaration.inherits.contains("App") && declaration.lines.contains(fact.location.line)
                }
        }?.location
    }

    /// Whether code of `owner` (in any file of the target) marks `receiver` ("self": the type) so.
    public func isMarked(_ receiver: String, in owner: String?, as mark: UIKitReceiverMark) -> Bool {
        markedReceivers.contains(mark.key(owner: owner.map(Self.shortName), receiver: receiver))
    }

    /// The file with the declarations of preview-only types (`previewOnlyTypes`) added to its
    /// preview ranges, so that they are skipped like previews.
    public func markingPreviewOnlyCode(_ file: SwiftFileFacts) -> SwiftFileFacts {
        guard !previewOnlyTypes.isEmpty else { return file }
        let ranges = file.declarations.types.filter { previewOnlyTypes.contains($0.shortName) }.map(\.lines)
        guard !ranges.isEmpty else { return file }
        var copy = file
        copy.previewRanges = (copy.previewRanges + ranges).sorted { $0.first < $1.first }
        return copy
    }

    // MARK: Names

    /// Whether a declaration's owner is the type `written` names (`Metrics`, `Theme.Metrics`).
    static func names(_ owner: String, _ written: String) -> Bool {
        owner == written || endsWithMember(owner, written) || endsWithMember(written, owner)
    }

    /// Whether `path` is `….name`: compared in place, since every reference of a target is
    /// matched against every declaration of its name (building `"." + name` for each took
    /// half of the rules' time).
    static func endsWithMember(_ path: String, _ name: String) -> Bool {
        let path = path.utf8, name = name.utf8
        guard path.count > name.count else { return false }
        let dot = path.index(path.endIndex, offsetBy: -(name.count + 1))
        return path[dot] == UInt8(ascii: ".") && path[path.index(after: dot)...].elementsEqual(name)
    }

    /// `Theme.Metrics` → `Metrics`.
    public static func shortName(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// `Model?`, `Model!`, `Model<T>` → `Model`.
    public static func bareType(_ written: String) -> String {
        var name = written.filter { !$0.isWhitespace }
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        return name
    }

    /// `MenuModel()`, `MenuModel(title: …)`: the type a value is made as.
    public static func constructedType(_ value: DeclaredExpression) -> String? {
        guard case .call(let callee, _) = value, var path = callee.path else { return nil }
        if path.hasSuffix(".init") { path = String(path.dropLast(5)) }
        // `Outer.Inner(…)` is a type; `Model.make(…)` a factory whose result syntax cannot tell.
        let parts = path.split(separator: ".")
        return !parts.isEmpty && parts.allSatisfy({ $0.first?.isUppercase ?? false }) ? path : nil
    }
}

extension TargetIndex {
    /// How the app's font `name` sizes text, when every declaration of that name agrees: from its own body or,
    /// when that builds no font, from the fonts and modifiers it hands the font to (`zFont` → `ZashiFontModifier`,
    /// `themeBody` → `manRopeFont`), three steps deep at most.
    ///
    /// SwiftUI's fonts of the name speak first: text in a SwiftUI box gets one (unstoppable-wallet's `manRopeFont`
    /// returns a `Font` that grows and, by the same name, a `UIFont` of a fixed size).
    /// Whether the target declares a font, or a view function that sets one, of that name.
    public func declaresFont(_ name: String) -> Bool { fontsByName[name] != nil }

    public func fontSizing(_ name: String, depth: Int = 3) -> FontDeclaration.Sizing? {
        let fonts = fontsByName[name] ?? []
        let swiftUI = fonts.filter { !$0.isUIKit }
        let sizings = (swiftUI.isEmpty ? fonts : swiftUI).map { font in
            // References whose sizing is unknown (a parameter named `addressFont`) say nothing either way.
            font.sizing ?? (depth > 0 ? Self.agreeing(Set(font.references).compactMap { fontSizing($0, depth: depth - 1) }) : nil)
        }
        return Self.agreeing(sizings)
    }

    private static func agreeing(_ sizings: some Collection<FontDeclaration.Sizing?>) -> FontDeclaration.Sizing? {
        guard let first = sizings.first, sizings.allSatisfy({ $0 == first }) else { return nil }
        return first
    }
}
