import SwiftUI

struct InfoRow: View {
    var body: some View {
        Text("Photo")
            .onTapGesture(count: 2) {
                like()
            }
    }
}
