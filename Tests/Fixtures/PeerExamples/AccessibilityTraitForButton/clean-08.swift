import SwiftUI

struct InfoRow: View {
    var body: some View {
        Text("Details")
            .onTapGesture(count: 1, perform: {
                showDetails()
            })
            .accessibility(addTraits: .isButton)
    }
}
