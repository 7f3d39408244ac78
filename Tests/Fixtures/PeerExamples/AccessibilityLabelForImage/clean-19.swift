import SwiftUI

struct BatteryStatus: View {
    var body: some View {
        VStack {
            Image(systemName: "battery.25")
            Image("battery_frame")
            Text("Battery")
        }.accessibilityElement(children: .ignore)
        .accessibilityLabel("Battery low")
    }
}
