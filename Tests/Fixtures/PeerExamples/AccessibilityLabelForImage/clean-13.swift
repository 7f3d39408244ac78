import SwiftUI

struct VeganTag: View {
    var body: some View {
        HStack(spacing: 6) {
            Image(decorative: "leaf")
                .renderingMode(.template)
                .foregroundStyle(.green)
            Text("Vegan")
        }.accessibilityElement(children: .combine)
        .padding(8)
    }
}
