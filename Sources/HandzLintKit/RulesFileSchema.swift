import AppRules
import CatalogValidation
import LintCore
import OrderedJSON

/// The rules file's JSON Schema, generated from the rules' own option tables so that editors,
/// the reader and `rules explain` cannot disagree (`handz-lint rules schema`; a test keeps
/// `Specs/schema/rules.schema.json` equal to it).
public enum RulesFileSchema {
    public static func text(_ catalog: RuleCatalog = .shared) -> String {
        JSONWriter(style: .pretty).string(document(catalog)) + "\n"
    }

    static func document(_ catalog: RuleCatalog) -> JSONValue {
        let paths: JSONValue = .object(["type": "array", "items": .object(["type": "string"])])
        var properties: [JSONMember] = [
            JSONMember("version", .object(["const": 1])),
            JSONMember("app", .object(["type": "string", "description": "The app's name, shown in the report's title."])),
            JSONMember("specs", with(paths, description: "Spec files and folders, relative to this file.")),
            JSONMember("strings", with(paths, description: "Catalogs (.xcstrings, LANG.lproj folders, XLIFF), relative to this file.")),
            JSONMember(
                "sources",
                with(
                    paths,
                    description:
                        "Swift files and folders, relative to this file; a folder's String Catalogs and .lproj tables are found too.")),
            JSONMember(
                "excludes",
                with(
                    paths,
                    description: "Globs of Swift files and folders not to read, relative to each source " + "folder (**/Generated/**).")),
        ]
        for family in RuleFamily.allCases {
            var fields =
                family == .catalog ? CatalogValidationOptions.descriptions : family == .source ? SourceLintOptions.descriptions : []
            for rule in catalog.rules where rule.family == family {
                for option in rule.options
                where !family.topLevelOptions.contains(option.name) && !fields.contains(where: { $0.name == option.name }) {
                    fields.append(option)
                }
            }
            properties.append(
                JSONMember(
                    family.section,
                    .object([
                        "type": "object", "additionalProperties": false,
                        "description": .string(
                            "Options for every \(family.rawValue) rule that declares them; rules: "
                                + "{ ID: { OPTION: … } } sets them for one rule."
                        ),
                        "properties": .object(fields.map { JSONMember($0.name, schema(of: $0)) }),
                    ])))
        }
        for family in RuleFamily.allCases {
            for name in family.topLevelOptions.sorted() {
                if let option = catalog.rules.filter({ $0.family == family }).lazy.flatMap(\.options).first(where: { $0.name == name }) {
                    properties.append(JSONMember(name, schema(of: option)))
                }
            }
        }
        let setting: JSONValue = .object(["enum": .array(["off", "on", "P0", "P1", "P2"])])
        let severity: JSONValue = .object(["enum": .array(["P0", "P1", "P2"])])
        properties.append(
            JSONMember(
                "rules",
                .object([
                    "type": "object", "additionalProperties": false,
                    "description": .string(
                        "rule-id: off | on | P0 | P1 | P2, or { enabled, severity, reference, "
                            + "OPTION: … }. `handz-lint rules explain ID` describes a rule's options."),
                    "properties": .object(
                        catalog.rules.map { rule in
                            var fields = [
                                JSONMember("enabled", .object(["type": "boolean"])),
                                JSONMember("severity", severity),
                                JSONMember(
                                    "reference",
                                    .object([
                                        "type": "string",
                                        "description":
                                            "The section of the app's own rule book the rule enforces, cited instead of the default.",
                                    ])),
                            ]
                            fields += rule.options.map { JSONMember($0.name, schema(of: $0)) }
                            return JSONMember(
                                rule.identifier,
                                .object([
                                    "description": .string(rule.description.summary),
                                    "oneOf": .array([
                                        setting, .object(["type": "object", "additionalProperties": false, "properties": .object(fields)]),
                                    ]),
                                ]))
                        }),
                ])))
        return .object([
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": "https://handz.app/schema/rules.schema.json",
            "title": "handz-lint rules file",
            "description": .string(
                "Which specs and catalogs an app has, which rules run at which "
                    + "severity, and the options they check with (Rules/handz.yml). Generated by `handz-lint rules schema`."),
            "type": "object", "required": .array(["version"]), "additionalProperties": false,
            "properties": .object(properties),
        ])
    }

    static func schema(of option: OptionDescription) -> JSONValue {
        var members: [JSONMember]
        switch option.schema {
        case .number(let range):
            members = [
                JSONMember("type", "number"), JSONMember("minimum", .number(range.lowerBound)),
                JSONMember("maximum", .number(range.upperBound)),
            ]
        case .integer(let range):
            members = [
                JSONMember("type", "integer"), JSONMember("minimum", .number(range.lowerBound)),
                JSONMember("maximum", .number(range.upperBound)),
            ]
        case .text: members = [JSONMember("type", "string")]
        case .texts: members = [JSONMember("type", "array"), JSONMember("items", .object(["type": "string"]))]
        case .flag: members = [JSONMember("type", "boolean")]
        case .structured(let json):
            let parsed = json.utf8.withContiguousStorageIfAvailable { try? JSONReader.parse($0) } ?? nil
            members = parsed?.members ?? []
        }
        members.append(JSONMember("description", .string("\(option.summary) (default: \(option.defaultValue))")))
        return .object(members)
    }

    private static func with(_ value: JSONValue, description: String) -> JSONValue {
        .object((value.members ?? []) + [JSONMember("description", .string(description))])
    }
}
