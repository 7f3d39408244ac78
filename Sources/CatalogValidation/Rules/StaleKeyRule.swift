import LintCore
import StringCatalog

/// A key Xcode no longer finds in the code (`extractionState: stale`).
public struct StaleKeyRule: CatalogRule {
    public static let description = RuleDescription(
        identifier: "stale-key",
        name: "Stale key",
        summary: "A key is marked stale (the code no longer uses it), or is a storyboard key kept by hand whose object is gone.",
        rationale: """
            Stale keys cost translators time and hide renamed keys; a key that shipped must not be renamed (CH32 §11.3), so a stale \
            shipped key usually means a key was changed by accident. A storyboard or XIB key (its comment names an Interface Builder \
            ObjectID) that is kept by hand (`manual`) and has no source text is an orphan: Xcode extracts every object its storyboard \
            still has, with its text, so nothing shows this one, though it is not marked stale and translators keep being asked for it.
            """,
        reference: "CH32 §11.3",
        defaultSeverity: .p2,
        triggeringExamples: [
            RuleExample(
                """
                @state screen.old.title stale
                en: screen.old.title = Old
                """),
            // Rectangle: 88 keys from another app's storyboard.
            RuleExample(
                """
                @state MkV-Pr-PK5.title manual
                @comment MkV-Pr-PK5.title Class = "NSMenuItem"; title = "Copy Ruler"; ObjectID = "MkV-Pr-PK5";
                de: MkV-Pr-PK5.title = Lineal kopieren
                """),
        ],
        nonTriggeringExamples: [
            RuleExample(
                """
                @state screen.home.title manual
                en: screen.home.title = Home
                """),
            RuleExample(
                """
                @state Xc8-Sm-pig.title manual
                @comment Xc8-Sm-pig.title Class = "NSMenuItem"; title = "Left"; ObjectID = "Xc8-Sm-pig";
                en: Xc8-Sm-pig.title = Left
                de: Xc8-Sm-pig.title = Links
                """),
        ]
    )

    public init() {}

    public func check(entry: EntryContext, into findings: inout [Finding]) {
        if entry.isOrphanedInterfaceBuilderKey, let object = entry.entry.interfaceBuilderObjectID {
            findings.append(
                entry.finding(
                    Self.description,
                    "\"\(entry.entry.key)\" has no source text and is kept by hand: its Interface Builder object \(object) is gone",
                    data: [FindingValue("extractionState", "manual"), FindingValue("objectID", object)],
                    fix: "delete the key if no storyboard or XIB of this table has object \(object); otherwise give it its source text"
                ))
            return
        }
        guard entry.entry.extractionState == "stale" else { return }
        findings.append(
            entry.finding(
                Self.description, "\"\(entry.entry.key)\" is stale: no code uses it",
                data: [FindingValue("extractionState", "stale")],
                fix: "delete the key, or restore the code that used it if the key was renamed by mistake"
            ))
    }
}
