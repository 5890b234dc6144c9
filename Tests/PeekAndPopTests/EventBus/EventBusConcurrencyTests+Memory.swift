import Dispatch
import PeekAndPop
import Synchronization
import Testing

/// Counts the payloads alive.
private final class LiveCounter: Sendable {
    private let count = Atomic<Int>(0)
    var value: Int { count.load(ordering: .sequentiallyConsistent) }
    func add(_ delta: Int) { count.add(delta, ordering: .sequentiallyConsistent) }
}

/// An event that counts itself while alive.
private final class Payload: Sendable {
    let value: Int
    let counter: LiveCounter
    init(_ value: Int, _ counter: LiveCounter) {
        self.value = value
        self.counter = counter
        counter.add(1)
    }
    deinit { counter.add(-1) }
}

/// B8: an event is released as soon as every subscriber it was due to has
/// seen it; a backlog of k events holds k events.
extension EventBusConcurrencyTests {
    @Test func aLongChainPublishedFromAHandlerKeepsOnlyWhatIsWaiting() {
        let bus = EventBus<Payload>()
        let counter = LiveCounter()
        let last = 50_000
        let worst = Cell<(live: Int, backlog: Int, event: Int)>((0, 0, -1))
        let seen = Log<Int>()
        let token = bus.subscribe { payload in
            // The live payloads: this one and the first (its publisher is
            // still on the stack), plus whatever waits.
            let live = counter.value
            let backlog = bus.pendingEventCount
            if live - backlog > worst.value.live - worst.value.backlog {
                worst.value = (live, backlog, payload.value)
            }
            if payload.value % 10_000 == 0 { seen.append(payload.value) }
            if payload.value < last {
                bus.publish(Payload(payload.value + 1, counter))
            }
        }
        bus.publish(Payload(0, counter))
        #expect(worst.value.live - worst.value.backlog <= 2, "worst: \(worst.value)")
        #expect(seen.entries == Array(stride(from: 0, through: last, by: 10_000)))
        #expect(counter.value == 0)
        withExtendedLifetime(token) {}
    }

    @Test func twoProducerThreadsLeaveOnlyTheBacklogAlive() {
        let bus = EventBus<Payload>()
        let counter = LiveCounter()
        let perProducer = 5_000
        let delivering = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        let log = Log<Int>()
        let excess = Cell<[String]>([])
        let token = bus.subscribe { payload in
            // Read the live count first: only this thread takes events out of
            // the queue, so the backlog read afterwards is no smaller.
            let live = counter.value
            let backlog = bus.pendingEventCount
            // Alive besides the backlog: this event, the first event (its
            // publisher is delivering), and one in flight per producer.
            if live > backlog + 4 {
                excess.value.append("event \(payload.value): \(live) alive, \(backlog) waiting")
            }
            log.append(payload.value)
            if payload.value == 0 {
                delivering.signal()
                delivering.signal()
                go.wait()
            }
        }
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            bus.publish(Payload(0, counter))
        }
        for producer in 1...2 {
            DispatchQueue.global().async(group: group) {
                if producer == 1 {
                    // A backlog while the first delivery is held open.
                    delivering.wait()
                    for index in 0..<perProducer {
                        bus.publish(Payload(producer * 100_000 + index, counter))
                    }
                    go.signal()
                    for index in perProducer..<2 * perProducer {
                        bus.publish(Payload(producer * 100_000 + index, counter))
                    }
                } else {
                    delivering.wait()
                    for index in 0..<2 * perProducer {
                        bus.publish(Payload(producer * 100_000 + index, counter))
                    }
                }
            }
        }
        group.wait()
        let entries = log.entries
        #expect(excess.value.isEmpty, "\(excess.value.prefix(3))")
        #expect(entries.first == 0)
        #expect(entries.count == 1 + 4 * perProducer)
        for producer in 1...2 {
            #expect(
                entries.filter { $0 / 100_000 == producer } == (0..<2 * perProducer).map { producer * 100_000 + $0 })
        }
        #expect(counter.value == 0)
        withExtendedLifetime(token) {}
    }
}
