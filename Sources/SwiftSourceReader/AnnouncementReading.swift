import SwiftSourceFacts
import SwiftSyntax

/// Announcements and what repeats them (CH32 §5.7, §8.2): VoiceOver announcements posted from a timer, a publisher
/// or a per-second loop.
extension FactCollector {
    static let timerCalls: Set<String> = ["scheduledTimer", "Timer", "onReceive", "sink", "setEventHandler", "schedule"]

    /// `UIAccessibility.post(notification: .announcement, argument: …)`, `AccessibilityNotification.Announcement(…).post()`.
    func readAnnouncement(_ call: FunctionCallExprSyntax) {
        let api: String
        if let notification = call.arguments.first(where: { $0.label?.text == "notification" }).map({ text($0.expression) }),
            notification.hasSuffix("announcement") || notification.hasSuffix("announcementRequested")
        {
            api =
                notification.hasSuffix("announcementRequested")
                ? "NSAccessibility.post(.announcementRequested)" : "UIAccessibility.post(.announcement)"
        } else if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self),
            ViewChain.calledName(base) == "Announcement"
        {
            api = "AccessibilityNotification.Announcement(…).post()"
        } else {
            return
        }
        var conditions: [String] = []
        var node = Syntax(call)
        var context: (String, Double?)?
        var function: String?
        var observed: String?
        while let parent = node.parent {
            if let ifExpression = parent.as(IfExprSyntax.self), ifExpression.body.id == node.id || ifExpression.elseBody?.id == node.id {
                let held = heldConditions(ifExpression.conditions)
                if ifExpression.body.id == node.id {
                    conditions += held
                } else if !held.isEmpty {
                    conditions.append("not (\(held.joined(separator: ", ")))")
                }
            } else if let switchCase = parent.as(SwitchCaseSyntax.self) {
                conditions.append(text(switchCase.label))
            } else if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if item.id == node.id { break }
                    if let guardStatement = item.item.as(GuardStmtSyntax.self) { conditions += heldConditions(guardStatement.conditions) }
                }
            } else if let closure = parent.as(ClosureExprSyntax.self), let owner = Self.owningCall(of: closure),
                let timer = timerContext(owner)
            {
                context = timer
                break
            } else if let closure = parent.as(ClosureExprSyntax.self), let owner = Self.owningCall(of: closure),
                ViewChain.calledName(owner) == "onChange", let value = owner.arguments.first(where: { $0.label?.text == "of" })
            {
                // `.onChange(of: remaining) { … }`: it runs as often as the value changes.
                observed = Self.observedName(value.expression)
                break
            } else if let accessor = parent.as(AccessorDeclSyntax.self),
                ["didSet", "willSet"].contains(accessor.accessorSpecifier.text),
                let binding = accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self)
            {
                // `var remaining = 60 { didSet { … } }`: it runs whenever the property is set.
                observed = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                break
            } else if parent.is(WhileStmtSyntax.self) || parent.is(RepeatStmtSyntax.self) || parent.is(ForStmtSyntax.self),
                sourceText(parent).contains("sleep")
            {
                context = ("a loop that sleeps", nil)
                break
            } else if let declaration = parent.as(FunctionDeclSyntax.self) {
                function = declaration.name.text
                break
            }
            node = parent
        }
        facts.behavior.announcements.append(
            Announcement(
                api: api, repeatingContext: context?.0, interval: context?.1, enclosingFunction: function, conditions: conditions,
                observedValue: observed, location: location(call)))
    }

    /// Each condition of a list, as written, but those that only unwrap (`let self = self`) or ask for the system's version
    /// (`#available(iOS 17, *)`): they say nothing of how often it runs.
    private func heldConditions(_ list: ConditionElementListSyntax) -> [String] {
        list.compactMap { element in
            switch element.condition {
            case .optionalBinding, .availability: nil
            default: text(element.condition)
            }
        }
    }

    /// The name and interval of a call that runs its closure repeatedly, nil for other calls.
    private func timerContext(_ call: FunctionCallExprSyntax) -> (String, Double?)? {
        guard let name = ViewChain.calledName(call), Self.timerCalls.contains(name) else { return nil }
        let written = text(call.calledExpression) + " " + call.arguments.map { text($0.expression) }.joined(separator: " ")
        switch name {
        case "scheduledTimer", "Timer":
            if call.arguments.contains(where: { $0.label?.text == "repeats" && text($0.expression) == "false" }) { return nil }
            let interval = call.arguments.first { ["withTimeInterval", "timeInterval"].contains($0.label?.text ?? "") }.flatMap {
                Self.number($0.expression)
            }
            return ("Timer.\(name)", interval)
        case "sink":
            // `Timer.publish(every: 1, …).sink { … }`, or `timer.sink { … }` on a publisher declared in the file.
            let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base.map(text) ?? ""
            guard written.contains("publish(every") || written.contains("Timer") || Self.isTimerPublisher(receiver) else { return nil }
            return ("Timer.publish … sink", Self.interval(after: "every: ", in: written) ?? publisherInterval(receiver, near: call))
        case "onReceive":
            guard let first = call.arguments.first, Self.isTimerPublisher(text(first.expression)) else { return nil }
            return (".onReceive(\(text(first.expression)))", publisherInterval(text(first.expression), near: call))
        default:
            return written.lowercased().contains("timer") ? (name, nil) : nil
        }
    }

    static func isTimerPublisher(_ written: String) -> Bool {
        let lower = written.lowercased()
        return lower.contains("timer") || lower.contains("publish(every") || lower.contains("tick") || lower.contains("clock")
    }

    static func interval(after marker: String, in written: String) -> Double? {
        guard let range = written.firstRange(of: marker) else { return nil }
        return Double(String(written[range.upperBound...].prefix { $0.isNumber || $0 == "." }))
    }

    /// `every:` of `let timer = Timer.publish(every: 1, on: .main, in: .common)` declared in the file.
    private func publisherInterval(_ name: String, near node: some SyntaxProtocol) -> Double? {
        if let inline = Self.interval(after: "every: ", in: name) { return inline }
        let bare = name.split(separator: ".").last.map(String.init) ?? name
        let source = String(decoding: file.bytes, as: UTF8.self)
        for marker in ["\(bare) = Timer.publish(every: ", "\(bare): Timer.TimerPublisher = Timer.publish(every: "] {
            if let value = Self.interval(after: marker, in: source) { return value }
        }
        return nil
    }

    /// Timers and the functions they run: `Timer.scheduledTimer(… selector: #selector(tick) …)`,
    /// `.onReceive(timer) { _ in tick() }`.
    func readTimer(_ call: FunctionCallExprSyntax, name: String) {
        guard let context = timerContext(call) else { return }
        var called: [String] = []
        if let selector = call.arguments.first(where: { $0.label?.text == "selector" }).map({ text($0.expression) }),
            let open = selector.firstIndex(of: "("), let close = selector.lastIndex(of: ")"), open < close
        {
            called.append(String(selector[selector.index(after: open)..<close].prefix { $0 != "(" }))
        }
        let closures = Self.closures(of: call)
        for name in closures.flatMap({ Self.calledNames(in: Syntax($0)) }) where !called.contains(name) { called.append(name) }
        facts.behavior.timers.append(
            TimerHandler(
                api: context.0, interval: context.1, calledFunctions: called,
                assignedNames: assignedNames(in: closures.map(Syntax.init), calling: called),
                location: location(call)))
    }

    /// The calls a timer's handler is followed through for what it sets.
    static let assignmentCallsFollowed = 2

    /// The names `nodes` set (`remaining -= 1`, `self.elapsed = now - start`), and those set by the file's functions they
    /// call, up to `assignmentCallsFollowed` calls away: the values a timer changes on every tick.
    private func assignedNames(in nodes: [Syntax], calling called: [String]) -> [String] {
        var names: [String] = []
        var bodies = nodes
        var seen = Set<String>()
        var next = called
        for _ in 0...Self.assignmentCallsFollowed {
            for body in bodies {
                for token in body.tokens(viewMode: .sourceAccurate) {
                    guard Self.assigningOperators.contains(token.text),
                        let sequence = token.parent?.parent?.parent?.as(SequenceExprSyntax.self),
                        let index = sequence.elements.firstIndex(where: { $0.id == token.parent?.id }),
                        index != sequence.elements.startIndex,
                        let name = Self.observedName(sequence.elements[sequence.elements.index(before: index)])
                    else { continue }
                    if !names.contains(name) { names.append(name) }
                }
            }
            let functions = next.filter { seen.insert($0).inserted }.flatMap { self.functions()[$0] ?? [] }
            bodies = functions.compactMap { $0.body.map(Syntax.init) }
            next = bodies.flatMap(Self.calledNames)
            if bodies.isEmpty { break }
        }
        return names
    }

    static let assigningOperators: Set<String> = ["=", "+=", "-=", "*=", "/="]

    /// The names `node` calls, in order: `tick` in `tick()` and `self.tick()`, with the receiver (`self`, `model`).
    static func calledNames(in node: Syntax) -> [String] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self),
                reference.parent?.is(FunctionCallExprSyntax.self) ?? false
                    || reference.parent?.as(MemberAccessExprSyntax.self)?.parent?.is(FunctionCallExprSyntax.self) ?? false
            else { return nil }
            return token.text
        }
    }

    /// `remaining` in `remaining`, `self.remaining`, `viewModel.remaining` or `$remaining`.
    static func observedName(_ expression: ExprSyntax) -> String? {
        lastName(expression).map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
    }
}
