import SwiftUI

/// The paywall as a full-screen cover with no way out, and the same as a sheet that closes.
struct UpgradeCover: View {
    @State private var showingPaywall = false
    @State private var showingHelp = false

    var body: some View {
        VStack {
            Button("Go Pro") { showingPaywall = true }
                .fullScreenCover(isPresented: $showingPaywall) { ProPaywall() }  // DEFECT: modal without close
            Button("Help") { showingHelp = true }
                .sheet(isPresented: $showingHelp) { HelpSheet() }
        }
    }
}

struct HelpSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Text("Add your first recipe.")
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Done") { dismiss() } }
                }
        }
    }
}
