import SwiftUI

struct InfoRow: View {
    var body: some View {
        Text("Details")
            .simultaneousGesture(TapGesture(count: 1).onEnded {  // flagged
                showDetails()
            })
    }
}
