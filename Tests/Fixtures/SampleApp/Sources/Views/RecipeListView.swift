import SwiftUI

struct RecipeListView: View {
    @State private var recipes: [Recipe] = Recipe.samples
    @State private var searchText = ""
    @State private var showingAdd = false
    let favoriteCount: Int

    var body: some View {
        NavigationStack {
            List {
                Section("Favorites") {
                    Text("\(favoriteCount) favorites")  // DEFECT: count without plural variations
                    Text("\(recipes.count) recipes")
                }
                ForEach(recipes) { recipe in
                    NavigationLink(value: recipe) {
                        RecipeRow(recipe: recipe)
                    }
                }
            }
            .navigationTitle("Recipes")
            .searchable(text: $searchText, prompt: "Search recipes")
            .toolbar {
                Button {
                    showingAdd = true
                } label: {
                    Image(systemName: "plus")  // DEFECT: icon-only control without label
                }
                Button("Add Recipe", systemImage: "plus") {
                    showingAdd = true
                }
                Button(action: shuffle) {
                    Image(systemName: "shuffle")
                }
                .accessibilityLabel("Shuffle")
                .accessibilityHint("Shuffles the list")
            }
        }
    }

    private func shuffle() { recipes.shuffle() }
}

struct RecipeRow: View {
    let recipe: Recipe

    var body: some View {
        HStack {
            Image(recipe.photoName)
                .resizable()
                .frame(width: 44, height: 44)
                .accessibilityHidden(true)
            Image("chef-hat")  // DEFECT: image without label
            Image(decorative: "divider-leaf")
            VStack(alignment: .leading) {
                Text(recipe.name)
                Text("Serves \(recipe.servings)")
                    .font(.system(size: 12))  // DEFECT: fixed font size
                Text("Ready in \(recipe.minutes, specifier: "%.0f") min")
                    .font(.custom("Avenir", size: 13, relativeTo: .caption))
            }
        }
    }
}

#Preview {
    RecipeListView(favoriteCount: 3)
        .environment(\.locale, Locale(identifier: "es"))
}
