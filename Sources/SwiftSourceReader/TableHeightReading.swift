import SwiftSourceFacts
import SwiftSyntax

/// Table rows and section headers given a constant height while they show a standard cell's or header's text, which
/// follows Dynamic Type (Apple: the standard cell styles and header titles use text styles): at large sizes the text
/// outgrows the row and is clipped.
extension FactCollector {
    /// Below this many points a row or header clips one standard line at the largest accessibility size: the body
    /// style is 53 pt there, a line of about 64 pt (fsnotes' 70 pt rows hold it, judged).
    static let heightOfOneLargestLine = 64.0

    private enum TablePart {
        case rows, headers

        var receiver: String { self == .rows ? "each table row" : "each section header" }
    }

    /// `func tableView(_:heightForRowAt:) -> CGFloat { 44 }` and `heightForHeaderInSection`, returning a constant.
    func readTableHeightMethod(_ function: FunctionDeclSyntax) {
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        guard function.name.text == "tableView", labels.count == 2, let body = function.body else { return }
        let part: TablePart
        switch labels[1] {
        case "heightForRowAt": part = .rows
        case "heightForHeaderInSection": part = .headers
        default: return
        }
        let returned: [ExprSyntax]
        if let only = Self.onlyExpression(of: body.statements) {
            returned = only.map { [$0] } ?? []
        } else {
            returned = Self.returnedExpressions(of: body.statements) ?? []
        }
        let heights = returned.compactMap(Self.number).filter { $0 >= 2 }
        // `if section == 2 { return 30 }; return UITableView.automaticDimension`: the constant is for some rows or sections
        // only, most often those without text (spacer sections: 1 of 12 judged true), or for sizes below the accessibility
        // ones (`isAccessibilityCategory ? automaticDimension : 44`).
        guard let height = heights.min(), heights.count == returned.count else { return }
        recordTableHeight(part, height: height, api: "tableView(_:\(labels[1]):)", at: function.name)
    }

    /// `tableView.rowHeight = 44`, `rowHeight = 44` in a table view controller.
    func readTableRowHeight(target: ExprSyntax, value: ExprSyntax) {
        guard Self.lastName(target) == "rowHeight", let height = Self.number(value), height >= 2 else { return }
        recordTableHeight(.rows, height: height, api: "rowHeight =", at: target)
    }

    private func recordTableHeight(_ part: TablePart, height: Double, api: String, at node: some SyntaxProtocol) {
        guard height < Self.heightOfOneLargestLine, let content = standardText(of: part, around: node) else { return }
        facts.behavior.fixedHeights.append(
            FixedHeight(
                api: api, height: height, receiver: part.receiver, content: content, textCannotOverflow: false, location: location(node)))
    }

    /// What standard text the table of the file shows in `part`, nil when it shows none or gives it a fixed font: the
    /// cells' own labels (`cell.textLabel?.text = …`, `defaultContentConfiguration()`), or header titles
    /// (`titleForHeaderInSection`) when no header view of its own replaces them.
    private func standardText(of part: TablePart, around node: some SyntaxProtocol) -> String? {
        let source = enclosingTypeSource(of: node)
        // An extension (`extension SettingsViewController: UITableViewDelegate`) is read with the file it is in.
        let scope = source.hasPrefix("extension") ? String(decoding: file.bytes, as: UTF8.self) : source
        switch part {
        case .rows:
            // A font given to those labels that does not grow fits the row.
            let fonts = ["textLabel?.font = ", "textLabel!.font = ", "textLabel.font = ", "textProperties.font = "].flatMap {
                Self.values(assignedBy: $0, in: scope)
            }
            guard !fonts.contains(where: { WrittenFont($0) != .grows }) else { return nil }
            if scope.contains("defaultContentConfiguration()") { return "a cell's standard text (defaultContentConfiguration)" }
            // A cell of the standard styles, made or registered here (a header's `textLabel` is not a row's; a cell of the
            // app's own class or a storyboard's has fonts of its own, and `return UITableViewCell()` is only a fallback).
            guard ["= UITableViewCell(", "?? UITableViewCell(", "register(UITableViewCell.self"].contains(where: scope.contains),
                ["textLabel?.text =", "textLabel!.text =", "textLabel.text ="].contains(where: scope.contains)
            else { return nil }
            return "a standard cell's label (textLabel)"
        case .headers:
            // A header view of the table's own, or a header restyled as it shows (`willDisplayHeaderView` setting a font).
            guard scope.contains("titleForHeaderInSection"), !scope.contains("viewForHeaderInSection"),
                !scope.contains("willDisplayHeaderView")
            else { return nil }
            return "its title (titleForHeaderInSection)"
        }
    }
}
