import SwiftUI

struct InfoRow: View {
    var body: some View {
        Text("Privacy")
            .simultaneousGesture(TapGesture(count: 1).onEnded {
                openPrivacy()
            })
            .accessibilityAddTraits(.isLink)
    }
}
