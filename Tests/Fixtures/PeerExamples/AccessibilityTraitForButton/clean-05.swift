import SwiftUI

struct InfoRow: View {
    var body: some View {
        Text("Details")
            .accessibility(addTraits: [.isButton, .isHeader])
            .onTapGesture {
                showDetails()
            }
    }
}
