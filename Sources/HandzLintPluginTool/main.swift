// The same command as handz-lint, built as the tool of this package's plugins: SwiftPM cannot
// give a plugin an executable target that a product also names (swiftlang/swift-package-manager#8831).
import HandzLintCommands

handzLintMain()
