import Foundation
import SwiftSourceFacts
import SwiftSourceReader
import Testing

/// File discovery on temporary trees: what is read, what is skipped and why, and which
/// catalogs belong to each file's target.
struct DiscoveryTests {
    final class Tree {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("discovery-\(UUID().uuidString)").path

        func write(_ path: String, _ text: String = "import SwiftUI\n") {
            let full = root + "/" + path
            try? FileManager.default.createDirectory(
                atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: full, contents: Data(text.utf8))
        }

        func relative(_ paths: [String]) -> [String] { paths.map { String($0.dropFirst(root.count + 1)) } }

        deinit { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test func swiftPackageTargetsOwnTheirCatalogs() {
        let tree = Tree()
        tree.write("Package.swift", "// swift-tools-version:6.0\n")
        tree.write("Sources/App/Views/Home.swift")
        tree.write("Sources/App/Resources/Localizable.xcstrings", "{}")
        tree.write("Sources/Kit/Kit.swift")
        tree.write("Sources/Kit/Resources/en.lproj/Kit.strings", "")
        tree.write("Sources/Kit/Resources/en.lproj/Kit.stringsdict", "")
        tree.write("Sources/Bare/Bare.swift")
        tree.write(".build/checkouts/Dep/Dep.swift")
        tree.write("Pods/Lib/Lib.swift")
        tree.write(".hidden/Secret.swift")
        let inventory = SourceDiscovery().discover([tree.root])
        #expect(
            tree.relative(inventory.swiftFiles.map(\.path)) == [
                "Sources/App/Views/Home.swift", "Sources/Bare/Bare.swift", "Sources/Kit/Kit.swift",
            ])
        #expect(
            tree.relative(inventory.catalogs) == [
                "Sources/App/Resources/Localizable.xcstrings", "Sources/Kit/Resources/en.lproj/Kit.strings",
                "Sources/Kit/Resources/en.lproj/Kit.stringsdict",
            ])
        let home = inventory.swiftFiles[0], bare = inventory.swiftFiles[1], kit = inventory.swiftFiles[2]
        #expect(home.targetIsKnown && tree.relative(home.catalogs) == ["Sources/App/Resources/Localizable.xcstrings"])
        #expect(kit.targetIsKnown && kit.catalogs.count == 2)
        // A target without a catalog: cannot be told which the texts use, so all are offered.
        #expect(!bare.targetIsKnown && bare.catalogs.count == 3)
    }

    /// What a pre-commit hook does: name staged files one by one. Each is still checked against
    /// its target's catalog, found in its project; the project's other files are not read.
    @Test func aFileNamedOnItsOwnGetsItsProjectsCatalogs() {
        let tree = Tree()
        tree.write("Package.swift", "// swift-tools-version:6.0\n")
        tree.write("Sources/App/Views/Home.swift")
        tree.write("Sources/App/Views/Other.swift")
        tree.write("Sources/App/Resources/Localizable.xcstrings", "{}")
        tree.write("Sources/Kit/Resources/en.lproj/Kit.strings", "")
        let inventory = SourceDiscovery().discover([tree.root + "/Sources/App/Views/Home.swift"])
        #expect(tree.relative(inventory.swiftFiles.map(\.path)) == ["Sources/App/Views/Home.swift"])
        let home = inventory.swiftFiles[0]
        #expect(home.targetIsKnown && tree.relative(home.catalogs) == ["Sources/App/Resources/Localizable.xcstrings"])
        #expect(!home.isFromFolder)
        #expect(inventory.skipped.isEmpty)
        // Found for the key checks only: a hook on a staged Swift file does not validate them.
        #expect(Set(tree.relative(Array(inventory.keyLookupOnly))) == Set(tree.relative(inventory.catalogs)))
        let named = SourceDiscovery().discover([
            tree.root + "/Sources/App/Views/Home.swift", tree.root + "/Sources/App/Resources/Localizable.xcstrings",
        ])
        #expect(tree.relative(Array(named.keyLookupOnly)) == ["Sources/Kit/Resources/en.lproj/Kit.strings"])
    }

