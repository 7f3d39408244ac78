import SwiftUI

struct MacroChart: View {
    var body: some View {
        Image("pie_chart")
            .accessibility(label: Text("Protein, fat and carbohydrate shares"))
    }
}
