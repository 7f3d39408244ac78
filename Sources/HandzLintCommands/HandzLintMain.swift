import ArgumentParser
import SourceText

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `handz-lint` with the process's arguments and exits. Exit codes are part of the
/// contract: 0 clean, 1 findings at or above --fail-on, 2 usage or input errors
/// (ArgumentParser's own default for usage errors is 64).
public func handzLintMain() -> Never {
    do {
        var command = try HandzLint.parseAsRoot()
        try command.run()
        exitProcess(0)
    } catch {
        let code = HandzLint.exitCode(for: error)
        if let exit = error as? ExitCode {
            exitProcess(exit.rawValue)
        } else if let input = error as? InputError {
            // Already in the compiler's shape: "FILE:LINE:COL: error: MESSAGE".
            writeError(input.description)
            exitProcess(CLIExit.inputError)
        } else if code == .success {
            print(HandzLint.fullMessage(for: error))
            exitProcess(0)
        } else {
            printError(HandzLint.fullMessage(for: error))
            exitProcess(CLIExit.inputError)
        }
    }
}
