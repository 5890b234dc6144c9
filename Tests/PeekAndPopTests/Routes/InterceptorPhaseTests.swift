import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// Interceptors know the phase they are asked in, and the documented login
/// and feature-flag patterns do at a press what users expect: no preview of
/// a screen the user may not see, nothing presented (S22, S23, H10).
@MainActor
struct InterceptorPhaseTests {
    final class Session {
        var isLoggedIn = false
    }

    /// `addInterceptor`'s documented login pattern, which presents the login
    /// screen from `loginRouter` except at capture.
    private func addDocumentedLogin(to fixture: RouteFixture, session: Session) throws {
        let loginRouter = try #require(fixture.screen("Home")).router
        fixture.host.addInterceptor(named: "login") { request in
            guard request.kind == .push, !session.isLoggedIn else { return .proceed }
            if request.phase != .capture {
                _ = try? loginRouter.presentModally { seed in RouteScreen("Login", seed: seed) }
            }
            return .veto("login required")
        }
    }

    @Test func interceptorsAreToldThePhaseTheyAreAskedIn() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let home = try #require(fixture.screen("Home"))
        var asked: [String] = []
        fixture.host.addInterceptor(named: "log") { request in
            asked.append("\(request.label) at \(request.phase)")
            return .proceed
        }

        try home.router.push { seed in RouteScreen("A", seed: seed) }
        let preview = try #require(try fixture.peek { try home.router.push { seed in RouteScreen("B", seed: seed) } })
        try fixture.engine.commit(preview)

