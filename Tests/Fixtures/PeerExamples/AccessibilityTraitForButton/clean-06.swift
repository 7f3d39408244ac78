import SwiftUI

struct InfoRow: View {
    var body: some View {
        Text("Privacy")
            .onTapGesture {
                openPrivacy()
            }
            .accessibilityAddTraits([.isHeader, .isLink])
    }
}
