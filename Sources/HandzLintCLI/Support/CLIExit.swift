import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum CLIExit {
    static let findings: Int32 = 1
    static let inputError: Int32 = 2
}

/// A problem with what the user gave us (a value, a file): printed as `error: MESSAGE` and
/// exits 2.
struct BadValue: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }
}

func printError(_ message: String) {
    var text = message
    if !text.hasPrefix("Error:") && !text.hasPrefix("error:") { text = "error: " + text }
    text += "\n"
    fflush(nil)
    _ = text.withCString { write(2, $0, strlen($0)) }
}

func exitProcess(_ code: Int32) -> Never {
    fflush(nil)
    exit(code)
}

extension ParsableCommand {
    /// Runs `body`, turning library errors into an `InputError` whose message names the value.
    func input<Value>(_ body: () throws -> Value) throws -> Value {
        do { return try body() } catch let error as BadValue { throw error } catch {
            throw BadValue(String(describing: error))
        }
    }
}
