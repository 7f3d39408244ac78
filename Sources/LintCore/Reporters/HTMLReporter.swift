import SourceText

/// One self-contained HTML page (no network, scripts or fonts from elsewhere) that a designer
/// can read: the P0/P1/P2 summary; an overview of findings by rule and severity and the
/// translation progress per language; the findings grouped by rule, each rule collapsible
/// (open when it has a P0), its first `cardsPerRule` findings as cards and the rest as compact
/// rows, every finding an element with `data-rule` and `data-severity`, numbered; each
/// screen's wireframe with its failing elements outlined and numbered; contrast findings with
/// both colours; the route graph per app state; the code line of each finding in a source
/// file; filters by severity, rule and text. Light enough to open with thousands of findings:
/// closed rules are not laid out, and rows are a fraction of a card.
public struct HTMLReporter: Reporter {
    /// How many findings of a rule are drawn as cards; the others are rows of a table.
    public var cardsPerRule: Int

    public init(cardsPerRule: Int = ListLimit.findingsPerRule) { self.cardsPerRule = cardsPerRule }

    public func render(_ report: LintReport) -> String {
        var page = HTMLPage()
        page.line("<!DOCTYPE html>")
        page.line(
            "<html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        page.line("<title>\(htmlEscaped(report.title))</title>")
        page.line("<style>\(Self.style)</style></head><body>")
        page.line("<header><h1>\(htmlEscaped(report.title))</h1>")
        page.line("<p class=\"tool\">\(htmlEscaped(report.tool.name)) \(htmlEscaped(report.tool.version))</p>")
        summary(report, into: &page)
        filters(report, into: &page)
        page.line("</header><main>")
        let groups = RuleGroup.groups(report)
        HTMLOverview.rules(groups, into: &page)
        HTMLOverview.progress(report.progress, into: &page)
        findings(report, groups: groups, into: &page)
        HTMLDiagrams.screens(report, into: &page)
        HTMLDiagrams.navigation(report, into: &page)
        extras(report, into: &page)
        page.line("</main><script>\(Self.script)</script></body></html>")
        return page.text
    }

    private func summary(_ report: LintReport, into page: inout HTMLPage) {
        page.line("<ul class=\"summary\">")
        for severity in Severity.allCases {
            page.line(
                "<li class=\"\(severity.rawValue.lowercased())\"><strong>\(report.count(severity))</strong> "
                    + "\(severity.rawValue) <span>\(htmlEscaped(PunchListReporter.meaning(severity)))</span></li>"
            )
        }
        let review = report.findings.filter { $0.outcome == .needsReview }.count
        if review > 0 { page.line("<li class=\"review\"><strong>\(review)</strong> need review</li>") }
        page.line("</ul>")
    }

    private func filters(_ report: LintReport, into page: inout HTMLPage) {
        let rules = Set(report.findings.map(\.ruleID)).sorted()
        page.line("<form class=\"filters\" aria-label=\"Filter findings\">")
        for severity in Severity.allCases {
            page.line(
                "<label><input type=\"checkbox\" name=\"severity\" value=\"\(severity.rawValue)\" checked> \(severity.rawValue)</label>")
        }
        page.line("<label>Rule <select name=\"rule\"><option value=\"\">all rules</option>")
        for rule in rules { page.line("<option value=\"\(htmlEscaped(rule))\">\(htmlEscaped(rule))</option>") }
        page.line("</select></label>")
        page.line("<label>Text <input type=\"search\" name=\"text\" placeholder=\"screen, key, message…\"></label>")
        page.line("<output name=\"shown\"></output></form>")
    }

    /// One collapsible section per rule: its first findings as cards, the rest as rows.
    private func findings(_ report: LintReport, groups: [RuleGroup], into page: inout HTMLPage) {
        page.line("<section id=\"findings\"><h2>Findings</h2>")
        if report.findings.isEmpty { page.line("<p class=\"empty\">No findings.</p>") }
        // Findings are numbered in report order, as the drawings number them.
        let numbered = Dictionary(grouping: report.findings.indices) { report.findings[$0].ruleID }
        for group in groups {
            let numbers = numbered[group.ruleID]?.map { $0 + 1 } ?? []
            let severity = group.mostSevere
            page.line(
                "<details class=\"rule \(severity.rawValue.lowercased())\" "
                    + "id=\"rule-\(htmlEscaped(group.ruleID))\"\(severity == .p0 ? " open" : "")>"
            )
            page.line(
                "<summary><span class=\"severity\">\(severity.rawValue)</span> " + "<code>\(htmlEscaped(group.ruleID))</code> <span "
                    + "class=\"count\">\(group.findings.count)</span>"
                    + (group.rule.map { " <span class=\"about\">\(htmlEscaped($0.summary))</span>" } ?? "") + "</summary>")
            for (finding, number) in zip(group.findings.prefix(cardsPerRule), numbers) {
                card(finding, number: number, report: report, into: &page)
            }
            if group.findings.count > cardsPerRule {
                page.line(
                    "<table class=\"rows\"><thead><tr><th>#</th><th>severity</th><th>subject</th>"
                        + "<th>finding</th><th>place</th></tr></thead><tbody>"
                )
                for (finding, number) in zip(group.findings.dropFirst(cardsPerRule), numbers.dropFirst(cardsPerRule)) {
                    row(finding, number: number, into: &page)
                }
                page.line("</tbody></table>")
            }
            page.line("</details>")
        }
        page.line("</section>")
    }

    private func attributes(_ finding: Finding, number: Int) -> String {
        let severity = finding.severity.rawValue
        return
            "class=\"finding \(severity.lowercased())\" id=\"finding-\(number)\" "
            + "data-number=\"\(number)\" data-rule=\"\(htmlEscaped(finding.ruleID))\" "
            + "data-severity=\"\(severity)\" data-outcome=\"\(finding.outcome.rawValue)\""
    }

    private func row(_ finding: Finding, number: Int, into page: inout HTMLPage) {
        let review = finding.outcome == .needsReview ? " <span class=\"tag\">needs review</span>" : ""
        page.line(
            "<tr \(attributes(finding, number: number))><td>\(number)</td><td>\(finding.severity.rawValue)\(review)</td>"
                + "<td>\(htmlEscaped(finding.subjectText))</td>"
                + "<td>\(htmlEscaped(finding.message))</td><td>\(htmlEscaped(finding.location?.description ?? ""))</td></tr>")
    }

    private func card(_ finding: Finding, number: Int, report: LintReport, into page: inout HTMLPage) {
        let severity = finding.severity.rawValue
        page.line("<article \(attributes(finding, number: number))>")
        let review = finding.outcome == .needsReview ? " <span class=\"tag\">needs review</span>" : ""
        page.line(
            "<h3><span class=\"number\">\(number)</span> <span " + "class=\"severity\">\(severity)</span> "
                + "<code>\(htmlEscaped(finding.ruleID))</code>\(review) "
                + "<span class=\"subject\">\(htmlEscaped(finding.subjectText))</span></h3>")
        page.line("<p class=\"message\">\(htmlEscaped(finding.message))</p>")
        if let fix = finding.fixHint { page.line("<p class=\"fix\"><b>Fix:</b> \(htmlEscaped(fix))</p>") }
        swatches(finding, into: &page)
        if let location = finding.location {
            page.line(
                "<p class=\"place\">\(htmlEscaped(location.description))\(finding.reference.map { " · " + htmlEscaped($0) } ?? "")</p>")
            if let line = report.visuals.sourceLines["\(location.file):\(location.line)"] {
                page.line("<pre class=\"code\"><span class=\"line\">\(location.line)</span>\(htmlEscaped(line))</pre>")
            }
        } else if let reference = finding.reference {
            page.line("<p class=\"place\">\(htmlEscaped(reference))</p>")
        }
        let data = finding.data.filter { $0.name != FindingValue.documentSource && !$0.isKeyList }
        let lists = finding.data.filter(\.isKeyList)
        if !data.isEmpty || finding.documentSource != nil {
            page.line("<dl>")
            for value in data { page.line("<dt>\(htmlEscaped(value.name))</dt><dd>\(htmlEscaped(value.value))</dd>") }
            if let source = finding.documentSource { page.line("<dt>document</dt><dd>\(htmlEscaped(source))</dd>") }
            page.line("</dl>")
        }
        // Key lists can run to hundreds of keys: folded.
        for list in lists {
            let keys = list.value.split(separator: "\n", omittingEmptySubsequences: false)
            page.line(
                "<details class=\"keys\"><summary>\(htmlEscaped(list.name)) (\(keys.count))</summary><p>"
                    + keys.map { "<code>\(htmlEscaped(String($0)))</code>" }.joined(separator: " ") + "</p></details>")
        }
        page.line("</article>")
    }

    /// Contrast findings show both colours and the text as it would look.
    private func swatches(_ finding: Finding, into page: inout HTMLPage) {
        let values = Dictionary(finding.data.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        guard let foreground = values["foreground"].flatMap(Self.cssColor), let background = values["background"].flatMap(Self.cssColor)
        else { return }
        let ratio = values["measured"].map { " measured " + htmlEscaped($0) } ?? ""
        let required = values["required"].map { ", required " + htmlEscaped($0) } ?? ""
        page.line(
            "<p class=\"swatches\"><span class=\"swatch\" "
                + "style=\"background:\(foreground)\"></span> \(htmlEscaped(values["foreground"]!)) on "
                + "<span class=\"swatch\" style=\"background:\(background)\"></span> \(htmlEscaped(values["background"]!)) "
                + "<span class=\"sample\" style=\"color:\(foreground);background:\(background)\">Aa Sample</span>\(ratio)\(required)</p>")
    }

    private func extras(_ report: LintReport, into page: inout HTMLPage) {
        if !report.suppressed.isEmpty {
            page.line("<section id=\"suppressed\"><h2>Suppressed (\(report.suppressed.count))</h2><ul>")
            for entry in report.suppressed {
                let subject = entry.finding.subject.scope + (entry.finding.subject.element.map { " › " + $0 } ?? "")
                page.line(
                    "<li><code>\(htmlEscaped(entry.finding.ruleID))</code> \(htmlEscaped(subject)): \(htmlEscaped(entry.reason))</li>")
            }
            page.line("</ul></section>")
        }
        if let heading = report.fixedByChangeHeading {
            page.line("<section id=\"change\"><h2>\(htmlEscaped(heading))</h2><p>Only findings on what changed are listed above.</p><ul>")
            for entry in report.fixedByChange { page.line("<li>\(htmlEscaped(entry))</li>") }
            page.line("</ul></section>")
        }
        if report.baselinedCount > 0 || !report.fixedBaselineEntries.isEmpty {
            page.line("<section id=\"baseline\"><h2>Baseline</h2><p>\(report.baselinedCount) known finding(s) hidden.</p><ul>")
            for entry in report.fixedBaselineEntries { page.line("<li>fixed: \(htmlEscaped(entry))</li>") }
            page.line("</ul></section>")
        }
    }

    /// `#RRGGBB` or `#RRGGBBAA` as CSS, or nil for anything else (never copied into CSS raw).
    static func cssColor(_ text: String) -> String? {
        let hex = text.hasPrefix("#") ? text.dropFirst() : text[...]
        guard hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit) else { return nil }
        return "#" + hex
    }

    static let style = """
        body{font:14px/1.45 -apple-system,system-ui,"Segoe UI",Roboto,sans-serif;margin:0;color:#1c1c1e;background:#f5f5f7}\
        header{background:#fff;padding:16px 24px;border-bottom:1px solid #d1d1d6;position:sticky;top:0;z-index:2}h1{font-size:20px;\
        margin:0}.tool{color:#6c6c70;margin:2px 0 8px}main{padding:8px 24px 48px}.summary{display:flex;gap:12px;list-style:none;padding:0;\
        margin:0 0 8px}.summary li{padding:6px 12px;border-radius:8px;background:#eee}.summary .p0{background:#fde7e7}.summary \
        .p1{background:#fff0e0}.summary .p2{background:#e6efff}.summary span{color:#555}.filters{display:flex;flex-wrap:wrap;gap:14px;\
        align-items:center}.finding{background:#fff;border-left:6px solid #999;border-radius:6px;padding:8px 14px;margin:10px 0}\
        .finding.p0{border-color:#c62828}.finding.p1{border-color:#ef6c00}.finding.p2{border-color:#1565c0}.finding[hidden]{display:none}\
        .finding h3{font-size:15px;margin:4px 0}.number{display:inline-block;min-width:22px;text-align:center;border-radius:11px;\
        background:#1c1c1e;color:#fff}.severity{font-weight:700}.tag{background:#ede7f6;color:#4527a0;border-radius:4px;padding:0 6px;\
        font-size:12px}.subject{color:#3a3a3c}.place{color:#6c6c70;font-size:12px}.fix{margin:4px 0}dl{display:grid;\
        grid-template-columns:max-content auto;gap:0 12px;font-size:12px;margin:4px 0}dt{color:#6c6c70}dd{margin:0}\
        pre.code{background:#1c1c1e;color:#f2f2f7;padding:6px 10px;border-radius:6px;overflow:auto}.line{color:#8e8e93;margin-right:12px}\
        .swatch{display:inline-block;width:16px;height:16px;border:1px solid #8e8e93;vertical-align:middle}.sample{padding:2px 8px;\
        border:1px solid #d1d1d6;margin-left:8px}.screens{display:flex;flex-wrap:wrap;gap:24px}figure{background:#fff;border-radius:8px;\
        padding:10px;margin:0}figcaption{font-size:12px;max-width:300px}svg text{font-family:inherit}.graph{overflow:auto;background:#fff;\
        border-radius:8px;padding:8px}table{border-collapse:collapse;background:#fff;font-size:13px;margin:6px 0}th,td{padding:3px 8px;\
        text-align:left;border-bottom:1px solid #e5e5ea;vertical-align:top}td.n{text-align:right;font-variant-numeric:tabular-nums}\
        details.rule{background:#fff;border-radius:8px;padding:6px 12px;margin:10px 0;border-left:6px solid #999}\
        details.rule.p0{border-color:#c62828}details.rule.p1{border-color:#ef6c00}details.rule.p2{border-color:#1565c0}\
        details.rule>summary{cursor:pointer;font-size:15px}.count{display:inline-block;min-width:22px;text-align:center;border-radius:11px;\
        background:#e5e5ea}.about{color:#6c6c70;font-size:13px}table.rows tr[hidden]{display:none}details.keys summary{cursor:pointer;\
        font-size:12px;color:#6c6c70}details.keys code{margin-right:6px}
        """

    // The markers of each finding are looked up once: a query per finding per keystroke is
    // what made a page of 15,000 findings take minutes.
    static let script = """
        (function(){var form=document.querySelector('.filters'),findings=document.querySelectorAll('.finding'),marks={};\
        document.querySelectorAll('[data-marker]').forEach(function(m){(marks[m.dataset.marker]=marks[m.dataset.marker]||[]).push(m)});\
        function apply(){var sev=[].slice.call(form.querySelectorAll('input[name=severity]:checked')).map(function(i){return i.value});\
        var rule=form.elements.rule.value,text=form.elements.text.value.toLowerCase(),shown=0,all=sev.length===3&&!rule&&!text;\
        findings.forEach(function(f){var ok=all||(sev.indexOf(f.dataset.severity)>=0&&(!rule||f.dataset.rule===rule)&&\
        (!text||f.textContent.toLowerCase().indexOf(text)>=0));if(f.hidden!==!ok)f.hidden=!ok;if(ok)shown++;\
        (marks[f.dataset.number]||[]).forEach(function(m){m.style.display=ok?'':'none'});});\
        if(rule){var open=document.getElementById('rule-'+rule);if(open)open.open=true;}\
        form.elements.shown.value=shown+' shown';}form.addEventListener('input',apply);apply();\
        function reveal(){var t=location.hash&&document.getElementById(decodeURIComponent(location.hash.slice(1)));\
        for(;t;t=t.parentElement){if(t.tagName==='DETAILS')t.open=true;}}window.addEventListener('hashchange',reveal);reveal();})();
        """
}

/// Builds the page line by line.
struct HTMLPage {
    private(set) var text = ""
    mutating func line(_ line: String) {
        text += line
        text += "\n"
    }
}

/// Text and attribute values escaped for HTML.
func htmlEscaped(_ text: String) -> String {
    TextEscaping.xmlAttribute(text, forbidden: " ")
}
