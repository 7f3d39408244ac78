import Foundation
import SwiftSourceFacts
import SwiftSourceReader
import Testing

/// The sample app's deliberate defects (`// DEFECT: …` comments) each have the facts a rule
/// needs, and its correct code gives the facts that clear it: every localized key the code
/// uses is in the catalog but the one marked absent, and the catalog's only unused key is the
/// one left there on purpose.
struct SampleAppTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SampleApp").path

    static let files: [SwiftFileFacts] = {
        let inventory = SourceDiscovery().discover([root])
        let read = SwiftFileReader().read(paths: inventory.swiftFiles.map(\.path)).compactMap { try? $0.get() }
        return SwiftFileFacts.resolvedAcrossTarget(read)
    }()

    /// The catalog's keys, each with whether it has plural variations.
    static let catalog: [String: Bool] = {
        let data = FileManager.default.contents(atPath: root + "/Sources/Resources/Localizable.xcstrings")!
        let json = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
        let strings = json["strings"] as! [String: Any]
        return strings.mapValues { entry in
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            return localizations.values.contains { (($0 as? [String: Any])?["variations"] as? [String: Any])?["plural"] != nil }
        }
    }()

    static func hasPlural(_ key: String) -> Bool { catalog[key] ?? false }

    /// `(file, line, kind)` of every `// DEFECT:` comment.
    static let defects: [(file: SwiftFileFacts, line: Int, kind: String)] = files.flatMap { file in
        let lines = String(decoding: FileManager.default.contents(atPath: file.path)!, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().compactMap { index, text in
            text.range(of: "// DEFECT: ").map { (file, index + 1, String(text[$0.upperBound...])) }
        }
    }

    @Test func everyDefectHasItsFacts() {
        #expect(Self.defects.count == 35)
        for (file, line, kind) in Self.defects {
            let texts = file.texts.filter { $0.location.line == line }
            let found: Bool
            switch kind {
            case "count without plural variations":
                found = file.interpolatedCounts.contains { $0.location.line == line && !Self.hasPlural($0.key) }
            case let kind where kind.hasPrefix("icon-only"):
                found = file.images.contains { image in
                    image.location.line == line
                        && file.controls.contains {
                            $0.location == image.enclosingControl && $0.label.content == .imageOnly && !$0.label.isNamed
                                && !$0.modifiers.givesAccessibilityLabel
                        }
                }
            case "image without label":
                found = file.images.contains {
                    $0.location.line == line && $0.enclosingControl == nil && !$0.hasLabelArgument && !$0.modifiers.hidesFromAccessibility
                        && !$0.modifiers.givesAccessibilityLabel
                }
            case "fixed font size":
                found = file.fonts.contains { $0.location.line == line && !$0.followsDynamicType }
            case "concatenated text":
                found = texts.contains { $0.kind == .concatenation }
            case "key absent from the catalog":
                found = texts.contains { $0.localizes && Self.catalog[$0.key ?? ""] == nil }
            case "gesture-only action":
                found = file.gestures.contains { $0.location.line == line && !$0.hasAccessibleAction && !$0.receiverIsControl }
            case "small tap target":
                found = file.frames.contains { $0.location.line == line && $0.isTappable && min($0.width ?? 99, $0.height ?? 99) < 44 }
            case "hard-coded text":
                found = texts.contains { !$0.localizes && $0.kind == .literal }
            case "UIKit gesture-only action":
                found = file.uikit.gestures.contains { $0.location.line == line && $0.kind == "UITapGestureRecognizer" }
            case "UIKit small tap target":
                found = file.uikit.sizes.contains { $0.location.line == line && ($0.height ?? 99) < 44 }
            case "UIKit icon-only button":
                found = file.uikitIconControls.contains { $0.location.line == line && $0.isAsset }
            default:
                found = Self.hasBehaviorFact(kind, in: file, line: line)
            }
            #expect(found, "\(file.path):\(line): \(kind)")
        }
    }

    /// The facts behind the rule book's other requirements (issue 19), one screen each.
    static func hasBehaviorFact(_ kind: String, in file: SwiftFileFacts, line: Int) -> Bool {
        let behavior = file.behavior
        switch kind {
        case "hard-coded direction": return behavior.directions.contains { $0.location.line == line && $0.kind == .alignment }
        case "locale-unaware format": return behavior.formats.contains { $0.location.line == line && $0.kind == .dateFormat }
        case "manual plural": return behavior.pluralChoices.contains { $0.location.line == line && $0.branches == ["serving", "servings"] }
        case "color-only state": return behavior.colorStates.contains { $0.location.line == line && $0.otherUses.isEmpty }
        case "disabled look only":
            return behavior.dimmings.contains { $0.location.line == line && $0.blockedBy != nil && !$0.declaresDisabled }
        case "motion without reduce motion": return behavior.animations.contains { $0.location.line == line && $0.kind == .repeating }
        case "modal without close":
            return behavior.presentations.contains {
                $0.location.line == line && $0.style == .fullScreenCover && $0.contentTypes == ["ProPaywall"]
            }
        case "tab without text": return behavior.tabItems.contains { $0.location.line == line && $0.hasTitle == false }
        case "icon button without hint":
            return file.controls.contains {
                $0.location.line == line && $0.label.content == .imageOnly && !$0.modifiers.contains("accessibilityHint")
            }
        case "timer announcements":
            return behavior.announcements.contains { $0.location.line == line && $0.repeatingContext != nil && $0.conditions.isEmpty }
        case "fixed-height text":
            return behavior.fixedHeights.contains { $0.location.line == line && $0.height == 20 && !$0.textCannotOverflow }
        case "destructive action without confirmation":
            return behavior.destructiveActions.contains { $0.location.line == line && $0.effect == .destroys && !$0.isConfirmation }
        case "purchase without restore": return behavior.storeCalls.contains { $0.location.line == line && $0.kind == .purchase }
        case "low contrast in dark mode":
            return file.contrastPairs.contains { $0.location.line == line && $0.foreground.reference == .asset("Caption") }
        default:
            Issue.record("unknown defect kind \(kind)")
            return false
        }
    }

    @Test func correctCounterpartsHaveNoBehaviorDefect() {
        let behavior = Self.files.map(\.behavior)
        // The quiet countdown announces at ten seconds only; the calm badge reads Reduce Motion;
        // the help sheet closes itself; the checked chip shows a checkmark and a trait.
        #expect(behavior.flatMap(\.announcements).filter { $0.conditions.isEmpty }.count == 1)
        #expect(behavior.flatMap(\.presentations).filter { $0.style == .sheet }.map(\.contentTypes) == [["HelpSheet"]])
        #expect(behavior.flatMap(\.colorStates).filter { !$0.otherUses.isEmpty }.count == 1)
        #expect(behavior.flatMap(\.closeActions).contains { $0.api == "dismiss()" })
    }

    @Test func correctCodeFindsItsKeys() {
        let used = Self.files.flatMap { file in
            file.texts.filter { $0.localizes && $0.key != nil && !file.isInPreview($0.location) }
        }
        let missing = Set(used.compactMap(\.key).filter { Self.catalog[$0] == nil })
        #expect(missing == ["Hand-made with love"])
        let unused = Set(Self.catalog.keys).subtracting(used.compactMap(\.key))
        #expect(unused == ["Old recipe title"])
        // Each integer interpolation with plural variations is not a defect.
        let counts = Self.files.flatMap(\.interpolatedCounts)
        #expect(counts.filter { Self.hasPlural($0.key) }.map(\.key).sorted() == ["%lld recipes", "%lld recipes", "Ready in %lld minutes"])
    }

    @Test func correctControlsImagesAndGesturesAreNamed() {
        let controls = Self.files.flatMap(\.controls)
        let unnamed = controls.filter { !$0.label.isNamed && !$0.modifiers.givesAccessibilityLabel && $0.label.content == .imageOnly }
        #expect(unnamed.count == 3)
        let gestures = Self.files.flatMap(\.gestures)
        #expect(gestures.filter(\.hasAccessibleAction).count == 1)
        #expect(Self.files.flatMap(\.keysBuiltAtRunTime).map(\.expression) == ["course"])
        #expect(Self.files.flatMap(\.suppressions).filter(\.isMalformed).count == 1)
    }
}
