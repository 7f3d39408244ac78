import SourceText

/// What `handz-lint lint PATH…` has to read: the Swift files, the string catalogs in the same
/// trees, and which catalogs belong to each Swift file's target.
public struct SourceInventory: Sendable, Equatable {
    public var swiftFiles: [SwiftSource] = []
    /// `.xcstrings` files and the `.strings`/`.stringsdict` tables of `.lproj` folders.
    public var catalogs: [String] = []
    /// Those of `catalogs` found only to check the keys of files named on their own (in their
    /// project): the user did not give them, so they are read but not validated.
    public var keyLookupOnly: Set<String> = []
    /// Files found in folders but not read, with why (generated, excluded): reported, not lost.
    public var skipped: [SkippedFile] = []
    /// Paths given that cannot be used (missing, not Swift, a catalog or a folder): usage errors.
    public var problems: [InputError] = []
    /// Folders found in a walk that could not be listed: the rest is read, these are reported.
    public var unreadable: [InputError] = []
    /// Every Xcode project found builds for the Mac alone (`XcodeProjectMembership`).
    public var buildsOnlyForMac = false
    /// Folders that only one platform's targets of the projects take whole, and files a target builds for one of its
    /// platforms only, with that SDK (`macosx`, `watchos`, `appletvos`): a Mac folder's files follow no Dynamic Type, a
    /// watch folder's sheets get a system close button.
    public var singlePlatformFolders: [String: String] = [:]
    /// For each target folder, the others that a project target compiles with it (`Shared/` beside `iOS/`): its files
    /// resolve names those folders declare.
    public var foldersBuiltTogether: [String: Set<String>] = [:]
    /// No project here builds for the Mac (`XcodeProjectMembership.Listing.neverBuildsForMac`): code under `#if os(macOS)`
    /// is never compiled, as code under `#if DEBUG` never ships.
    public var neverBuildsForMac = false
    /// The names of the apps the Xcode projects found build: the app's own name.
    public var productNames: Set<String> = []
    /// Files that may make a Swift class by its name (`NamesOutsideSwift`): Interface Builder
    /// files, property lists, Core Data models, Objective-C sources. Test folders' are left out.
    public var namingFiles: [String] = []

    /// Whether `path` is under a folder only Mac targets build.
    public func isInMacOnlyFolder(_ path: String) -> Bool { platform(ofFolderHolding: path) == "macosx" }

    /// The one SDK of the folder holding `path`, when only targets of that SDK take it.
    public func platform(ofFolderHolding path: String) -> String? {
        // The nearest: a file's own platform (a target's filter) before its folder's.
        singlePlatformFolders.filter { path.hasPrefix($0.key + "/") || path == $0.key }.max { $0.key.count < $1.key.count }?.value
    }
}

public struct SwiftSource: Sendable, Equatable {
    public var path: String
    /// The catalogs of the file's target; all catalogs found when `targetIsKnown` is false
    /// (also when none was found for it).
    public var catalogs: [String]
    /// The folder the catalogs were found under (the target's), nil when not told.
    public var targetRoot: String?
    public var targetIsKnown: Bool
    /// Found by walking a folder (not named on its own): a target walked whole, whose keys no
    /// file uses are unused.
    public var isFromFolder = false
}

public struct SkippedFile: Sendable, Equatable {
    public var path: String
    public var reason: String
    /// A link out of the linted folders: never opened (generated and test files are still
    /// scanned for the keys they hold).
    public var outsideBoundary = false

    public init(path: String, reason: String, outsideBoundary: Bool = false) {
        self.path = path
        self.reason = reason
        self.outsideBoundary = outsideBoundary
    }
}
