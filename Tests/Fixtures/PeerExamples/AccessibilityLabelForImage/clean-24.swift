import SwiftUI

struct SyncState: View {
    var body: some View {
        Label {
            Text("Synced")
        } icon: {
            Image(systemName: "arrow.triangle.2.circlepath")
        }
    }
}
