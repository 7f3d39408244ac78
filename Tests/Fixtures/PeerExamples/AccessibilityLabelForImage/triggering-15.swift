import SwiftUI

struct CoverRow: View {
    let cover: UIImage
    var body: some View {
        HStack {
            Image(uiImage: cover)  // flagged
                .resizable()
            Image(systemName: "heart.fill")  // flagged
                .foregroundStyle(.red)
        }.accessibilityElement(children: .combine)
    }
}
