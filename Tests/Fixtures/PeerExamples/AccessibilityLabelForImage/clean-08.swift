import SwiftUI

struct LastPhoto: View {
    let snapshot: UIImage
    var body: some View {
        Image(uiImage: snapshot)
            .accessibilityLabel(Text("Last photo taken"))
    }
}
