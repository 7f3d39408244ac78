import SwiftUI

struct UploadLabel: View {
    var body: some View {
        Label(title: { Text("Upload") }, icon: { Image("cloud_upload") })
    }
}
