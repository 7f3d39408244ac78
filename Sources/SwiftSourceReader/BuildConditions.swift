import SwiftSyntax

/// What `#if` conditions say about the builds a region of code is in: builds users never get
/// (debug, staging, the simulator) and builds for the Mac only.
extension FactCollector {
    /// Build flags of builds that never reach the App Store: debug, staging and test builds, and
    /// the simulator (a fake QR code picker).
    static let nonShippingFlags: Set<String> = [
        "DEBUG", "STAGING", "TESTING", "TEST", "INTERNAL", "DEVELOPMENT", "DEV", "QA", "targetEnvironment(simulator)", "false",
    ]
    static let shippingFlags: Set<String> = ["RELEASE", "PRODUCTION", "APPSTORE", "APP_STORE"]

    /// `DEBUG`, `!RELEASE`, `DEBUG || STAGING`: every alternative is a build users never get.
    static func isNonShippingBuild(_ condition: String) -> Bool {
        BuildCondition.alternatives(condition).allSatisfy { flag in
            nonShippingFlags.contains(flag) || flag.hasPrefix("!") && shippingFlags.contains(String(flag.dropFirst()))
                || namesNonShippingBuild(flag)
        }
    }

    /// `DEV_DEBUG` (Stitch), `DEBUG_MENU`, `INTERNAL_BUILD`: a flag of the app's own made of such a word, and no word of
    /// a shipping build.
    static func namesNonShippingBuild(_ flag: String) -> Bool {
        let words = flag.split(separator: "_").map(String.init)
        return words.count > 1 && words.contains(where: nonShippingFlags.contains) && !words.contains(where: shippingFlags.contains)
    }

    /// Mac Catalyst runs on the Mac too: pointed at, and text styles do not grow there.
    static func isMacOnlyBuild(_ condition: String) -> Bool {
        ["os(macOS)", "canImport(AppKit)", "canImport(Cocoa)", "targetEnvironment(macCatalyst)", "!canImport(UIKit)"].contains(condition)
    }

    /// A clause only tvOS builds, where the remote's Menu button closes any sheet.
    static func isTVOnlyBuild(_ condition: String) -> Bool { condition == "os(tvOS)" }

    /// The `#else` of `#if os(iOS) || os(watchOS) || os(tvOS) || os(visionOS)` (Pulse) or of `#if !os(macOS)`.
    static func elseIsMacOnly(_ clause: IfConfigClauseSyntax) -> Bool {
        guard clause.poundKeyword.tokenKind == .poundElse, let list = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
        let earlier = list.prefix { $0.id != clause.id }.compactMap { $0.condition?.trimmedDescription }
        let alternatives = Set(earlier.flatMap(BuildCondition.alternatives))
        return alternatives == ["!os(macOS)"] || ["os(iOS)", "os(tvOS)", "os(watchOS)", "os(visionOS)"].allSatisfy(alternatives.contains)
    }
}

/// The alternatives of a build condition as written, without spaces: `os(iOS)` and `os(tvOS)` in `os(iOS) || os(tvOS)`.
enum BuildCondition {
    static func alternatives(_ condition: String) -> [String] {
        condition.split(separator: "|", omittingEmptySubsequences: true).map { String($0.filter { !$0.isWhitespace }) }
    }
}
