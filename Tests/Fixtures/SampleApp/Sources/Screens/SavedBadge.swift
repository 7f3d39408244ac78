import SwiftUI

/// A "favorite" badge that pulses forever, and one that stays still under Reduce Motion.
struct SavedBadge: View {
    @State private var pulsing = false

    var body: some View {
        Image(systemName: "heart.fill")
            .accessibilityLabel("Favorite")
            .opacity(pulsing ? 1 : 0.6)
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
            .opacity(pulsing ? 1 : 0.6)
            .animation(reduceMotion ? nil : .easeInOut(duration: 0.8).repeatForever(), value: pulsing)
            .onAppear { pulsing = true }
    }
}
