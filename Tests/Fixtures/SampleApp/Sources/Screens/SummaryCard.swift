import SwiftUI

/// Text colors from the asset catalog: Caption passes in light (#6C6C70 on white, 5.1:1) and
/// fails in dark (#3A3A3C on black, 1.6:1); Ink passes in both.
struct SummaryCard: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Weekly summary")
                .foregroundColor(Color("Ink"))
            Text("Updated daily")  // DEFECT: low contrast in dark mode
                .foregroundColor(Color("Caption"))
        }
        .background(Color(.systemBackground))
    }
}
