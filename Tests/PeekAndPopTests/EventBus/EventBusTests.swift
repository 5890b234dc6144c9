import PeekAndPop
import PeekAndPopTesting
import Testing

/// An owner for owner-bound subscriptions.
private final class Owner: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

struct EventBusTests {
    @Test func deliversToEverySubscriberInSubscriptionOrder() {
        let bus = EventBus<Int>()
        let log = Log<String>()
        let a = bus.subscribe { log.append("a\($0)") }
        let b = bus.subscribe { log.append("b\($0)") }
        bus.publish(1)
        bus.publish(2)
        #expect(log.entries == ["a1", "b1", "a2", "b2"])
        withExtendedLifetime((a, b)) {}
    }

    // B1
    @Test func everySubscriberSeesThePublicationOrder() {
        let bus = EventBus<Int>()
        let logs = (0..<5).map { _ in Log<Int>() }
        let tokens = logs.map { log in bus.subscribe { log.append($0) } }
        for event in 0..<100 {
            bus.publish(event)
        }
        for log in logs {
            #expect(log.entries == Array(0..<100))
        }
        withExtendedLifetime(tokens) {}
    }

    // B2
    @Test func publishFromInsideAHandlerIsQueuedNotNested() {
        let bus = EventBus<String>()
        let log = Log<String>()
        let a = bus.subscribe { event in
            log.append("a:\(event)")
            if event == "e1" {
                bus.publish("e2")
                log.append("a returned from publish")
            }
        }
        let b = bus.subscribe { log.append("b:\($0)") }
        bus.publish("e1")
        #expect(log.entries == ["a:e1", "a returned from publish", "b:e1", "a:e2", "b:e2"])
        withExtendedLifetime((a, b)) {}
    }

