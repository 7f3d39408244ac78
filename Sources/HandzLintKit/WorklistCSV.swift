import SourceText
import StringCatalog

/// Reads a CSV worklist back (`catalog export --format csv`): the header names the columns
/// and the two languages; each row with a translation is a unit to put into the catalog.
enum WorklistCSV {
    static func read(_ file: SourceFile, sourceLanguage: String) throws(InputError) -> (language: String, updates: [UnitUpdate]) {
        let records = try CSVTable.read(file)
        guard let header = records.first else { throw InputError(file: file.path, message: "the worklist is empty: expected a header row") }
        let fixed = Array(TranslationWorklist.csvHeader(sourceLanguage: sourceLanguage, language: "").prefix(4))
        guard header.fields.count == 6, Array(header.fields.prefix(4)) == fixed else {
            throw file.error(
                at: header.offset,
                "expected the header \(fixed.joined(separator: ",")),SOURCE-LANGUAGE,LANGUAGE as `catalog export --format csv` writes it")
        }
        guard header.fields[4] == sourceLanguage else {
            throw file.error(at: header.offset, "the worklist's source language is \(header.fields[4]), the catalog's is \(sourceLanguage)")
        }
        let language = header.fields[5]
        guard !language.isEmpty, language != sourceLanguage else {
            throw file.error(at: header.offset, "the last column must name the translation's language")
        }
        var updates: [UnitUpdate] = []
        for record in records.dropFirst() {
            let fields = record.fields
            if fields.count == 1, fields[0].isEmpty { continue }
            guard fields.count == 6 else { throw file.error(at: record.offset, "expected 6 fields, found \(fields.count)") }
            guard !fields[5].isEmpty else { continue }
            let state = fields[3].isEmpty ? "translated" : fields[3]
            guard ["translated", "needs_review", "new", "stale"].contains(state) else {
                throw file.error(
                    at: record.offset,
                    "unknown state '\(state)' for \(fields[0]): write translated, needs_review or new (or leave it empty)")
            }
            updates.append(
                UnitUpdate(key: fields[0], path: fields[1], value: fields[5], state: state, comment: fields[2].isEmpty ? nil : fields[2]))
        }
        return (language, updates)
    }
}
