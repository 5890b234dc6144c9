import PeekAndPopTesting
import Testing

@testable import PeekAndPop
@testable import PeekAndPopNavigation

/// A router call is a list of tree edits (H1): a frozen transition prints
/// what it will do in the tree's vocabulary, each stack, tab container and
/// split named by how it is found when performed (H2); the edits are
/// checked against the tree as it is (S23).
@MainActor
struct TreeEditTests {
    @Test func frozenModuleCallsPrintTheirEditsBoundWhenPerformed() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/Home/List")
        let list = try #require(fixture.screen("List"))
        var printed: [String] = []
        let preview = try fixture.peek {
            try list.router.push { seed in RouteScreen("Product7", seed: seed) }
            // Keeps List, whose calls follow (one that took it out would
            // make them throw, as at a tap).
            try list.router.setStack(keepingFirst: 2, [{ seed in RouteScreen("X", seed: seed) }])
            try list.router.presentModally { seed in RouteScreen("Y", seed: seed) }
            // Focus first: once dismissed, List is out of the tree and its
            // calls throw, as at a tap.
            _ = try list.router.focusOnCurrentModule()
            _ = try list.router.dismissCurrentModule()
            printed = fixture.host.frozenEditDescriptions
        }
        #expect(
            printed == [
                "push Product7: push Product7 onto the topmost stack",
                "setStack keeping 2 [X]: set the stack of List to [X], keeping the first 2",
                "presentModally Y: present Y",
                "focus List: dismiss everything after List",
                "dismiss List: dismiss List and everything after it",
            ])
        #expect(preview != nil)
        #expect(printed == fixture.host.frozenEditDescriptions, "the active peek prints what the window froze")
        #expect(fixture.host.outstandingWork().frozenCalls == printed, "public: what the peek will do on pop")
        fixture.engine.interrupt(.released)
        #expect(fixture.host.outstandingWork().frozenCalls.isEmpty)
    }

    @Test func frozenContainerCallsPrintTheirEdits() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        guard case .tabs(let tabs)? = fixture.host.root else { throw NavigationError(.noTabContainer, "no tabs") }
        var printed: [String] = []
        _ = try fixture.peek {
            try tabs.router.addTab(at: 1, select: true, [{ seed in RouteScreen("Mail", seed: seed) }])
            try tabs.router.selectTab(0)
            try tabs.router.replaceTab(at: 2, [{ seed in RouteScreen("Z", seed: seed) }])
            try tabs.router.removeTab(at: 1)
            printed = fixture.host.frozenEditDescriptions
        }
        #expect(
            printed == [
                "addTab Mail: add stack#4[Mail] to tabs#1 at 1, selected",
                "selectTab 0: select tab 0 of tabs#1",
                "replaceTab Z: replace tab 2 of tabs#1 with stack#5[Z]",
                "removeTab 1: remove tab 1 of tabs#1",
            ])
    }

    @Test func frozenSplitCallsPrintTheSplitTheyBindTo() throws {
        let fixture = RouteFixture()
        fixture.host.setRoot(
            .split(
                primary: [{ seed in RouteScreen("Inbox", seed: seed) }],
                secondary: [{ seed in RouteScreen("Mail", seed: seed) }]))
        let inbox = try #require(fixture.screen("Inbox"))
        var printed: [String] = []
        _ = try fixture.peek {
            try inbox.router.splitRouter?.setSecondary { seed in RouteScreen("Detail", seed: seed) }
            try inbox.router.splitRouter?.pushPrimary { seed in RouteScreen("Folder", seed: seed) }
            printed = fixture.host.frozenEditDescriptions
        }
        #expect(
            printed == [
                "setSecondary Detail: set the secondary column of the split of Inbox to [Detail]",
                "pushPrimary Folder: push Folder onto the primary column of the split of Inbox",
            ])
    }

    @Test func editsAreCheckedInOrderAgainstTheTreeAsItIs() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        guard case .tabs(let tabs)? = fixture.host.root else { throw NavigationError(.noTabContainer, "no tabs") }
        let home = try #require(fixture.screen("Home"))
        let stack = try #require(tabs.contents.first as? ScreenStack)
        let show = TreeEdit.showChild(.screen(home), in: TreeEdit.ContainerReference(stack))

        #expect(fixture.host.whyNot(applying: [show, .removeTab(at: 1, of: tabs.router)]) == nil)
        #expect(
            fixture.host.whyNot(applying: [show, .push(home, onto: .topmost, nil), .removeTab(at: 5, of: tabs.router)])
                == "Home is already in the navigation tree", "the first reason")
        #expect(fixture.host.whyNot(applying: [.removeTab(at: 5, of: tabs.router)]) == "tab 5 is gone")
        #expect(fixture.tree == "tabs#1{*stack#2[Home], stack#3[Settings]}", "a check changes nothing")
    }

    @Test func frozenContainerModuleAndRootCallsPrintTheirEdits() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        guard case .tabs(let tabs)? = fixture.host.root else { throw NavigationError(.noTabContainer, "no tabs") }
        let settings = try #require(tabs.contents.last)
        var printed: [String] = []
        _ = try fixture.peek {
            try tabs.router.show(.container(settings))
            _ = try tabs.router.focusOnCurrentModule()
            fixture.host.replaceRoot(.stack([{ seed in RouteScreen("Login", seed: seed) }]))
            printed = fixture.host.frozenEditDescriptions
        }
        #expect(
            printed == [
                "showChild of tabs#1: show stack#3[Settings] in tabs#1",
                "focus tabs#1: dismiss the presentations over the layer of tabs#1",
                "replaceRoot Login: replace the root with stack#4[Login]",
            ])
    }

    /// Routes, deep links and destinations are edits too (H1): a route is
    /// planned against the tree when applied (H2, H8), a deep link walks
    /// from the topmost stack, a destination is found or placed then (H9).
    @Test func frozenRoutesDeepLinksAndDestinationsPrintTheirEdits() throws {
        let fixture = RouteFixture()
        try fixture.setUpStack("/Home/List")
        fixture.host.registerRouteHandler(for: "d") { _ in
            [.popToRoot, .push { seed in RouteScreen("D", seed: seed) }]
        }
        var printed: [String] = []
        let preview = try fixture.peek {
            try fixture.host.setRoute("/Home/List/A")
            try fixture.host.openRelative("/d")
            try fixture.host.navigate(to: fixture.product(7))
            printed = fixture.host.frozenEditDescriptions
        }
        #expect(
            printed == [
                "setRoute /Home/List/A: set the route /Home/List/A, planned against the tree when applied",
                "deepLink /d: open /d from the topmost stack: pop to the root, push D",
                "push product(7): show Product7 as product(7), pushed onto the topmost stack, unless the tree holds it then",
            ])
        try fixture.engine.commit(try #require(preview))
        #expect(fixture.tree == "stack#1[Home, D, Product7]", "the printed edits are what the pop does")

        _ = try fixture.peek {
            try fixture.host.navigate(to: fixture.product(7))
            printed = fixture.host.frozenEditDescriptions
        }
        #expect(
            printed == [
                "focus product(7): reveal product(7) where the tree holds it then (Product7 at the call), or build it again"
            ])
    }

    /// The animator receives what each transition changed as data (H1, H3):
    /// one push is one stack's change, a presentation the chain's.
    @Test func theAnimatorReceivesEachTransitionsChangeAsData() throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.setUpStack("Home")
        let home = try fixture.router("Home")
        try home.push(fixture.built.make("List"))
        try home.presentModally(fixture.built.make("Receipt"))
        animator.complete(0)
        animator.complete(1)

        #expect(
            animator.started.map(\.change.description) == [
                "transition#1 push: stack#1[Home, List] => stack#1[Home, List]",
                "transition#2 presentModally: presentations[Receipt] => stack#1[Home, List] > Receipt",
            ])
        #expect(animator.started.map(\.change.snapshot) == animator.started.map(\.after))
        #expect(
            animator.started.map(\.change) == animator.started.map { fixture.host.record(for: $0.id)?.change },
            "the history records the same change")
    }
}
