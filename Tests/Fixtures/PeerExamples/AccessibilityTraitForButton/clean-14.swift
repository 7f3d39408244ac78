import SwiftUI

struct InfoRow: View {
    var body: some View {
        Text("Details")
            .highPriorityGesture(TapGesture().onEnded {
                showDetails()
            })
            .accessibility(addTraits: [.isButton])
    }
}
