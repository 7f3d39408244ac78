import SwiftUI

/// A recipe's note in a box that cannot grow, and one that can.
struct NoteCard: View {
    let recipe: Recipe

    var body: some View {
        VStack {
            Text(recipe.note)
                .frame(height: 20)  // DEFECT: fixed-height text
            Text(recipe.note)
                .frame(minHeight: 20)
        }
    }
}
