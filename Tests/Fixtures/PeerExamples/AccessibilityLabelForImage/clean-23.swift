import SwiftUI

struct SummaryTile: View {
    var body: some View {
        VStack {
            Image("tile_background")
            Image(systemName: "flame")
            Text("Goal reached")
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Daily goal reached")
    }
}
