import SwiftUI

struct AccountLink: View {
    var body: some View {
        NavigationLink(destination: AccountView()) {
            HStack {
                Image(nsImage: NSImage(named: "person") ?? NSImage())
                Text("Account")
                Spacer()
                Image(systemName: "chevron.right")
            }
        }
    }
}
