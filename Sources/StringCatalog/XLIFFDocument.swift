import SourceText

/// An XLIFF 1.2 document as Xcode exports it (`.xcloc/Localized Contents/LANG.xliff`): one
/// `<file>` per source file, with `<trans-unit>`s holding source, target and note. Attributes
/// keep their order so that a document Xcode wrote is written back unchanged.
public struct XLIFFDocument: Sendable, Equatable {
    public struct File: Sendable, Equatable {
        public var original: String
        public var sourceLanguage: String
        public var targetLanguage: String?
        public var datatype: String
        /// The `<tool>` element's attributes in `<header>`, when there is one.
        public var tool: [Attribute]?
        /// One unit per id, in file order; an id given twice is here once, as its last unit,
        /// and listed in `duplicates`.
        public var units: [Unit]
        public var offset: Int
        /// Trans-unit ids the `<file>` gives more than once (XLIFF 1.2 requires them unique
        /// within a `<file>`).
        public var duplicates: [DuplicateKey] = []

        public init(
            original: String, sourceLanguage: String, targetLanguage: String?, datatype: String = "plaintext", tool: [Attribute]? = nil,
            units: [Unit] = [], offset: Int = -1
        ) {
            self.original = original
            self.sourceLanguage = sourceLanguage
            self.targetLanguage = targetLanguage
            self.datatype = datatype
            self.tool = tool
            self.units = units
            self.offset = offset
        }
    }

    public struct Unit: Sendable, Equatable {
        /// The key, followed by `|==|` and a variation path for variations.
        public var id: String
        public var translate: Bool
        public var source: String
        public var target: String?
        /// XLIFF states: translated, needs-review-l10n, new, final …
        public var targetState: String?
        public var note: String?
        public var offset: Int

        public init(
            id: String, translate: Bool = true, source: String, target: String? = nil, targetState: String? = nil, note: String? = nil,
            offset: Int = -1
        ) {
            self.id = id
            self.translate = translate
            self.source = source
            self.target = target
            self.targetState = targetState
            self.note = note
            self.offset = offset
        }

        /// `key|==|plural.one` → ("key", "plural.one").
        public var keyAndPath: (key: String, path: String) {
            guard let range = id.firstRange(of: "|==|") else { return (id, "") }
            return (String(id[..<range.lowerBound]), String(id[range.upperBound...]))
        }
    }

    public struct Attribute: Sendable, Equatable {
        public var name: String
        public var value: String
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The root element's attributes (namespaces, version, schema location).
    public var rootAttributes: [Attribute]
    public var files: [File]

    public static let xcodeRootAttributes = [
        Attribute("xmlns", "urn:oasis:names:tc:xliff:document:1.2"),
        Attribute("xmlns:xsi", "http://www.w3.org/2001/XMLSchema-instance"),
        Attribute("version", "1.2"),
        Attribute(
            "xsi:schemaLocation", "urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd"
        ),
    ]

    public init(rootAttributes: [Attribute] = XLIFFDocument.xcodeRootAttributes, files: [File]) {
        self.rootAttributes = rootAttributes
        self.files = files
    }

