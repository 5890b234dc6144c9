import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// Tabs as a module with its own router (H5): tabs added, removed, replaced
/// and selected as routed transitions, and the user's own selection reported.
@MainActor
struct TabContainerTests {
    private func tabs(_ fixture: NavFixture) throws -> TabContainer {
        fixture.setUpTabs()
        guard case .tabs(let tabs)? = fixture.host.root else { throw NavigationError(.noTabContainer, "no tabs") }
        return tabs
    }

    @Test func tabsAreAddedRemovedAndReplacedAsTransitions() throws {
        let fixture = NavFixture()
        let tabs = try tabs(fixture)

        try tabs.router.addTab([fixture.built.make("Search")])
        try tabs.router.addTab(at: 0, select: true, [fixture.built.make("Feed")])
        try tabs.router.replaceTab(at: 2, [fixture.built.make("Profile")])
        try tabs.router.removeTab(at: 1)

        #expect(
            fixture.changeSummaries == [
                "transition#1 addTab: children tabs#1{*stack#2[Home, List], stack#3[Settings], stack#4[Search]}",
                "transition#2 addTab: children tabs#1{*stack#5[Feed], stack#2[Home, List], stack#3[Settings], stack#4[Search]}",
                "transition#3 replaceTab: children tabs#1{*stack#5[Feed], stack#2[Home, List], stack#6[Profile], stack#4[Search]}",
                "transition#4 removeTab: children tabs#1{*stack#5[Feed], stack#6[Profile], stack#4[Search]}",
            ]
        )
        #expect(fixture.screen("Home") == nil && fixture.screen("Settings") == nil)
    }

    @Test func removingTheSelectedTabSelectsTheOneBefore() throws {
        let fixture = NavFixture()
        let tabs = try tabs(fixture)
        try tabs.router.selectTab(1)

        try tabs.router.removeTab(at: 1)

        #expect(tabs.selectedIndex == 0)
        #expect(fixture.host.snapshot().description == "tabs#1{*stack#2[Home, List]}")
    }

    @Test func tabCallsCheckTheirInputFirstAndChangeNothing() throws {
        let fixture = NavFixture()
        let tabs = try tabs(fixture)
        let before = fixture.host.snapshot()

        #expect(throws: NavigationError.self) { try tabs.router.removeTab(at: 5) }
        #expect(throws: NavigationError.self) { try tabs.router.addTab(at: 3, [fixture.built.make("X")]) }
        #expect(throws: NavigationError.self) { try tabs.router.addTab([]) }
        #expect(throws: NavigationError.self) { try tabs.router.selectTab(-1) }
        try tabs.router.removeTab(at: 1)
        let error = #expect(throws: NavigationError.self) { try tabs.router.removeTab(at: 0) }
        #expect(error?.code == .lastTab)
        #expect(!fixture.built.wasMade("X"))
        #expect(fixture.host.snapshot() != before)
    }

    @Test func aTabAddedInAPeekIsThePreviewAndAppearsOnPop() throws {
        let fixture = NavFixture()
        let tabs = try tabs(fixture)
        let before = fixture.host.snapshot()

        let preview = fixture.peek(from: try #require(fixture.screen("List"))) {
            try tabs.router.addTab(select: true, [fixture.built.make("Search")])
        }
        #expect(preview?.screenName == "Search")
        #expect(fixture.host.snapshot() == before)

        try fixture.engine.commit(try #require(preview))
        #expect(
            fixture.host.snapshot().description == "tabs#1{stack#2[Home, List], stack#3[Settings], *stack#4[Search]}")
        #expect(fixture.host.isVisible(try #require(fixture.screen("Search"))))
    }

    @Test func aFrozenTabCallWhoseContainerIsGoneAtCommitIsStale() throws {
        let fixture = NavFixture()
        let tabs = try tabs(fixture)
        let preview = fixture.peek(from: try #require(fixture.screen("List"))) {
            try tabs.router.removeTab(at: 1)
            try fixture.router("List").push(fixture.built.make("Detail"))
        }

        fixture.host.setRoot(.tabs([[fixture.built.make("Welcome")], [fixture.built.make("Help")]]))
        #expect(throws: PeekError.self) { try fixture.engine.commit(try #require(preview)) }
        #expect(fixture.host.snapshot().description == "tabs#4{*stack#5[Welcome], stack#6[Help]}")

        #expect(fixture.stateSummaries.last == "session#1 interrupted(stale)")
    }

    @Test func theUsersOwnTabSelectionIsReportedAsAnInteraction() throws {
        let fixture = NavFixture()
        let tabs = try tabs(fixture)

        #expect(fixture.host.handleTabSelection(1, in: tabs))
        #expect(!fixture.host.handleTabSelection(1, in: tabs), "already selected")
        #expect(!fixture.host.handleTabSelection(9, in: tabs))

        #expect(fixture.changeSummaries == ["interaction: tabs#1 selected 1"])
        #expect(fixture.host.topmostScreen?.screenName == "Settings")
        #expect(fixture.host.history.isEmpty, "not a routed transition")
    }
}

