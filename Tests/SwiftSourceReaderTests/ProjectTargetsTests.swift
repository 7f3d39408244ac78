import Foundation
import SourceText
import SwiftSourceFacts
import Testing

/// Which target folders a project's targets compile together (`SourceInventory.foldersBuiltTogether`): Xcode's
/// multiplatform template keeps shared code in `Shared/`, which its iOS and macOS targets list file by file, and an
/// Xcode 16 project takes folders whole or gives a target some files of a folder through an exception set.
struct ProjectTargetsTests {
    typealias Tree = DiscoveryTests.Tree

    /// Each folder its own target (by its catalog), as the linter tells targets apart.
    static func writeFolders(_ tree: Tree, _ files: [String]) {
        for file in files {
            tree.write(file)
            let folder = file.split(separator: "/").first.map(String.init) ?? ""
            tree.write("\(folder)/en.lproj/Localizable.strings", "")
        }
    }

    @Test func foldersListedTogetherInATargetsSourcesPhaseAreBuiltTogether() {
        let tree = Tree()
        Self.writeFolders(
            tree, ["iOS/ContentView.swift", "iOS/Phone.swift", "macOS/ContentView.swift", "macOS/Mac.swift", "Shared/Model.swift"])
        func target(_ id: String, phase: String) -> String {
            "\t\t\(id) /* target */ = {\n\t\t\tisa = PBXNativeTarget;\n"
                + "\t\t\tbuildPhases = (\n\t\t\t\t\(phase) /* Sources */,\n\t\t\t);\n\t\t};\n"
        }
        func phase(_ id: String, _ names: [String]) -> String {
            "\t\t\(id) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tfiles = (\n"
                + names.enumerated().map { "\t\t\t\t\(id)F\($0.offset) /* \($0.element) in Sources */,\n" }.joined() + "\t\t\t);\n\t\t};\n"
        }
        // `ContentView.swift`, in both app folders, ties neither to the other.
        let project =
            target("T1", phase: "S1") + phase("S1", ["ContentView.swift", "Phone.swift", "Model.swift"])
            + target("T2", phase: "S2") + phase("S2", ["ContentView.swift", "Mac.swift", "Model.swift"])
        tree.write("App.xcodeproj/project.pbxproj", project)
        let together = SourceDiscovery().discover([tree.root]).foldersBuiltTogether
        let (iOS, macOS, shared) = (tree.root + "/iOS", tree.root + "/macOS", tree.root + "/Shared")
        #expect(together[iOS] == [shared])
        #expect(together[macOS] == [shared])
        #expect(together[shared] == [iOS, macOS])
    }

    /// pompaddo: the Mac app takes `PomPadDo/` whole and some files of `Shared/` through an exception set, which for
    /// a folder a target takes whole would name files left out instead.
    @Test func aFolderAnExceptionSetGivesToATargetIsBuiltWithIt() {
        let tree = Tree()
        Self.writeFolders(tree, ["PomPadDo/App.swift", "Shared/Tasks.swift", "Widget/Widget.swift"])
        let project = """
            \t\tG1 /* PomPadDo */ = {isa = PBXFileSystemSynchronizedRootGroup; path = PomPadDo; sourceTree = "<group>"; };
            \t\tG2 /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1 /* set */, ); path = Shared; };
            \t\tG3 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X2 /* set */, ); path = Widget; };
            \t\tX1 /* set */ = {
            \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
            \t\t\tmembershipExceptions = (
            \t\t\t\tTasks.swift,
            \t\t\t);
            \t\t\ttarget = T1 /* PomPadDo */;
            \t\t};
            \t\tX2 /* set */ = {
            \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
            \t\t\tmembershipExceptions = (
            \t\t\t\tWidget.swift,
            \t\t\t);
            \t\t\ttarget = T2 /* Widget */;
            \t\t};
            \t\tT1 /* PomPadDo */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tfileSystemSynchronizedGroups = (
            \t\t\t\tG1 /* PomPadDo */,
            \t\t\t);
            \t\t};
            \t\tT2 /* Widget */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tfileSystemSynchronizedGroups = (
            \t\t\t\tG3 /* Widget */,
            \t\t\t);
            \t\t};

            """
        tree.write("PomPadDo.xcodeproj/project.pbxproj", project)
        let together = SourceDiscovery().discover([tree.root]).foldersBuiltTogether
        #expect(together[tree.root + "/PomPadDo"] == [tree.root + "/Shared"])
        #expect(together[tree.root + "/Widget"] == nil)
    }

    /// Atwy: an iPhone and iPad project with `#if os(macOS)` branches that no target compiles; one Catalyst setting or
    /// one package that may build for the Mac, and the branches may ship.
    @Test func aProjectForIPhoneAndIPadOnlyNeverBuildsForTheMac() {
        let tree = Tree()
        tree.write("App/View.swift")
        let settings = "\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tSUPPORTED_PLATFORMS = \"iphoneos iphonesimulator\";\n"
        tree.write("App.xcodeproj/project.pbxproj", settings + "\t\t\t\tSUPPORTS_MACCATALYST = NO;\n")
        #expect(SourceDiscovery().discover([tree.root]).neverBuildsForMac)
        tree.write("App.xcodeproj/project.pbxproj", settings + "\t\t\t\tSUPPORTS_MACCATALYST = YES;\n")
        #expect(!SourceDiscovery().discover([tree.root]).neverBuildsForMac)
        tree.write("App.xcodeproj/project.pbxproj", settings)
        tree.write("Kit/Package.swift", "// swift-tools-version:6.0\n")
        #expect(!SourceDiscovery().discover([tree.root]).neverBuildsForMac)

        var facts = SwiftFileFacts(path: tree.root + "/App/View.swift")
        facts.macOnlyRanges = [LineRange(3, 9)]
        #expect(facts.withMacOnlyCodeUnshipped().isInDebugOnlyCode(SourceLocation(file: facts.path, line: 4, column: 1)))
    }

