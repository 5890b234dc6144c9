import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// The live tree changes only by the primitive edits the value tree applies
/// (H11): whatever makes the change (a router's call, a route, a
/// destination, a deep link, the user), the tree before it with the edits
/// the host applied is the tree after it, exactly.
@MainActor
struct LiveEditTests {
    /// Records the edits `host` applies while `change` runs, and expects the
    /// tree before with them applied to be the tree after.
    @discardableResult
    private func edits(
        of host: NavigationHost, sourceLocation: SourceLocation = #_sourceLocation, _ change: () throws -> Void
    ) throws -> [String] {
        let applied = NavBox<[NavigationEdit]>([])
        host.editObserver = { applied.value.append($0) }
        defer { host.editObserver = nil }
        let before = host.snapshot()
        try change()
        #expect(try before.applying(applied.value) == host.snapshot(), sourceLocation: sourceLocation)
        return applied.value.map(\.description)
    }

    @Test func theUsersChangesAreEditsOfTheTree() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        let home = try #require(fixture.screen("Home"))
        try home.router.push(fixture.built.make("A"))
        try home.router.push(fixture.built.make("B"))
        try home.router.presentInNavigationStack(fixture.built.make("Sheet"))
        guard case .tabs(let tabs)? = fixture.host.root, let stack = tabs.contents.first as? ScreenStack else {
            throw NavigationError(.containerNotInTree, "no tabs")
        }

