import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A screen whose name the app changes, as a route reads it (H8).
@MainActor
final class RenamableScreen: Screen {
    var screenName: String

    init(_ name: String) {
        screenName = name
    }
}

/// A screen whose destination identity the app changes (H9).
@MainActor
final class ReidentifiableScreen: IdentifiableScreen {
    var destinationIdentity: DestinationIdentity
    let screenName = "Product"

    init(_ id: Int) {
        destinationIdentity = DestinationIdentity(kind: "product", context: id)
    }
}

extension PopIsTapDefectTests {
    // MARK: Refused routes and the route plan cache (defect 4)

    @Test func aRefusedRouteLeavesTheCurrentRouteAsItWas() throws {
        // Before: the builder's screen, already in the tree, was remembered
        // as `cached` before the route was refused: the current route read
        // `/A/cached`.
        let fixture = RouteFixture()
        try fixture.setUpStack("/A/B")
        fixture.host.registerRouteElement("cached") { [unowned fixture] _ in fixture.screen("B")! }

        let outcome = try fixture.host.setRoute("/A/cached")
        let preview = try fixture.peek { try fixture.host.setRoute("/A/cached") }

        #expect(outcome == .discarded(TransitionID(rawValue: 2)), "refused: B is in the tree")
        #expect(preview == nil, "refused at capture: no peek (S23)")
        #expect(fixture.host.currentRoute == "/A/B")
        #expect(fixture.tree == "stack#1[A, B]")
        #expect(fixture.changes == [])
        #expect(fixture.states == [])
    }

    /// Root stack `[A, <screen>]`, the second screen pushed, not built for
    /// a route element; nothing recorded.
    static func stack(with screen: @escaping @MainActor () -> any Screen) -> (RouteFixture) throws -> Void {
        { fixture in
            try fixture.setUpStack("/A")
            try #require(fixture.screen("A")).router.push { _ in screen() }
            fixture.clearRecords()
        }
    }

    /// A route that the tree comes to show before the pop, by a change of
    /// a screen's name or identity: the pop does nothing, as a tap then does.
    func expectRouteShownBeforeThePopChangesNothing(
        _ route: Route, setUp: (RouteFixture) throws -> Void, change: @MainActor (RouteFixture) -> Void
    ) throws {
        let tapped = RouteFixture()
        try setUp(tapped)
        change(tapped)
        #expect(try tapped.host.setRoute(route) == nil, "the tree shows the route: nothing is routed")

        let popped = RouteFixture()
        try setUp(popped)
        let preview = try #require(try popped.peek { try popped.host.setRoute(route) })
        change(popped)
        try popped.engine.commit(preview)

        #expect(popped.tree == tapped.tree)
        #expect(popped.host.currentRoute == route)
        #expect(popped.changes == tapped.changes)
        #expect(tapped.states == [])
        #expect(popped.states == ["session#1 inPeek", "session#1 popped"])
    }

    @Test func aScreenRenamedToTheRouteBeforeThePopIsNotRebuilt() throws {
        // Before: the plan made at the call was applied on pop, as nothing
        // counted the new name: Draft was replaced by a new X.
        let draft = NavBox<RenamableScreen?>(nil)
        try expectRouteShownBeforeThePopChangesNothing(
            "/A/X",
            setUp: Self.stack {
                let screen = RenamableScreen("Draft")
                draft.value = screen
                return screen
            },
            change: { _ in draft.value?.screenName = "X" })
    }

    @Test func aScreenWhoseIdentityBecomesTheRoutesBeforeThePopIsNotRebuilt() throws {
        // Before: as for a name, the new identity went unseen and the pop
        // replaced the screen with a new product:7.
        let product = NavBox<ReidentifiableScreen?>(nil)
        try expectRouteShownBeforeThePopChangesNothing(
            "/A/product:7",
            setUp: Self.stack {
                let screen = ReidentifiableScreen(1)
                product.value = screen
                return screen
            },
            change: { _ in product.value?.destinationIdentity = DestinationIdentity(kind: "product", context: 7) })
    }
}
