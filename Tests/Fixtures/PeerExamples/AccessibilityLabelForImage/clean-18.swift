import SwiftUI

struct BookmarkButton: View {
    var body: some View {
        Button(action: bookmark) {
            HStack {
                Image(uiImage: UIImage(systemName: "bookmark") ?? UIImage())
                Text("Bookmark")
            }
        }
        .accessibilityLabel("Save for later")
    }
}
