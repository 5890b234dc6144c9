import PeekAndPop
import Synchronization
import Testing

/// Owns a token of a bus: releasing it cancels that token, which takes the
/// bus's lock. Whatever releases a holder under that lock traps (B7).
private final class TokenHolder: Sendable {
    let token: Subscription
    init(_ token: Subscription) { self.token = token }
}

/// An owner for owner-bound subscriptions.
private final class Owner: Sendable {}

/// An event whose deinit runs code given by the test (cancels a token,
/// publishes, counts).
private final class Payload: Sendable {
    let name: String
    let onDeinit: @Sendable () -> Void
    init(_ name: String, onDeinit: @escaping @Sendable () -> Void = {}) {
        self.name = name
        self.onDeinit = onDeinit
    }
    deinit { onDeinit() }
}

/// B7: the bus never runs user code while it holds its lock, the deinit of
/// what it lets go of included. Each test releases, on one path of the bus,
/// the last reference to something that calls back into the same bus.
extension EventBusReleaseTests {
    /// Subscribes, bound to `owner`, a handler that is the only holder of a
    /// token of `bus`; the returned weak reference watches the holder.
    private static func subscribeHolder(
        on bus: EventBus<Int>, key: EventKey? = nil, owner: Owner, log: Log<String>
    ) -> () -> Bool {
        let holder = TokenHolder(bus.subscribe { log.append("inner\($0)") })
        weak let weakHolder = holder
        if let key {
            bus.subscribe(to: key, owner: owner) { [holder] _, event in
                withExtendedLifetime(holder) { log.append("outer\(event)") }
            }
        } else {
            bus.subscribe(owner: owner) { [holder] _, event in
                withExtendedLifetime(holder) { log.append("outer\(event)") }
            }
        }
        return { weakHolder != nil }
    }

    @Test func countingPrunesADeadOwnerWhoseHandlerHoldsATokenOfTheSameBus() {
        let bus = EventBus<Int>()
        let log = Log<String>()
        var owner: Owner? = Owner()
        let isHolderAlive = Self.subscribeHolder(on: bus, owner: owner!, log: log)
        bus.publish(1)
        owner = nil
        #expect(isHolderAlive())
        // The holder's own token was still active when counted; the holder
        // is released once the bus has let go of its lock.
        #expect(bus.subscriberCount == 1)
        #expect(!isHolderAlive())
        #expect(bus.subscriberCount == 0)
        bus.publish(2)
        #expect(log.entries == ["inner1", "outer1"])
    }

    @Test func countingAKeyPrunesADeadOwnerWhoseHandlerHoldsATokenOfTheSameBus() {
        let bus = EventBus<Int>()
        let log = Log<String>()
        let key = EventKey("k")
        var owner: Owner? = Owner()
        let isHolderAlive = Self.subscribeHolder(on: bus, key: key, owner: owner!, log: log)
        bus.publish(1, key: key)
        owner = nil
        #expect(bus.subscriberCount(for: key) == 0)
        #expect(!isHolderAlive())
        #expect(bus.subscriberCount == 0)
        #expect(log.entries == ["inner1", "outer1"])
    }

    @Test func deliveryDropsADeadOwnerWhoseHandlerHoldsATokenOfTheSameBus() {
        let bus = EventBus<Int>()
        let log = Log<String>()
        var owner: Owner? = Owner()
        let isHolderAlive = Self.subscribeHolder(on: bus, owner: owner!, log: log)
        let bystander = bus.subscribe { log.append("bystander\($0)") }
        bus.publish(1)
        owner = nil
        bus.publish(2)
        #expect(!isHolderAlive())
        bus.publish(3)
        // The inner token is subscribed before the outer one, so it still
        // receives 2; the outer handler, found without its owner, is dropped.
        #expect(log.entries == ["inner1", "outer1", "bystander1", "inner2", "bystander2", "bystander3"])
        #expect(bus.subscriberCount == 1)
        withExtendedLifetime(bystander) {}
    }

    @Test func releasingTheBusReleasesHandlersThatHoldTokensOfIt() {
        var bus: EventBus<Int>? = EventBus<Int>()
        let log = Log<String>()
        let owner = Owner()
        let key = EventKey("k")
        let isGlobalHolderAlive = Self.subscribeHolder(on: bus!, owner: owner, log: log)
        let isKeyedHolderAlive = Self.subscribeHolder(on: bus!, key: key, owner: owner, log: log)
        bus!.publish(1, key: key)
        bus = nil
        #expect(!isGlobalHolderAlive())
        #expect(!isKeyedHolderAlive())
        #expect(log.entries == ["inner1", "outer1", "inner1", "outer1"])
        withExtendedLifetime(owner) {}
    }

    @Test func cancellingReleasesAHandlerThatHoldsATokenOfTheSameBus() {
        let bus = EventBus<Int>()
        let log = Log<String>()
        var outer: Subscription?
        do {
            let holder = TokenHolder(bus.subscribe { log.append("inner\($0)") })
            outer = bus.subscribe { [holder] event in
                withExtendedLifetime(holder) { log.append("outer\(event)") }
            }
        }
        bus.publish(1)
        outer?.cancel()
        bus.publish(2)
        #expect(log.entries == ["inner1", "outer1"])
        #expect(bus.subscriberCount == 0)
    }

    @Test func compactingReleasesNothingUnderTheLock() {
        // Enough cancellations to make the lists compact, each releasing a
        // handler that holds another token of the bus.
        let bus = EventBus<Int>()
        let log = Log<Int>()
        let inner = EventKey("inner")
        var outers: [Subscription] = []
        for index in 0..<64 {
            let holder = TokenHolder(bus.subscribe(to: inner) { _ in })
            outers.append(bus.subscribe { [holder] event in withExtendedLifetime(holder) { log.append(index) } })
        }
        for index in stride(from: 0, to: 64, by: 1) where index % 4 != 0 {
            outers[index].cancel()
        }
        bus.publish(0)
        #expect(log.entries == Array(stride(from: 0, to: 64, by: 4)))
        #expect(bus.subscriberCount == 16 + 16)
        #expect(bus.subscriberCount(for: inner) == 16)
        outers.removeAll()
        #expect(bus.subscriberCount == 0)
    }

    @Test func aDeliveredEventWhoseDeinitCancelsATokenIsReleasedOutsideTheLock() {
        let bus = EventBus<Payload>()
        let log = Log<String>()
        let victim = Cell<Subscription?>(nil)
        let publisher = bus.subscribe { event in
            log.append("first:\(event.name)")
            if event.name == "a" {
                bus.publish(Payload("b") { victim.value?.cancel() })
            }
        }
        victim.value = bus.subscribe { log.append("victim:\($0.name)") }
        bus.publish(Payload("a"))
        bus.publish(Payload("c"))
        #expect(log.entries == ["first:a", "victim:a", "first:b", "victim:b", "first:c"])
        withExtendedLifetime(publisher) {}
    }

    @Test func aDeliveredEventWhoseDeinitPublishesIsReleasedOutsideTheLock() {
        let bus = EventBus<Payload>()
        let log = Log<String>()
        let token = bus.subscribe { event in
            log.append(event.name)
            if event.name == "a" {
                bus.publish(Payload("b") { bus.publish(Payload("after b")) })
            }
        }
        bus.publish(Payload("a"))
        #expect(log.entries == ["a", "b", "after b"])
        withExtendedLifetime(token) {}
    }
}
