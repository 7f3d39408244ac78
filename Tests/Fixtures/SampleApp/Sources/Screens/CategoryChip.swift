import SwiftUI

/// A course filter chip: one shows selection by color only, the other with a checkmark and a trait.
struct CategoryChip: View {
    let name: String
    let isSelected: Bool

    var body: some View {
        Text(name)
            .padding(8)
            .background(isSelected ? Color.accentColor : Color.gray.opacity(0.2))  // DEFECT: color-only state
    }
}

struct CheckedCategoryChip: View {
    let name: String
    let isSelected: Bool

    var body: some View {
        HStack {
            if isSelected { Image(systemName: "checkmark") }
            Text(name)
        }
        .padding(8)
        .background(isSelected ? Color.accentColor : Color.gray.opacity(0.2))
        .accessibilityAddTraits(isSelected ? .isSelected : [])
    }
}