    // B2
    @Test func chainedPublishesFromHandlersKeepTheirOrder() {
        let bus = EventBus<Int>()
        let log = Log<String>()
        let a = bus.subscribe { event in
            log.append("a\(event)")
            if event < 3 {
                bus.publish(event + 10)
                bus.publish(event + 1)
            }
        }
        let b = bus.subscribe { log.append("b\($0)") }
        bus.publish(1)
        #expect(
            log.entries == [
                "a1", "b1", "a11", "b11", "a2", "b2", "a12", "b12", "a3", "b3",
            ]
        )
        withExtendedLifetime((a, b)) {}
    }

    // B3
    @Test func cancellingAnotherSubscriberInsideAHandlerStopsItsCurrentDelivery() {
        let bus = EventBus<Int>()
        let log = Log<String>()
        let victim = Cell<Subscription?>(nil)
        let killer = bus.subscribe { event in
            log.append("killer\(event)")
            victim.value?.cancel()
        }
        victim.value = bus.subscribe { log.append("victim\($0)") }
        bus.publish(1)
        bus.publish(2)
        #expect(log.entries == ["killer1", "killer2"])
        #expect(victim.value?.isCancelled == true)
        #expect(bus.subscriberCount == 1)
        withExtendedLifetime(killer) {}
    }

    // B3
    @Test func cancellingItselfInsideAHandlerStopsLaterEvents() {
        let bus = EventBus<Int>()
        let log = Log<Int>()
        let own = Cell<Subscription?>(nil)
        own.value = bus.subscribe { event in
            log.append(event)
            own.value?.cancel()
        }
        bus.publish(1)
        bus.publish(2)
        #expect(log.entries == [1])
    }

    // B3
    @Test func cancellingInsideAHandlerAlsoDropsQueuedEvents() {
        let bus = EventBus<Int>()
        let log = Log<String>()
        let second = Cell<Subscription?>(nil)
        let first = bus.subscribe { event in
            log.append("first\(event)")
            if event == 1 {
                bus.publish(2)
                second.value?.cancel()
            }
        }
        second.value = bus.subscribe { log.append("second\($0)") }
        bus.publish(1)
        #expect(log.entries == ["first1", "first2"])
        withExtendedLifetime(first) {}
    }

    // B3
    @Test func subscribingInsideAHandlerTakesEffectFromTheNextEvent() {
        let bus = EventBus<Int>()
        let log = Log<String>()
        let late = Cell<Subscription?>(nil)
        let early = bus.subscribe { event in
            log.append("early\(event)")
            if late.value == nil {
                late.value = bus.subscribe { log.append("late\($0)") }
            }
        }
        let bystander = bus.subscribe { log.append("bystander\($0)") }
        bus.publish(1)
        bus.publish(2)
        #expect(log.entries == ["early1", "bystander1", "early2", "bystander2", "late2"])
        withExtendedLifetime((early, bystander)) {}
    }

    @Test func releasingTheTokenEndsTheSubscription() {
        let bus = EventBus<Int>()
        let log = Log<Int>()
        var token: Subscription? = bus.subscribe { log.append($0) }
        bus.publish(1)
        #expect(bus.subscriberCount == 1)
        #expect(token != nil)
        token = nil
        bus.publish(2)
        #expect(log.entries == [1])
        #expect(bus.subscriberCount == 0)
    }

    @Test func tokensStoredInACollectionLiveAsLongAsIt() {
        let bus = EventBus<Int>()
        let log = Log<String>()
        var set = Set<Subscription>()
        var array = [Subscription]()
        bus.subscribe { log.append("set\($0)") }.store(in: &set)
        bus.subscribe { log.append("array\($0)") }.store(in: &array)
        bus.publish(1)
        set.removeAll()
        bus.publish(2)
        array.removeAll()
        bus.publish(3)
        #expect(log.entries == ["set1", "array1", "array2"])
        #expect(bus.subscriberCount == 0)
    }

    @Test func cancelIsIdempotentAndReportsItself() {
        let bus = EventBus<Int>()
        let token = bus.subscribe { _ in }
        #expect(!token.isCancelled)
        token.cancel()
        token.cancel()
        #expect(token.isCancelled)
        #expect(bus.subscriberCount == 0)
    }

    @Test func ownerBoundSubscriptionDoesNotRetainItsOwner() {
        let bus = EventBus<Int>()
        var owner: Owner? = Owner(name: "screen")
        weak let weakOwner = owner
        bus.subscribe(owner: owner!) { _, _ in }
        owner = nil
        #expect(weakOwner == nil)
        #expect(bus.subscriberCount == 0)
    }

    @Test func ownerGoingAwayMidStreamEndsTheSubscription() {
        let bus = EventBus<Int>()
        let log = Log<String>()
        var owner: Owner? = Owner(name: "screen")
        let token = bus.subscribe(owner: owner!) { owner, event in log.append("\(owner.name)\(event)") }
        let bystander = bus.subscribe { event in
            log.append("bystander\(event)")
        }
        bus.publish(1)
        owner = nil
        bus.publish(2)
        bus.publish(3)
        #expect(log.entries == ["screen1", "bystander1", "bystander2", "bystander3"])
        #expect(token.isCancelled)
        #expect(bus.subscriberCount == 1)
        withExtendedLifetime(bystander) {}
    }

    @Test func ownerBoundTokenReleasedStillDelivers() {
        let bus = EventBus<Int>()
        let log = Log<Int>()
        let owner = Owner(name: "o")
        do {
            let token = bus.subscribe(owner: owner) { _, event in log.append(event) }
            #expect(!token.isCancelled)
        }
        bus.publish(7)
        #expect(log.entries == [7])
        withExtendedLifetime(owner) {}
    }

    @Test func ownerBoundSubscriptionCanBeCancelledExplicitly() {
        let bus = EventBus<Int>()
        let log = Log<Int>()
        let owner = Owner(name: "o")
        let token = bus.subscribe(owner: owner) { _, event in log.append(event) }
        bus.publish(1)
        token.cancel()
        bus.publish(2)
        #expect(log.entries == [1])
        #expect(bus.subscriberCount == 0)
        withExtendedLifetime(owner) {}
    }

    @Test func keyedSubscribersReceiveOnlyTheirKey() {
        let bus = EventBus<String>()
        let log = Log<String>()
        let red = EventKey("red")
        let blue = EventKey("blue")
        let all = bus.subscribe { log.append("all:\($0)") }
        let redToken = bus.subscribe(to: red) { log.append("red:\($0)") }
        let blueToken = bus.subscribe(to: blue) { log.append("blue:\($0)") }
        bus.publish("plain")
        bus.publish("r", key: red)
        bus.publish("b", key: blue)
        bus.publish("both", keys: [red, blue])
        #expect(
            log.entries == [
                "all:plain",
                "all:r", "red:r",
                "all:b", "blue:b",
                "all:both", "red:both", "blue:both",
            ]
        )
        #expect(bus.subscriberCount == 3)
        #expect(bus.subscriberCount(for: red) == 1)
        redToken.cancel()
        #expect(bus.subscriberCount(for: red) == 0)
        bus.publish("r2", key: red)
        #expect(log.entries.last == "all:r2")
        withExtendedLifetime((all, blueToken)) {}
    }

    @Test func keysOfDifferentTypesNeverCollide() {
        #expect(EventKey(1) != EventKey("1"))
        #expect(EventKey(1) == EventKey(1))
        let object = Owner(name: "x")
        #expect(EventKey(identityOf: object) == EventKey(ObjectIdentifier(object)))
    }

    @Test func keyedOwnerBoundSubscriptionEndsWithItsOwner() {
        let bus = EventBus<Int>()
        let log = Log<Int>()
        let key = EventKey("k")
        var owner: Owner? = Owner(name: "o")
        bus.subscribe(to: key, owner: owner!) { _, event in log.append(event) }
        bus.publish(1, key: key)
        owner = nil
        bus.publish(2, key: key)
        #expect(log.entries == [1])
        #expect(bus.subscriberCount(for: key) == 0)
    }

    @Test func releasingTheBusEndsEverySubscription() {
        var bus: EventBus<Int>? = EventBus<Int>()
        let token = bus!.subscribe { _ in }
        let keyed = bus!.subscribe(to: EventKey(1)) { _ in }
        bus = nil
        #expect(token.isCancelled)
        #expect(keyed.isCancelled)
    }

    @Test func manySubscribersAndCancellationsKeepOrderAndCount() {
        let bus = EventBus<Int>()
        let log = Log<Int>()
        var tokens = (0..<100).map { index in bus.subscribe { _ in log.append(index) } }
        // Cancel every third subscriber, then check the rest in order.
        for index in stride(from: 0, to: 100, by: 3) {
            tokens[index].cancel()
        }
        bus.publish(0)
        let expected = (0..<100).filter { $0 % 3 != 0 }
        #expect(log.entries == expected)
        #expect(bus.subscriberCount == expected.count)
        tokens.removeAll()
        #expect(bus.subscriberCount == 0)
    }

    @Test func recorderCapturesTheWholeSequence() {
        let bus = EventBus<Int>()
        let recorder = EventRecorder(bus)
        bus.publish(1)
        bus.publish(2)
        #expect(recorder.events == [1, 2])
        #expect(recorder.takeAll() == [1, 2])
        recorder.stop()
        bus.publish(3)
        #expect(recorder.events == [])
    }
}

/// Something a handler captures, to see when the handler is released.
private final class Captured: Sendable {}

struct EventBusReleaseTests {
    @Test func cancellingReleasesTheHandlerAndWhatItCapturesEvenWhileTheTokenLives() {
        let bus = EventBus<Int>()
        var captured: Captured? = Captured()
        weak let weakCaptured = captured
        let token = bus.subscribe { [captured] _ in withExtendedLifetime(captured) {} }
        captured = nil
        #expect(weakCaptured != nil)
        token.cancel()
        #expect(weakCaptured == nil)
        #expect(token.isCancelled)
    }

    @Test func aHandlerThatCapturesItsOwnTokenMakesNoCycleOnceCancelled() {
        let bus = EventBus<Int>()
        weak var weakCell: Cell<Subscription?>?
        do {
            let own = Cell<Subscription?>(nil)
            weakCell = own
            own.value = bus.subscribe { _ in own.value?.cancel() }
            bus.publish(1)
        }
        #expect(weakCell == nil)
        #expect(bus.subscriberCount == 0)
    }
}
