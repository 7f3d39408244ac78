import SwiftUI

struct LastPhoto: View {
    let snapshot: UIImage
    var body: some View {
        Image(uiImage: snapshot)
            .renderingMode(.template)
            .foregroundStyle(.tint)
            .accessibilityHidden(true)
    }
}