    /// hdrezka's one multiplatform target takes `HDrezka/` whole and builds each Mac view for the Mac alone.
    @Test func filesATargetBuildsForOnePlatformAreThatPlatforms() {
        let tree = Tree()
        for file in ["macOS/Comments View.swift", "macOS/Settings.swift", "iOS/Comments.swift", "Shared/Utils.swift", "Both.swift"] {
            tree.write("HDrezka/\(file)")
        }
        let project = """
            \t\tE1 /* Exceptions for "HDrezka" folder in "HDrezka" target */ = {
            \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
            \t\t\tmembershipExceptions = (
            \t\t\t\tmacOS/Resources/Info.plist,
            \t\t\t);
            \t\t\tplatformFiltersByRelativePath = {
            \t\t\t\t"macOS/Comments View.swift" = (macos, );
            \t\t\t\tmacOS/Settings.swift = (macos, );
            \t\t\t\tiOS/Comments.swift = (ios, );
            \t\t\t\tBoth.swift = (ios, macos, );
            \t\t\t};
            \t\t\ttarget = T1 /* HDrezka */;
            \t\t};
            \t\tG1 /* HDrezka */ = {
            \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
            \t\t\texceptions = (
            \t\t\t\tE1 /* Exceptions for "HDrezka" folder in "HDrezka" target */,
            \t\t\t);
            \t\t\tpath = HDrezka;
            \t\t};
            \t\tT1 /* HDrezka */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tbuildConfigurationList = L1 /* list */;
            \t\t\tfileSystemSynchronizedGroups = (
            \t\t\t\tG1 /* HDrezka */,
            \t\t\t);
            \t\t};
            \t\tL1 /* list */ = {
            \t\t\tisa = XCConfigurationList;
            \t\t\tbuildConfigurations = (
            \t\t\t\tC1 /* Debug */,
            \t\t\t);
            \t\t};
            \t\tC1 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tSDKROOT = auto;
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};

            """
        tree.write("HDrezka.xcodeproj/project.pbxproj", project)
        // The target's `SDKROOT = auto` names no one platform for its folder.
        let inventory = SourceDiscovery().discover([tree.root])
        #expect(inventory.singlePlatformFolders[tree.root + "/HDrezka"] == nil)
        #expect(inventory.isInMacOnlyFolder(tree.root + "/HDrezka/macOS/Comments View.swift"))
        #expect(inventory.isInMacOnlyFolder(tree.root + "/HDrezka/macOS/Settings.swift"))
        #expect(inventory.platform(ofFolderHolding: tree.root + "/HDrezka/iOS/Comments.swift") == "iphoneos")
        #expect(inventory.platform(ofFolderHolding: tree.root + "/HDrezka/Both.swift") == nil)
        #expect(inventory.platform(ofFolderHolding: tree.root + "/HDrezka/Shared/Utils.swift") == nil)
    }

    /// flo lists its watch views one by one in its watch app's Sources phase (`SDKROOT = watchos`); a file both apps
    /// list is neither's alone.
    @Test func filesOnlyOnePlatformsTargetsListAreThatPlatforms() {
        let tree = Tree()
        Self.writeFolders(tree, ["flo/Watch/WatchHomeView.swift", "flo/PlayerView.swift", "flo/Shared/Song.swift"])
        func target(_ id: String, phase: String, list: String) -> String {
            "\t\t\(id) /* target */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(list) /* list */;\n"
                + "\t\t\tbuildPhases = (\n\t\t\t\t\(phase) /* Sources */,\n\t\t\t);\n\t\t};\n"
        }
        func phase(_ id: String, _ names: [String]) -> String {
            "\t\t\(id) /* Sources */ = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tfiles = (\n"
                + names.enumerated().map { "\t\t\t\t\(id)F\($0.offset) /* \($0.element) in Sources */,\n" }.joined() + "\t\t\t);\n\t\t};\n"
        }
        func configurations(_ id: String, sdk: String) -> String {
            "\t\t\(id) /* list */ = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t\t\(id)C /* Debug */,\n"
                + "\t\t\t);\n\t\t};\n\t\t\(id)C /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n"
                + "\t\t\t\tSDKROOT = \(sdk);\n\t\t\t};\n\t\t\tname = Debug;\n\t\t};\n"
        }
        let project =
            target("T1", phase: "S1", list: "L1") + phase("S1", ["PlayerView.swift", "Song.swift"]) + configurations("L1", sdk: "iphoneos")
            + target("T2", phase: "S2", list: "L2") + phase("S2", ["WatchHomeView.swift", "Song.swift"])
            + configurations("L2", sdk: "watchos")
        tree.write("flo.xcodeproj/project.pbxproj", project)
        let inventory = SourceDiscovery().discover([tree.root])
        #expect(inventory.platform(ofFolderHolding: tree.root + "/flo/Watch/WatchHomeView.swift") == "watchos")
        #expect(inventory.platform(ofFolderHolding: tree.root + "/flo/PlayerView.swift") == "iphoneos")
        #expect(inventory.platform(ofFolderHolding: tree.root + "/flo/Shared/Song.swift") == nil)
    }
}
