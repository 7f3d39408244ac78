import SwiftUI

struct InfoRow: View {
    var body: some View {
        Text("Details")
            .onTapGesture {  // flagged
                showDetails()
            }
    }
}
