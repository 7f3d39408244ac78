import SwiftUI

struct InfoRow: View {
    var body: some View {
        Text("Photo")
            .gesture(TapGesture(count: 2).onEnded {
                like()
            })
    }
}
