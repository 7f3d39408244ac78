import SwiftUI

struct InfoRow: View {
    var body: some View {
        Text("Details")
            .onTapGesture(count: 1) {  // flagged
                showDetails()
            }
    }
}
