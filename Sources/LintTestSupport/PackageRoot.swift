import Foundation

/// Paths in this repository, for tests that read its rules files, specs and sources.
public enum PackageRoot {
    public static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    public static func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }
}
