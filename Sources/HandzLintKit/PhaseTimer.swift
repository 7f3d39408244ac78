#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Prints how long each phase of a run took, to standard error, when HANDZ_LINT_TIMINGS is
/// set: the first thing to look at when a run is slower than its benchmark says.
struct PhaseTimer {
    private let enabled = getenv("HANDZ_LINT_TIMINGS") != nil
    private var last = PhaseTimer.now()

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    mutating func mark(_ phase: String) {
        guard enabled else { return }
        let now = PhaseTimer.now()
        let line = "timing: \(phase) \(Int(((now - last) * 1000).rounded())) ms\n"
        _ = line.withCString { write(2, $0, strlen($0)) }
        last = now
    }
}
