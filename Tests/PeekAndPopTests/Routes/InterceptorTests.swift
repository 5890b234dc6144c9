import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

@MainActor
struct InterceptorTests {
    /// A fixture with tabs and an interceptor whose answers the test sets;
    /// every request it gets is logged as `phase: identity at phase`.
    final class Gate {
        var prepare: InterceptorDecision = .proceed
        var perform: InterceptorAction = .proceed
        var log: [String] = []
    }

    private func makeFixture() -> (RouteFixture, Gate) {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let gate = Gate()
        fixture.host.addInterceptor(
            DestinationInterceptor(
                named: "login",
                prepare: { request in
                    gate.log.append("prepare: \(request)")
                    return gate.prepare
                },
                perform: { request in
                    gate.log.append("perform: \(request)")
                    return gate.perform
                },
                performSynchronously: { request in
                    gate.log.append("performSynchronously: \(request)")
                    return gate.perform
                }
            )
        )
        return (fixture, gate)
    }

    @Test func aRefusalInPrepareAtATapRoutesNothing() throws {
        let (fixture, gate) = makeFixture()
        gate.prepare = .veto("login required")

        let outcome = try fixture.host.navigate(to: fixture.product(42))

        #expect(outcome == .refused("login: login required"))
        #expect(gate.log == ["prepare: product(42) at direct"])
        #expect(fixture.builtNames == [], "nothing built")
        #expect(fixture.changes == [])
        #expect(fixture.nav.diagnostics.codes == [.routingRefused])
        #expect(
            fixture.nav.diagnostics.diagnostics.map(\.message) == [
                "login refused product(42) at direct: login required; nothing routed"
            ]
        )
    }

    @Test func aRefusalInPrepareAtCaptureMeansNoPreview() throws {
        let (fixture, gate) = makeFixture()
        gate.prepare = .veto("login required")
        let before = fixture.host.snapshot()

        let preview = try fixture.peek { try fixture.host.navigate(to: fixture.product(42)) }

        #expect(preview == nil)
        #expect(gate.log == ["prepare: product(42) at capture"])
        #expect(fixture.builtNames == [])
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.states == [], "no peek began (S3, S23)")
        #expect(fixture.nav.diagnostics.codes == [.routingRefused])
    }

    @Test func eachPhaseIsAskedWhenItsCallIsMade() throws {
        let (fixture, gate) = makeFixture()

        try fixture.host.navigate(to: fixture.product(1))
        let preview = try #require(try fixture.peek { try fixture.host.navigate(to: fixture.product(2)) })
        try fixture.engine.commit(preview)
        let release = try #require(try fixture.peek { try fixture.host.navigate(to: fixture.product(3)) })
        fixture.engine.interrupt(.released)

        #expect(release !== preview)
        #expect(
            gate.log == [
                "prepare: product(1) at direct", "performSynchronously: product(1) at direct",
                "prepare: product(2) at capture", "performSynchronously: product(2) at capture",
                "performSynchronously: product(2) at commit",
                "prepare: product(3) at capture", "performSynchronously: product(3) at capture",
            ]
        )
    }

    @Test func aRefusalInPerformAtCommitEndsThePeekVetoed() throws {
        let (fixture, gate) = makeFixture()
        let before = fixture.host.snapshot()
        let preview = try #require(try fixture.peek { try fixture.host.navigate(to: fixture.product(42)) })
        gate.perform = .refuse("login required")

        let error = #expect(throws: PeekError.self) { try fixture.engine.commit(preview) }

        #expect(error?.code == .transitionVetoed)
        #expect(fixture.states == ["session#1 inPeek", "session#1 interrupted(vetoed)"])
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changes == [])
    }

    @Test func aRedirectAtCommitVetoesThePeekThenRoutesTheRedirectAndTheDestinationAfterIt() throws {
        let (fixture, gate) = makeFixture()
        let log = NavBox<[String]>([])
        let observation = fixture.engine.observe { change in log.value.append(change.summary) }
        let changes = fixture.host.changes.subscribe { change in
            MainActor.assumeIsolated { log.value.append(change.summary) }
        }
        let preview = try #require(try fixture.peek { try fixture.host.navigate(to: fixture.product(42)) })
        gate.perform = .redirect(to: "/tab:0/Home/sheet:login", thenContinue: true)

        let error = #expect(throws: PeekError.self) { try fixture.engine.commit(preview) }
        gate.perform = .proceed

        #expect(error?.code == .transitionVetoed)
        #expect(
            log.value == [
                "session#1 inPeek",
                "session#1 interrupted(vetoed)",
                "transition#3 setRoute: presentations[stack#4[sheet:login]]",
                "transition#4 push: stack#4[sheet:login, Product42]",
            ],
            "the redirect runs after the session has ended (S22), as transition#2, which routes what a tap routes"
        )
        #expect(fixture.screen("Product42") !== preview, "the preview was discarded; the destination was built again")
        observation.cancel()
        changes.cancel()
    }

    @Test func aRedirectAtATapSetsItsRouteFirstAndMayStopThere() throws {
        let (fixture, gate) = makeFixture()
        gate.perform = .redirect(to: "/tab:0/Home/sheet:login", thenContinue: false)

        let outcome = try fixture.host.navigate(to: fixture.product(42))

        #expect(outcome == .refused("login: redirected to /tab:0/Home/sheet:login"))
        #expect(fixture.changes == ["transition#1 setRoute: presentations[stack#4[sheet:login]]"])
        #expect(fixture.builtNames == ["sheet:login"])
    }

    /// An async login flow: perform presents a login screen, waits for the
    /// user, dismisses it, and lets the destination through.
    @Test func performAtATapMayWaitForALoginFlowAndThenContinue() async throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let login = NavBox<CheckedContinuation<Bool, Never>?>(nil)
        fixture.host.addInterceptor(
            DestinationInterceptor(
                named: "login",
                perform: { [host = fixture.host] request in
                    _ = try? host.setRoute(Route(host.currentRoute.elements + ["sheet:login"]))
                    let loggedIn = await withCheckedContinuation { login.value = $0 }
                    _ = try? host.setRoute(Route(host.currentRoute.elements.dropLast()))
                    return loggedIn ? .proceed : .refuse("login cancelled")
                }
            )
        )

        let navigation = Task { try await fixture.host.navigateAwaitingInterceptors(to: fixture.product(42)) }
        while login.value == nil {
            await Task.yield()
        }
        #expect(fixture.host.currentRoute == "/tab:0/Home/sheet:login")
        #expect(!fixture.builtNames.contains("Product42"), "the destination waits for the login")
        login.value?.resume(returning: true)
        let outcome = try await navigation.value

        #expect(outcome == .built(.performed(TransitionID(rawValue: 3))))
        #expect(
            fixture.changes == [
                "transition#1 setRoute: presentations[stack#4[sheet:login]]",
                "transition#2 setRoute: presentations[]",
                "transition#3 push: stack#2[Home, Product42]",
            ]
        )
    }

    @Test func removedInterceptorsAreNotAsked() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let id = fixture.host.addInterceptor(
            DestinationInterceptor(named: "never", prepare: { _ in .veto("no") })
        )

        #expect(fixture.host.removeInterceptor(id))
        #expect(!fixture.host.removeInterceptor(id))
        #expect(try fixture.host.navigate(to: fixture.product(1)) == .built(.performed(TransitionID(rawValue: 1))))
    }

    /// One registry, one verb pair: `removeInterceptor` takes away either
    /// kind of interceptor by its identifier, and nothing else.
    @Test func oneVerbPairAddsAndRemovesBothKindsOfInterceptor() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        var tasks: [String] = []
        let destinations = fixture.host.addInterceptor(
            DestinationInterceptor(named: "destinations", prepare: { _ in .veto("no destinations") })
        )
        let transitions = fixture.host.addInterceptor(named: "transitions") { _ in .veto("no transitions") }
        let task = fixture.host.addPostRoutingTask(named: "task") { tasks.append($0.label) }
        #expect(Set([destinations, transitions, task]).count == 3)

        #expect(!fixture.host.removeInterceptor(task))
        #expect(fixture.host.removeInterceptor(destinations))
        #expect(!fixture.host.removeInterceptor(destinations))
        #expect(try fixture.host.navigate(to: fixture.product(1)) == .built(.discarded(TransitionID(rawValue: 1))))
        #expect(fixture.host.removeInterceptor(transitions))
        #expect(!fixture.host.removeInterceptor(transitions))
        #expect(!fixture.host.removePostRoutingTask(destinations))
        #expect(try fixture.host.navigate(to: fixture.product(2)) == .built(.performed(TransitionID(rawValue: 2))))
        #expect(tasks.count == 1)
        #expect(fixture.host.removePostRoutingTask(task))
    }
}
