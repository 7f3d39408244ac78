import UIKit

/// A recipe shelf's cell: its note is pinned to the left, its title follows the reading direction.
final class ShelfLabelCell: UITableViewCell {
    private let titleLabel = UILabel()
    private let noteLabel = UILabel()

    func setUp() {
        titleLabel.textAlignment = .natural
        noteLabel.textAlignment = .left  // DEFECT: hard-coded direction
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            noteLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
        ])
    }
}
