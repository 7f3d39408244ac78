import SwiftUI

struct AddBadge: View {
    var body: some View {
        Image(systemName: "plus.circle")  // flagged
    }
}
