import SwiftSourceFacts
import SwiftSyntax

/// What a destructive control's title and place say about it (CH32 §4.1): a title that flips with a
/// state, a part taken off a draft, an icon's name that is not a word shown.
extension FactCollector {
    static func namesDraft(_ typeName: String) -> Bool {
        ["editor", "draft", "compose", "composer"].contains(where: typeName.lowercased().contains)
    }

    /// `clearRecentSearches()`, `delete(recentStop:)`, `ConsoleRecentFiltersView`, `searchHistory.removeAll()`.
    static func namesRecents(_ code: String) -> Bool {
        code.contains("recent") || code.contains("Recent") || code.contains("searchHistory") || code.contains("SearchHistory")
    }

    /// A function that marks an item deleted and deletes nothing (pompaddo's `deleteTask`: `task.deletionDate = Date()`;
    /// `isTrashed = true`), for the index to tell a destructive call that moves to the app's Trash.
    func noteTrashing(name: String, body: CodeBlockSyntax) {
        guard Self.destroyingWords.contains(where: name.lowercased().hasPrefix) else { return }
        let written = sourceText(body)
        let marks =
            ["deletionDate = ", "deletedAt = ", "deletedDate = ", "dateDeleted = ", "trashedAt = ", "trashDate = "].contains {
                written.contains($0) && !written.contains($0 + "nil")
            } || ["isDeleted = true", "isTrashed = true", "inTrash = true", "isInTrash = true"].contains(where: written.contains)
        guard marks, !["delete(", "deleteObject", "removeItem(", "remove("].contains(where: written.contains) else { return }
        facts.declarations.waysBack[name] = .trash
    }

    /// A function named for destroying that raises a flag which may present a confirmation, and otherwise only
    /// notes the item or plays a haptic (qBitControl's view models: `func deleteTorrent(torrent:) { self.hash =
    /// torrent.hash; isDeleteAlert.toggle() }`), for the index to tell a destructive call in a view that asks first.
    func noteAsking(name: String, body: CodeBlockSyntax) {
        guard Self.destroyingWords.contains(where: name.lowercased().hasPrefix) else { return }
        var raises = false
        let onlyNotes = body.statements.allSatisfy { statement in
            var flag: String?
            if let call = statement.item.as(FunctionCallExprSyntax.self), let called = ViewChain.calledName(call) {
                guard called == "toggle" else { return Self.harmlessCalls.contains(called) }
                flag = Self.lastName(call.calledExpression.as(MemberAccessExprSyntax.self)?.base)
            } else if let assignment = Self.assignment(statement.item) {
                guard !["false", "nil"].contains(text(assignment.value)) else { return true }
                flag = Self.lastName(assignment.target)
            } else {
                return false
            }
            raises =
                raises || flag.map { Self.isDeletionFlag($0) || ["alert", "dialog"].contains(where: $0.lowercased().contains) } ?? false
            return true
        }
        if onlyNotes, raises { facts.declarations.waysBack[name] = .asks }
    }

    /// `$deletionRequested`, `$showDeleteConfirmation`, `$confirmRemoval`: a flag that asks about a deletion.
    static func isDeletionFlag(_ binding: String) -> Bool {
        let lowered = binding.lowercased()
        return ["delet", "remov", "confirm"].contains(where: lowered.contains)
    }

    /// An action each of whose statements empties a cache, a search index or temporary files
    /// (`ImagePipeline.shared.cache.removeAll()`, `SpotlightHelper.deleteSpotlightIndex()`, kdeconnect's
    /// `deleteTemporaries()`): what the app builds again by itself, or throws away anyway.
    func clearsOnlyRebuiltData(_ action: Syntax) -> Bool {
        guard let closure = action.as(ClosureExprSyntax.self), !closure.statements.isEmpty else { return false }
        // In the file's bytes, without a string for each statement: this runs on every destructive action.
        let words = ["cache", "Cache", "CACHE", "spotlight", "Spotlight", "temporar", "Temporar"]
        return closure.statements.allSatisfy { statement in words.contains { sourceContains(statement, $0) } }
    }

    /// "Remove", "Delete photo": a title that takes a part off, not the draft, post or message itself. (A bare "Delete"
    /// in an editor, ControlRoom's deep links, deletes what the editor lists.)
    static func takesAPartOff(_ shownTitle: String) -> Bool {
        let exclusions = ["draft", "post", "message", "status", "note", "everything", "delete all", "remove all"]
        guard !exclusions.contains(where: shownTitle.contains) else { return false }
        return firstWord(shownTitle) == "remove" || shownTitle.contains("delete ")
    }

