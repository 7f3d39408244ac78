import SwiftUI

struct PastaBanner: View {
    var body: some View {
        Image("banner_pasta")  // flagged
            .resizable()
            .frame(width: 64, height: 64)
    }
}
