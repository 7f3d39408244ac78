/// The HTML report's overview: findings by rule and severity, and translation progress per
/// language (each catalog's rows folded beneath).
enum HTMLOverview {
    static func rules(_ groups: [RuleGroup], into page: inout HTMLPage) {
        guard !groups.isEmpty else { return }
        page.line(
            "<section id=\"overview\"><h2>Overview</h2><table "
                + "class=\"overview\"><thead><tr><th>rule</th><th>P0</th><th>P1</th><th>P2</th><th>about</th></tr></thead><tbody>"
        )
        for group in groups {
            let counts = Severity.allCases.map {
                group.count($0) == 0 ? "<td class=\"n\"></td>" : "<td class=\"n\">\(group.count($0))</td>"
            }.joined()
            page.line(
                "<tr><td><a href=\"#rule-\(htmlEscaped(group.ruleID))\"><code>\(htmlEscaped(group.ruleID))</code></a></td>\(counts)"
                    + "<td>\(htmlEscaped(group.rule?.summary ?? ""))</td></tr>")
        }
        page.line("</tbody></table></section>")
    }

    static func progress(_ rows: [TranslationProgress], into page: inout HTMLPage) {
        guard !rows.isEmpty else { return }
        let languages = TranslationProgress.byLanguage(rows)
        page.line("<section id=\"progress\"><h2>Translation progress</h2>")
        page.line("<p>Languages below 100%, over the catalogs where they fall short (<b>bold</b>: required by the rules file).</p>")
        table(languages, into: &page)
        page.line("<details><summary>By catalog (\(rows.count))</summary>")
        table(rows, into: &page)
        page.line("</details></section>")
    }

    private static func table(_ rows: [TranslationProgress], into page: inout HTMLPage) {
        page.line(
            "<table class=\"progress\"><thead><tr><th>language</th><th>catalog</th><th>translated</th><th>missing</th><th>needs "
                + "review</th><th>untranslated</th>"
                + "<th>complete</th></tr></thead><tbody>")
        for row in rows {
            let language = row.isRequired ? "<b>\(htmlEscaped(row.language))</b>" : htmlEscaped(row.language)
            page.line(
                "<tr><td>\(language)</td><td " + "title=\"\(htmlEscaped(row.catalog))\">\(htmlEscaped(row.catalogName))</td><td "
                    + "class=\"n\">\(row.translated) of \(row.total)</td>"
                    + "<td class=\"n\">\(row.missing)</td><td class=\"n\">\(row.needsReview)</td><td class=\"n\">\(row.untranslated)</td>"
                    + "<td class=\"n\"><meter min=\"0\" max=\"100\" "
                    + "value=\"\(Int(row.percentComplete))\"></meter> \(row.percentText)</td></tr>"
            )
        }
        page.line("</tbody></table>")
    }
}
