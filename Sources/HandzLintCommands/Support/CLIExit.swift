import ArgumentParser
import SourceText

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
    let labelled = ["Error:", "error:", "warning:", "note:"].contains { message.hasPrefix($0) }
    writeError(labelled ? message : "error: " + message)
}

/// Writes a line to standard error as it is, after what standard output holds so far.
func writeError(_ line: String) {
    let text = line + "\n"
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

/// Deletes a file or folder tree (used for scratch output only).
func removeTree(_ path: String) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    if (status.st_mode & S_IFMT) == S_IFDIR, let directory = opendir(path) {
        while let entry = readdir(directory) {
            let name = FolderListing.entryName(entry)
            if name != ".", name != ".." { removeTree(path + "/" + name) }
        }
        closedir(directory)
        rmdir(path)
    } else {
        unlink(path)
    }
}
