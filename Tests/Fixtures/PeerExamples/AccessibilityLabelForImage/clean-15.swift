import SwiftUI

struct FavoriteButton: View {
    var body: some View {
        Button(action: { favorite() }) {
            Image("heart_outline")
                .renderingMode(.template)
                .foregroundStyle(.pink)
        }
        .accessibilityLabel(Text("Favorite"))
    }
}
