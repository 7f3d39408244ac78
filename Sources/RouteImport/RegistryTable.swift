/// Finds route-registry tables in document text: tab-separated (as PDF-to-text and
/// spreadsheets write them) and Markdown pipe tables, with rows that PDF-to-text wrapped
/// onto several lines and page headers or footers that land between rows.
struct RegistryTable {
    enum Column: Equatable { case id, purpose, presentation, access, owner, notes }

    var columns: [Column?]
    var headerLine: Int
    var rows: [(cells: [String], line: Int)] = []

    /// The column a header cell names, from the words registries use.
    static func column(named header: String) -> Column? {
        let name = header.lowercased().filter { $0.isLetter || $0 == " " || $0 == "/" }.trimmingSpaces()
        if name == "id" || name == "route" || name.contains("route id") || name.contains("route name") || name == "route constant" { return .id }
        if name.contains("presentation") || name == "style" { return .presentation }
        if (name.contains("access") && !name.contains("accessib")) || name.contains("entitlement") { return .access }
        if name.contains("owner") { return .owner }
        if name.contains("purpose") || name.contains("use case") || name.contains("description") || name.contains("screen") { return .purpose }
        if name.contains("notes") || name.contains("where used") || name.contains("used in") { return .notes }
        return nil
    }

    /// Splits a table line into cells, or nil when the line is not a table row.
    static func cells(of line: Substring) -> [String]? {
        let trimmed = line.trimmingSpaces()
        if trimmed.hasPrefix("|") {
            var parts = trimmed.split(separator: "|", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
            parts.removeFirst()
            if trimmed.hasSuffix("|"), parts.count > 1 { parts.removeLast() }
            return parts
        }
        guard line.contains("\t") else { return nil }
        return line.split(separator: "\t", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
    }

    static func isSeparatorRow(_ cells: [String]) -> Bool {
        !cells.isEmpty && cells.allSatisfy { cell in !cell.isEmpty && cell.allSatisfy { $0 == "-" || $0 == ":" || $0 == " " } }
    }

    /// A header names a route id column and at least one other registry column.
    static func header(_ cells: [String]) -> [Column?]? {
        let columns = cells.map(column(named:))
        guard columns.contains(.id), columns.compactMap({ $0 }).count >= 2 else { return nil }
        return columns
    }

    /// Whether a cell can start a row: an identifier, not running text.
    static func looksLikeIdentifier(_ cell: String) -> Bool {
        let bare = cell.strippingCodeMarks()
        guard let first = bare.first, first.isLetter || first == "." else { return false }
        // PRD ids may carry a stray space ("System/PermissionG ate"); prose has several.
        return bare.filter { $0 == " " }.count <= 1 && bare.count <= 80 && !bare.hasSuffix(".")
    }

    /// Scans from a header line; returns the table and the index of the first line after it.
    static func read(lines: [Substring], headerIndex: Int, columns: [Column?]) -> (RegistryTable, next: Int) {
        var table = RegistryTable(columns: columns, headerLine: headerIndex + 1)
        let width = columns.count
        var index = headerIndex + 1
        // The row being assembled; Markdown rows keep their text, to re-split when wrapped.
        var pending: (cells: [String], line: Int, markdown: String?)?
        func flush() {
            if let row = pending { table.rows.append((row.cells, row.line)) }
            pending = nil
        }
        while index < lines.count {
            let line = lines[index]
            let text = line.trimmingSpaces()
            if var row = pending, !text.isEmpty, !text.hasPrefix("#"), let markdown = row.markdown, !markdown.hasSuffix("|"), !text.hasPrefix("|") {
                // A Markdown row PDF-to-text broke: the rest, without a leading pipe.
                row.markdown = markdown + " " + text
                row.cells = cells(of: Substring(row.markdown!)) ?? row.cells
                pending = row
                index += 1
                continue
            }
            guard var cells = cells(of: line) else {
                // A blank line ends a row: what follows is another row, or the document.
                if text.isEmpty { flush(); index += 1; continue }
                if var row = pending, row.cells.count < width, !text.hasPrefix("#") {
                    // A tab-separated row wrapped inside a cell.
                    row.cells[row.cells.count - 1] += " " + text
                    pending = row
                    index += 1
                    continue
                }
                // A page header or footer between rows: the table goes on when the next
                // non-blank line within a few is a row of the same table.
                if continues(lines: lines, after: index, width: width) { flush(); index += 1; continue }
                break
            }
            if isSeparatorRow(cells) { index += 1; continue }
            if var row = pending, row.markdown == nil, row.cells.count < width {
                // The rest of a wrapped row: its first cell continues the last one.
                row.cells[row.cells.count - 1] += " " + cells.removeFirst()
                row.cells += cells
                pending = row
            } else if var row = pending, row.markdown == nil, cells.count < width, !looksLikeIdentifier(cells[0]) {
                row.cells[row.cells.count - 1] += " " + cells.joined(separator: " ")
                pending = row
            } else {
                flush()
                if header(cells) != nil { break }
                pending = (cells, index + 1, text.hasPrefix("|") ? text : nil)
            }
            index += 1
        }
        flush()
        return (table, index)
    }

    private static func continues(lines: [Substring], after index: Int, width: Int) -> Bool {
        var probe = index + 1
        var skipped = 0
        while probe < lines.count, skipped < 4 {
            let line = lines[probe]
            if line.trimmingSpaces().isEmpty { probe += 1; continue }
            guard let cells = cells(of: line) else { probe += 1; skipped += 1; continue }
            return cells.count >= width - 1 && looksLikeIdentifier(cells[0]) && header(cells) == nil
        }
        return false
    }
}

extension StringProtocol {
    func trimmingSpaces() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\u{00A0}" }
        guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[start...end])
    }

    /// A cell without Markdown code marks or emphasis (`` `sparkDetail` ``, `**Push**`).
    func strippingCodeMarks() -> String {
        String(filter { $0 != "`" && $0 != "*" }).trimmingSpaces()
    }
}
