import SwiftUI

struct StreakRow: View {
    let badge: UIImage
    var body: some View {
        HStack {
            Image(uiImage: badge)
                .foregroundStyle(.orange)
            Text("Streak")
        }.accessibilityElement(children: .ignore)
        .accessibilityLabel("Streak active")
    }
}
