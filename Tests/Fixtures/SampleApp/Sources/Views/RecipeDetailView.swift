import SwiftUI

struct RecipeDetailView: View {
    let recipe: Recipe
    @State private var isFavorite = false
    @State private var showingDelete = false
    @ScaledMetric private var badgeSize: CGFloat = 14

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Text(verbatim: recipe.name)
                Text("Ingredients")
                    .font(.headline)
                Text("Chef's note: " + recipe.note)  // DEFECT: concatenated text
                Text("Hand-made with love")  // DEFECT: key absent from the catalog
                Text("Rating: \(recipe.rating) stars")
                    .font(.system(size: badgeSize))
                Toggle(isOn: $isFavorite) {
                    Image(systemName: "heart")  // DEFECT: icon-only toggle without label
                }
                Toggle("Favorite", isOn: $isFavorite)
                Image(systemName: "flame")
                    .onTapGesture { isFavorite.toggle() }  // DEFECT: gesture-only action
                    .frame(width: 24, height: 24)  // DEFECT: small tap target
                Image(systemName: "star")
                    .onTapGesture { isFavorite.toggle() }
                    .accessibilityAddTraits(.isButton)
                    .accessibilityLabel("Favorite")
                Link(destination: URL(string: "https://example.com/help")!) {
                    Image(systemName: "questionmark.circle")  // DEFECT: icon-only link
                }
                .frame(width: 28, height: 28)  // DEFECT: small tap target
                Link("Help", destination: URL(string: "https://example.com/help")!)
                    .frame(minWidth: 44, minHeight: 44)
                Button {  // DEFECT: icon button without hint
                    showingDelete = true
                } label: {
                    Image(systemName: "trash")
                        .frame(width: 20, height: 20)
                        .padding(12)
                        .contentShape(Rectangle())
                }
                .accessibilityLabel("Delete")
            }
            .padding()
        }
        .alert("Delete this recipe?", isPresented: $showingDelete) {
            Button("Delete", role: .destructive) {}
        }
        .help("Shows the whole recipe")
    }
}

struct RecipeDetailView_Previews: PreviewProvider {
    static var previews: some View {
        RecipeDetailView(recipe: Recipe.samples[0])
        Text("Preview only text")
    }
}
