import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A module's own calls (dismiss, focus, set stack, its tab and split
/// routers) made in `onPeek` after calls that take the module or its stack
/// out of the tree throw what they throw at a tap: they are checked against
/// the tree those calls leave, not the live one (H12, S22). Found by
/// ``WindowPropertyTests``.
@MainActor
struct FrozenModuleCallTests {
    /// What each call threw (`nil` for none) at a tap in one world and in
    /// `onPeek` in another, each set up by `setUp`, and the second world
    /// after the pop (or, without a peek, after the calls run as a tap); the
    /// calls are bound to their modules before they run, as a handler holds
    /// its screen.
    static func throwsAtATapAndInOnPeek(
        setUp: (RouteFixture) throws -> Void,
        _ calls: [@MainActor (RouteFixture) throws -> @MainActor () throws -> Void]
    ) throws -> (tap: [NavigationError.Code?], peek: [NavigationError.Code?], popped: RouteFixture) {
        func run(_ steps: [@MainActor () throws -> Void]) -> [NavigationError.Code?] {
            steps.map { step in
                do {
                    try step()
                    return nil
                } catch {
                    return (error as? NavigationError)?.code
                }
            }
        }
        let tapped = RouteFixture()
        try setUp(tapped)
        let tap = run(try calls.map { try $0(tapped) })
        let popped = RouteFixture()
        try setUp(popped)
        let steps = try calls.map { try $0(popped) }
        var peek: [NavigationError.Code?] = []
        let source = try #require(popped.host.topmostScreen)
        if let preview = popped.nav.peek(from: source, { peek = run(steps) }) {
            try popped.engine.commit(preview)
        } else {
            // No peek (nothing frozen shows a screen): the window runs as a tap.
            _ = run(steps)
        }
        #expect(popped.tree == tapped.tree, "the pop ends where the tap ends")
        return (tap, peek, popped)
    }

    @Test func aModuleThatAnEarlierFrozenRouteTookOutCannotDismissItselfAsAtATap() throws {
        // Before: the route's dismissal was not found in the tree its pops
        // had changed (a presentation compared by content), so the route
        // was decided when performed and the dismissal was frozen.
        let (tap, peek, _) = try Self.throwsAtATapAndInOnPeek(
            setUp: { fixture in
                try fixture.setUpStack("/X/product:2/Y/sheet:2/Z")
            },
            [
                { fixture in { try fixture.host.setRoute("/C/D") } },
                { fixture in
                    let x = try #require(fixture.screen("X"))
                    return { _ = try x.router.dismissCurrentModule() }
                },
            ])

        #expect(tap == [nil, .moduleNotInTree])
        #expect(peek == tap)
    }

    @Test func aModuleWhoseTabAnEarlierFrozenCallRemovedCannotSetItsStackAsAtATap() throws {
        // Before: frozen, and at commit the screens were set on the topmost
        // stack (a presented one) in place of the module's removed stack.
        let (tap, peek, popped) = try Self.throwsAtATapAndInOnPeek(
            setUp: { fixture in
                fixture.setUpTabs()
                try #require(fixture.screen("Home")).router.presentInNavigationStack { seed in
                    RouteScreen("S", seed: seed)
                }
                fixture.clearRecords()
            },
            [
                { fixture in
                    let settings = try #require(fixture.screen("Settings"))
                    return { try settings.router.tabsRouter?.removeTab(at: 1) }
                },
                { fixture in
                    let s = try #require(fixture.screen("S"))
                    return { try s.router.push { seed in RouteScreen("P", seed: seed) } }
                },
                { fixture in
                    let settings = try #require(fixture.screen("Settings"))
                    return { try settings.router.setStack([{ seed in RouteScreen("Settings", seed: seed) }]) }
                },
            ])

        #expect(tap == [nil, nil, .moduleNotInTree])
        #expect(peek == tap)
        #expect(popped.tree == "tabs#1{*stack#2[Home]} > stack#4[S, P]")
    }

    @Test func aModuleThatAFrozenDismissalTookOutCannotFocusAsAtATap() throws {
        let (tap, peek, _) = try Self.throwsAtATapAndInOnPeek(
            setUp: { fixture in try fixture.setUpStack("/Home/List") },
            [
                { fixture in
                    let list = try #require(fixture.screen("List"))
                    return { _ = try list.router.dismissCurrentModule() }
                },
                { fixture in
                    let list = try #require(fixture.screen("List"))
                    return { _ = try list.router.focusOnCurrentModule() }
                },
            ])

        #expect(tap == [nil, .moduleNotInTree])
        #expect(peek == tap)
    }

    @Test func aTabsRouterAskedForAfterAFrozenCallTookItsModuleOutBindsAsAtATap() throws {
        // Before: asked for in `onPeek`, the router bound to the presented
        // tabs the module was in, and the commit found them gone; at a tap
        // it binds to the root's tabs.
        let (tap, peek, popped) = try Self.throwsAtATapAndInOnPeek(
            setUp: { fixture in
                fixture.setUpTabs()
                try #require(fixture.screen("Home")).router.present(
                    .tabs([[{ seed in RouteScreen("Mail", seed: seed) }], [{ seed in RouteScreen("X", seed: seed) }]]))
                fixture.clearRecords()
            },
            [
                { fixture in
                    let mail = try #require(fixture.screen("Mail"))
                    return { _ = try mail.router.dismissCurrentModule() }
                },
                { fixture in
                    let mail = try #require(fixture.screen("Mail"))
                    return { try mail.router.tabsRouter?.selectTab(1) }
                },
            ])

        #expect(tap == [nil, nil])
        #expect(peek == tap)
        #expect(popped.tree == "tabs#1{stack#2[Home], *stack#3[Settings]}")
    }

    @Test func aSetStackWhoseStackARouteDecidedWhenPerformedRemovedChangesNothingAtCommit() throws {
        // The route, frozen after a push, is planned only when performed, so
        // `onPeek` cannot know that it dismisses S1's stack (a known limit:
        // the set stack is frozen where a tap throws). At commit it changes
        // nothing, as at the tap; before, it set the topmost stack (the
        // root's) to its screens.
        let (tap, peek, popped) = try Self.throwsAtATapAndInOnPeek(
            setUp: { fixture in
                try fixture.setUpStack("/A")
                try #require(fixture.screen("A")).router.presentInNavigationStack { seed in
                    RouteScreen("S1", seed: seed)
                }
                fixture.clearRecords()
            },
            [
                { fixture in
                    let s1 = try #require(fixture.screen("S1"))
                    return { try s1.router.push { seed in RouteScreen("P", seed: seed) } }
                },
                { fixture in { try fixture.host.setRoute("/A") } },
                { fixture in
                    let s1 = try #require(fixture.screen("S1"))
                    return {
                        try s1.router.setStack([
                            { seed in RouteScreen("S1", seed: seed) }, { seed in RouteScreen("B", seed: seed) },
                        ])
                    }
                },
            ])

        #expect(tap == [nil, nil, .moduleNotInTree])
        #expect(peek == [nil, nil, nil], "decided when performed: not known in onPeek")
        #expect(popped.tree == "stack#1[A]")
    }
}
