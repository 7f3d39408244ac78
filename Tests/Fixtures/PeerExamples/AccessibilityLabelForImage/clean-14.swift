import SwiftUI

struct VeganTag: View {
    var body: some View {
        HStack(spacing: 6) {
            Image("leaf")
                .renderingMode(.template)
                .foregroundStyle(.green)
            Text("Vegan")
        }.accessibilityElement(children: .ignore)
        .padding(8)
        .accessibilityLabel(Text("Vegan recipe"))
    }
}
