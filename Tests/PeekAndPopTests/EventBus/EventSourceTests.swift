import PeekAndPop
import Testing

/// `EventSource`: a subscribe-only view that forwards to its bus (B9).
struct EventSourceTests {
    final class Owner: Sendable {}

    @Test func everySubscriptionKindReachesTheBusBehindTheSource() {
        let bus = EventBus<Int>()
        let source = bus.source
        let key = EventKey("k")
        let owner = Owner()
        let seen = Log<String>()
        let all = source.subscribe { seen.append("all \($0)") }
        let keyed = source.subscribe(to: key) { seen.append("keyed \($0)") }
        source.subscribe(owner: owner) { _, event in seen.append("owned \(event)") }
        source.subscribe(to: key, owner: owner) { _, event in seen.append("owned keyed \(event)") }

        #expect(source.subscriberCount == 4)
        #expect(source.subscriberCount(for: key) == 2)
        bus.publish(1)
        bus.publish(2, key: key)

        #expect(
            seen.entries == [
                "all 1", "owned 1", "all 2", "owned 2", "keyed 2", "owned keyed 2",
            ]
        )
        withExtendedLifetime((all, keyed, owner)) {}
    }

    @Test func theAsyncViewOfASourceEndsWhenTheBusGoesAway() async {
        var bus: EventBus<Int>? = EventBus<Int>()
        let stream = bus!.source.events()
        bus!.publish(7)
        bus = nil
        var received: [Int] = []
        for await event in stream {
            received.append(event)
        }
        #expect(received == [7])
    }
}