    /// `DeleteConfirmationView`, dimeApp's `DeleteCategoryAlert`: a view of the app's own that asks.
    static func namesConfirmation(_ typeName: String) -> Bool {
        ["Confirm", "Alert", "Dialog"].contains(where: typeName.contains)
    }

    /// A title that moves to a trash or an archive (`L10n.moveToTrash`, "Move to Trash", "Archive"), both of which
    /// give back what they take; emptying the trash does not.
    static func namesRecovery(_ shownTitle: String) -> Bool {
        // By scalars: the title may be a whole label closure, and this runs on every destructive button.
        let lowered = shownTitle.lowercased()
        var letters = String.UnicodeScalarView()
        // Unicode's properties only beyond ASCII: looking them up is most of this function's time.
        for scalar in lowered.unicodeScalars
        where scalar.isASCII ? ("a"..."z").contains(scalar) : scalar.properties.isAlphabetic {
            letters.append(scalar)
        }
        let joined = String(letters)
        if ["movetotrash", "movetothetrash", "movetobin", "movetothebin"].contains(where: joined.contains) { return true }
        // "Remove from Playlist", "Remove from Favorites": the item stays where it is kept, and is added back the same way.
        // ("Remove from history", "Remove from meal" destroy: the history and the meal are where they were kept.)
        if ["removefromplaylist", "removefromfavorites", "removefromqueue", "removefromcollection", "removefromlibrary"]
            .contains(where: joined.contains)
        {
            return true
        }
        // `L10n.archive`, `Strings.archiveChat` (not `L10n.deleteArchive`), or "Archive".
        let constant = lowered.utf8.split(separator: UInt8(ascii: ".")).last.map { Substring($0).drop { !$0.isLetter } } ?? ""
        return constant.hasPrefix("archive") || firstWord(shownTitle) == "archive"
    }

    /// `removeFromPlaylist`, `removeFavorite`, `unpinChat`: a reference to an item taken away (the item stays where it is
    /// kept), which the same control or the item's own menu adds back. (A bookmark, with its note, is kept data itself.)
    static func removesAReference(_ call: String) -> Bool {
        let words = camelWords(call)
        guard let verb = words.first, ["remove", "delete", "clear"].contains(verb) else { return false }
        let rest = words.dropFirst()
        if rest.first == "from", let place = rest.last { return ["playlist", "queue", "collection", "favorites", "list"].contains(place) }
        return !rest.isEmpty && rest.allSatisfy { ["favorite", "favorites", "pin", "star", "like", "reaction"].contains($0) }
    }

    /// Whether the title, or a `Text` in the label, is chosen by a condition between two literals.
    static func togglesTitle(of call: FunctionCallExprSyntax) -> Bool {
        let title = call.arguments.first { $0.label == nil || $0.label?.text == "title" }.map { Syntax($0.expression) }
        guard let place = title ?? labelClosure(of: call).map(Syntax.init) else { return false }
        return place.tokens(viewMode: .sourceAccurate).contains { token in
            guard let ternary = token.parent?.as(UnresolvedTernaryExprSyntax.self), token.id == ternary.questionMark.id,
                ternary.thenExpression.is(StringLiteralExprSyntax.self), let list = ternary.parent?.as(ExprListSyntax.self),
                let index = list.firstIndex(where: { $0.id == ternary.id })
            else { return false }
            let next = list.index(after: index)
            return next < list.endIndex && list[next].is(StringLiteralExprSyntax.self)
        }
    }

    /// `if saved { Button("Delete Event From Calendar") … } else { Button("Add Event To Calendar") … }` (berkeley-mobile):
    /// the same place adds back what the button takes away, as a title that flips does.
    /// The adding title must name what the removing one does ("Remove pump" beside "Add " + a pump's name, in iAPS, sets up
    /// a device again: not the same thing).
    static func isHalfOfAnAddPair(_ call: FunctionCallExprSyntax, title: String?) -> Bool {
        let words = { (text: String) in shownWords(text).dropFirst().filter { $0.count >= 4 && $0 != "from" } }
        guard let title, !words(title).isEmpty else { return false }
        var child = Syntax(call)
        var node = call.parent
        while let current = node, !current.is(MemberBlockItemSyntax.self) {
            if let branching = current.as(IfExprSyntax.self), branching.body.id == child.id, let other = branching.elseBody {
                // "Add Event To Calendar" beside "Remove Event"; "Bookmark" in the plain `else` of "Remove bookmark" (Ferrite).
                // (ntfy's "Download" comes back only while the server keeps the file: `else if !attachmentExpired`.)
                let isPlainElse = other.is(CodeBlockSyntax.self)
                return other.tokens(viewMode: .sourceAccurate).contains { token in
                    guard case .stringSegment(let segment) = token.tokenKind else { return false }
                    if segment.lowercased().hasPrefix("add ") { return !Set(words(segment)).isDisjoint(with: words(title)) }
                    return isPlainElse && Set(shownWords(segment)) == Set(words(title))
                }
            }
            child = current
            node = current.parent
        }
        return false
    }

