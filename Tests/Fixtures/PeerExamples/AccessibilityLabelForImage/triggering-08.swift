import SwiftUI

struct BadgeColumn: View {
    var body: some View {
        VStack {
            Image("wave")  // flagged
                .renderingMode(.template)
                .foregroundStyle(.teal)
            Image("badge_gold")
                .accessibility(label: Text("Gold badge"))
        }.accessibilityHidden(false)
    }
}
