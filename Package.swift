// swift-tools-version:6.1
import PackageDescription

// Layers, bottom to top (the app core links only the first four):
//   CICU            C shim over libicu (opaque pointers only; see Sources/CICU/include/CICU.h)
//   LocaleServices  plural rules, durations, direction, numbers, dates, lists, locales
//   ...             (catalog, lint and CLI modules are added on top by later work)
let icuLinker: [LinkerSetting] = [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]

let package = Package(
    name: "HandzToolkit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "LocaleServices", targets: ["LocaleServices"]),
        .library(name: "StringCatalog", targets: ["StringCatalog"]),
        .library(name: "StringLookup", targets: ["StringLookup"]),
        // The parsers and checks as libraries for the fuzz targets in Fuzz/ (a package of its
        // own, so `swift build` and `swift test` never build them).
        .library(name: "SourceText", targets: ["SourceText"]),
        .library(name: "OrderedJSON", targets: ["OrderedJSON"]),
        .library(name: "YAMLSupport", targets: ["YAMLSupport"]),
        .library(name: "SpecModel", targets: ["SpecModel"]),
        .library(name: "RouteImport", targets: ["RouteImport"]),
        .library(name: "CatalogValidation", targets: ["CatalogValidation"]),
        .library(name: "HandzLintKit", targets: ["HandzLintKit"]),
        .library(name: "SwiftSourceFacts", targets: ["SwiftSourceFacts"]),
        .library(name: "SourceRules", targets: ["SourceRules"]),
        .executable(name: "handz-lint", targets: ["HandzLintCLI"]),
        .executable(name: "icu-benchmark", targets: ["ICUBenchmark"]),
        .plugin(name: "HandzLintCodegen", targets: ["HandzLintCodegen"]),
        .plugin(name: "HandzLintCommand", targets: ["HandzLintCommand"]),
        .plugin(name: "HandzLintBaseline", targets: ["HandzLintBaseline"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .target(name: "CICU", linkerSettings: icuLinker),
        .target(name: "LocaleServices", dependencies: ["CICU"]),
        .target(name: "OrderedJSON"),
        .target(name: "SourceText"),
        .target(name: "StringCatalog", dependencies: ["OrderedJSON", "SourceText"]),
        .target(name: "StringLookup", dependencies: ["StringCatalog", "LocaleServices", "SourceText"]),
        .target(name: "LintCore", dependencies: ["SourceText", "OrderedJSON"]),
        .target(name: "CatalogValidation", dependencies: ["LintCore", "StringCatalog", "LocaleServices", "SourceText"]),
        .target(name: "YAMLSupport", dependencies: ["SourceText", .product(name: "Yams", package: "Yams")]),
        // Colors as code and specs use them: sRGB values, conversion from the color spaces asset
        // catalogs use, WCAG contrast, appearances, UIKit's and SwiftUI's system colors.
        .target(name: "ColorModel", dependencies: ["SourceText"]),
        // The colors of a folder's asset catalogs (*.xcassets/**/*.colorset), resolved for iPhone.
        .target(name: "AssetColors", dependencies: ["ColorModel", "OrderedJSON", "SourceText"]),
        .target(name: "SpecModel", dependencies: ["ColorModel", "SourceText", "YAMLSupport"]),
        .target(name: "SpecRules", dependencies: ["SpecModel", "ColorModel", "LintCore", "SourceText", "YAMLSupport"]),
        .target(name: "RouteImport", dependencies: ["SourceText"]),
        .target(name: "CatalogCodegen", dependencies: ["StringCatalog", "SourceText"]),
        // The Swift source front end: facts a Swift file holds (texts, controls, images, gestures, fonts,
        // frames, suppressions), read with swift-syntax. Rules stand on it; it knows nothing of findings.
        .target(name: "SwiftSourceFacts", dependencies: [
            "SourceText",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .target(name: "SourceRules", dependencies: ["SwiftSourceFacts", "SpecRules", "LintCore", "StringCatalog", "SourceText"]),
        .target(name: "HandzLintKit", dependencies: ["SourceRules", "SwiftSourceFacts", "SpecModel", "SpecRules", "LintCore", "CatalogValidation", "StringCatalog", "LocaleServices", "SourceText", "OrderedJSON", "YAMLSupport"]),
        .target(
            name: "HandzLintCommands",
            dependencies: [
                "LocaleServices",
                "OrderedJSON",
                "HandzLintKit",
                "RouteImport",
                "CatalogCodegen",
                "StringLookup",
                "LintCore",
                "CatalogValidation",
                "StringCatalog",
                "SourceText",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "HandzLintCLI", dependencies: ["HandzLintCommands"]),
        .executableTarget(name: "HandzLintPluginTool", dependencies: ["HandzLintCommands"]),

        // Typed accessors for a target's String Catalogs, generated at build time.
        .plugin(name: "HandzLintCodegen", capability: .buildTool(), dependencies: ["HandzLintPluginTool"]),
        // `swift package handz-lint …` lints the package (writes nothing); `handz-lint-baseline`
        // records a baseline, the only one that asks to write into the package.
        .plugin(
            name: "HandzLintCommand",
            capability: .command(intent: .custom(verb: "handz-lint", description: "Lint the package's Swift code, specs and catalogs into a P0/P1/P2 punch list")),
            dependencies: ["HandzLintPluginTool"]
        ),
        .plugin(
            name: "HandzLintBaseline",
            capability: .command(
                intent: .custom(verb: "handz-lint-baseline", description: "Record the package's current handz-lint findings as a baseline"),
                permissions: [.writeToPackageDirectory(reason: "handz-lint-baseline writes the baseline file (handz-lint-baseline.json) into the package")]
            ),
            dependencies: ["HandzLintPluginTool"]
        ),

        // Benchmarks: built in release by Scripts/benchmark-icu.sh, never run as tests.
        .target(name: "ICUBaseline", linkerSettings: icuLinker),
        .executableTarget(
            name: "ICUBenchmark",
            dependencies: ["LocaleServices", "ICUBaseline"]
        ),

        .executableTarget(name: "SourceBenchmark", dependencies: [
            "SwiftSourceFacts",
            "SourceText",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),

        .executableTarget(name: "CatalogBenchmark", dependencies: ["StringCatalog", "SourceText", "CatalogValidation", "HandzLintKit", "LocaleServices", "OrderedJSON"]),
        // Reads every asset catalog under the folders given and prints what it found (forms, color
        // spaces, problems): how the reader was judged on real apps.
        .executableTarget(name: "AssetColorSurvey", dependencies: ["AssetColors", "ColorModel"]),
        // The runtime look-ups beside ICU's own calls; only the runtime libraries, so no swift-syntax.
        .executableTarget(name: "LookupBenchmark", dependencies: ["StringLookup", "StringCatalog", "LocaleServices", "SourceText", "ICUBaseline"]),

        .testTarget(name: "LocaleServicesTests", dependencies: ["LocaleServices"]),
        .testTarget(name: "StringCatalogTests", dependencies: ["StringCatalog", "OrderedJSON", "SourceText"]),
        .testTarget(name: "StringLookupTests", dependencies: ["StringLookup", "StringCatalog", "LocaleServices", "SourceText"]),
        .testTarget(name: "HandzLintKitTests", dependencies: ["HandzLintKit", "SourceRules", "LintCore", "SpecRules", "SpecModel", "CatalogValidation", "SourceText", "YAMLSupport", "OrderedJSON", "StringCatalog", "LocaleServices"]),
        .testTarget(name: "RouteImportTests", dependencies: ["RouteImport", "YAMLSupport", "SourceText"]),
        .testTarget(name: "YAMLSupportTests", dependencies: ["YAMLSupport", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "SwiftSourceFactsTests", dependencies: ["SwiftSourceFacts", "SourceText"]),
        .testTarget(name: "HandzLintCLITests", dependencies: ["HandzLintCLI"]),
        // Compiles the accessors the plugin generates for Strings/Localizable.xcstrings (linked
        // into the target) and checks them against `catalog get`.
        .testTarget(
            name: "CatalogCodegenTests",
            dependencies: ["CatalogCodegen", "StringCatalog", "StringLookup", "LocaleServices", "SourceText"],
            exclude: ["Fixtures"],
            plugins: ["HandzLintCodegen"]
        ),
        // Golden/ holds the reporters' expected output, read by path (not a bundle resource).
        .testTarget(name: "OrderedJSONTests", dependencies: ["OrderedJSON", "SourceText"]),
        .testTarget(name: "ColorModelTests", dependencies: ["ColorModel"]),
        // Reads Tests/Fixtures/AssetColors (an asset catalog with every color form) by path.
        .testTarget(name: "AssetColorsTests", dependencies: ["AssetColors", "ColorModel", "SourceText"]),
        .testTarget(name: "SourceTextTests", dependencies: ["SourceText"]),
        .testTarget(name: "LintCoreTests", dependencies: ["LintCore", "SourceText"], exclude: ["Golden"]),
    ]
)
