import Dispatch
import Synchronization

/// `(0..<count).map(body)` spread over the cores. Results come back in index order, and when
/// several calls fail, the error thrown is the first index's, as a loop in order would report.
public func concurrentMap<Value: Sendable, Failure: Error>(_ count: Int, _ body: @Sendable (Int) throws(Failure) -> Value) throws(Failure)
    -> [Value]
{
    let results = Mutex<[Result<Value, Failure>?]>(Array(repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { index in
        let result: Result<Value, Failure>
        do throws(Failure) { result = .success(try body(index)) } catch { result = .failure(error) }
        results.withLock { $0[index] = result }
    }
    var values: [Value] = []
    values.reserveCapacity(count)
    for result in results.withLock({ $0 }) { values.append(try result!.get()) }
    return values
}
