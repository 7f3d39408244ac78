/// Several source files addressed through one offset space, for models assembled from
/// several files (a folder of `.lproj` tables): the file's index sits in the offset's high
/// bits, so a model field that stores "an offset" can point into any of them.
public final class SourceSet: Sendable {
    public let files: [SourceFile]
    static let fileShift = 40

    public init(_ files: [SourceFile]) { self.files = files }

    /// A global offset for `offset` in the file at `index`.
    public static func offset(_ offset: Int, inFile index: Int) -> Int {
        offset < 0 ? offset : (index << fileShift) | offset
    }

    public func location(ofOffset offset: Int) -> SourceLocation? {
        guard offset >= 0 else { return nil }
        let index = offset >> SourceSet.fileShift
        guard index < files.count else { return nil }
        return files[index].location(ofOffset: offset & ((1 << SourceSet.fileShift) - 1))
    }
}
