/// Destructive calls that give back what they take: the target's functions that offer an Undo or move to the
/// app's own Trash (`FileDeclarations.undoOffering`, `.trashing`).
extension TargetIndex {
    /// How a function of the target called `name` gives back what it takes, if it does (by name: syntax cannot
    /// tell two functions of the same name apart, so a finding it spares needs review instead).
    public func wayBack(_ name: String) -> WayBack? {
        waysBack[name]
    }

    public enum WayBack: String, Sendable {
        case undo = "offers an Undo"
        case trash = "only marks it deleted, as a Trash the user restores from does"
    }
}
