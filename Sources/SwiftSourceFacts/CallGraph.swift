import SourceText

/// The declarations of one file that code reaches by name, and the names each one's own lines
/// read: the file's part of `Reachability`, which tells the code nothing in the folder runs (a
/// type only its preview makes, an extension method nothing calls).
///
/// Names are kept as `NameHash` values, not strings: a file reads thousands of identifiers and
/// the only question asked of them is whether a declaration's name is among them.
public struct FileCallGraph: Sendable, Equatable, Codable {
    /// In source order, so that a declaration's container comes before it.
    public var declarations: [CallableDeclaration] = []
    /// Names read outside every declaration listed (top-level code, `main.swift`).
    public var topLevelReferences: [NameHash] = []
    /// Names a protocol of the file requires: whatever declares one may be called through the protocol.
    public var protocolRequirements: Set<String> = []
    /// The file makes classes from names only known at run time (`NSClassFromString(name)`,
    /// `Bundle.main.classNamed("App.\(kind)")`, `objc_getClassList`): any class may be one of them.
    public var makesClassesFromRuntimeNames = false

    public init() {}
}

/// The bytes an ASCII Swift identifier is made of, for the byte scans of source files.
public enum IdentifierBytes {
    public static func contains(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }
}

/// A 64-bit FNV-1a hash of an identifier's UTF-8 bytes.
public typealias NameHash = UInt64

public enum NameHashing {
    public static func hash(_ bytes: some Sequence<UInt8>) -> NameHash {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }

    public static func hash(_ name: String) -> NameHash { hash(name.utf8) }
}

/// A type, an extension, a function or a computed property, with what decides whether code
/// outside it can reach it without naming it.
public struct CallableDeclaration: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable {
        case type, `extension`, function, property
        /// Not callable itself; listed so that its members are known as its requirements.
        case `protocol`
    }

    /// The declared name; for an extension, the extended type's last component (`Bar` for `Foo.Bar`).
    public var name: String
    public var kind: Kind
    public var lines: LineRange
    /// The index, in the file's list, of the declaration holding this one.
    public var parent: Int?
    /// Reached from outside Swift code whatever names it: `override`, `@objc`, `@IBAction`,
    /// `@main`, an operator.
    public var isEntryPoint: Bool
    /// A class: a storyboard, a property list or Objective-C code may make it by its name
    /// (`Reachability` looks for the name there).
    public var isClass: Bool
    /// `public`, `open` or `package`: another module may call it.
    public var isPublic: Bool
    /// `private` or `fileprivate`: only code of its own file can name it; the same name read in another file
    /// (an enum case, another type's method) does not reach it.
    public var isFilePrivate = false
    /// For types and extensions: the inherited types as written, without generic arguments or module.
    public var inherits: [String]
    /// For types and extensions: attribute names (`MainActor`, `Reducer`), whose macros may add conformances.
    public var attributes: [String]
    /// Names read on its own lines, not those of the declarations it holds, previews and debug code left out.
    public var references: [NameHash] = []

    public init(
        name: String, kind: Kind, lines: LineRange, parent: Int?, isEntryPoint: Bool, isPublic: Bool, isClass: Bool = false,
        inherits: [String] = [], attributes: [String] = []
    ) {
        self.name = name
        self.kind = kind
        self.lines = lines
        self.parent = parent
        self.isEntryPoint = isEntryPoint
        self.isPublic = isPublic
        self.isClass = isClass
        self.inherits = inherits
        self.attributes = attributes
    }
}
