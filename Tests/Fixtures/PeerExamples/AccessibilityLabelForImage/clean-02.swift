import SwiftUI

struct ChefPick: View {
    var body: some View {
        Image("chef_hat", label: Text("Chef's pick"))
    }
}
