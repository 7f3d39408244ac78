import SwiftUI

struct BadgeColumn: View {
    var body: some View {
        VStack {
            Image(decorative: "wave")
                .renderingMode(.template)
                .foregroundStyle(.teal)
            Image("badge_gold")
                .accessibility(label: Text("Gold badge"))
        }
    }
}
