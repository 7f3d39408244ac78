import SwiftUI

struct InfoRow: View {
    var body: some View {
        HStack {
            Image(systemName: "questionmark.circle")
            Text("Help")
        }
        .onTapGesture {
            showHelp()
        }
        .accessibilityElement(children: .combine)
        .accessibility(addTraits: .isButton)
    }
}
