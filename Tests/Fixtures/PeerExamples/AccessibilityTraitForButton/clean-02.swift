import SwiftUI

struct InfoRow: View {
    var body: some View {
        Link("Website", destination: siteURL)
    }
}
