import SwiftUI

struct PhotoPair: View {
    let snapshot: UIImage
    var body: some View {
        Image(uiImage: snapshot)
            .resizable()
            .frame(width: 64, height: 64)
            .accessibilityLabel(Text("Last photo taken"))
        Image("placeholder art")  // flagged
    }
}
