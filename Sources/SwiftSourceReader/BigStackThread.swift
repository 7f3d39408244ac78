import Synchronization

#if canImport(Glibc)
import SwiftSourceFacts
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Work on threads of our own, with a stack size we choose: swift-syntax's parser recurses per
/// nesting level, and the stack of a Dispatch or Swift-concurrency worker is not ours to size.
public enum BigStackThread {
    public static var activeProcessorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// Runs `body` on a new thread with `stackSize` bytes of stack and waits for it.
    public static func run<Value: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> Value) -> Value {
        map(count: 1, threads: 1, stackSize: stackSize) { _ in body() }[0]
    }

    /// `(0..<count).map(body)` on `threads` threads; results in index order.
    public static func map<Value: Sendable>(
        count: Int, threads: Int, stackSize: Int, _ body: @escaping @Sendable (Int) -> Value
    ) -> [Value] {
        guard count > 0 else { return [] }
        let next = Atomic<Int>(0)
        let results = Mutex<[Value?]>(Array(repeating: nil, count: count))
        let work = Work {
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let value = body(index)
                results.withLock { $0[index] = value }
            }
        }
        var started: [Thread] = []
        for _ in 0..<min(max(threads, 1), count) {
            guard let thread = Thread.start(work, stackSize: stackSize) else { break }
            started.append(thread)
        }
        // No thread could be made (resource limits): do the work here rather than not at all.
        if started.isEmpty { work.body() }
        for thread in started { thread.join() }
        return results.withLock { $0.map { $0! } }
    }

    final class Work: Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }

    struct Thread {
        #if canImport(Darwin)
        var handle: pthread_t
        #else
        var handle: pthread_t
        #endif

        static func start(_ work: Work, stackSize: Int) -> Thread? {
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, stackSize)
            let context = Unmanaged.passRetained(work).toOpaque()
            #if canImport(Darwin)
            var handle: pthread_t?
            #else
            var handle = pthread_t()
            #endif
            let status = pthread_create(
                &handle, &attributes,
                { context in
                    #if canImport(Darwin)
                    let work = Unmanaged<Work>.fromOpaque(context).takeRetainedValue()
                    #else
                    let work = Unmanaged<Work>.fromOpaque(context!).takeRetainedValue()
                    #endif
                    work.body()
                    return nil
                }, context)
            guard status == 0 else {
                Unmanaged<Work>.fromOpaque(context).release()
                return nil
            }
            #if canImport(Darwin)
            return handle.map { Thread(handle: $0) }
            #else
            return Thread(handle: handle)
            #endif
        }

        func join() { pthread_join(handle, nil) }
    }
}
