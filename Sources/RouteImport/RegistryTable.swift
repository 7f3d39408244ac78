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
        // Every table row is checked for being a new header; ASCII cells (nearly all) are
        // compared as bytes, since Character-wise lowercasing and filtering dominated imports.
        if let ascii = HeaderName(ascii: header) { return ascii.column }
        let name = header.lowercased().filter { $0.isLetter || $0 == " " || $0 == "/" }.trimmingSpaces()
        if name == "id" || name == "route" || name.contains("route id") || name.contains("route name") || name == "route constant" {
            return .id
        }
        if name.contains("presentation") || name == "style" { return .presentation }
        if (name.contains("access") && !name.contains("accessib")) || name.contains("entitlement") { return .access }
        if name.contains("owner") { return .owner }
        if name.contains("purpose") || name.contains("use case") || name.contains("description") || name.contains("screen") {
            return .purpose
        }
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
        // The row being assembled; Markdown rows keep their text, split into cells when complete.
        var pending: (cells: [String], line: Int, markdown: String?)?
        func flush() {
            if let row = pending {
                let split = row.markdown.flatMap { RegistryTable.cells(of: Substring($0)) } ?? row.cells
                table.rows.append((split, row.line))
            }
            pending = nil
        }
        /// The index of the pending tab-separated row's last cell while it has fewer cells than
        /// the header (no binding of the row, which would make the append below copy it).
        func lastCellOfShortRow() -> Int? {
            guard pending != nil, pending!.markdown == nil, pending!.cells.count < width else { return nil }
            return pending!.cells.count - 1
        }
        // Rows are extended in place: a row wrapped over many lines must not be copied (and
        // re-split) once per line.
        while index < lines.count {
            let line = lines[index]
            let text = line.trimmingSpaces()
            if pending?.markdown?.hasSuffix("|") == false, !text.isEmpty, !text.hasPrefix("#"), !text.hasPrefix("|") {
                // A Markdown row PDF-to-text broke: the rest, without a leading pipe. Its cells
                // are split once the row is complete.
                pending!.markdown! += " " + text
                index += 1
                continue
            }
            guard var cells = cells(of: line) else {
                // A blank line ends a row: what follows is another row, or the document.
                if text.isEmpty {
                    flush()
                    index += 1
                    continue
                }
                if let last = lastCellOfShortRow(), !text.hasPrefix("#") {
                    // A tab-separated row wrapped inside a cell.
                    pending!.cells[last] += " " + text
                    index += 1
                    continue
                }
                // A page header or footer between rows: the table goes on when the next
                // non-blank line within a few is a row of the same table.
                if continues(lines: lines, after: index, width: width) {
                    flush()
                    index += 1
                    continue
                }
                break
            }
            if isSeparatorRow(cells) {
                index += 1
                continue
            }
            if let last = lastCellOfShortRow() {
                // The rest of a wrapped row: its first cell continues the last one.
                pending!.cells[last] += " " + cells.removeFirst()
                pending!.cells += cells
            } else if pending != nil, pending!.markdown == nil, cells.count < width, !looksLikeIdentifier(cells[0]) {
                pending!.cells[pending!.cells.count - 1] += " " + cells.joined(separator: " ")
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
            if line.trimmingSpaces().isEmpty {
                probe += 1
                continue
            }
            guard let cells = cells(of: line) else {
                probe += 1
                skipped += 1
                continue
            }
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
