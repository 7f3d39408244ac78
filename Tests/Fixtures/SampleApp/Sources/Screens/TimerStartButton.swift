import SwiftUI

/// Starting a timer that is locked: dimmed and blocked, or really disabled.
struct TimerStartButton: View {
    let isLocked: Bool
    let start: () -> Void

    var body: some View {
        VStack {
            Button("Timer") { start() }
                .opacity(isLocked ? 0.4 : 1)  // DEFECT: disabled look only
                .allowsHitTesting(!isLocked)
            Button("Timer") { start() }
                .disabled(isLocked)
        }
    }
}