    @Test func xcodeAppsUseTheNearestCatalogUpToTheProjectRoot() {
        let tree = Tree()
        tree.write("Recipes.xcodeproj/project.pbxproj", "")
        tree.write("Recipes/Views/List.swift")
        tree.write("Recipes/Localizable.xcstrings", "{}")
        tree.write("Widget/Widget.swift")
        tree.write("Widget/en.lproj/Localizable.strings", "")
        tree.write("Shared/Model.swift")
        let inventory = SourceDiscovery().discover([tree.root])
        let byName = Dictionary(uniqueKeysWithValues: inventory.swiftFiles.map { (tree.relative([$0.path])[0], $0) })
        #expect(tree.relative(byName["Recipes/Views/List.swift"]!.catalogs) == ["Recipes/Localizable.xcstrings"])
        #expect(tree.relative(byName["Widget/Widget.swift"]!.catalogs) == ["Widget/en.lproj/Localizable.strings"])
        let shared = byName["Shared/Model.swift"]!
        #expect(!shared.targetIsKnown && shared.catalogs.count == 2)
    }

    @Test func anXcodeTargetIsATopFolderWithEveryCatalogInside() {
        let tree = Tree()
        tree.write("Clip.xcodeproj/project.pbxproj", "")
        // Tables of one bundle in several folders (Maccy: Settings/ has its panes' tables).
        tree.write("Clip/Views/Header.swift")
        tree.write("Clip/en.lproj/Localizable.strings", "")
        tree.write("Clip/Settings/en.lproj/General.strings", "")
        tree.write("Clip/Views/en.lproj/Preview.strings", "")
        // A command-line tool beside the app (Whisky's WhiskyCmd) is not the app's target.
        tree.write("ClipCmd/main.swift")
        let inventory = SourceDiscovery().discover([tree.root])
        let byName = Dictionary(uniqueKeysWithValues: inventory.swiftFiles.map { (tree.relative([$0.path])[0], $0) })
        let header = byName["Clip/Views/Header.swift"]!
        #expect(header.targetIsKnown && tree.relative([header.targetRoot!]) == ["Clip"] && header.catalogs.count == 3)
        let tool = byName["ClipCmd/main.swift"]!
        #expect(!tool.targetIsKnown && tool.targetRoot == nil)
    }

    @Test func aCatalogAtTheProjectRootIsItsFoldersTargets() {
        let tree = Tree()
        tree.write("Timer.xcodeproj/project.pbxproj", "")
        tree.write("Localizable.xcstrings", "{}")
        tree.write("Timer/TimerView.swift")
        let inventory = SourceDiscovery().discover([tree.root])
        #expect(inventory.swiftFiles[0].targetIsKnown && inventory.swiftFiles[0].catalogs.count == 1)
    }

