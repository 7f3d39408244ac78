import OrderedJSON

/// The report as JSON with stable field names, for scripts and dashboards.
public struct JSONReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var members: [JSONMember] = [
            JSONMember("tool", .object(["name": .string(report.tool.name), "version": .string(report.tool.version)])),
            JSONMember("title", .string(report.title)),
            JSONMember("summary", .object(Severity.allCases.map { JSONMember($0.rawValue, .number(report.count($0))) })),
            JSONMember("findings", .array(report.findings.map(JSONReporter.json))),
            JSONMember(
                "suppressed",
                .array(report.suppressed.map { .object(["finding": JSONReporter.json($0.finding), "reason": .string($0.reason)]) })),
            JSONMember("fixedBaselineEntries", .array(report.fixedBaselineEntries.map(JSONValue.string))),
            JSONMember("baselined", .number(report.baselinedCount)),
        ]
        if !report.skipped.isEmpty {
            members.append(
                JSONMember("skipped", .array(report.skipped.map { .object(["path": .string($0.path), "reason": .string($0.reason)]) })))
        }
        if let changedSince = report.changedSince {
            members.append(JSONMember("changedSince", .string(changedSince)))
            members.append(JSONMember("fixedByChange", .array(report.fixedByChange.map(JSONValue.string))))
        }
        return JSONWriter(style: .pretty).string(.object(members))
    }

    static func json(_ finding: Finding) -> JSONValue {
        var members = [
            JSONMember("ruleId", .string(finding.ruleID)),
            JSONMember("severity", .string(finding.severity.rawValue)),
            JSONMember("outcome", .string(finding.outcome.rawValue)),
            JSONMember("message", .string(finding.message)),
        ]
        if let location = finding.location {
            members.append(
                JSONMember(
                    "location",
                    .object(["file": .string(location.file), "line": .number(location.line), "column": .number(location.column)])))
        }
        var subject = [JSONMember("scope", .string(finding.subject.scope))]
        if let element = finding.subject.element { subject.append(JSONMember("element", .string(element))) }
        if let locale = finding.subject.locale { subject.append(JSONMember("locale", .string(locale))) }
        members.append(JSONMember("subject", .object(subject)))
        members.append(JSONMember("data", .object(finding.data.map { JSONMember($0.name, .string($0.value)) })))
        if let fix = finding.fixHint { members.append(JSONMember("fix", .string(fix))) }
        if let reference = finding.reference { members.append(JSONMember("reference", .string(reference))) }
        members.append(JSONMember("fingerprint", .string(finding.fingerprint)))
        return .object(members)
    }
}
