import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// What a host answers about how its calls finished (H6), and what it tells
/// its post-routing tasks, however many calls it has made.
@MainActor
struct CompletionTrackingTests {
    @Test func aHostDoesNotAnswerForAnotherEnginesCallWithTheSameNumber() async throws {
        let mine = NavFixture()
        let theirs = NavFixture(animator: ManualAnimator())
        mine.setUpStack("Home")
        theirs.setUpStack("Home")
        let myPush = try mine.router("Home").push(mine.built.make("Detail"))
        let theirPush = try theirs.router("Home").push(theirs.built.make("Detail"))
        #expect(myPush.transitionID == theirPush.transitionID)  // Numbered per engine.

        // Their push is still animating: this host must not answer with its own push's fate.
        #expect(await mine.host.completion(of: theirPush) == .untracked(theirPush.transitionID))
        #expect(await mine.host.completion(of: myPush) == .completed(myPush.transitionID))
    }

    @Test func aRouteThatChangesNothingWhenPerformedIsUnchangedNotCompleted() async throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/Home/Detail")
        var route: RoutingOutcome?
        let preview = try #require(
            try fixture.peek {
                try fixture.screen("Detail")!.router.push { seed in RouteScreen("X", seed: seed) }
                // Frozen after the push: at commit the tree already shows it.
                route = try fixture.host.setRoute("/Home/Detail/X")
            })
        try fixture.engine.commit(preview)
        let outcome = try #require(route)

        let completion = await fixture.host.completion(of: outcome)

        #expect(completion == .unchanged(outcome.transitionID))
        #expect(completion.didChangeTree == false)
        #expect(fixture.host.currentRoute == "/Home/Detail/X")
        #expect(fixture.host.history.map(\.label) == ["setRoute /Home/Detail", "push X"])
    }

    @Test func everyCommittedDestinationReachesThePostRoutingTasksWithItsIdentity() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let seen = NavBox<[DestinationIdentity?]>([])
        fixture.host.addPostRoutingTask(named: "analytics") { [host = fixture.host] record in
            seen.value.append(host.destinationIdentity(of: record))
        }

        // Past twice the history's length, so that remembered identities are
        // trimmed; committed from a peek, so that each identity is filed with
        // its transition's identifier already known.
        for id in 0..<600 {
            let preview = try #require(try fixture.peek { try fixture.host.navigate(to: fixture.product(id)) })
            try fixture.engine.commit(preview)
        }

        #expect(seen.value.count == 600)
        #expect(seen.value.indices.filter { seen.value[$0] == nil } == [])
        #expect(seen.value.last == fixture.host.identity(of: try #require(fixture.screen("Product599"))))
    }
}