        #expect(asked == ["push A at perform", "push B at capture", "push B at commit"])
    }

    @Test func theDocumentedLoginInterceptorGivesNoPreviewAndPresentsNothingAtAPress() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let session = Session()
        try addDocumentedLogin(to: fixture, session: session)
        let home = try #require(fixture.screen("Home"))
        let before = fixture.host.snapshot()

        let preview = try fixture.peek { try home.router.push { seed in RouteScreen("Account", seed: seed) } }

        #expect(preview == nil, "the account screen is never the preview of a logged-out user")
        #expect(fixture.states == [])
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changes == [])

        // A tap presents the login screen and routes nothing else.
        try home.router.push { seed in RouteScreen("Account", seed: seed) }
        #expect(fixture.tree.hasSuffix("> Login"))
        #expect(fixture.changes == ["transition#3 presentModally: presentations[Login]"])
    }

    /// An interceptor that presents the login screen in every phase: at a
    /// press the presentation is refused, so it is never the preview.
    @Test func aRoutingCallAnInterceptorMakesAtCaptureIsRefusedSoAPressPresentsNothing() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let home = try #require(fixture.screen("Home"))
        fixture.host.addInterceptor(named: "login") { [router = home.router] request in
            guard request.kind == .push else { return .proceed }
            _ = try? router.presentModally { seed in RouteScreen("Login", seed: seed) }
            return .veto("login required")
        }
        let before = fixture.host.snapshot()

        let preview = try fixture.peek { try home.router.push { seed in RouteScreen("Account", seed: seed) } }

        #expect(preview == nil, "neither the vetoed account screen nor the login screen is a preview")
        #expect(fixture.states == [])
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.nav.diagnostics.codes == [.transitionRefused, .transitionRefused])
        #expect(
            fixture.nav.diagnostics.diagnostics.map(\.message) == [
                "presentModally Login (transition#2) was refused at capture and not frozen: "
                    + "made by an interceptor at capture, where routing calls are not frozen",
                "push Account (transition#1) was refused at capture and not frozen: login: login required",
            ]
        )
    }

    @Test func aFeatureFlagInterceptorGivesNoPreviewOfAFlaggedScreen() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let home = try #require(fixture.screen("Home"))
        fixture.host.addInterceptor(named: "flags") { request in
            request.destination?.screenName == "Beta" ? .veto("feature off") : .proceed
        }

        let preview = try fixture.peek { try home.router.push { seed in RouteScreen("Beta", seed: seed) } }

        #expect(preview == nil)
        #expect(fixture.states == [])
    }

    // MARK: Destination interceptors

    /// The article's login interceptor (``DestinationInterceptor``): logged
    /// out, a press gives no preview and does not route the redirect; a tap
    /// routes the redirect.
    @Test func theDocumentedDestinationLoginGivesNoPreviewAndRoutesNoRedirectAtAPress() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let session = Session()
        fixture.host.addInterceptor(
            DestinationInterceptor(
                named: "login",
                performSynchronously: { _ in
                    session.isLoggedIn ? .proceed : .redirect(to: "/tab:1/Settings/login", thenContinue: false)
                }
            )
        )
        let before = fixture.host.snapshot()

        let preview = try fixture.peek { try fixture.host.navigate(to: fixture.product(42)) }

        #expect(preview == nil)
        #expect(fixture.builtNames == [], "neither the product nor the login screen was built")
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.states == [])
        #expect(
            fixture.nav.diagnostics.diagnostics.map(\.message) == [
                "login refused product(42) at capture: redirects to /tab:1/Settings/login, "
                    + "which a press does not route; nothing routed"
            ]
        )

        #expect(
            try fixture.host.navigate(to: fixture.product(42)) == .refused("login: redirected to /tab:1/Settings/login")
        )
        #expect(fixture.host.currentRoute == "/tab:1/Settings/login")
    }

    @Test func aRoutingCallADestinationInterceptorMakesAtCaptureIsRefused() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        fixture.host.addInterceptor(
            DestinationInterceptor(
                named: "eager",
                prepare: { [host = fixture.host] _ in
                    _ = try? host.setRoute("/tab:0/Home/sheet:login")
                    return .proceed
                }
            )
        )

        let preview = try #require(try fixture.peek { try fixture.host.navigate(to: fixture.product(42)) })

        #expect(preview.screenName == "Product42", "the login sheet is not the preview")
        try fixture.engine.commit(preview)
        #expect(fixture.tree == "tabs#1{*stack#2[Home, Product42], stack#3[Settings]}")
    }

    /// Two interceptors: the first redirects at commit and asks to continue,
    /// the second refuses. As at a tap, the redirect is routed and the
    /// refusal holds; nothing is built inside the commit's check.
    @Test func aRedirectAtCommitGoesThroughTheInterceptorsAfterItAndBuildsNothingInsideTheCheck() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let redirecting = NavBox(false)
        let log = NavBox<[String]>([])
        fixture.host.addInterceptor(
            DestinationInterceptor(
                named: "login",
                performSynchronously: { _ in
                    redirecting.value ? .redirect(to: "/tab:0/Home/sheet:login", thenContinue: true) : .proceed
                }
            )
        )
        fixture.host.addInterceptor(
            DestinationInterceptor(
                named: "flags",
                performSynchronously: { [host = fixture.host] request in
                    request.phase == .capture || host.currentRoute != "/tab:0/Home/sheet:login"
                        ? .proceed : .refuse("not after a login")
                }
            )
        )
        let observation = fixture.engine.observe { change in log.value.append(change.summary) }
        let product = Destination("product", context: 42) { _, seed in
            log.value.append("build Product42")
            return RouteScreen("Product42", seed: seed)
        }
        let preview = try #require(try fixture.peek { try fixture.host.navigate(to: product) })
        redirecting.value = true

        let error = #expect(throws: PeekError.self) { try fixture.engine.commit(preview) }

        #expect(error?.code == .transitionVetoed)
        #expect(
            log.value == ["build Product42", "session#1 inPeek", "session#1 interrupted(vetoed)"],
            "the destination is not built again: the interceptor after the redirect refuses it"
        )
        #expect(fixture.tree == "tabs#1{*stack#2[Home], stack#3[Settings]} > stack#4[sheet:login]")

        // The same at a tap.
        let tapped = RouteFixture()
        tapped.setUpTabs()
        tapped.host.addInterceptor(
            DestinationInterceptor(
                named: "login",
                performSynchronously: { _ in .redirect(to: "/tab:0/Home/sheet:login", thenContinue: true) }
            )
        )
        tapped.host.addInterceptor(
            DestinationInterceptor(named: "flags", performSynchronously: { _ in .refuse("not after a login") })
        )
        #expect(try tapped.host.navigate(to: tapped.product(42)) == .refused("flags: not after a login"))
        #expect(tapped.tree == fixture.tree)
        observation.cancel()
    }

    @Test func aRedirectAtCommitThatContinuesBuildsTheDestinationOnlyAfterTheSessionEnded() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        let redirecting = NavBox(false)
        let log = NavBox<[String]>([])
        fixture.host.addInterceptor(
            DestinationInterceptor(
                named: "login",
                performSynchronously: { _ in
                    redirecting.value ? .redirect(to: "/tab:0/Home/sheet:login", thenContinue: true) : .proceed
                }
            )
        )
        let observation = fixture.engine.observe { change in log.value.append(change.summary) }
        let product = Destination("product", context: 42) { _, seed in
            log.value.append("build Product42")
            return RouteScreen("Product42", seed: seed)
        }
        let preview = try #require(try fixture.peek { try fixture.host.navigate(to: product) })
        redirecting.value = true
        log.value = []

        #expect(throws: PeekError.self) { try fixture.engine.commit(preview) }

        #expect(log.value == ["session#1 interrupted(vetoed)", "build Product42"])
        #expect(fixture.tree == "tabs#1{*stack#2[Home], stack#3[Settings]} > stack#4[sheet:login, Product42]")
        observation.cancel()
    }

    // MARK: Find-or-create seen by interceptors

    /// The second of two calls for one destination in one window finds what
    /// the first builds: its interceptors are told so, at capture as at a tap.
    @Test func theSecondCallForOneDestinationSeesItInTheTreeAtCaptureAsAtATap() throws {
        var asked: [String] = []
        func makeFixture() -> RouteFixture {
            let fixture = RouteFixture()
            fixture.setUpTabs()
            fixture.host.addInterceptor(
                DestinationInterceptor(
                    named: "log",
                    prepare: { request in
                        asked.append("\(request.identity) isInTree=\(request.isInTree)")
                        return .proceed
                    }
                )
            )
            return fixture
        }

        let tapped = makeFixture()
        try tapped.host.navigate(to: tapped.product(42))
        try tapped.host.navigate(to: tapped.product(42))
        let atTap = asked
        asked = []
        let peeked = makeFixture()
        _ = try peeked.peek {
            try peeked.host.navigate(to: peeked.product(42))
            try peeked.host.navigate(to: peeked.product(42))
        }

        #expect(atTap == ["product(42) isInTree=false", "product(42) isInTree=true"])
        #expect(asked == atTap)
    }

    // MARK: Identity

    @Test func identitiesFromIntegersOfDifferentTypesAreDifferentDestinations() {
        let int = DestinationIdentity(kind: "product", context: 1)
        let int64 = DestinationIdentity(kind: "product", context: Int64(1))
        let byte = DestinationIdentity(kind: "product", context: UInt8(1))

        #expect(int != int64)
        #expect(int != byte)
        #expect(int64 != byte)
        #expect(Set([int, int64, byte]).count == 3)
        #expect(int == DestinationIdentity(kind: "product", context: 1))
        #expect(int64.context(as: Int64.self) == 1)
        #expect(int64.context(as: Int.self) == nil)
    }

    @Test func aDestinationWithAnInt64ContextDoesNotFindTheScreenOfAnIntOne() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        try fixture.host.navigate(to: fixture.product(1))
        let wide = Destination("product", context: Int64(1)) { _, seed in RouteScreen("Wide", seed: seed) }

        let outcome = try fixture.host.navigate(to: wide)

        #expect(outcome == .built(.performed(TransitionID(rawValue: 2))))
        #expect(fixture.tree == "tabs#1{*stack#2[Home, Product1, Wide], stack#3[Settings]}")
    }
}
