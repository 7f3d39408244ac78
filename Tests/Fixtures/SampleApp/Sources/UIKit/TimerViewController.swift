import UIKit

final class TimerViewController: UIViewController {
    private let titleLabel = UILabel()
    private let startButton = UIButton(type: .system)
    private let closeButton = UIButton(type: .close)
    private let nameField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Kitchen timer"  // DEFECT: hard-coded text
        titleLabel.font = UIFont.systemFont(ofSize: 22)  // DEFECT: fixed font size
        titleLabel.adjustsFontForContentSizeCategory = true
        let body = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17))
        nameField.font = body
        nameField.placeholder = NSLocalizedString("Timer name", comment: "Placeholder for the timer's name")
        startButton.setTitle("Start", for: .normal)  // DEFECT: hard-coded text
        startButton.setTitle(String(localized: "Stop"), for: .selected)
        closeButton.accessibilityLabel = NSLocalizedString("Close timer", comment: "")
        navigationItem.title = String(localized: "Timer")
    }

    private var ticker: Timer?
    private var remaining = 60

    /// Announces the time left on every tick, where VoiceOver users need only key moments.
    func startCountdown() {
        ticker = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.remaining -= 1
            UIAccessibility.post(notification: .announcement, argument: String(localized: "Timer"))  // DEFECT: timer announcements
        }
    }

    func startQuietCountdown() {
        ticker = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            guard let self else { return }
            self.remaining -= 1
            if self.remaining == 10 { UIAccessibility.post(notification: .announcement, argument: String(localized: "Timer")) }
        }
    }

    func confirmReset() {
        let alert = UIAlertController(title: "Reset timer?", message: nil, preferredStyle: .alert)  // DEFECT: hard-coded text
        alert.addAction(UIAlertAction(title: NSLocalizedString("Reset", comment: ""), style: .destructive))
        present(alert, animated: true)
    }
}
