import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// Chained routes: each step starts once the previous one's visual change has
/// finished, and the result says whether the whole chain completed (H6).
@MainActor
struct ChainedRouteTests {
    private func settle() async {
        for _ in 0..<20 { await Task.yield() }
    }

    @Test func eachStepStartsOnlyAfterThePreviousOneFinishedAnimating() async throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.setUpStack("Home")
        fixture.host.registerRouteHandler(for: "orders") { _ in [.push { NavScreen("Orders", seed: $0) }] }
        let home = try fixture.router("Home")

        let chain = Task {
            await fixture.host.performChain([
                .call("push List") { try home.push(fixture.built.make("List")) },
                .openRelative("/orders"),
                .call("present Receipt") { try home.presentModally(fixture.built.make("Receipt")) },
            ])
        }
        await settle()
        #expect(fixture.host.snapshot().description == "stack#1[Home, List]", "only the first step has run")

        animator.complete(0)
        await settle()
        #expect(fixture.host.snapshot().description == "stack#1[Home, List, Orders]")

        animator.complete(1)
        await settle()
        #expect(fixture.host.snapshot().description == "stack#1[Home, List, Orders] > Receipt")
        animator.complete(2)

        let result = await chain.value
        #expect(result.isComplete)
        #expect(result.completions.compactMap { $0?.didChangeTree } == [true, true, true])
        #expect(result.description == "completed 3 steps")
    }

    @Test func aVetoedStepStopsTheChain() async throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        let home = try fixture.router("Home")
        fixture.host.addInterceptor(named: "login") { request in
            request.destination?.screenName == "Account" ? .veto("signed out") : .proceed
        }

        let result = await fixture.host.performChain([
            .call("push List") { try home.push(fixture.built.make("List")) },
            .call("push Account") { try home.push(fixture.built.make("Account")) },
            .call("push Never") { try home.push(fixture.built.make("Never")) },
        ])

        #expect(!result.isComplete)
        guard case .notPerformed(let step, let completion)? = result.stop else {
            Issue.record("the chain did not stop: \(result)")
            return
        }
        #expect(step == 1)
        #expect(completion == .discarded(completion.transitionID))
        #expect(!fixture.built.wasMade("Never"))
        #expect(fixture.host.snapshot().description == "stack#1[Home, List]")
    }

    @Test func aStepThatThrowsStopsTheChainBeforeRoutingAnything() async throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        let home = try fixture.router("Home")

        let result = await fixture.host.performChain([
            .call("nothing to do") { nil as RoutingOutcome? },
            .openRelative("/unknown"),
            .call("push Never") { try home.push(fixture.built.make("Never")) },
        ])

        #expect(result.completions.count == 2)
        guard case .threw(let step, let error)? = result.stop else {
            Issue.record("the chain did not stop: \(result)")
            return
        }
        #expect(step == 1)
        #expect(error.code == NavigationError.Code.unknownRouteElement)
        #expect(!fixture.built.wasMade("Never"))
    }

    @Test func aChainStartedInATaskOfOnPeekWithNoPreviewIsDiscardedWithItsPeek() async throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        let home = try #require(fixture.screen("Home"))
        let chain = NavBox<Task<RouteChainResult, Never>?>(nil)
        let preview = fixture.peek(from: home) {
            chain.value = Task {
                await fixture.host.performChain([
                    .call("push List") { try home.router.push(fixture.built.make("List")) },
                    .call("push Detail") { try home.router.push(fixture.built.make("Detail")) },
                ])
            }
        }
        await settle()
        #expect(preview == nil, "the first step runs in a task, after onPeek returned: no preview yet")
        #expect(fixture.host.snapshot().description == "stack#1[Home]")

        let result = try #require(await chain.value?.value)
        guard case .notPerformed(0, .discarded)? = result.stop else {
            Issue.record("the first step was not discarded with its peek (S12): \(result)")
            return
        }
        #expect(fixture.host.snapshot().description == "stack#1[Home]")
        #expect(!fixture.built.wasMade("Detail"))
    }
}
