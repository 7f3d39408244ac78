import SwiftUI

struct SteamView: View {
    var body: some View {
        Image("steam")
            .accessibilityHidden(true)
    }
}
