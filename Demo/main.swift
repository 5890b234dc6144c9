import PeekAndPop

// A first look at the event bus that every PeekAndPop state stream goes through.
let bus = EventBus<String>()
var subscriptions = Set<Subscription>()

bus.subscribe { print("  analytics  <- \($0)") }.store(in: &subscriptions)
bus.subscribe { event in
    print("  screen     <- \(event)")
    if event == "inPeek" {
        print("  screen     -> publishes \"appearance: peek\" from inside its handler (queued, B2)")
        bus.publish("appearance: peek")
    }
}.store(in: &subscriptions)

print("EventBus demo: \(bus.subscriberCount) subscribers")
print("publish inPeek")
bus.publish("inPeek")
print("publish popped")
bus.publish("popped")
subscriptions.removeAll()
print("tokens released: \(bus.subscriberCount) subscribers")