    public static func read(_ file: SourceFile) throws(InputError) -> XLIFFDocument {
        let root = try XMLReader.parse(file)
        guard root.name == "xliff" else { throw file.error(at: root.offset, "expected an <xliff> document, found <\(root.name)>") }
        guard root.attribute("version") == "1.2" else {
            throw file.error(
                at: root.offset, "only XLIFF 1.2 (Xcode's export format) is read; this is version \(root.attribute("version") ?? "unknown")"
            )
        }
        var files: [File] = []
        for element in root.elements(named: "file") {
            guard let original = element.attribute("original"), let source = element.attribute("source-language") else {
                throw file.error(at: element.offset, "<file> needs original and source-language attributes")
            }
            var entry = File(
                original: original, sourceLanguage: source, targetLanguage: element.attribute("target-language"),
                datatype: element.attribute("datatype") ?? "plaintext", offset: element.offset)
            if let tool = element.firstElement(named: "header")?.firstElement(named: "tool") {
                entry.tool = tool.attributes.map { Attribute($0.name, $0.value) }
            }
            guard let body = element.firstElement(named: "body") else {
                throw file.error(at: element.offset, "<file original=\"\(original)\"> has no <body>")
            }
            var units = LastValueWins<Unit>()
            for unit in try self.units(in: body, file: file) {
                units.add(unit, key: unit.id, occurrence: DuplicateKey.Occurrence(offset: unit.offset, value: unit.target ?? unit.source))
            }
            entry.units = units.kept
            entry.duplicates = units.duplicates { id in
                let (key, path) = Unit(id: id, source: "").keyAndPath
                return (key, path)
            }.map { duplicate in
                var located = duplicate
                located.language = entry.targetLanguage ?? entry.sourceLanguage
                return located
            }
            files.append(entry)
        }
        return XLIFFDocument(rootAttributes: root.attributes.map { Attribute($0.name, $0.value) }, files: files)
    }

    /// Trans-units, also inside `<group>`s (which other tools write).
    private static func units(in element: XMLElement, file: SourceFile) throws(InputError) -> [Unit] {
        var units: [Unit] = []
        for child in element.elements {
            if child.name == "group" {
                units += try self.units(in: child, file: file)
                continue
            }
            guard child.name == "trans-unit" else { continue }
            guard let id = child.attribute("id") else { throw file.error(at: child.offset, "<trans-unit> needs an id") }
            guard let source = child.firstElement(named: "source") else {
                throw file.error(at: child.offset, "trans-unit \"\(id)\" has no <source>")
            }
            let target = child.firstElement(named: "target")
            units.append(
                Unit(
                    id: id, translate: child.attribute("translate") != "no", source: source.text, target: target?.text,
                    targetState: target?.attribute("state"), note: child.firstElement(named: "note")?.text, offset: child.offset))
        }
        return units
    }

    /// `<name>text</name>`, or `<name/>` for empty text as Xcode writes it.
    static func element(_ name: String, attributes: String, text: String) -> String {
        text.isEmpty ? "<\(name)\(attributes)/>" : "<\(name)\(attributes)>\(XMLEscaping.text(text))</\(name)>"
    }

    /// Xcode's layout: two-space indentation, one element per line, text content raw apart
    /// from &, < and >.
    public func text() -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        output += "<xliff" + rootAttributes.map { " \($0.name)=\"\(XMLEscaping.attribute($0.value))\"" }.joined() + ">\n"
        for file in files {
            var attributes = [Attribute("original", file.original), Attribute("source-language", file.sourceLanguage)]
            if let target = file.targetLanguage { attributes.append(Attribute("target-language", target)) }
            attributes.append(Attribute("datatype", file.datatype))
            output += "  <file" + attributes.map { " \($0.name)=\"\(XMLEscaping.attribute($0.value))\"" }.joined() + ">\n"
            if let tool = file.tool {
                output += "    <header>\n"
                output += "      <tool" + tool.map { " \($0.name)=\"\(XMLEscaping.attribute($0.value))\"" }.joined() + "/>\n"
                output += "    </header>\n"
            }
            output += "    <body>\n"
            for unit in file.units {
                output +=
                    "      <trans-unit id=\"\(XMLEscaping.attribute(unit.id))\"" + (unit.translate ? "" : " translate=\"no\"")
                    + " xml:space=\"preserve\">\n"
                output += "        " + XLIFFDocument.element("source", attributes: "", text: unit.source) + "\n"
                if let target = unit.target {
                    let state = unit.targetState.map { " state=\"\(XMLEscaping.attribute($0))\"" } ?? ""
                    output += "        " + XLIFFDocument.element("target", attributes: state, text: target) + "\n"
                }
                if let note = unit.note { output += "        " + XLIFFDocument.element("note", attributes: "", text: note) + "\n" }
                output += "      </trans-unit>\n"
            }
            output += "    </body>\n"
            output += "  </file>\n"
        }
        output += "</xliff>\n"
        return output
    }
}
