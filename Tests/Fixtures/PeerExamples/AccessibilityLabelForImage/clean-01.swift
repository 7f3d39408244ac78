import SwiftUI

struct PaperView: View {
    var body: some View {
        Image(decorative: "paper_texture")
    }
}
