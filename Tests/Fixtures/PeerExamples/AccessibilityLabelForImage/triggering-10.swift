import SwiftUI

struct FavoriteButton: View {
    var body: some View {
        Button(action: { favorite() }) {  // flagged
            Image("heart_outline")
                .renderingMode(.template)
                .foregroundStyle(.pink)
        }
    }
}