/// Replacing the root is a routed transition like any other (H1).
@MainActor
struct RootReplacementTests {
    @Test func replacingTheRootIsRecordedPublishedAndAnimated() throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.setUpStack("Login")
        try fixture.router("Login").presentModally(fixture.built.make("Help"))

        try fixture.router("Help").replaceRoot(.tabs([[fixture.built.make("Home")], [fixture.built.make("Settings")]]))

        #expect(fixture.host.snapshot().description == "tabs#3{*stack#4[Home], stack#5[Settings]}")
        #expect(fixture.host.history.map(\.kind) == [.presentModally, .replaceRoot])
        #expect(animator.labels == ["presentModally Help"], "the model changed first; the animation waits (H3)")
        animator.complete(0)
        #expect(animator.labels == ["presentModally Help", "replaceRoot Home"])
        #expect(
            fixture.changeSummaries.last
                == "transition#2 replaceRoot: root tabs#3{*stack#4[Home], stack#5[Settings]}; presentations[]"
        )
    }

    @Test func aRootReplacedInAPeekIsFrozenThenCommittedOrDiscarded() throws {
        for commits in [true, false] {
            let fixture = NavFixture()
            fixture.setUpStack("Login")
            let before = fixture.host.snapshot()

            let preview = fixture.peek(from: try #require(fixture.screen("Login"))) {
                try fixture.router("Login").replaceRoot(.split(primary: [fixture.built.make("Inbox")]))
            }
            #expect(preview?.screenName == "Inbox")
            #expect(fixture.host.snapshot() == before)

            if commits {
                try fixture.engine.commit(try #require(preview))
                #expect(fixture.host.snapshot().description == "split#2{stack#3[Inbox] | stack#4[]}")
                #expect(fixture.host.isVisible(try #require(fixture.screen("Inbox"))))
            } else {
                fixture.engine.interrupt(.released)
                #expect(fixture.host.snapshot() == before)
            }
        }
    }

    @Test func anInterceptorCanVetoARootReplacement() throws {
        let fixture = NavFixture()
        fixture.setUpStack("Login")
        fixture.host.addInterceptor(named: "auth") { request in
            request.kind == .replaceRoot ? .veto("not signed in") : .proceed
        }

        let outcome = fixture.host.replaceRoot(.stack([fixture.built.make("Home")]))

        #expect(outcome == .discarded(outcome.transitionID))
        #expect(fixture.host.snapshot().description == "stack#1[Login]")
    }
}

/// An app-defined container plugs into the host through the same protocol
/// as the package's own (H5).
@MainActor
struct CustomContainerTests {
    @MainActor
    final class Pages: NavigationContainer {
        let id: ContainerID
        let pages: [ScreenStack]
        var current = 0

        init(id: ContainerID, pages: [ScreenStack]) {
            self.id = id
            self.pages = pages
        }

        var children: [NavigationChild] { pages.map { .container($0) } }
        var visibleChildren: [NavigationChild] { [.container(pages[current])] }
        var containerName: String { "pages" }

        func makeVisible(_ child: NavigationChild) -> Bool {
            guard let index = pages.firstIndex(where: { child.is($0) }) else { return false }
            current = index
            return true
        }
    }

    private func makePages(_ fixture: NavFixture) -> Pages {
        let first = fixture.host.makeStack([fixture.built.make("Feed")])
        let second = fixture.host.makeStack([fixture.built.make("Trends")])
        let pages = Pages(id: fixture.host.makeContainerID(), pages: [first, second])
        fixture.host.setRootContainer(pages)
        fixture.changes.removeAll()
        return pages
    }

    @Test func anAppContainerIsWalkedLikeTheHostsOwn() throws {
        let fixture = NavFixture()
        let pages = makePages(fixture)

        #expect(fixture.host.snapshot().description == "pages#3{*stack#1[Feed], stack#2[Trends]}")
        #expect(fixture.host.isVisible(try #require(fixture.screen("Feed"))))
        #expect(!fixture.host.isVisible(try #require(fixture.screen("Trends"))))

        try fixture.router("Trends").push(fixture.built.make("Post"))
        #expect(fixture.host.snapshot().description == "pages#3{*stack#1[Feed, Post], stack#2[Trends]}")

        try ContainerRouterAccess.router(of: pages, in: fixture.host).show(pages.children[1])
        #expect(fixture.host.snapshot().description == "pages#3{stack#1[Feed, Post], *stack#2[Trends]}")
        #expect(fixture.changeSummaries.last == "transition#2 showChild: container#3 shows [1]")
        #expect(fixture.host.contains(pages))
    }

    @Test func anAppContainerShowsAChildThroughItsRouter() throws {
        let fixture = NavFixture()
        let pages = makePages(fixture)
        let trends = try #require(fixture.screen("Trends"))

        #expect(fixture.host.containerRouter(for: pages) != nil)
        try fixture.host.containerRouter(for: pages)?.show(.container(pages.pages[1]))

        #expect(fixture.host.isVisible(trends))
    }
}

/// How a test reaches an app container's router.
@MainActor
enum ContainerRouterAccess {
    static func router(of container: any NavigationContainer, in host: NavigationHost) throws -> ContainerRouter {
        try #require(host.containerRouter(for: container))
    }
}
