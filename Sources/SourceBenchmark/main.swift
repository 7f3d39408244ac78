import SourceText
import SwiftSourceFacts
import SwiftSourceReader

// Swift source front-end benchmark, built in release by Scripts/benchmark-source.sh:
//   SourceBenchmark bench [--rounds N] [--threads N] PATH…   swift-syntax parse alone vs. the full reader
//   SourceBenchmark dump PATH…                               the facts of each file, one line each
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else {
    print("usage: SourceBenchmark bench [--rounds N] [--threads N] PATH… | dump PATH…")
    exit(2)
}
arguments.removeFirst()

func option(_ name: String, default value: Int, in arguments: inout [String]) -> Int {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count, let number = Int(arguments[index + 1]) else {
        return value
    }
    arguments.removeSubrange(index...(index + 1))
    return number
}

switch command {
case "bench":
    let rounds = option("--rounds", default: 5, in: &arguments)
    let threads = option("--threads", default: BigStackThread.activeProcessorCount, in: &arguments)
    runBenchmark(paths: arguments, rounds: rounds, threads: threads)
case "dump":
    let inventory = SourceDiscovery().discover(arguments)
    dump(inventory)
default:
    print("unknown command \(command)")
    exit(2)
}
