import SwiftSourceFacts
import Testing

/// What the places that make a type pass one of its arguments, with values forwarded from the maker's own property
/// followed to the maker's makers (`ConstructionSites`).
struct ConstructionSitesTests {
    static func file(passed: [String: PassedArguments] = [:], forwarded: [String: Set<String>] = [:]) -> SwiftFileFacts {
        var facts = SwiftFileFacts(path: "/app/View.swift")
        facts.declarations.constructionArguments = passed
        facts.declarations.forwardedArguments = forwarded
        return facts
    }

    @Test func aForwardedValueIsWhatTheMakersOfTheForwardingViewPass() {
        let widget = Self.file(passed: ["ChartView.isSelected": .falseLiteral])
        let chart = Self.file(forwarded: ["ChartLegend.isSelected": ["ChartView.isSelected"]])
        let sites = ConstructionSites(files: [widget, chart])
        #expect(sites.arguments(for: "ChartLegend.isSelected") == .falseLiteral)
        #expect(sites.arguments(for: "ChartLegend.isSelected").isFixedBySites)
    }

    /// A `@State` of the view, a value nobody passes, or one a view hands itself (a tree of itself): may be anything.
    @Test func aForwardNoSiteResolvesIsAnything() {
        let unresolved = ConstructionSites(files: [Self.file(forwarded: ["Row.isOn": ["List.isOn"]])])
        #expect(unresolved.arguments(for: "Row.isOn") == .other)
        let cycle = ConstructionSites(files: [
            Self.file(passed: ["Tree.isOpen": .trueLiteral], forwarded: ["Tree.isOpen": ["Tree.isOpen"]])
        ])
        #expect(cycle.arguments(for: "Tree.isOpen") == [.trueLiteral, .other])
    }
}
