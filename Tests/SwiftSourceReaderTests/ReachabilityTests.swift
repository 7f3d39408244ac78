import Foundation
import SwiftSourceFacts
import Testing

/// What `Reachability` tells unreached in a folder of files, read as a real run reads them.
struct ReachabilityTests {
    static let app = """
        @main
        struct NotesApp: App {
            var body: some Scene { WindowGroup { HomeView() } }
        }
        """

    func unreached(
        _ files: [(String, String)], folderBuildsAnApp: Bool = true, appStartsOutsideSwift: Bool = false,
        namesOutsideSwift: Set<NameHash>? = nil
    ) -> [String] {
        let read = files.map { facts($0.1, path: $0.0) }
        let reachability = Reachability(
            files: read, folderBuildsAnApp: folderBuildsAnApp, appStartsOutsideSwift: appStartsOutsideSwift,
            namesOutsideSwift: namesOutsideSwift)
        return read.flatMap { file in reachability.unreached(in: file.path).map { "\(file.path):\($0.name)" } }
    }

    @Test func codeOnlyPreviewsAndDeadCodeNameIsUnreached() {
        let home = """
            struct HomeView: View {
                var body: some View { header.onAppear { load() } }
                private var header: some View { Badge() }
                private func load() {}
                private func makeResetView() -> some View { Spinner() }
            }
            struct Badge: View { var body: some View { Text("New") } }
            struct Spinner: View { var body: some View { ProgressView() } }
            struct Wave: View { var body: some View { Capsule() } }
            #Preview { Wave() }
            extension UIView {
                func spookyShake() { shakeOnce() }
                func shakeOnce() {}
            }
            """
        #expect(
            unreached([("App.swift", Self.app), ("Home.swift", home)])
                == ["Home.swift:makeResetView", "Home.swift:Spinner", "Home.swift:Wave", "Home.swift:spookyShake", "Home.swift:shakeOnce"])
    }

    /// What the system, another language or a protocol calls is reached whatever names it.
    @Test func entryPointsAreReached() {
        let code = """
            final class SettingsController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
                @IBAction func close() {}
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            }
            struct AddEntryIntent: AppIntent { func perform() async throws -> some IntentResult { .result() } }
            protocol Loader { func load() }
            struct FileLoader: Loader { func load() {} }
            extension Date { @objc func stamp() {} }
            public struct Library { public func open() {} }
            extension UIView { func load() {} }
            """
        // `UIView` conforms to no protocol of the folder here: its `load()` is no requirement's witness.
        #expect(
            unreached([("App.swift", Self.app), ("Code.swift", code)]) == [
                "Code.swift:FileLoader", "Code.swift:Library", "Code.swift:load",
            ])
        // A folder that builds no app: its public API is for others.
        #expect(
            unreached([("App.swift", Self.app), ("Code.swift", code)], folderBuildsAnApp: false) == [
                "Code.swift:FileLoader", "Code.swift:load",
            ])
    }

    /// A class is made by code or a file that names it: a storyboard's `customClass`, a property
    /// list, Objective-C. One nothing names is unreached once those files are read; unread, every
    /// class may be made by them (unstoppable-wallet's `MarketCardValueView`, a `UIView` nothing uses).
    @Test func classesLiveOnlyWhereSomethingNamesThem() {
        let code = """
            final class ProfileCell: UITableViewCell { override func awakeFromNib() {} }
            final class MarketCardValueView: UIView { func show() {} }
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {}
            @objc(LegacyBridge) final class LegacyBridge: NSObject {}
            """
        let storyboard = Array(#"<tableViewCell customClass="ProfileCell" customModule="App"/>"#.utf8)
        let plist = Array("<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>".utf8)
        let names = NamesOutsideSwift.identifiers(in: storyboard).union(NamesOutsideSwift.identifiers(in: plist))
        #expect(
            unreached([("App.swift", Self.app), ("Views.swift", code)], namesOutsideSwift: names) == ["Views.swift:MarketCardValueView"])
        #expect(unreached([("App.swift", Self.app), ("Views.swift", code)]).isEmpty)
        // A class made from a name known at run time may be any of them (Sileo's depictions, nhs-covid-19's scenarios).
        let literal = "let window: AnyClass? = NSClassFromString(\"UIRemoteKeyboardWindow\")"
        let runtime = #"let view = Bundle.main.classNamed("App.\(kind)") as? UIView.Type"#
        #expect(
            unreached([("App.swift", Self.app), ("Views.swift", code), ("Lookup.swift", literal)], namesOutsideSwift: names)
                == ["Views.swift:MarketCardValueView"])
        #expect(unreached([("App.swift", Self.app), ("Views.swift", code), ("Lookup.swift", runtime)], namesOutsideSwift: names).isEmpty)
    }

    /// Without an app's entry point the folder is a part (a package, a folder of screens): nothing is told.
    @Test func folderWithoutAnAppTellsNothing() {
        #expect(unreached([("Home.swift", "struct Wave: View { var body: some View { Capsule() } }")]).isEmpty)
    }

    /// A private function is reached only from its own file: another file reading the same name (an enum case,
    /// ello's `.attributedText`) does not call it.
    @Test func privateDeclarationsAreReachedOnlyFromTheirFile() {
        let control = """
            final class ImageLabelControl: UIView {
                override func layoutSubviews() { super.layoutSubviews() }
                private func attributedText(_ title: String) -> NSAttributedString { NSAttributedString(string: title) }
                private func updateText() { label.text = title }
                func show() { updateText() }
            }
            """
        let region = """
            enum OmnibarRegion {
                case attributedText(NSAttributedString)
                static func make(_ text: NSAttributedString) -> OmnibarRegion { .attributedText(text) }
            }
            """
        let home = """
            struct HomeView: View {
                var body: some View { Text("").onAppear { ImageLabelControl().show(); _ = OmnibarRegion.make(text) } }
            }
            """
        #expect(
            unreached([("App.swift", Self.app), ("Home.swift", home), ("Control.swift", control), ("Region.swift", region)])
                == ["Control.swift:attributedText"])
    }

    /// An app that an Objective-C `main.m` starts (vlc's) has its Swift code told as an app's: a demo
    /// controller nothing names is unreached, one Objective-C names is not.
    @Test func anObjectiveCMainStartsTheApp() throws {
        let code = """
            final class PlayerViewController: UIViewController { override func viewDidLoad() { super.viewDidLoad() } }
            class VerticalSliderControl_DemoViewController: UIViewController { func show() {} }
            """
        let objectiveC = Array("PlayerViewController *player = [[PlayerViewController alloc] init];".utf8)
        let names = NamesOutsideSwift.identifiers(in: objectiveC)
        #expect(unreached([("Player.swift", code)], namesOutsideSwift: names).isEmpty)
        #expect(
            unreached([("Player.swift", code)], appStartsOutsideSwift: true, namesOutsideSwift: names)
                == ["Player.swift:VerticalSliderControl_DemoViewController"])

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("objc-main-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.m"), header = folder.appendingPathComponent("Bridge.h")
        try "int main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, @\"AppDelegate\"); }".write(
            to: main, atomically: true, encoding: .utf8)
        try "#import <UIKit/UIKit.h> // UIApplicationMain is named in main.m".write(to: header, atomically: true, encoding: .utf8)
        #expect(NamesOutsideSwift.startAnApp([header.path, main.path]))
        #expect(!NamesOutsideSwift.startAnApp([header.path]))
    }

    /// A call inside a string's interpolation reaches; one in a comment does not.
    @Test func interpolationsReachAndCommentsDoNot() {
        let code = """
            struct HomeView: View {
                var body: some View { Text("\\(title())") }
                func title() -> String { "" }
                // subtitle()
                func subtitle() -> String { "" }
            }
            """
        #expect(unreached([("App.swift", Self.app), ("Home.swift", code)]) == ["Home.swift:subtitle"])
    }
}
