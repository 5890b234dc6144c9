import Testing

@testable import PeekAndPop
@testable import PeekAndPopNavigation

/// What a host remembers of the screens it built (the element and identity
/// each was built for, H8, H9) is kept in a table of its own, not a
/// dictionary (a cache miss per screen once a long route's screens outgrow
/// the cache, H1): it answers exactly what the dictionary of weak entries
/// answered, whatever the order of the changes, screens released and their
/// addresses reused included.
@MainActor
struct BuiltTableTests {
    /// A deterministic stream of numbers (a linear congruential generator).
    private struct Numbers {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// The rule the host followed with a dictionary of weak entries.
    private struct Model {
        var entries: [ObjectIdentifier: RoutingState.Built] = [:]

        func entry(for screen: any Screen) -> RoutingState.Built? {
            guard let entry = entries[ObjectIdentifier(screen)], entry.screen === screen else { return nil }
            return entry
        }

        mutating func remember(_ screen: any Screen, element: RouteElement?, identity: DestinationIdentity?) {
            var entry = entry(for: screen) ?? RoutingState.Built(screen: screen)
            entry.element = element ?? entry.element
            entry.identity = identity ?? entry.identity
            entries[ObjectIdentifier(screen)] = entry
        }
    }

    // H1, H8, H9: screens remembered, remembered again with or without an
    // element or an identity, released (a new screen may take the address
    // of a released one) and made room for, in any order and past several
    // sweeps of the released ones: every live screen resolves as the
    // dictionary resolved it, and a new screen at a released one's address
    // resolves to nothing until it is remembered.
    @Test(arguments: [1, 2, 3])
    func theTableResolvesWhatTheDictionaryResolved(seed: UInt64) {
        var numbers = Numbers(state: seed)
        var screens: [TestScreen] = (0..<200).map { TestScreen("s\($0)") }
        let routing = RoutingState()
        var model = Model()
        for step in 0..<8_000 {
            let position = numbers.next(screens.count)
            let screen = screens[position]
            switch numbers.next(12) {
            case 0..<6:
                let element = numbers.next(3) == 0 ? nil : RouteElement("e", argument: String(step))
                let identity = numbers.next(3) == 0 ? DestinationIdentity(kind: "d", context: step) : nil
                routing.rememberBuilt(screen, element: element, identity: identity)
                model.remember(screen, element: element, identity: identity)
            case 6..<11:
                // Released; the new screen is often made where it was.
                screens[position] = TestScreen("s\(step)")
            default:
                routing.expect(numbers.next(300))
            }
            let probe = screens[numbers.next(screens.count)]
            #expect(routing.entry(for: probe)?.element == model.entry(for: probe)?.element)
            #expect(routing.entry(for: probe)?.identity == model.entry(for: probe)?.identity)
            #expect((routing.entry(for: probe)?.screen).map { $0 === probe } ?? true)
        }
        for screen in screens {
            #expect(routing.entry(for: screen)?.element == model.entry(for: screen)?.element)
            #expect(routing.entry(for: screen)?.identity == model.entry(for: screen)?.identity)
        }
    }

    // H1: routes one screen long, each making room for its screen, grow
    // what the host remembers geometrically: a few dozen sizes for 20,000
    // screens, not one copy of everything per route.
    @Test func makingRoomForShortRoutesGrowsGeometrically() {
        let routing = RoutingState()
        var screens: [TestScreen] = []
        var capacities: Set<Int> = []
        for index in 0..<20_000 {
            routing.expect(1)
            let screen = TestScreen("s\(index)")
            screens.append(screen)
            routing.rememberBuilt(screen, element: RouteElement("e", argument: String(index)))
            capacities.insert(routing.built.capacity)
        }
        #expect(capacities.count < 40)
        #expect(routing.entry(for: screens[12_345])?.element == RouteElement("e", argument: "12345"))
    }
}
