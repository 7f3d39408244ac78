import SwiftUI

struct Recipe: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var note: String
    var photoName: String
    var servings: Int
    var minutes: Double
    var rating: Double

    static let samples = [
        Recipe(name: "Gazpacho", note: "Serve cold", photoName: "gazpacho", servings: 4, minutes: 20, rating: 4.5),
    ]

    /// Titles chosen at run time: the catalog's keys for them cannot be checked statically.
    func courseTitle(_ course: String) -> String {
        NSLocalizedString(course, comment: "Course name")  // keys built at run time
    }

    static let emptyTitle: LocalizedStringResource = "No recipes yet"

    func summary() -> String {
        String(localized: "Ready in \(Int(minutes)) minutes", table: "Localizable", comment: "Recipe summary")
    }
}

struct StatsView: View {
    let total: Int

    var body: some View {
        VStack {
            // handz-lint:disable:next hardcoded-text -- brand name, never translated
            Text(verbatim: "Recipe Box")
            // handz-lint:disable fixed-font-size -- print layout uses fixed point sizes
            Text("Printed card").font(.system(size: 9))
            // handz-lint:enable fixed-font-size
            // handz-lint:disable:next fixed-font-size
            Text("Missing reason").font(.system(size: 10))  // DEFECT: fixed font size
            Text("\(total) recipes")
            ContentUnavailableView("No Recipes", systemImage: "fork.knife", description: Text("Add your first recipe."))
        }
    }
}
