import SwiftUI

struct MuteButton: View {
    @State private var isMuted = false
    var body: some View {
        Button {
            isMuted.toggle()
        } label: {
            Image(systemName: isMuted ? "speaker.slash" : "speaker.wave.2")
                .foregroundStyle(isMuted ? .gray : .blue)
        }
        .accessibilityLabel(isMuted ? "Unmute" : "Mute")
    }
}
