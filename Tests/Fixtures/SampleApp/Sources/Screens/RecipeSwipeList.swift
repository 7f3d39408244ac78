import SwiftUI

/// Recipes a swipe deletes at once.
struct RecipeSwipeList: View {
    @State private var recipes: [Recipe] = Recipe.samples

    var body: some View {
        List(recipes) { recipe in
            Text(recipe.name)
                .swipeActions {
                    Button(role: .destructive) { recipes.removeAll { $0.id == recipe.id } } label: {  // DEFECT: destructive action without confirmation
                        Label("Delete", systemImage: "trash")
                    }
                }
        }
    }
}
