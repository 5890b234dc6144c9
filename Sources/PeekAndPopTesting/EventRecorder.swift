import PeekAndPop
import Synchronization

/// Records everything an `EventBus` publishes, so that a test can assert a
/// whole sequence in one line.
///
/// ```swift
/// let recorder = EventRecorder(bus)
/// bus.publish(1)
/// bus.publish(2)
/// #expect(recorder.events == [1, 2])
/// ```
///
/// The recorder subscribes when it is created and stops when it is released
/// or ``stop()`` is called. It is `Sendable`: events may arrive on any thread.
public final class EventRecorder<Event: Sendable>: Sendable {
    private final class Log: Sendable {
        let events = Mutex<[Event]>([])
    }

    private let log = Log()
    private let subscription = Mutex<Subscription?>(nil)

    /// Starts recording every event published on `bus` that is not keyed.
    public convenience init(_ bus: EventBus<Event>) {
        self.init(bus.source)
    }

    /// Starts recording the events published on `bus` with `key`.
    public convenience init(_ bus: EventBus<Event>, key: EventKey) {
        self.init(bus.source, key: key)
    }

    /// Starts recording every event of `source` that is not keyed, such as
    /// an engine's raw `PeekEngine.stateChanges`.
    public init(_ source: EventSource<Event>) {
        let token = source.subscribe { [log] event in
            log.events.withAnnotatedLock { $0.append(event) }
        }
        subscription.withAnnotatedLock { $0 = token }
    }

    /// Starts recording the events of `source` published with `key`.
    public init(_ source: EventSource<Event>, key: EventKey) {
        let token = source.subscribe(to: key) { [log] event in
            log.events.withAnnotatedLock { $0.append(event) }
        }
        subscription.withAnnotatedLock { $0 = token }
    }

    /// The events recorded so far, in the order of delivery.
    public var events: [Event] { log.events.withAnnotatedLock { $0 } }

    /// Forgets the events recorded so far; recording goes on.
    public func removeAll() {
        log.events.withAnnotatedLock { $0.removeAll() }
    }

    /// Returns the events recorded so far and forgets them.
    public func takeAll() -> [Event] {
        log.events.withAnnotatedLock { events in
            defer { events.removeAll() }
            return events
        }
    }

    /// Stops recording; the events recorded so far stay.
    public func stop() {
        subscription.withAnnotatedLock { $0?.cancel() }
    }
}
