import SourceText

/// Comma-separated values as RFC 4180 writes them and spreadsheets read them: a field that
/// holds a comma, a quote, a line break or white space at an end is quoted, with quotes
/// doubled; records end with CRLF. Every field reads back exactly as written (line breaks,
/// tabs and spaces inside a field included), so a translator's worklist survives a
/// spreadsheet. A UTF-8 byte order mark starts the file, which Excel needs to read UTF-8.
public enum CSVTable {
    public static func text(_ rows: [[String]]) -> String {
        var output = "\u{FEFF}"
        for row in rows {
            output += row.map(field).joined(separator: ",")
            output += "\r\n"
        }
        return output
    }

    private static func field(_ value: String) -> String {
        let needsQuotes =
            value.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            || value.first?.isWhitespace == true || value.last?.isWhitespace == true
        guard needsQuotes else { return value }
        var quoted = "\""
        for scalar in value.unicodeScalars {
            if scalar == "\"" { quoted += "\"\"" } else { quoted.unicodeScalars.append(scalar) }
        }
        return quoted + "\""
    }

    /// The records of a CSV file, each with the byte offset where it starts (for messages).
    /// Accepts CRLF and LF line ends and an optional byte order mark.
    public static func read(_ file: SourceFile) throws(InputError) -> [(fields: [String], offset: Int)] {
        let bytes = file.bytes
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var records: [(fields: [String], offset: Int)] = []
        var fields: [String] = []
        var field: [UInt8] = []
        var recordStart = index
        var atFieldStart = true
        func endField() {
            fields.append(String(decoding: field, as: UTF8.self))
            field.removeAll(keepingCapacity: true)
            atFieldStart = true
        }
        while index < bytes.count {
            let byte = bytes[index]
            if atFieldStart, byte == UInt8(ascii: "\"") {
                let quoteStart = index
                index += 1
                while true {
                    guard index < bytes.count else { throw file.error(at: quoteStart, "a quoted field is not closed") }
                    if bytes[index] == UInt8(ascii: "\"") {
                        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\"") {
                            field.append(UInt8(ascii: "\""))
                            index += 2
                            continue
                        }
                        index += 1
                        break
                    }
                    field.append(bytes[index])
                    index += 1
                }
                guard index >= bytes.count || [UInt8(ascii: ","), 0x0A, 0x0D].contains(bytes[index]) else {
                    throw file.error(at: index, "a quoted field must end at a comma or the end of the line")
                }
                atFieldStart = false
                continue
            }
            switch byte {
            case UInt8(ascii: ","):
                endField()
                index += 1
            case 0x0D where index + 1 < bytes.count && bytes[index + 1] == 0x0A, 0x0A:
                endField()
                records.append((fields, recordStart))
                fields = []
                index += byte == 0x0D ? 2 : 1
                recordStart = index
            default:
                field.append(byte)
                atFieldStart = false
                index += 1
            }
        }
        if !field.isEmpty || !fields.isEmpty || !atFieldStart {
            endField()
            records.append((fields, recordStart))
        }
        return records
    }
}
