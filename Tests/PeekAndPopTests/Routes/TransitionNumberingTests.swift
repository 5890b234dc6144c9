import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A transition is numbered when it reaches the engine's seam, before it is
/// checked, frozen or performed: whatever it becomes carries its identifier.
@MainActor
struct TransitionNumberingTests {
    /// What the interceptors were told of the module each call shows: its
    /// seed's transition identifier, at each phase.
    private func recordSeeds(of fixture: RouteFixture) -> () -> [String] {
        var asked: [String] = []
        fixture.host.addInterceptor(named: "seeds") { request in
            let id = (request.destination as? RouteScreen)?.router.seed.transitionID
            asked.append("\(request.label) at \(request.phase): \(id.map { "\($0)" } ?? "nil")")
            return .proceed
        }
        return { asked }
    }

    @Test func aTapIsNumberedBeforeItsChecksRun() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let home = try #require(fixture.screen("Home"))
        let asked = recordSeeds(of: fixture)

        let outcome = try home.router.push { seed in RouteScreen("A", seed: seed) }

        #expect(outcome == .performed(outcome.transitionID))
        #expect(asked() == ["push A at perform: \(outcome.transitionID)"])
    }

    @Test func aFrozenCallIsNumberedBeforeItsCaptureCheckAndKeepsItsNumberAtCommit() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let home = try #require(fixture.screen("Home"))
        let asked = recordSeeds(of: fixture)
        var frozen: RoutingOutcome?

        let preview = try #require(
            try fixture.peek { frozen = try home.router.push { seed in RouteScreen("B", seed: seed) } })
        try fixture.engine.commit(preview)

        let id = try #require(frozen).transitionID
        #expect(frozen == .frozen(id, into: SessionID(rawValue: 1)))
        #expect(asked() == ["push B at capture: \(id)", "push B at commit: \(id)"])
        #expect(fixture.host.history.last?.id == id)
    }

    @Test func aDestinationShownByATapIsFiledUnderItsTransitionWhenItIsApplied() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        var filed: [String] = []
        fixture.host.addPostRoutingTask(named: "identities") { [host = fixture.host] record in
            filed.append("\(record.id): \(host.destinationIdentity(of: record).map { "\($0)" } ?? "nil")")
        }
        let destination = Destination("product", context: 7) { _, seed throws(NavigationError) in
            RouteScreen("Product", seed: seed)
        }

        let outcome = try #require(try fixture.host.navigate(to: destination).routingOutcome)

        #expect(filed == ["\(outcome.transitionID): \(destination.identity)"])
    }
}