    /// A title's words, lowercased: those in its quotes when it is written as code (`String(localized: "Clear Selection")`,
    /// `label("delete event", systemImage: …)`).
    static func shownWords(_ title: String) -> [Substring] {
        let quoted = title.split(separator: "\"", omittingEmptySubsequences: false)
        return (quoted.count >= 3 ? quoted[1] : Substring(title)).lowercased().split { !$0.isLetter }
    }

    /// "Clear Selection", "Deselect All": what is chosen, not what is kept, goes ("Delete Selection" destroys it).
    static func clearsAChoice(_ title: String) -> Bool {
        let words = shownWords(title)
        guard let first = words.first else { return false }
        return ["clear", "reset"].contains(first) && words.contains("selection") || ["deselect", "unselect"].contains(first)
    }

    /// `systemName: "trash"`, `systemImage: "trash"`, `image: "x"`, `Image("trash")` taken out of written text.
    static func withoutImageNames(_ written: String) -> String {
        // By bytes: this runs on every destructive button's label.
        var bytes = Array(written.utf8)
        for opener in ["systemname: \"", "systemimage: \"", "image: \"", "image(\""] {
            let pattern = Array(opener.utf8)
            var from = 0
            while let start = pattern.withUnsafeBufferPointer({ needle in
                bytes.withUnsafeBufferPointer { CodeTextSearch.firstOffset(of: needle, in: $0, from: from) }
            }), let end = bytes[(start + pattern.count)...].firstIndex(of: UInt8(ascii: "\"")) {
                bytes.removeSubrange(start...end)
                from = start
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The destructive button of a confirmation screen of the app's own (`RemoveChildrenConfirmationView`), beside its
    /// Cancel (another statement: "Cancel subscription" on the destructive button itself is no Cancel), or kept
    /// disabled until the user has ticked what it asks (phoenix's `ResetWalletView_Confirm`): it is the confirmation
    /// step itself. So is a screen made for the deletion (Vernissage's `DeleteAccountSheet`) whose button stays off
    /// until the user has done what it asks (`.disabled(!canDelete)`, not a `.disabled(isDeleting)` while it works),
    /// or whose toolbar holds it as the screen's confirming action (Ruddarr's `TaskRemovalView`: options, then the
    /// Delete of `ToolbarItem(placement: .confirmationAction)`; Back cancels).
    func isConfirmationScreen(named typeName: String, holding call: FunctionCallExprSyntax, beside statements: CodeBlockItemListSyntax?)
        -> Bool
    {
        let words = Self.camelWords(typeName)
        if words.contains(where: { Self.destroyingTitles.contains($0) || ["removal", "deletion"].contains($0) }),
            Self.isConfirmingToolbarItem(call)
        {
            return true
        }
        let disabled = ViewChain(ExprSyntax(ViewChain.outermostLink(of: call))).modifiers.first { ViewChain.calledName($0) == "disabled" }
        if Self.namesConfirmation(typeName) {
            return disabled != nil
                || statements?.contains(where: { statement in
                    !Self.holds(statement, call) && (sourceContains(statement, "Cancel") || sourceContains(statement, "cancel"))
                }) ?? false
        }
        guard let first = words.first, Self.destroyingTitles.contains(first),
            let gate = disabled?.arguments.first.map({ text($0.expression) })
        else { return false }
        return gate.hasPrefix("!") || ["==", "!=", "isEmpty", "count"].contains(where: gate.contains)
    }

    /// `ToolbarItem(placement: .confirmationAction) { Button(…) }`.
    static func isConfirmingToolbarItem(_ call: FunctionCallExprSyntax) -> Bool {
        var node = call.parent
        while let current = node, !current.is(MemberBlockItemSyntax.self) {
            if let item = current.as(FunctionCallExprSyntax.self), ViewChain.calledName(item) == "ToolbarItem" {
                return item.arguments.contains {
                    $0.label?.text == "placement" && $0.expression.trimmedDescription.hasSuffix("confirmationAction")
                }
            }
            node = current.parent
        }
        return false
    }
}