        #expect(
            try edits(of: fixture.host) { fixture.host.handleInteractiveDismissal() } == ["dismiss every presentation"])
        #expect(
            try edits(of: fixture.host) { fixture.host.handleInteractivePop(in: stack) }
                == ["set stack#2 to its first 3 and []"])
        #expect(
            try edits(of: fixture.host) { fixture.host.handleTabSelection(1, in: tabs) } == ["select tab 1 of tabs#1"])
        #expect(fixture.host.snapshot().description == "tabs#1{stack#2[Home, List, A], *stack#3[Settings]}")
    }

    @Test func aRemovalFromTheMiddleOfAStackIsOneSetStack() throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home", "A", "B", "C")
        let stack = try #require(fixture.host.topmostStack)
        let removed = [try #require(fixture.screen("A")), try #require(fixture.screen("C"))]
        #expect(
            try edits(of: fixture.host) { fixture.host.handleInteractiveRemoval(of: removed, from: stack) }
                == ["set stack#1 to its first 1 and [B]"])
        #expect(fixture.host.snapshot().description == "stack#1[Home, B]")
    }

    @Test func collapsingAndExpandingASplitAreEditsThatKeepTheColumnsApart() throws {
        let fixture = NavFixture()
        let root = fixture.host.setRoot(
            .split(primary: [fixture.built.make("Inbox")], secondary: [fixture.built.make("Mail")]))
        guard case .split(let split) = root else { throw NavigationError(.containerNotInTree, "not a split root") }

        #expect(
            try edits(of: fixture.host) { fixture.host.handleSplitCollapse(split, isCollapsed: true) }
                == ["collapse split#1"])
        #expect(
            try edits(of: fixture.host) { try split.router.pushPrimary(fixture.built.make("Folder")) }
                == ["set stack#2 to its first 1 and [Folder, Mail]"])
        #expect(
            try edits(of: fixture.host) { try split.router.setSecondary(fixture.built.make("Detail")) }
                == ["set stack#2 to its first 2 and [Detail]"])
        #expect(
            try edits(of: fixture.host) { fixture.host.handleSplitCollapse(split, isCollapsed: false) }
                == ["expand split#1, keeping 2 in the primary column"])
        #expect(fixture.host.snapshot().description == "split#1{stack#2[Inbox, Folder] | stack#3[Detail]}")
    }

    @Test func aRouteADestinationAndADeepLinkChangeTheTreeByTheSameEdits() throws {
        let fixture = RouteFixture()
        fixture.setUpTabs()
        fixture.host.registerRouteHandler(for: "account") { _ in
            [.selectTab(1), .push { RouteScreen("Account", seed: $0) }]
        }

        #expect(
            try edits(of: fixture.host) { try fixture.host.setRoute("/tab:0/Home/A/B") }
                == ["push A onto stack#2", "push B onto stack#2"])
        try edits(of: fixture.host) { try fixture.host.setRoute("/tab:0/Home/A/sheet") }
        try edits(of: fixture.host) {
            try fixture.host.navigate(to: fixture.product(7, shownBy: .presentModally(.sheet)))
        }
        try edits(of: fixture.host) { try fixture.host.navigate(to: fixture.product(7)) }
        #expect(
            try edits(of: fixture.host) { try fixture.host.openRelative("/account") }
                == ["select tab 1 of tabs#1", "push Account onto stack#3"])
        #expect(fixture.tree == "tabs#1{stack#2[Home, A], *stack#3[Settings, Account]} > stack#4[sheet] > Product7")
    }

    @Test func aReplacedRootIsADismissalThenTheNewRoot() throws {
        let fixture = NavFixture()
        fixture.setUpStack("Home")
        try fixture.router("Home").presentModally(fixture.built.make("Sheet"))
        let edits = try edits(of: fixture.host) {
            try fixture.router("Sheet").replaceRoot(.stack([fixture.built.make("Login")]))
        }
        #expect(edits == ["dismiss every presentation", "replace the root with stack#3[Login]"])
    }

    // MARK: The new edits on the value

    /// Objects that stay alive for the test, so that their identities differ.
    private let kept = (0..<4).map { NavBox($0) }

    @Test func theValueCollapsesAndExpandsASplitOfTwoStacks() throws {
        let inbox = ScreenSnapshot(id: ObjectIdentifier(kept[0]), name: "Inbox")
        let mail = ScreenSnapshot(id: ObjectIdentifier(kept[1]), name: "Mail")
        let split = ContainerID(rawValue: 1)
        let tree = NavigationSnapshot(
            root: .split(
                split, primary: .stack(ContainerID(rawValue: 2), [inbox]),
                secondary: .stack(ContainerID(rawValue: 3), [mail]), isCollapsed: false))

        let collapsed = try tree.applying([NavigationEdit.collapse(split)])
        #expect(collapsed.description == "split#1{stack#2[Inbox, Mail] | stack#3[] collapsed}")
        #expect(try collapsed.applying([.expand(split, primaryCount: 1)]) == tree)
        #expect(throws: NavigationEdit.Refusal.positionOutOfRange(3, of: ContainerID(rawValue: 2), count: 2)) {
            try collapsed.applying([.expand(split, primaryCount: 3)])
        }
        #expect(throws: NavigationEdit.Refusal.wrongContainer(ContainerID(rawValue: 2), expected: "a split container"))
        {
            try tree.applying([.collapse(ContainerID(rawValue: 2))])
        }
    }

    @Test func theValueReplacesAPresentationInPlaceAndTheRootUnderThePresentations() throws {
        let home = ScreenSnapshot(id: ObjectIdentifier(kept[0]), name: "Home")
        let sheet = ScreenSnapshot(id: ObjectIdentifier(kept[1]), name: "Sheet")
        let other = ScreenSnapshot(id: ObjectIdentifier(kept[2]), name: "Other")
        let top = ScreenSnapshot(id: ObjectIdentifier(kept[3]), name: "Top")
        let tree = NavigationSnapshot(root: .screen(home), presentations: [.screen(sheet), .screen(top)])

        let replaced = try tree.applying([.replacePresentation(at: 0, with: .screen(other), style: .fullScreen)])
        #expect(replaced.description == "Home > Other > Top")
        #expect(throws: NavigationEdit.Refusal.presentationOutOfRange(2, count: 2)) {
            try tree.applying([.replacePresentation(at: 2, with: .screen(other), style: .sheet)])
        }
        #expect(try tree.applying([.replaceRoot(.screen(other))]).description == "Other > Sheet > Top")
    }
}
