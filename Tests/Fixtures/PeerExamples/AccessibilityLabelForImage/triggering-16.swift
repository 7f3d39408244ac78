import SwiftUI

struct TodayCard: View {
    let hero: UIImage
    var body: some View {
        VStack {
            Image(uiImage: hero)  // flagged
                .resizable()
                .aspectRatio(contentMode: .fill)
            Text("Today's pick")
        }.accessibilityElement(children: .contain)
    }
}
