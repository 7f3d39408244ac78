import SwiftUI

struct Thumbnail: View {
    let thumbnail: UIImage
    var body: some View {
        SwiftUI.Image(uiImage: thumbnail).resizable().accessibilityHidden(false)  // flagged
    }
}
