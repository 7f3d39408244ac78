import UIKit

/// A recipe shelf's cell: its note wraps across the cell, aligned to the left, its title follows the reading direction.
final class ShelfLabelCell: UITableViewCell {
    private let titleLabel = UILabel()
    private let noteLabel = UILabel()

    func setUp() {
        titleLabel.textAlignment = .natural
        noteLabel.numberOfLines = 0
        noteLabel.textAlignment = .left  // DEFECT: hard-coded direction
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            noteLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            noteLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }
}
