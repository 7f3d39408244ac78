import SwiftUI

struct MacroChart: View {
    var body: some View {
        Image("pie_chart")
            .accessibilityLabel(Text("Macros"))
    }
}
