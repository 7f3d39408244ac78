import SwiftUI

/// A "favorite" badge that grows and shrinks forever, and one that stays still under Reduce Motion
/// (a pulse of opacity alone would be a fade, which Reduce Motion keeps).
struct SavedBadge: View {
    @State private var pulsing = false

    var body: some View {
        Image(systemName: "heart.fill")
            .accessibilityLabel("Favorite")
            .scaleEffect(pulsing ? 1.3 : 1)
            .animation(.easeInOut(duration: 0.8).repeatForever(), value: pulsing)  // DEFECT: motion without reduce motion
            .onAppear { pulsing = true }
    }
}

struct CalmSavedBadge: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var pulsing = false

    var body: some View {
        Image(systemName: "heart.fill")
            .accessibilityLabel("Favorite")
            .scaleEffect(pulsing ? 1.3 : 1)
            .animation(reduceMotion ? nil : .easeInOut(duration: 0.8).repeatForever(), value: pulsing)
            .onAppear { pulsing = true }
    }
}
