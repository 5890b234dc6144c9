import Dispatch
import PeekAndPop
import Testing

/// B1 and B4 under real concurrency; CI runs this suite under ThreadSanitizer.
struct EventBusConcurrencyTests {
    @Test func concurrentPublishersProduceOneOrderForEverySubscriber() {
        let bus = EventBus<Int>()
        let logs = (0..<4).map { _ in Log<Int>() }
        let tokens = logs.map { log in bus.subscribe { log.append($0) } }
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<500 {
                bus.publish(thread * 1000 + index)
            }
        }
        let reference = logs[0].entries
        #expect(reference.count == 4000)
        #expect(Set(reference).count == 4000)
        for log in logs.dropFirst() {
            #expect(log.entries == reference)
        }
        // Each publisher's own events stay in its order.
        for thread in 0..<8 {
            let own = reference.filter { $0 / 1000 == thread }
            #expect(own == Array(thread * 1000..<thread * 1000 + 500))
        }
        withExtendedLifetime(tokens) {}
    }

    @Test func concurrentSubscribeCancelAndPublishAreSafe() {
        let bus = EventBus<Int>()
        let steady = Log<Int>()
        let steadyToken = bus.subscribe { steady.append($0) }
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<300 {
                switch thread % 4 {
                case 0:
                    bus.publish(index)
                case 1:
                    let token = bus.subscribe { _ in }
                    if index % 2 == 0 { token.cancel() }
                case 2:
                    let token = bus.subscribe(to: EventKey(index % 7)) { _ in }
                    bus.publish(index, key: EventKey(index % 7))
                    token.cancel()
                default:
                    // Handlers that publish, subscribe and cancel re-entrantly.
                    let inner = Cell<Subscription?>(nil)
                    let token = bus.subscribe { event in
                        if event % 50 == 0 {
                            inner.value = bus.subscribe { _ in }
                            inner.value?.cancel()
                        }
                    }
                    bus.publish(-index)
                    token.cancel()
                }
            }
        }
        let published = steady.entries
        // 2 publishing threads x 300 + 2 keyed-publishing threads x 300 + 2 x 300 re-entrant.
        #expect(published.count == 2 * 300 + 2 * 300 + 2 * 300)
        #expect(bus.subscriberCount == 1)
        withExtendedLifetime(steadyToken) {}
    }

    @Test func ownersReleasedOnOtherThreadsEndTheirSubscriptions() {
        final class Owner: Sendable {}
        let bus = EventBus<Int>()
        let received = Log<Int>()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<200 {
                let owner = Owner()
                bus.subscribe(owner: owner) { _, event in received.append(event) }
                bus.publish(thread * 1000 + index)
            }
        }
        #expect(bus.subscriberCount == 0)
    }
}
