import SourceText

/// The one engine behind every run: `lint` on specs, Swift code and catalogs together,
/// `catalog validate`, and every rule example. It runs the parts of every input's checker as
/// tasks over the cores (one mechanism, `concurrentMap`), then hands the outputs to the caller,
/// who may merge outputs it kept from a cache before the policy settles them.
public struct LintEngine: Sendable {
    public init() {}

    /// Each checker's outputs, part by part, in order, as its `finish` left them.
    public func check(_ checkers: [any PartChecker]) -> [[PartOutput]] {
        // Every checker's tasks in one pool: a core that is done with the screens takes
        // catalog entries.
        var tasks: [(checker: Int, range: Range<Int>)] = []
        for (index, checker) in checkers.enumerated() {
            tasks += checker.tasks.filter { !$0.isEmpty }.map { (index, $0) }
        }
        let plan = tasks
        let results = concurrentMap(plan.count) { task in
            let (checker, range) = plan[task]
            return range.map { checkers[checker].check(part: $0) }
        }
        var outputs = checkers.map { _ in [PartOutput]() }
        for (task, result) in zip(plan, results) { outputs[task.checker] += result }
        return zip(checkers, outputs).map { checker, outputs in checker.finish(outputs) }
    }

    /// Checks and settles in one go, for callers with no cache (rule examples, `catalog
    /// validate`).
    public func run(_ checkers: [any PartChecker], policy: FindingPolicy, suppressions: [any SuppressionSource] = [])
        -> FindingPolicy.Settled
    {
        policy.settle(check(checkers).flatMap { $0 }.merged, suppressions: suppressions)
    }
}
