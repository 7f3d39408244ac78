import SwiftUI

struct InfoRow: View {
    var body: some View {
        Label("Help", systemImage: "questionmark.circle")
            .onTapGesture(count: 1) {
                showHelp()
            }
            .accessibility(addTraits: .isButton)
    }
}
