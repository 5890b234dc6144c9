import PeekAndPop
import Testing

/// B9: a subscribe-only view.
extension EventBusTests {
    private final class Owner: Sendable {}

    @Test func aSourceSubscribesToItsBusInEveryWay() async {
        let bus = EventBus<Int>()
        let source = bus.source
        let log = Log<String>()
        let key = EventKey("k")
        let owner = Owner()
        let global = source.subscribe { log.append("global\($0)") }
        let keyed = source.subscribe(to: key) { log.append("keyed\($0)") }
        source.subscribe(owner: owner) { _, event in log.append("owned\(event)") }
        source.subscribe(to: key, owner: owner) { _, event in log.append("owned keyed\(event)") }
        let stream = source.events()
        #expect(source.subscriberCount == 5)
        #expect(source.subscriberCount(for: key) == 2)
        bus.publish(1)
        bus.publish(2, key: key)
        #expect(
            log.entries == [
                "global1", "owned1", "global2", "owned2", "keyed2", "owned keyed2",
            ]
        )
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == 2)
        global.cancel()
        keyed.cancel()
        #expect(source.subscriberCount == 3)
        withExtendedLifetime(owner) {}
    }
}

extension EventBusTests {
    @Test func aKeyedPublishReachesEveryKeyThatHasSubscribersInKeyOrder() {
        let bus = EventBus<Int>()
        let log = Log<String>()
        let keys = (0..<4).map { EventKey("k\($0)") }
        // No subscriber for keys[0] and keys[2].
        let tokens = [1, 3].map { index in bus.subscribe(to: keys[index]) { log.append("k\(index):\($0)") } }
        bus.publish(1, keys: Array(keys.prefix(2)))
        bus.publish(2, keys: keys)
        bus.publish(3, keys: [keys[3], keys[1]])
        #expect(log.entries == ["k1:1", "k1:2", "k3:2", "k3:3", "k1:3"])
        withExtendedLifetime(tokens) {}
    }
}
