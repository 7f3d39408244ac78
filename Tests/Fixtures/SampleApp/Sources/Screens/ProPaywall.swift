import StoreKit
import SwiftUI

/// Buys Pro and offers no way to restore it on another device.
struct ProPaywall: View {
    let product: Product?

    init(product: Product? = nil) { self.product = product }

    var body: some View {
        VStack {
            Text("Go Pro")
            Button("Subscribe") { Task { await buy() } }
        }
    }

    private func buy() async {
        guard let product else { return }
        _ = try? await product.purchase()  // DEFECT: purchase without restore
    }
}
