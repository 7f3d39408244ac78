import SwiftUI

struct InfoRow: View {
    var body: some View {
        Text("Privacy")
            .onTapGesture {
                openPrivacy()
            }
            .accessibility(addTraits: .isLink)
    }
}
