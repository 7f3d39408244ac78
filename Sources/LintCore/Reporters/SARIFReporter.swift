import OrderedJSON
import SourceText

/// SARIF 2.1.0, which GitHub code scanning and most CI dashboards import. Suppressed findings
/// are results with an `inSource` suppression and its justification, as the format intends.
public struct SARIFReporter: Reporter {
    public init() {}

    public func render(_ report: LintReport) -> String {
        let ruleIndex = Dictionary(
            report.rules.enumerated().map { ($0.element.identifier, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let rules: [JSONValue] = report.rules.map { rule in
            .object([
                "id": .string(rule.identifier),
                "name": .string(SARIFReporter.pascalCase(rule.name)),
                "shortDescription": .object(["text": .string(rule.summary)]),
                "fullDescription": .object(["text": .string(rule.rationale)]),
                "defaultConfiguration": .object(["level": .string(SARIFReporter.level(rule.defaultSeverity, .violation))]),
                "properties": .object(["severity": .string(rule.defaultSeverity.rawValue), "reference": .string(rule.reference)]),
            ])
        }
        let results =
            report.findings.map { SARIFReporter.result($0, ruleIndex: ruleIndex, suppression: nil) }
            + report.suppressed.map { SARIFReporter.result($0.finding, ruleIndex: ruleIndex, suppression: $0.reason) }
        return JSONWriter(style: .pretty).string(
            .object([
                "$schema": .string("https://json.schemastore.org/sarif-2.1.0.json"),
                "version": .string("2.1.0"),
                "runs": .array([
                    .object([
                        "tool": .object([
                            "driver": .object([
                                "name": .string(report.tool.name),
                                "version": .string(report.tool.version),
                                "informationUri": .string(report.tool.informationURI),
                                "rules": .array(rules),
                            ])
                        ]),
                        "columnKind": .string("unicodeCodePoints"),
                        "results": .array(results),
                    ])
                ]),
            ]))
    }

    static func result(_ finding: Finding, ruleIndex: [String: Int], suppression: String?) -> JSONValue {
        var members = [JSONMember("ruleId", .string(finding.ruleID))]
        if let index = ruleIndex[finding.ruleID] { members.append(JSONMember("ruleIndex", .number(index))) }
        members.append(JSONMember("level", .string(level(finding.severity, finding.outcome))))
        var text = finding.message
        if let fix = finding.fixHint { text += " Fix: \(fix)" }
        members.append(JSONMember("message", .object(["text": .string(text)])))
        if let location = finding.location {
            members.append(
                JSONMember(
                    "locations",
                    .array([
                        .object([
                            "physicalLocation": .object([
                                "artifactLocation": .object(["uri": .string(uriReference(location.file))]),
                                "region": .object(["startLine": .number(location.line), "startColumn": .number(location.column)]),
                            ])
                        ])
                    ])))
        }
        if let suppression {
            members.append(JSONMember("suppressions", .array([.object(["kind": "inSource", "justification": .string(suppression)])])))
        }
        members.append(JSONMember("partialFingerprints", .object(["handzFinding/v1": .string(finding.fingerprint)])))
        var properties = [
            JSONMember("severity", .string(finding.severity.rawValue)), JSONMember("outcome", .string(finding.outcome.rawValue)),
            JSONMember("scope", .string(finding.subject.scope)),
        ]
        if let element = finding.subject.element { properties.append(JSONMember("element", .string(element))) }
        if let locale = finding.subject.locale { properties.append(JSONMember("locale", .string(locale))) }
        if let reference = finding.reference { properties.append(JSONMember("reference", .string(reference))) }
        if let fix = finding.fixHint { properties.append(JSONMember("fix", .string(fix))) }
        properties.append(JSONMember("data", .object(finding.data.map { JSONMember($0.name, .string($0.value)) })))
        members.append(JSONMember("properties", .object(properties)))
        return .object(members)
    }

    /// P0 and P1 fail a build (error), P2 warns, and "needs review" is a note.
    static func level(_ severity: Severity, _ outcome: Outcome) -> String {
        if outcome == .needsReview { return "note" }
        return severity == .p2 ? "warning" : "error"
    }

    /// "Small tap target" → "SmallTapTarget": SARIF's rule names are identifiers.
    static func pascalCase(_ name: String) -> String {
        name.split { !($0.isLetter || $0.isNumber) }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// A path as a URI reference (`artifactLocation.uri` must be one): bytes other than
    /// unreserved characters, `/` and sub-delimiters percent-encoded ("home screen.yml" →
    /// "home%20screen.yml").
    static func uriReference(_ path: String) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=@".utf8)
        var output = ""
        for byte in path.utf8 {
            if kept.contains(byte) {
                output.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                output += "%" + TextEscaping.hex(UInt32(byte), width: 2)
            }
        }
        return output
    }
}
