import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// ``TapPopEquivalence`` judges by what the user ends up seeing: a documented
/// redirect at commit ends the peek `vetoed` and then routes what the tap
/// routes, and is equivalent; what else differs is listed.
@MainActor
struct TapPopEquivalenceRedirectTests {
    /// Tabs `{*[Home, List], [Settings]}`, pressed on `List`, with a `login`
    /// element and an interceptor that lets a press preview products and
    /// sends a logged-out user to log in first, then on to the product.
    private func makeWorld() -> TapPopEquivalence.World {
        let world = makeEquivalenceWorld()
        world.host.registerRouteElement("login") { context in NavScreen("Login", seed: context.seed) }
        world.host.addInterceptor(
            DestinationInterceptor(
                named: "login",
                performSynchronously: { request in
                    request.phase == .capture
                        ? .proceed : .redirect(to: "/tab:0/Home/List/login", thenContinue: true)
                }
            )
        )
        return world
    }

    private let product = Destination("product", context: 42) { _, seed in NavScreen("Product42", seed: seed) }

    @Test func aRedirectAtCommitThatEndsWhereTheTapEndsIsEquivalent() throws {
        let report = try TapPopEquivalence.check(makeWorld: makeWorld) { [product] world in
            try world.host.navigate(to: product)
        }

        #expect(report.isEquivalent, "\(report)")
        #expect(report.popDifferences == [])
        #expect(report.tap.description.contains("[Home, List, Login, Product42]"), "\(report.tap)")
        #expect(report.popError?.contains("transitionVetoed") == true, "\(report)")
        #expect(
            report.otherDifferences == [
                "the pop threw \(report.popError ?? ""); the peek did not end popped",
                "the screen shown is not the previewed Product42 but another one built",
            ]
        )
    }

    @Test func aPopThatEndsElsewhereIsStillNotEquivalent() throws {
        let report = try TapPopEquivalence.check(makeWorld: makeEquivalenceWorld) { world in
            guard world.host.engine.isCapturing else { return }
            try world.router.push { seed in NavScreen("OnlyInAPeek", seed: seed) }
        }

        #expect(!report.isEquivalent)
        #expect(report.otherDifferences.count == 1, "\(report)")
    }
}
