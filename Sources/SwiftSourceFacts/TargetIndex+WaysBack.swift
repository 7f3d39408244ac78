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

        /// What brings the item back, or keeps it, in a message: "its Undo".
        public var recovery: String {
            switch self {
            case .undo: "its Undo"
            case .trash: "its Trash"
            case .asks: "the confirmation it raises"
            }
        }
    }
}
