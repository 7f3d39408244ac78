// The part of Apple's Foundation the generated Foundation accessors use, declared with Apple's
// signatures (iOS 16 / macOS 13) so that `swiftc -typecheck` can check that code on Linux,
// where Foundation has no `LocalizedStringResource`. Only for type checking: it does nothing.
import Foundation

public struct LocalizedStringResource: Sendable {
    public struct BundleDescription: Sendable {
        public static var main: BundleDescription { BundleDescription() }
        public static func atURL(_ url: URL) -> BundleDescription { BundleDescription() }
    }

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: BundleDescription = .main,
        comment: StaticString? = nil
    ) {}

    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {}
}

extension String {
    public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable {
        public struct StringInterpolation: StringInterpolationProtocol {
            public init(literalCapacity: Int, interpolationCount: Int) {}
            public mutating func appendLiteral(_ literal: String) {}
            public mutating func appendInterpolation(_ value: Int) {}
            public mutating func appendInterpolation(_ value: Double) {}
            public mutating func appendInterpolation(_ value: String) {}
        }

        public init(stringLiteral value: String) {}
        public init(stringInterpolation: StringInterpolation) {}
    }
}

extension Bundle {
    static var module: Bundle { .main }
}
