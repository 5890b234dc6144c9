import PeekAndPop
import Testing

// B6
struct EventBusAsyncSequenceTests {
    @Test func streamDeliversEventsPublishedAfterItWasMade() async {
        let bus = EventBus<Int>()
        bus.publish(0)
        let stream = bus.events()
        bus.publish(1)
        bus.publish(2)
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == 1)
        #expect(await iterator.next() == 2)
    }

    @Test func streamFinishesWhenTheBusGoesAway() async {
        var bus: EventBus<Int>? = EventBus<Int>()
        let stream = bus!.events()
        bus!.publish(1)
        bus = nil
        var received: [Int] = []
        for await event in stream {
            received.append(event)
        }
        #expect(received == [1])
    }

    @Test func streamEndsTheSubscriptionWhenTheConsumerStops() async {
        let bus = EventBus<Int>()
        do {
            let stream = bus.events()
            #expect(bus.subscriberCount == 1)
            bus.publish(1)
            for await event in stream {
                #expect(event == 1)
                break
            }
        }
        #expect(bus.subscriberCount == 0)
    }

    @Test func streamEndsWhenTheConsumingTaskIsCancelled() async {
        let bus = EventBus<Int>()
        let stream = bus.events()
        let consumer = Task {
            var count = 0
            for await _ in stream {
                count += 1
            }
            return count
        }
        consumer.cancel()
        #expect(await consumer.value == 0)
        #expect(bus.subscriberCount == 0)
    }

    @Test func bufferingNewestKeepsOnlyTheLatest() async {
        let bus = EventBus<Int>()
        let stream = bus.events(bufferingPolicy: .bufferingNewest(2))
        for event in 1...5 {
            bus.publish(event)
        }
        var iterator = stream.makeAsyncIterator()
        #expect(await iterator.next() == 4)
        #expect(await iterator.next() == 5)
    }
}
