import SourceText

/// Writes an imported registry as a `kind: routes` spec that handz-lint reads back. Every
/// entry cites the document line it came from; text is written exactly as the document has it.
public enum RouteSpecYAML {
    public static func text(of registry: ImportedRegistry, app: String, documentName: String) -> String {
        var out = """
            # Imported by `handz-lint import routes` from \(comment(documentName)).
            # Every entry cites its line; ids, codes and text are the document's own spelling.
            kind: routes
            app: \(scalar(app))
            source: \(scalar(documentName))

            """
        func cite(_ line: Int) -> String { scalar("\(documentName):\(line)") }
        if !registry.accessCodes.isEmpty {
            out += "access:\n"
            for entry in registry.accessCodes {
                out += "  - { code: \(scalar(entry.code)), name: \(scalar(entry.meaning)) }  # line \(entry.line)\n"
            }
        }
        if !registry.presentations.isEmpty {
            out += "presentations:\n"
            for entry in registry.presentations {
                out += "  - { id: \(scalar(entry.code)), name: \(scalar(entry.meaning)) }  # line \(entry.line)\n"
            }
        }
        for registryName in ["routes", "modals"] {
            let routes = registry.routes.filter { $0.registry == registryName }
            guard !routes.isEmpty else { continue }
            out += "\n\(registryName):\n"
            var section: String?
            for route in routes {
                if route.section != section, let heading = route.section { out += "  # \(comment(heading))\n" }
                section = route.section
                out += "  - id: \(scalar(route.id))\n"
                let fields: [(String, String?)] = [
                    ("purpose", route.purpose), ("presentation", route.presentation), ("access", route.access), ("owner", route.owner),
                    ("notes", route.notes),
                ]
                for case (let name, let value?) in fields { out += "    \(name): \(scalar(value))\n" }
                if route.futureFeature { out += "    future: true\n" }
                out += "    source: \(cite(route.line))\n"
            }
        }
        if !registry.constants.isEmpty {
            out += "\n# The document's route constant map.\nconstants:\n"
            for constant in registry.constants {
                out += "  - { name: \(scalar(constant.name)), route: \(scalar(constant.route)), source: \(cite(constant.line)) }\n"
            }
        }
        if !registry.mentions.isEmpty {
            out += "\n# Route ids named in the document's text.\nmentions:\n"
            for mention in registry.mentions {
                out += "  - { route: \(scalar(mention.route)), source: \(cite(mention.line)), context: \(scalar(mention.context)) }\n"
            }
        }
        return out
    }

    /// Document text shown in a `#` comment. A line break inside it (CR, LF, NEL, LS, PS)
    /// would end the comment and turn the rest into YAML, so control and break characters
    /// are shown as spaces.
    static func comment(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { scalar -> Unicode.Scalar in
            scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" ? " " : scalar
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// A YAML scalar: plain when it cannot be misread, double-quoted otherwise.
    static func scalar(_ value: String) -> String {
        let plainCharacters = value.allSatisfy { $0.isLetter || $0.isNumber || "/_.-".contains($0) }
        let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "y", "n", "~"]
        if !value.isEmpty, plainCharacters, value.first!.isLetter, !reserved.contains(value.lowercased()) { return value }
        var output = "\""
        var run = ""
        for scalar in value.unicodeScalars {
            // Characters YAML does not allow unescaped (C1 controls) or reads as line breaks
            // (NEL, LS, PS); C0 controls are escaped by `backslashed`.
            if (0x80...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{FFFE}"
                || scalar == "\u{FFFF}"
            {
                output +=
                    TextEscaping.backslashed(run) { "\\x" + TextEscaping.hex($0, width: 2) } + "\\u"
                    + TextEscaping.hex(scalar.value, width: 4)
                run = ""
            } else {
                run.unicodeScalars.append(scalar)
            }
        }
        return output + TextEscaping.backslashed(run) { "\\x" + TextEscaping.hex($0, width: 2) } + "\""
    }
}
