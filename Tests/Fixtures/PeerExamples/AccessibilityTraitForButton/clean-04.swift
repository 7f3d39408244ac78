import SwiftUI

struct InfoRow: View {
    var body: some View {
        Text("Details")
            .accessibilityAddTraits(.isButton)
            .onTapGesture {
                showDetails()
            }
    }
}
