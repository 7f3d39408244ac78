// swift-tools-version:6.0
import Foundation
import PackageDescription

// libFuzzer targets for the toolkit's parsers, built and run by Scripts/fuzz.sh.
//
// Why a package of its own: the targets must be built with -sanitize=fuzzer,address, which
// the normal build must never see, and `swift build` / `swift test` of the main package (CI:
// 2 cores, 90 minutes) must not compile or run them. This package depends on the main one by
// path and builds into its own scratch folder (.build-fuzz); the main package only exposes
// its modules as library products.
//
// Every folder under Sources/ other than the two support targets is one fuzz target: adding a
// target is adding `Sources/FuzzNAME/main.swift`, nothing else. Each target may import any of
// the main package's libraries.
let support = ["CFuzzer", "FuzzSupport"]
let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Sources")
let fuzzTargets = ((try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? [])
    .filter { !support.contains($0) && !$0.hasPrefix(".") }
    .sorted()
let libraries = ["LocaleServices", "StringCatalog", "StringLookup", "SourceText", "OrderedJSON", "YAMLSupport", "SpecModel",
                 "RouteImport", "CatalogValidation", "HandzLintKit", "SwiftSourceFacts", "SwiftSourceReader", "AppRules",
                 "LintTestSupport"]

/// The toolkit's libraries a target's main.swift imports: a target builds only what it feeds
/// (the format-string or route-import fuzzers do not wait for swift-syntax).
func imports(of target: String) -> [String] {
    let main = (try? String(contentsOf: sources.appendingPathComponent(target).appendingPathComponent("main.swift"), encoding: .utf8)) ?? ""
    return main.split(separator: "\n").compactMap { line in line.hasPrefix("import ") ? String(line.dropFirst("import ".count)) : nil }
        .filter(libraries.contains)
}

let package = Package(
    name: "HandzFuzz",
    platforms: [.macOS(.v15)],
    products: fuzzTargets.map { .executable(name: $0, targets: [$0]) },
    dependencies: [.package(name: "HandzToolkit", path: "..")],
    targets: [
        .target(name: "CFuzzer"),
        .target(name: "FuzzSupport", dependencies: ["CFuzzer"]),
    ] + fuzzTargets.map { name in
        .executableTarget(
            name: name,
            dependencies: ["FuzzSupport"] + imports(of: name).map { .product(name: $0, package: "HandzToolkit") }
        )
    }
)
