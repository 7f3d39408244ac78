import Foundation
import Testing

@testable import SourceText

/// Listing a folder reads each entry's name in place (`FolderListing.entryName`): names of every length, up to the
/// 255 bytes a file system allows, and names that are not ASCII, come back whole and sorted by their bytes.
struct FolderListingTests {
    @Test func namesOfEveryLengthComeBackWhole() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("folder-listing-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var written: [String] = ["é-accent.swift", "日本語.strings"]
        for length in stride(from: 1, through: 255, by: 2) { written.append(String(repeating: "a", count: length - 1) + "z") }
        for name in written {
            #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()))
        }
        let listed = try FolderListing.entries(folder)
        #expect(listed == written.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    }
}
