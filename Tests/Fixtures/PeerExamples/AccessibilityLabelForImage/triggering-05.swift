import SwiftUI

struct ArtStrip: View {
    let poster: UIImage
    var body: some View {
        Image(decorative: "stripe")
        Image("sunset")  // flagged
        Image(uiImage: poster)
            .accessibility(label: Text("Film poster"))
    }
}
