import SwiftUI

struct LibraryHeader: View {
    var body: some View {
        VStack {
            Image(nsImage: NSImage(named: "folder") ?? NSImage())  // flagged
                .resizable()
                .frame(width: 20, height: 20)
            Text("Library")
        }
    }
}
