import Synchronization

/// A thread-safe, append-only log that tests use to capture an ordered
/// sequence from handlers running on any thread.
final class Log<Entry: Sendable>: Sendable {
    private let storage = Mutex<[Entry]>([])

    func append(_ entry: Entry) {
        storage.withAnnotatedLock { $0.append(entry) }
    }

    var entries: [Entry] { storage.withAnnotatedLock { $0 } }

    func removeAll() {
        storage.withAnnotatedLock { $0.removeAll() }
    }
}

/// A value cell that handlers can write from any thread.
final class Cell<Value: Sendable>: Sendable {
    private let storage: Mutex<Value>

    init(_ value: Value) {
        storage = Mutex(value)
    }

    var value: Value {
        get { storage.withAnnotatedLock { $0 } }
        set { storage.withAnnotatedLock { $0 = newValue } }
    }
}
