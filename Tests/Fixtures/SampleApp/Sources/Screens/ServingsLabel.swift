import SwiftUI

/// Servings said two ways: an English plural chosen in code, and a catalog key.
struct ServingsLabel: View {
    let servings: Int

    var body: some View {
        let noun = servings == 1 ? "serving" : "servings"  // DEFECT: manual plural
        VStack {
            Text(verbatim: "\(servings) \(noun)")
            Text("Serves \(servings)")
        }
    }
}
