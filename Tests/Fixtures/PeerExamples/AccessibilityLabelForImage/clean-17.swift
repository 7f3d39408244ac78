import SwiftUI

struct ExportButton: View {
    var body: some View {
        Button {
            export()
        } label: {
            Label("Export", systemImage: "square.and.arrow.up")
        }
    }
}
