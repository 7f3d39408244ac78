import UIKit

/// A recipe's photo with its UIKit controls: each defect beside its correct counterpart.
final class RecipePhotoViewController: UIViewController {
    private let photoView = UIImageView()
    private let favoriteView = UIImageView()
    private let shuffleButton = UIButton(type: .system)
    private let helpButton = UIButton(type: .system)
    private let deleteButton = UIButton(type: .system)
    private let doneButton = UIButton(type: .system)
    private let captionLabel = UILabel()
    private let notesLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        photoView.isUserInteractionEnabled = true
        let openTap = UITapGestureRecognizer(target: self, action: #selector(openPhoto))
        photoView.addGestureRecognizer(openTap)  // DEFECT: UIKit gesture-only action
        favoriteView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(toggleFavorite)))
        favoriteView.isAccessibilityElement = true
        favoriteView.accessibilityTraits = .button
        favoriteView.accessibilityLabel = String(localized: "Favorite")
        view.addGestureRecognizer(UITapGestureRecognizer(target: view, action: #selector(UIView.endEditing(_:))))

        var shuffleConfiguration = UIButton.Configuration.plain()
        shuffleConfiguration.image = UIImage(named: "shuffle_icon")  // DEFECT: UIKit icon-only button
        shuffleButton.configuration = shuffleConfiguration
        var helpConfiguration = UIButton.Configuration.plain()
        helpConfiguration.image = UIImage(systemName: "questionmark.circle")
        helpConfiguration.title = String(localized: "Help")
        helpButton.configuration = helpConfiguration

        deleteButton.setTitle(String(localized: "Delete"), for: .normal)
        doneButton.setTitle(String(localized: "Done"), for: .normal)
        NSLayoutConstraint.activate([
            deleteButton.heightAnchor.constraint(equalToConstant: 28),  // DEFECT: UIKit small tap target
            doneButton.heightAnchor.constraint(equalToConstant: 44),
        ])

        captionLabel.attributedText = NSAttributedString(string: "Fresh from the oven")  // DEFECT: hard-coded text
        notesLabel.attributedText = NSAttributedString(string: String(localized: "Updated daily"))
        captionLabel.font = UIFont(name: "Avenir-Heavy", size: 20)  // DEFECT: fixed font size
        notesLabel.font = .preferredFont(forTextStyle: .footnote)
        notesLabel.adjustsFontForContentSizeCategory = true
    }

    @objc private func openPhoto() { present(UIViewController(), animated: true) }
    @objc private func toggleFavorite() { favoriteView.isHighlighted.toggle() }
}
