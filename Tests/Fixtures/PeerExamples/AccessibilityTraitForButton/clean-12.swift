import SwiftUI

struct InfoRow: View {
    var body: some View {
        Text("Details")
            .gesture(TapGesture().onEnded {
                showDetails()
            })
            .accessibilityAddTraits(.isButton)
    }
}
