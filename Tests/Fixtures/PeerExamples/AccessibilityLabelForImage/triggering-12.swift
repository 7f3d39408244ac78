import SwiftUI

struct ConnectionView: View {
    let signal: UIImage
    var body: some View {
        HStack {
            Image(uiImage: signal)  // flagged
                .foregroundStyle(.green)
            Text("Signal")
        }
    }
}
