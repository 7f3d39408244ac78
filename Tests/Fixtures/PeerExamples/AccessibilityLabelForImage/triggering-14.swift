import SwiftUI

struct SiteIcon: View {
    let icon: UIImage?
    var body: some View {
        Image(uiImage: icon ?? UIImage())  // flagged
            .aspectRatio(contentMode: .fit)
            .frame(width: 16, height: 16)
    }
}