    /// Meshtastic's shape: the app's folder has its own InfoPlist.xcstrings, and the strings
    /// table sits beside the project file, shared by the app, its watch app and its widgets.
    @Test func aCatalogBesideTheProjectIsSharedByTargetsWithTheirOwn() {
        let tree = Tree()
        tree.write("Mesh.xcodeproj/project.pbxproj", "")
        tree.write("Localizable.xcstrings", "{}")
        tree.write("Mesh/InfoPlist.xcstrings", "{}")
        tree.write("Mesh/Views/NodeList.swift")
        tree.write("Watch/WatchNodes.swift")
        tree.write("Watch/Watch.xcstrings", "{}")
        let inventory = SourceDiscovery().discover([tree.root])
        let byName = Dictionary(uniqueKeysWithValues: inventory.swiftFiles.map { (tree.relative([$0.path])[0], $0) })
        let app = byName["Mesh/Views/NodeList.swift"]!, watch = byName["Watch/WatchNodes.swift"]!
        #expect(
            tree.relative([app.targetRoot!]) == ["Mesh"]
                && tree.relative(app.catalogs) == ["Mesh/InfoPlist.xcstrings", "Localizable.xcstrings"])
        #expect(tree.relative(watch.catalogs) == ["Watch/Watch.xcstrings", "Localizable.xcstrings"])
    }

    /// WooCommerce's shape: code in `Classes/` with one storyboard table of its own, the app's
    /// strings in `Resources/*.lproj` beside it, a folder without Swift code.
    @Test func tablesInAProjectFolderWithoutCodeAreSharedForTheNamesATargetLacks() {
        let tree = Tree()
        tree.write("Woo.xcodeproj/project.pbxproj", "")
        tree.write("Classes/Orders/OrderList.swift")
        tree.write("Classes/ViewRelated/en.lproj/Main.strings", "")
        tree.write("Resources/en.lproj/Localizable.strings", "")
        tree.write("Resources/en.lproj/Main.strings", "")
        tree.write("Resources/Info.plist", "")
        tree.write("Widgets/Widget.swift")
        tree.write("Widgets/en.lproj/Localizable.strings", "")
        // An Objective-C framework's table is its own code's (ownCloudAppFramework).
        tree.write("Framework/Licensing/License.m", "")
        tree.write("Framework/Resources/Framework.xcstrings", "{}")
        let inventory = SourceDiscovery().discover([tree.root])
        let byName = Dictionary(uniqueKeysWithValues: inventory.swiftFiles.map { (tree.relative([$0.path])[0], $0) })
        let orders = byName["Classes/Orders/OrderList.swift"]!, widget = byName["Widgets/Widget.swift"]!
        #expect(
            tree.relative(orders.catalogs) == ["Classes/ViewRelated/en.lproj/Main.strings", "Resources/en.lproj/Localizable.strings"])
        #expect(tree.relative(widget.catalogs) == ["Widgets/en.lproj/Localizable.strings", "Resources/en.lproj/Main.strings"])
    }

    /// ProtonVPN's `sampleapps/`, `…SampleApp/` folders, playgrounds, try-swift-tokyo's `Android/` (a package
    /// Skip turns into the Android app), OpenFind's top-level `Archive/`: never shipped to an iPhone. A word that only starts with "Sample"
    /// (`SampleBufferRenderer/`) is the product's.
    @Test func sampleCodeIsSkippedWithAReason() {
        let tree = Tree()
        tree.write("App/A.swift")
        tree.write("App/Resample/Filter.swift")
        tree.write("DemoFeature/Demo.swift")
        tree.write("sampleapps/OnboardingSampleApp/Main.swift")
        tree.write("Video/SampleBufferRenderer/Renderer.swift")
        // A test fixture's table is not a resource the project shares.
        tree.write("App.xcodeproj/project.pbxproj", "")
        tree.write("Fixtures/Tests/en.lproj/Errors.strings", "")
        tree.write("App/en.lproj/Localizable.strings", "")
        tree.write("Kit/UIExampleApp/Root.swift")
        tree.write("Tools/Lookup.playground/Contents.swift")
        tree.write("Android/Sources/AppUI/Screen.swift")
        tree.write("Archive/Find/PhotosVC.swift")
        tree.write("App/Mail/Archive/ArchiveView.swift")
        tree.write("xctemplates/TCA.xctemplate/Empty/___FILEBASENAME___Store.swift", "struct ___VARIABLE_name___Store: Reducer {}")
        let inventory = SourceDiscovery().discover([tree.root])
        #expect(
            tree.relative(inventory.swiftFiles.map(\.path)) == [
                "App/A.swift", "App/Mail/Archive/ArchiveView.swift", "App/Resample/Filter.swift", "DemoFeature/Demo.swift",
                "Video/SampleBufferRenderer/Renderer.swift",
            ])
        #expect(tree.relative(inventory.swiftFiles[0].catalogs) == ["App/en.lproj/Localizable.strings"])
        let reasons = Set(inventory.skipped.map(\.reason))
        #expect(
            reasons == [
                "sample code (under sampleapps/)", "sample code (under UIExampleApp/)",
                "sample code (under Lookup.playground/)", "an Xcode file template (under TCA.xctemplate/)",
                "code for Android (under Android/)", "archived code (under Archive/)",
            ])
    }

    /// element-x's `compound-ios/Inspector/`: an app project inside a package the repository holds
    /// shows the package off; the package's own sources, and an app project beside its manifest
    /// (isowords' `App/`), are the product's.
    @Test func aPackagesShowcaseAppIsSkippedWithAReason() {
        let tree = Tree()
        tree.write("ElementX/App.swift")
        tree.write("compound-ios/Package.swift", "// swift-tools-version:5.9")
        tree.write("compound-ios/Sources/Compound/Button.swift")
        tree.write("compound-ios/Inspector/Inspector.xcodeproj/project.pbxproj", "")
        tree.write("compound-ios/Inspector/Sources/InspectorApp.swift")
        let inventory = SourceDiscovery().discover([tree.root])
        #expect(tree.relative(inventory.swiftFiles.map(\.path)) == ["ElementX/App.swift", "compound-ios/Sources/Compound/Button.swift"])
        #expect(inventory.skipped.map(\.reason) == ["the showcase app of the package compound-ios (under Inspector/)"])

        let beside = Tree()
        beside.write("App/Package.swift", "// swift-tools-version:5.9")
        beside.write("App/isowords.xcodeproj/project.pbxproj", "")
        beside.write("App/Sources/AppFeature/App.swift")
        #expect(beside.relative(SourceDiscovery().discover([beside.root]).swiftFiles.map(\.path)) == ["App/Sources/AppFeature/App.swift"])
    }

    /// IINA's, xDrip's and Maccy's translation platforms export languages the project does not
    /// bundle (IINA: 56 folders, 31 regions): a table's language no project names is not in the
    /// app. The development region, Base, a table no project names and a package's are kept.
    @Test func tablesInLanguagesNoProjectBundlesAreSkippedWithAReason() {
        let tree = Tree()
        tree.write(
            "App.xcodeproj/project.pbxproj",
            """
            A1 /* Home.swift */ = {isa = PBXFileReference; path = Home.swift; };
            B1 /* de */ = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
            B2 /* en */ = {isa = PBXFileReference; name = en; path = "en.lproj/Localizable.strings"; sourceTree = "<group>"; };
            C1 = { developmentRegion = en; };
            """)
        tree.write("App/Home.swift")
        for language in ["en", "de", "ar", "Base"] { tree.write("App/\(language).lproj/Localizable.strings", "\"a\" = \"b\";\n") }
        tree.write("App/ar.lproj/Onboarding.strings", "\"a\" = \"b\";\n")
        tree.write("Kit/Package.swift", "// swift-tools-version:5.9\n")
        tree.write("Kit/Sources/Kit/Resources/ar.lproj/Localizable.strings", "\"a\" = \"b\";\n")
        let inventory = SourceDiscovery().discover([tree.root])
        #expect(
            tree.relative(inventory.catalogs) == [
                "App/Base.lproj/Localizable.strings", "App/ar.lproj/Onboarding.strings", "App/de.lproj/Localizable.strings",
                "App/en.lproj/Localizable.strings", "Kit/Sources/Kit/Resources/ar.lproj/Localizable.strings",
            ])
        #expect(tree.relative(inventory.skipped.map(\.path)) == ["App/ar.lproj/Localizable.strings"])
        #expect(inventory.skipped.map(\.reason) == ["a language no Xcode project here bundles (its Localizable.strings has no ar.lproj)"])

        // Nextcloud Talk: a project that takes some folders whole (`Calls/`) still lists its tables one by one
        // elsewhere; in a folder it takes whole, every language is bundled.
        let synced = Tree()
        synced.write(
            "Talk.xcodeproj/project.pbxproj",
            """
            B1 /* de */ = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
            S1 /* Calls */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Calls; sourceTree = "<group>"; };
            C1 = { developmentRegion = en; };
            """)
        synced.write("Talk/Calls/CallView.swift")
        for language in ["en", "de", "ar"] {
            synced.write("Talk/\(language).lproj/Localizable.strings", "\"a\" = \"b\";\n")
            synced.write("Talk/Calls/\(language).lproj/Localizable.strings", "\"a\" = \"b\";\n")
        }
        let talk = SourceDiscovery().discover([synced.root])
        #expect(synced.relative(talk.skipped.map(\.path)) == ["Talk/ar.lproj/Localizable.strings"])
    }

    /// zotero's `ConflictResolutionController.swift`, taken out of the project and left on disk, and
    /// a fastlane script: no project lists them, no package builds them.
    @Test func filesNoProjectBuildsAreSkippedWhereTheProjectsListTheirFiles() {
        let tree = Tree()
        let project = """
            A1 /* Home.swift in Sources */ = {isa = PBXBuildFile; fileRef = B1 /* Home.swift */; };
            B1 /* Home.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Home.swift; };
            B2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "Sync/Row View.swift"; sourceTree = "<group>"; };
            B3 /* Settings.swift */ = {isa = PBXFileReference; path = Settings.swift; sourceTree = "<group>"; };
            """
        tree.write("App.xcodeproj/project.pbxproj", project)
        for file in ["App/Home.swift", "App/Sync/Row View.swift", "App/Settings.swift", "App/Conflicts.swift", "fastlane/Snapshot.swift"] {
            tree.write(file)
        }
        tree.write("Kit/Package.swift", "// swift-tools-version:5.9\n")
        tree.write("Kit/Sources/Kit/Kit.swift")
        let inventory = SourceDiscovery().discover([tree.root])
        #expect(
            tree.relative(inventory.swiftFiles.map(\.path)) == [
                "App/Home.swift", "App/Settings.swift", "App/Sync/Row View.swift", "Kit/Sources/Kit/Kit.swift",
            ])
        #expect(tree.relative(inventory.skipped.map(\.path)).sorted() == ["App/Conflicts.swift", "fastlane/Snapshot.swift"])
        #expect(inventory.skipped.allSatisfy { $0.reason == "built by no Xcode project or package here" })
        #expect(!inventory.buildsOnlyForMac)
        #expect(inventory.productNames.isEmpty)
        tree.write(
            "App.xcodeproj/project.pbxproj",
            project + "E1 = { isa = PBXNativeTarget; name = Bark; productName = Bark; "
                + "productType = \"com.apple.product-type.application\"; };\n"
                + "E3 = { isa = PBXNativeTarget; productName = LaunchAtLogin; productType = \"com.apple.product-type.framework\"; };\n"
                + "E2 = { isa = XCBuildConfiguration; INFOPLIST_KEY_CFBundleDisplayName = \"Proton VPN\"; };\n")
        #expect(SourceDiscovery().discover([tree.root]).productNames == ["Bark", "Proton VPN"])
        // Gifski: a SwiftUI app that never imports AppKit, whose project builds for the Mac alone.
        tree.write("App.xcodeproj/project.pbxproj", project + "D1 = { buildSettings = { SDKROOT = macosx; }; };\n")
        #expect(SourceDiscovery().discover([tree.root]).buildsOnlyForMac)
        tree.write("App.xcodeproj/project.pbxproj", project + "D1 = { SDKROOT = macosx; };\nD2 = { SDKROOT = iphoneos; };\n")
        #expect(!SourceDiscovery().discover([tree.root]).buildsOnlyForMac)

        // A project that takes whole folders (Xcode 16), or one generated from a project.yml, lists no files one by one.
        tree.write("App.xcodeproj/project.pbxproj", project + "C1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; };\n")
        #expect(SourceDiscovery().discover([tree.root]).skipped.isEmpty)
        tree.write("App.xcodeproj/project.pbxproj", project)
        tree.write("project.yml", "name: App\n")
        #expect(SourceDiscovery().discover([tree.root]).skipped.isEmpty)
    }

    /// pompaddo: an Xcode 16 project whose Mac app takes `PomPadDo/` whole (its target sets no SDK and takes the
    /// project's `macosx`), beside an iPhone app in `PomPadDo.mobile/` and a folder both build; and (Incomes) a watch
    /// app's `Watch/`.
    @Test func foldersOnlyOnePlatformsTargetsTakeWholeAreThatPlatforms() {
        let tree = Tree()
        for folder in ["PomPadDo", "PomPadDo.mobile", "Shared", "Watch"] { tree.write("\(folder)/View.swift") }
        func target(_ id: String, configurations: String, groups: String) -> String {
            "\t\t\(id) /* target */ = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = \(configurations) /* list */;\n"
                + "\t\t\tfileSystemSynchronizedGroups = (\n\(groups)\t\t\t);\n\t\t};\n"
        }
        func group(_ id: String, _ path: String) -> String {
            "\t\t\(id) /* \(path) */ = {isa = PBXFileSystemSynchronizedRootGroup; path = \(path); sourceTree = \"<group>\"; };\n"
        }
        func list(_ id: String, _ configuration: String) -> String {
            "\t\t\(id) /* list */ = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n"
                + "\t\t\t\t\(configuration) /* Debug */,\n\t\t\t);\n\t\t};\n"
        }
        func configuration(_ id: String, _ settings: String) -> String {
            "\t\t\(id) /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\(settings)\t\t\t};\n"
                + "\t\t\tname = Debug;\n\t\t};\n"
        }
        let project =
            "\t\tP1 /* Project object */ = {\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = L0 /* list */;\n\t\t};\n"
            + list("L0", "C0") + configuration("C0", "\t\t\t\tSDKROOT = macosx;\n")
            + group("G1", "PomPadDo") + group("G2", "PomPadDo.mobile") + group("G3", "Shared")
            + target("T1", configurations: "L1", groups: "\t\t\t\tG1 /* PomPadDo */,\n\t\t\t\tG3 /* Shared */,\n")
            + list("L1", "C1") + configuration("C1", "\t\t\t\tPRODUCT_NAME = PomPadDo;\n")
            + target("T2", configurations: "L2", groups: "\t\t\t\tG2 /* PomPadDo.mobile */,\n\t\t\t\tG3 /* Shared */,\n")
            + list("L2", "C2") + configuration("C2", "\t\t\t\tSDKROOT = iphoneos;\n")
            + group("G4", "Watch") + target("T3", configurations: "L3", groups: "\t\t\t\tG4 /* Watch */,\n")
            + list("L3", "C3") + configuration("C3", "\t\t\t\tSDKROOT = watchos;\n")
        tree.write("PomPadDo.xcodeproj/project.pbxproj", project)
        let inventory = SourceDiscovery().discover([tree.root])
        #expect(inventory.isInMacOnlyFolder(tree.root + "/PomPadDo/View.swift"))
        #expect(!inventory.isInMacOnlyFolder(tree.root + "/PomPadDo.mobile/View.swift"))
        #expect(!inventory.isInMacOnlyFolder(tree.root + "/Shared/View.swift"))
        #expect(inventory.platform(ofFolderHolding: tree.root + "/Watch/View.swift") == "watchos")
        #expect(inventory.platform(ofFolderHolding: tree.root + "/Shared/View.swift") == nil)
        #expect(inventory.platform(ofFolderHolding: tree.root + "/PomPadDo.mobile/View.swift") == "iphoneos")
        #expect(!inventory.buildsOnlyForMac)
    }

    @Test func testCodeIsSkippedWithAReason() {
        let tree = Tree()
        tree.write("App/A.swift")
        tree.write("AppTests/ATests.swift")
        tree.write("UITests_iPad/Flow.swift")
        tree.write("Tests/KitTests/KitTests.swift")
        let inventory = SourceDiscovery().discover([tree.root])
        #expect(tree.relative(inventory.swiftFiles.map(\.path)) == ["App/A.swift"])
        #expect(inventory.skipped.count == 3 && inventory.skipped.allSatisfy { $0.reason.hasPrefix("test code") })
    }

    /// Tests beside the code they test (authenticator-ios): told by what they import, wherever they sit.
    @Test func testFilesBesideTheCodeAreSkippedByWhatTheyImport() {
        let tree = Tree()
        tree.write("App/Entry/EntryView.swift", "import SwiftUI\nstruct EntryView: View {}\n")
        tree.write("App/Entry/EntryViewTests.swift", "// Licence\nimport SnapshotTesting\nimport XCTest\n\nclass EntryViewTests {}\n")
        tree.write("App/Entry/EntryModelTests.swift", "import Foundation\n@testable import App\n")
        tree.write("App/Entry/Swift6Tests.swift", "  import Testing\r\n@Test func entry() {}\n")
        tree.write("App/Network/SpeedTest.swift", "import Foundation\nimport XCTestSupportKit\n// import XCTest\nlet testing = 1\n")
        let inventory = SourceDiscovery().discover([tree.root])
        let read = tree.relative(inventory.swiftFiles.map(\.path))
        #expect(read == ["App/Entry/EntryView.swift", "App/Network/SpeedTest.swift"])
        #expect(
            inventory.skipped.map(\.reason).sorted() == [
                "test code (it imports Testing)", "test code (it imports XCTest)", "test code (it imports a module @testable)",
            ])
    }

    @Test func generatedAndExcludedFilesAreSkippedWithAReason() {
        let tree = Tree()
        tree.write("App/A.swift")
        tree.write("App/Strings.generated.swift")
        tree.write("App/Assets.swift", "// swiftlint:disable all\n// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\n")
        tree.write("App/Proto.swift", "// DO NOT EDIT.\n// swift-format-ignore-file\n")
        tree.write("App/Mocks/MockA.swift")
        tree.write("App/B.swift", "// Handwritten\nlet kinds: [Kind] = [.autoGenerated, .doNotEdit]\n")
        let inventory = SourceDiscovery(excludes: [Glob("Mocks/**")]).discover([tree.root + "/App"])
        #expect(tree.relative(inventory.swiftFiles.map(\.path)) == ["App/A.swift", "App/B.swift"])
        #expect(
            tree.relative(inventory.skipped.map(\.path)).sorted() == [
                "App/Assets.swift", "App/Mocks/MockA.swift", "App/Proto.swift", "App/Strings.generated.swift",
            ])
        #expect(inventory.skipped.allSatisfy { !$0.reason.isEmpty })
        // Named on the command line, a generated file is read all the same.
        let explicit = SourceDiscovery().discover([tree.root + "/App/Proto.swift"])
        #expect(explicit.swiftFiles.count == 1 && explicit.skipped.isEmpty)
    }

    @Test(arguments: [
        ("*.generated.swift", "Sources/A/Strings.generated.swift", true),
        ("*.swift", "deep/down/x.swift", true),
        ("Generated/**", "Generated/a/b.swift", true),
        ("Generated/*", "Generated/a/b.swift", false),
        ("**/Mocks/*.swift", "App/Tests/Mocks/M.swift", true),
        ("**/Mocks/*.swift", "Mocks/M.swift", true),
        ("Sources/[AB]*/x.swift", "Sources/Beta/x.swift", true),
        ("Sources/[!AB]*/x.swift", "Sources/Beta/x.swift", false),
        ("Fixture?.swift", "Fixture1.swift", true),
    ])
    func globs(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(relativePath: path) == expected)
    }

    @Test func symlinkLoopsAndMissingPathsDoNotHang() throws {
        let tree = Tree()
        tree.write("App/A.swift")
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/App/loop", withDestinationPath: tree.root + "/App")
        try FileManager.default.createSymbolicLink(atPath: tree.root + "/App/Alias.swift", withDestinationPath: tree.root + "/App/A.swift")
        let inventory = SourceDiscovery().discover([tree.root, tree.root + "/missing", tree.root + "/App/A.swift"])
        #expect(tree.relative(inventory.swiftFiles.map(\.path)) == ["App/A.swift", "App/Alias.swift"])
        #expect(inventory.problems.map(\.message) == ["no such file or folder"])
    }

    @Test func theSampleAppIsFoundWithItsCatalog() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "Fixtures/SampleApp"
        ).path
        let inventory = SourceDiscovery().discover([root])
        #expect(inventory.swiftFiles.count == 17)
        #expect(inventory.catalogs.map { $0.hasSuffix("Sources/Resources/Localizable.xcstrings") } == [true])
        #expect(inventory.swiftFiles.allSatisfy { $0.targetIsKnown && $0.catalogs == inventory.catalogs })
    }
}
