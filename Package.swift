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
        .library(name: "SwiftSourceReader", targets: ["SwiftSourceReader"]),
        .library(name: "AppRules", targets: ["AppRules"]),
        .library(name: "LintTestSupport", targets: ["LintTestSupport"]),
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
        .target(name: "RouteImport", dependencies: ["SourceText"]),
        .target(name: "CatalogCodegen", dependencies: ["StringCatalog", "SourceText"]),
        // What a Swift file says (texts, controls, images, gestures, fonts, frames, suppressions),
        // as plain values: the rules read these, never syntax, so no rule module needs swift-syntax.
        .target(name: "SwiftSourceFacts", dependencies: ["SourceText"]),
        // The Swift front end: reads files into SwiftSourceFacts with swift-syntax (the only module that parses Swift).
        .target(
            name: "SwiftSourceReader",
            dependencies: [
                "SwiftSourceFacts",
                "SourceText",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        // Rules about an app: its screens and routes (specs) and its Swift code, one file per rule
        // with every input it reads; the list is generated (`swift run generate-rule-lists`).
        .target(
            name: "AppRules",
            dependencies: [
                "SpecModel", "ColorModel", "SwiftSourceFacts", "LintCore", "StringCatalog", "SourceText", "YAMLSupport",
            ]),
        .target(
            name: "HandzLintKit",
            dependencies: [
                "AppRules", "SwiftSourceFacts", "SwiftSourceReader", "SpecModel",
                "LintCore", "CatalogValidation", "StringCatalog", "LocaleServices",
                "SourceText", "OrderedJSON", "YAMLSupport", "AssetColors", "ColorModel",
            ]),
        // Runs rule examples (specs, Swift, catalogs) through the engine, for the tests only.
        .target(
            name: "LintTestSupport",
            dependencies: [
                "HandzLintKit", "AppRules", "CatalogValidation", "SwiftSourceReader",
                "SwiftSourceFacts", "SpecModel", "LintCore", "StringCatalog",
                "LocaleServices", "SourceText", "YAMLSupport", "ColorModel",
            ]),
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
        // The codegen plugin's own small tool: an app that only wants typed keys builds the
        // generator, not the linter (no swift-syntax, Yams or ArgumentParser).
        .executableTarget(name: "HandzCodegenTool", dependencies: ["CatalogCodegen", "SourceText"]),
        // Writes the rule lists from the rule files (`swift run generate-rule-lists`; a test runs `--check`).
        .executableTarget(name: "generate-rule-lists", path: "Sources/GenerateRuleLists"),

        // Typed accessors for a target's String Catalogs, generated at build time.
        .plugin(name: "HandzLintCodegen", capability: .buildTool(), dependencies: ["HandzCodegenTool"]),
        // `swift package handz-lint …` lints the package (writes nothing); `handz-lint-baseline`
        // records a baseline, the only one that asks to write into the package.
        .plugin(
            name: "HandzLintCommand",
            capability: .command(
                intent: .custom(
                    verb: "handz-lint", description: "Lint the package's Swift code, specs and catalogs into a P0/P1/P2 punch list"))
        ),
        .plugin(
            name: "HandzLintBaseline",
            capability: .command(
                intent: .custom(verb: "handz-lint-baseline", description: "Record the package's current handz-lint findings as a baseline"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "handz-lint-baseline writes the baseline file (handz-lint-baseline.json) into the package")
                ]
            )
        ),

        // Benchmarks: built in release by Scripts/benchmark-icu.sh, never run as tests.
        .target(name: "ICUBaseline", linkerSettings: icuLinker),
        .executableTarget(
            name: "ICUBenchmark",
            dependencies: ["LocaleServices", "ICUBaseline"]
        ),

        .executableTarget(
            name: "SourceBenchmark",
            dependencies: [
                "SwiftSourceFacts",
                "SwiftSourceReader",
                "SourceText",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),

        .executableTarget(
            name: "CatalogBenchmark",
            dependencies: [
                "StringCatalog", "SourceText", "CatalogValidation", "HandzLintKit", "LocaleServices", "OrderedJSON",
            ]),
        // Reads every asset catalog under the folders given and prints what it found (forms, color
        // spaces, problems): how the reader was judged on real apps.
        .executableTarget(name: "AssetColorSurvey", dependencies: ["AssetColors", "ColorModel"]),
        // The runtime look-ups beside ICU's own calls; only the runtime libraries, so no swift-syntax.
        .executableTarget(
            name: "LookupBenchmark",
            dependencies: [
                "StringLookup", "StringCatalog", "LocaleServices", "SourceText", "ICUBaseline",
            ]),

        .testTarget(name: "LocaleServicesTests", dependencies: ["LocaleServices"]),
        .testTarget(name: "StringCatalogTests", dependencies: ["StringCatalog", "OrderedJSON", "SourceText"]),
        .testTarget(name: "StringLookupTests", dependencies: ["StringLookup", "StringCatalog", "LocaleServices", "SourceText"]),
        .testTarget(
            name: "HandzLintKitTests",
            dependencies: [
                "HandzLintKit", "LintTestSupport", "AppRules", "LintCore",
                "SpecModel", "CatalogValidation", "SourceText", "YAMLSupport", "OrderedJSON",
                "StringCatalog", "LocaleServices",
            ]),
        .testTarget(name: "RouteImportTests", dependencies: ["RouteImport", "YAMLSupport", "SourceText"]),
        .testTarget(name: "YAMLSupportTests", dependencies: ["YAMLSupport", .product(name: "Yams", package: "Yams")]),
        .testTarget(name: "SpecModelTests", dependencies: ["SpecModel", "LintTestSupport", "SourceText"]),
        .testTarget(name: "SwiftSourceReaderTests", dependencies: ["SwiftSourceReader", "SwiftSourceFacts", "SourceText"]),
        // One test target per rule family: its rules' examples, and tests of what they share.
        .testTarget(name: "AccessibilityRulesTests", dependencies: ["AppRules", "HandzLintKit", "LintTestSupport", "LintCore"]),
        .testTarget(name: "NavigationRulesTests", dependencies: ["AppRules", "HandzLintKit", "LintTestSupport", "LintCore"]),
        .testTarget(name: "SwiftRulesTests", dependencies: ["AppRules", "HandzLintKit", "LintTestSupport", "LintCore"]),
        .testTarget(name: "InputRulesTests", dependencies: ["AppRules", "HandzLintKit", "LintTestSupport", "LintCore"]),
        .testTarget(
            name: "CatalogValidationTests",
            dependencies: [
                "CatalogValidation", "HandzLintKit", "LintTestSupport", "LintCore", "StringCatalog", "SourceText",
            ]),
        .testTarget(name: "HandzLintCommandsTests", dependencies: ["HandzLintCommands", "LintCore"]),
        .testTarget(name: "HandzLintCLITests", dependencies: ["HandzLintCLI", "generate-rule-lists"]),
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
        .testTarget(name: "LintCoreTests", dependencies: ["LintCore", "LintTestSupport", "SourceText"], exclude: ["Golden"]),
    ]
)
