/// The HTML report's drawings, as inline SVG: a wireframe per screen that has findings, and
/// the route graph per app state.
enum HTMLDiagrams {
    /// Each screen with findings, on its canvas; failing elements outlined in their severity's
    /// colour and numbered with their findings' numbers (`data-marker`, hidden with them).
    static func screens(_ report: LintReport, into page: inout HTMLPage) {
        var numbers: [String: [(number: Int, finding: Finding)]] = [:]
        for (index, finding) in report.findings.enumerated() { numbers[finding.subject.scope, default: []].append((index + 1, finding)) }
        let sketches = report.visuals.screens.filter { numbers[$0.id] != nil }
        guard !sketches.isEmpty else { return }
        page.line("<section id=\"screens\"><h2>Screens</h2><div class=\"screens\">")
        for sketch in sketches {
            let findings = numbers[sketch.id] ?? []
            let width = sketch.canvas.width, height = sketch.canvas.height
            page.line(
                "<figure id=\"screen-\(htmlEscaped(sketch.id))\"><svg role=\"img\" "
                    + "aria-label=\"Wireframe of \(htmlEscaped(sketch.id))\" width=\"300\" "
                    + "viewBox=\"-14 -14 \(number(width + 28)) \(number(height + 28))\" xmlns=\"http://www.w3.org/2000/svg\">")
            page.line(
                "<rect x=\"0\" y=\"0\" width=\"\(number(width))\" " + "height=\"\(number(height))\" rx=\"36\" fill=\"#fafafa\" "
                    + "stroke=\"#1c1c1e\" stroke-width=\"3\"/>"
            )
            var loose: [(Int, Finding)] = []
            for element in sketch.elements {
                let frame = element.frame
                page.line(
                    "<rect x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" "
                        + "width=\"\(number(frame.width))\" height=\"\(number(frame.height))\" "
                        + "fill=\"#e5e5ea\" stroke=\"#aeaeb2\"><title>\(htmlEscaped(element.id)) "
                        + "(\(htmlEscaped(element.role)))</title></rect>"
                )
                if let caption = element.caption, frame.height >= 14 {
                    page.line(
                        "<text x=\"\(number(frame.x + 4))\" " + "y=\"\(number(frame.y + min(frame.height - 4, 14)))\" font-size=\"11\" "
                            + "fill=\"#3a3a3c\">\(htmlEscaped(String(caption.prefix(Int(frame.width / 6)))))</text>"
                    )
                }
            }
            for (number, finding) in findings {
                guard let element = finding.subject.element, let drawn = sketch.elements.first(where: { $0.id == element }) else {
                    loose.append((number, finding))
                    continue
                }
                let frame = drawn.frame, colour = Self.colour(finding.severity)
                // The number sits on the element's top right corner, kept on the canvas.
                let badgeX = min(frame.x + frame.width, width), badgeY = max(frame.y, 0)
                page.line(
                    "<g data-marker=\"\(number)\"><rect x=\"\(self.number(frame.x - 2))\" "
                        + "y=\"\(self.number(frame.y - 2))\" width=\"\(self.number(frame.width + 4))\" "
                        + "height=\"\(self.number(frame.height + 4))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"3\"/>"
                        + "<circle cx=\"\(self.number(badgeX))\" cy=\"\(self.number(badgeY))\" r=\"12\" fill=\"\(colour)\"/>"
                        + "<text x=\"\(self.number(badgeX))\" y=\"\(self.number(badgeY + 4))\" "
                        + "font-size=\"12\" text-anchor=\"middle\" fill=\"#fff\">\(number)</text></g>"
                )
            }
            page.line("</svg><figcaption><b>\(htmlEscaped(sketch.title ?? sketch.id))</b> · \(htmlEscaped(sketch.file))<br>")
            page.line(
                findings.map { "<a href=\"#finding-\($0.number)\">\($0.number)</a> \(htmlEscaped($0.finding.ruleID))" }.joined(
                    separator: ", "))
            if !loose.isEmpty {
                page.line("<br>about the whole screen: " + loose.map { "<a href=\"#finding-\($0.0)\">\($0.0)</a>" }.joined(separator: ", "))
            }
            page.line("</figcaption></figure>")
        }
        page.line("</div></section>")
    }

