import SwiftUI

struct SteamView: View {
    var body: some View {
        Image("steam")
            .accessibility(hidden: true)
    }
}
