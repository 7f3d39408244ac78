import SwiftUI

struct RecipeLink: View {
    var body: some View {
        NavigationLink {
            RecipeDetail()
        } label: {
            HStack {
                Image(systemName: "chevron.forward")
                Text("Open recipe")
            }
        }
    }
}
