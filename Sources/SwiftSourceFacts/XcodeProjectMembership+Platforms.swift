/// Which folders of a project only one platform's targets build. An Xcode 16 project takes whole folders
/// (`PBXFileSystemSynchronizedRootGroup`) into targets, each with its own SDK: in a project that
/// builds an iPhone app and a Mac app, the Mac app's folder (pompaddo's `PomPadDo/`, beside
/// `PomPadDo.mobile/`) follows no Dynamic Type, whatever its code imports; a watch app's folder
/// (Incomes's `Watch/`) gets a system close button on every sheet.
extension XcodeProjectMembership {
    /// The paths, relative to the project's folder, of the folders that only targets of one SDK take whole
    /// (every build configuration says `SDKROOT = macosx`, or `watchos`, or `appletvos`), with that SDK.
    /// `targetSDKs`: `targetSDKs(in:)` of the same objects.
    static func singlePlatformFolders(in objects: ProjectObjects, targetSDKs: [String: String]) -> [String: String] {
        // A folder's one SDK, or nil once two targets of different SDKs (or a target of several) take it.
        var platforms: [String: String?] = [:]
        for (identifier, target) in objects where target.kind == "PBXNativeTarget" {
            let only = targetSDKs[identifier]
            for group in list("fileSystemSynchronizedGroups", in: target) {
                guard let fields = objects[group]?.fields, let path = settingValues("path", in: fields).first else { continue }
                platforms[path] = platforms[path].map { $0 == only ? only : nil } ?? only
            }
        }
        return platforms.compactMapValues { $0 }
    }

    /// Each native target's one SDK, by the target's identifier: the SDK every build configuration sets. A target of
    /// several (`SDKROOT = auto` is a multiplatform target's) is left out. A target that sets none takes the project's
    /// configuration of the same name (pompaddo's Mac app).
    static func targetSDKs(in objects: ProjectObjects) -> [String: String] {
        // An object's configurations, each as its name and the SDKs it sets.
        let configurations = { (owner: (kind: String, fields: [UInt8])) -> [(name: String?, sdks: Set<String>)] in
            list("buildConfigurations", in: value("buildConfigurationList", in: owner.fields).flatMap { objects[$0] })
                .compactMap { objects[$0] }.map { (settingValues("name", in: $0.fields).first, settingValues("SDKROOT", in: $0.fields)) }
        }
        let projectSDKs = objects.values.first { $0.kind == "PBXProject" }.map(configurations) ?? []
        var sdkByTarget: [String: String] = [:]
        for (identifier, target) in objects where target.kind == "PBXNativeTarget" {
            let sdks = Set(
                configurations(target).map { configuration in
                    configuration.sdks.isEmpty ? projectSDKs.first { $0.name == configuration.name }?.sdks ?? [] : configuration.sdks
                })
            if sdks.count == 1, let only = sdks.first, only.count == 1, let sdk = only.first, sdk != "auto" {
                sdkByTarget[identifier] = sdk
            }
        }
        return sdkByTarget
    }

