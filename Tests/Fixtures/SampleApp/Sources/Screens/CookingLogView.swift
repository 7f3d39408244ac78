import SwiftUI

/// When a recipe was last cooked: once as a fixed pattern, once in the user's own format.
struct CookingLogView: View {
    let cookedAt: Date

    static let logFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "dd MMM yyyy, HH:mm"  // DEFECT: locale-unaware format
        return formatter
    }()

    var body: some View {
        VStack {
            Text(Self.logFormatter.string(from: cookedAt))
            Text(cookedAt, style: .date)
        }
    }
}
