import SwiftUI

struct InfoRow: View {
    var body: some View {
        Button {
            readMore()
        } label: {
            Text("Read more")
        }
    }
}