    /// The files a target built for several platforms builds for one only, with that SDK, as paths relative to the
    /// project's folder: a synchronized folder's exceptions name them
    /// (`platformFiltersByRelativePath = { macOS/Presentations/CommentsView.swift = (macos, ); }`, hdrezka's Mac views).
    static func platformFilteredFiles(in objects: ProjectObjects) -> [String: String] {
        let sdks = ["ios": "iphoneos", "macos": "macosx", "tvos": "appletvos", "watchos": "watchos", "xros": "xros"]
        var files: [String: String] = [:]
        for (_, group) in objects where group.kind == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = settingValues("path", in: group.fields).first else { continue }
            for exception in list("exceptions", in: group) {
                guard let fields = objects[exception]?.fields else { continue }
                for (path, platforms) in platformFilters(in: fields) where platforms.count == 1 {
                    if let sdk = sdks[platforms[0]] { files[FileTree.join(folder, path)] = sdk }
                }
            }
        }
        return files
    }

    /// The entries of `platformFiltersByRelativePath = { "a b.swift" = (ios, ); c.swift = (macos, ); };`.
    static func platformFilters(in fields: [UInt8]) -> [(path: String, platforms: [String])] {
        let opening = Array("platformFiltersByRelativePath = {".utf8)
        guard var index = firstIndex(of: opening, in: fields, from: 0).map({ $0 + opening.count }) else { return [] }
        var entries: [(String, [String])] = []
        func skipBlanks() { while index < fields.count, [0x20, 0x09, 0x0A, 0x0D].contains(fields[index]) { index += 1 } }
        while true {
            skipBlanks()
            guard index < fields.count, fields[index] != UInt8(ascii: "}") else { break }
            var path: [UInt8] = []
            if fields[index] == UInt8(ascii: "\"") {
                index += 1
                while index < fields.count, fields[index] != UInt8(ascii: "\"") {
                    if fields[index] == UInt8(ascii: "\\"), index + 1 < fields.count { index += 1 }
                    path.append(fields[index])
                    index += 1
                }
                index += 1
            } else {
                while index < fields.count, fields[index] != UInt8(ascii: " "), fields[index] != UInt8(ascii: "=") {
                    path.append(fields[index])
                    index += 1
                }
            }
            guard let open = fields[index...].firstIndex(of: UInt8(ascii: "(")),
                let close = fields[open...].firstIndex(of: UInt8(ascii: ")"))
            else { break }
            let platforms = String(decoding: fields[(open + 1)..<close], as: UTF8.self).split(separator: ",")
                .map { $0.filter { !$0.isWhitespace } }.filter { !$0.isEmpty }
            entries.append((String(decoding: path, as: UTF8.self), platforms))
            index = (fields[close...].firstIndex(of: UInt8(ascii: ";")) ?? close) + 1
        }
        return entries
    }

    /// A project file's objects by identifier, each as its kind (`isa`) and its fields' bytes.
    typealias ProjectObjects = [String: (kind: String, fields: [UInt8])]

    /// Every object of the project file by its identifier: `4DFA79E02E9E5D6E0069A476 /* PomPadDo */ = {isa = …; …};`,
    /// its kind and the fields it lists before the next object's `isa`.
    static func objectsByIdentifier(in bytes: [UInt8]) -> ProjectObjects {
        let marker = Array("isa = ".utf8)
        var starts: [(identifier: String, kind: String, at: Int)] = []
        var from = 0
        while let found = firstIndex(of: marker, in: bytes, from: from) {
            from = found + marker.count
            var kindEnd = from
            while kindEnd < bytes.count, bytes[kindEnd] != UInt8(ascii: ";") { kindEnd += 1 }
            // Back over `{` and blanks to the line that opens the object; its first word is the identifier.
            var index = found - 1
            while index > 0, [0x20, 0x09, 0x0A].contains(bytes[index]) { index -= 1 }
            guard index > 0, bytes[index] == UInt8(ascii: "{") else { continue }
            while index > 0, bytes[index - 1] != 0x0A { index -= 1 }
            while index < found, bytes[index] == 0x09 || bytes[index] == 0x20 { index += 1 }
            var end = index
            while end < found, isIdentifierByte(bytes[end]) { end += 1 }
            guard end > index else { continue }
            starts.append(
                (String(decoding: bytes[index..<end], as: UTF8.self), String(decoding: bytes[from..<kindEnd], as: UTF8.self), found))
        }
        var objects: [String: (kind: String, fields: [UInt8])] = [:]
        for (offset, start) in starts.enumerated() {
            let end = offset + 1 < starts.count ? starts[offset + 1].at : bytes.count
            objects[start.identifier] = (start.kind, Array(bytes[start.at..<end]))
        }
        return objects
    }

    /// The identifier a field names: `buildConfigurationList = 4D95FE492B7B6BF600C8918D /* … */;`.
    static func value(_ field: String, in fields: [UInt8]) -> String? {
        let pattern = Array((field + " = ").utf8)
        guard let found = firstIndex(of: pattern, in: fields, from: 0) else { return nil }
        var end = found + pattern.count
        while end < fields.count, isIdentifierByte(fields[end]) { end += 1 }
        return end > found + pattern.count ? String(decoding: fields[(found + pattern.count)..<end], as: UTF8.self) : nil
    }

    /// The identifiers a list field names: `fileSystemSynchronizedGroups = ( 4DFA… /* PomPadDo */, );`.
    static func list(_ field: String, in object: (kind: String, fields: [UInt8])?) -> [String] {
        guard let fields = object?.fields, let found = firstIndex(of: Array((field + " = (").utf8), in: fields, from: 0) else {
            return []
        }
        var identifiers: [String] = []
        var index = found + field.utf8.count + 4
        var inComment = false
        while index < fields.count, fields[index] != UInt8(ascii: ")") || inComment {
            if fields[index] == UInt8(ascii: "/"), index + 1 < fields.count, fields[index + 1] == UInt8(ascii: "*") { inComment = true }
            if inComment, fields[index] == UInt8(ascii: "/"), index > 0, fields[index - 1] == UInt8(ascii: "*") { inComment = false }
            if !inComment, isIdentifierByte(fields[index]) {
                var end = index
                while end < fields.count, isIdentifierByte(fields[end]) { end += 1 }
                identifiers.append(String(decoding: fields[index..<end], as: UTF8.self))
                index = end
                continue
            }
            index += 1
        }
        return identifiers
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }
}
