import Dispatch
import PeekAndPop
import Testing

/// B8: cancelling from another thread while a delivery is under way. Each
/// test holds the race window open with a handler that blocks on a semaphore,
/// so the interleaving is forced, not hoped for.
extension EventBusConcurrencyTests {
    @Test func aDeliveryThatBeginsAfterCancelReturnsNeverReachesTheHandler() {
        let bus = EventBus<Int>()
        let log = Log<String>()
        let entered = DispatchSemaphore(value: 0)
        let resume = DispatchSemaphore(value: 0)
        let blocker = bus.subscribe { event in
            log.append("blocker\(event)")
            if event == 1 {
                entered.signal()
                resume.wait()
            }
        }
        let victim = bus.subscribe { log.append("victim\($0)") }
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            bus.publish(1)
            done.signal()
        }
        // The delivering thread is inside the blocker; the victim's turn for
        // event 1 has not begun.
        entered.wait()
        victim.cancel()
        log.append("cancel returned")
        bus.publish(2)  // queued behind event 1
        resume.signal()
        done.wait()
        #expect(log.entries == ["blocker1", "cancel returned", "blocker2"])
        withExtendedLifetime(blocker) {}
    }

    @Test func aHandlerCallUnderWayWhenCancelIsCalledMayFinishButNothingFollows() {
        let bus = EventBus<Int>()
        let log = Log<String>()
        let entered = DispatchSemaphore(value: 0)
        let resume = DispatchSemaphore(value: 0)
        let victim = bus.subscribe { event in
            log.append("victim started \(event)")
            if event == 1 {
                entered.signal()
                resume.wait()
            }
            log.append("victim finished \(event)")
        }
        let bystander = bus.subscribe { log.append("bystander\($0)") }
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            bus.publish(1)
            done.signal()
        }
        entered.wait()
        // Returns while the victim's call is still running on the other
        // thread: cancel() never waits for a handler.
        victim.cancel()
        log.append("cancel returned")
        #expect(victim.isCancelled)
        bus.publish(2)
        resume.signal()
        done.wait()
        bus.publish(3)
        #expect(
            log.entries == [
                "victim started 1", "cancel returned", "victim finished 1", "bystander1", "bystander2", "bystander3",
            ]
        )
        withExtendedLifetime(bystander) {}
    }

    @Test func cancellingFromAnotherThreadWhileThatThreadDeliversToo() {
        // The canceller is itself inside a delivery (of another bus) when it
        // cancels; the victim's next call, which begins after cancel()
        // returned, does not happen (B3 on its own bus still holds).
        let bus = EventBus<Int>()
        let other = EventBus<Int>()
        let log = Log<String>()
        let entered = DispatchSemaphore(value: 0)
        let resume = DispatchSemaphore(value: 0)
        let blocker = bus.subscribe { event in
            log.append("blocker\(event)")
            if event == 1 {
                entered.signal()
                resume.wait()
            }
        }
        let victim = bus.subscribe { log.append("victim\($0)") }
        let canceller = other.subscribe { _ in
            victim.cancel()
            log.append("cancelled from a delivery")
        }
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            bus.publish(1)
            done.signal()
        }
        entered.wait()
        other.publish(0)
        resume.signal()
        done.wait()
        #expect(log.entries == ["blocker1", "cancelled from a delivery"])
        withExtendedLifetime((blocker, canceller)) {}
    }
}