    /// One graph per app state: columns by distance from the state's entry routes; routes the
    /// state may open but does not reach in a last column, in red; ids the registry lacks
    /// dashed.
    static func navigation(_ report: LintReport, into page: inout HTMLPage) {
        guard !report.visuals.navigation.isEmpty else { return }
        page.line("<section id=\"navigation\"><h2>Navigation</h2>")
        for sketch in report.visuals.navigation {
            let layout = GraphLayout(sketch)
            let unreached = sketch.routes.filter { !sketch.reachable.contains($0) }.count
            page.line(
                "<h3>State \(htmlEscaped(sketch.state)) — starts at \(htmlEscaped(sketch.entryRoutes.joined(separator: ", "))); "
                    + "\(sketch.routes.count - unreached) reached, \(unreached) not reached, \(sketch.unregistered.count) unregistered</h3>"
            )
            page.line(
                "<div class=\"graph\"><svg role=\"img\" aria-label=\"Routes of state "
                    + "\(htmlEscaped(sketch.state))\" width=\"\(number(layout.width))\" "
                    + "height=\"\(number(layout.height))\" xmlns=\"http://www.w3.org/2000/svg\">")
            for link in sketch.links {
                guard let from = layout.positions[link.from], let to = layout.positions[link.to] else { continue }
                let startX = from.x + GraphLayout.nodeWidth, startY = from.y + GraphLayout.nodeHeight / 2,
                    endY = to.y + GraphLayout.nodeHeight / 2
                page.line(
                    "<path d=\"M\(number(startX)) \(number(startY)) " + "C\(number(startX + 30)) \(number(startY)) \(number(to.x - 30)) "
                        + "\(number(endY)) \(number(to.x)) \(number(endY))\" "
                        + "fill=\"none\" stroke=\"#aeaeb2\" stroke-width=\"1\"/>")
            }
            for (id, point) in layout.positions.sorted(by: { $0.key < $1.key }) {
                let registered = !sketch.unregistered.contains(id)
                let reached = sketch.reachable.contains(id)
                let stroke = !registered ? "#c62828" : (reached ? "#34c759" : "#c62828")
                let fill = reached ? "#eaf7ee" : "#fde7e7"
                let dash = registered ? "" : " stroke-dasharray=\"4 3\""
                let status = !registered ? "not registered" : (reached ? "reached" : "not reached")
                page.line(
                    "<g><rect x=\"\(number(point.x))\" y=\"\(number(point.y))\" " + "width=\"\(number(GraphLayout.nodeWidth))\" "
                        + "height=\"\(number(GraphLayout.nodeHeight))\" rx=\"4\" "
                        + "fill=\"\(fill)\" stroke=\"\(stroke)\"\(dash)/><text "
                        + "x=\"\(number(point.x + 6))\" y=\"\(number(point.y + 15))\" "
                        + "font-size=\"11\">\(htmlEscaped(String(id.prefix(32))))</text>"
                        + "<title>\(htmlEscaped(id)): \(status)</title></g>")
            }
            page.line("</svg></div>")
        }
        page.line("</section>")
    }

    static func colour(_ severity: Severity) -> String {
        switch severity {
        case .p0: "#c62828"
        case .p1: "#ef6c00"
        case .p2: "#1565c0"
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 10).rounded() / 10)
    }
}

/// Columns by breadth-first distance from the entry routes over the links.
struct GraphLayout {
    static let nodeWidth = 210.0, nodeHeight = 22.0, columnGap = 70.0, rowGap = 8.0, margin = 10.0

    var positions: [String: (x: Double, y: Double)] = [:]
    var width = 0.0, height = 0.0

    init(_ sketch: NavigationSketch) {
        var next: [String: [String]] = [:]
        for link in sketch.links { next[link.from, default: []].append(link.to) }
        var depth: [String: Int] = [:]
        // Entry routes first; then what deep links open (reached, but by no drawn link).
        let roots =
            sketch.entryRoutes.filter { sketch.routes.contains($0) } + sketch.routes.filter { sketch.reachable.contains($0) }.sorted()
        for root in roots where depth[root] == nil {
            var queue = [root]
            depth[root] = 0
            var index = 0
            while index < queue.count {
                let id = queue[index]
                index += 1
                for target in next[id] ?? [] where depth[target] == nil && sketch.reachable.contains(target) {
                    depth[target] = depth[id]! + 1
                    queue.append(target)
                }
            }
        }
        let reachedColumns = (depth.values.max() ?? -1) + 1
        var columns: [[String]] = Array(repeating: [], count: reachedColumns)
        for id in sketch.routes.sorted() {
            if let column = depth[id] { columns[column].append(id) }
        }
        let unreached = sketch.routes.filter { depth[$0] == nil }.sorted()
        if !unreached.isEmpty { columns.append(unreached) }
        if !sketch.unregistered.isEmpty { columns.append(sketch.unregistered.sorted()) }
        for (column, ids) in columns.enumerated() {
            for (row, id) in ids.enumerated() {
                positions[id] = (
                    Self.margin + Double(column) * (Self.nodeWidth + Self.columnGap),
                    Self.margin + Double(row) * (Self.nodeHeight + Self.rowGap)
                )
            }
        }
        width = Self.margin * 2 + Double(max(columns.count, 1)) * (Self.nodeWidth + Self.columnGap)
        height = Self.margin * 2 + Double(columns.map(\.count).max() ?? 1) * (Self.nodeHeight + Self.rowGap)
    }
}
