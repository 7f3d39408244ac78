import SwiftUI

struct InfoRow: View {
    var body: some View {
        Text("Details")
            .accessibility(addTraits: .isHeader)
            .onTapGesture {  // flagged
                showDetails()
            }
    }
}
