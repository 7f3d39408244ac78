/// Destructive calls that give back what they take, or ask first: the target's functions that offer an Undo, move
/// to the app's own Trash or only raise a confirmation (`FileDeclarations.waysBack`).
extension TargetIndex {
    /// How a function of the target called `name` gives back what it takes, if it does (by name: syntax cannot
    /// tell two functions of the same name apart, so a finding it spares needs review instead).
    public func wayBack(_ name: String) -> WayBack? {
        waysBack[name]
    }

    public enum WayBack: String, Sendable, Codable {
        case undo = "offers an Undo"
        case trash = "only marks it deleted, as a Trash the user restores from does"
        /// qBitControl's view model: `func deleteTorrent() { isDeleteAlert = true }`, whose alert deletes.
        case asks = "only raises a flag that presents a confirmation"

        /// What someone checks of it, in a message: "its Undo brings back what this destroys".
        public var check: String {
            switch self {
            case .undo: "its Undo brings back what this destroys"
            case .trash: "its Trash brings back what this destroys"
            case .asks: "the confirmation it raises stands before the deletion"
            }
        }

        /// The finding's data name for the function: "undo", "trash", "asks".
        public var dataName: String {
            switch self {
            case .undo: "undo"
            case .trash: "trash"
            case .asks: "asks"
            }
        }
    }
}
