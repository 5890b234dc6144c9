import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A popover's anchor (a rect, a source view, a bar item) and its options
/// (permitted arrow directions, passthrough views) are data: the style
/// carries them, hence the presentation, the transition's record, the
/// animator's request and the snapshot, at a tap and at a pop alike, and they
/// survive encoding.
@MainActor
struct PopoverAnchorTests {
    nonisolated private static let share = PresentationStyle.popover(
        anchor: .barItem("share"),
        options: PopoverOptions(permittedArrowDirections: [.up, .down], passthroughViews: ["toolbar", "search"])
    )
    nonisolated private static let avatar = PresentationStyle.popover(
        anchor: .sourceView("avatar", rect: Rect(x: 4, y: 4, width: 36, height: 36)),
        options: PopoverOptions(permittedArrowDirections: .left)
    )

    private enum Way: CaseIterable { case tap, pop, release }

    @Test(arguments: [Way.tap, .pop, .release])
    private func aModuleRoutersPopoverCarriesItsAnchorAndOptions(way: Way) throws {
        let animator = ManualAnimator()
        let fixture = NavFixture(animator: animator)
        fixture.host.setRoot(.stack([fixture.built.make("Home")]))
        fixture.changes.removeAll()
        let before = fixture.host.snapshot()
        let historyBefore = fixture.host.history.count
        let calls: @MainActor () throws -> Void = { [fixture] in
            let home = try fixture.router("Home")
            try home.presentModally(style: Self.share, fixture.built.make("Share"))
            try home.presentInNavigationStack(style: Self.avatar, fixture.built.make("Profile"))
        }
        switch way {
        case .tap:
            try calls()
        case .pop, .release:
            let home = try #require(fixture.screen("Home"))
            let preview = try #require(fixture.peek(from: home, calls))
            if way == .pop { try fixture.engine.commit(preview) } else { fixture.engine.interrupt(.released) }
        }

        if way == .release {
            #expect(fixture.host.snapshot() == before)
            #expect(fixture.host.snapshot().presentationStyles == [])
            #expect(fixture.host.history.count == historyBefore)
            #expect(fixture.changeSummaries == [])
            #expect(fixture.stateSummaries == ["session#1 inPeek", "session#1 interrupted(released)"])
            return
        }
        let snapshot = fixture.host.snapshot()
        #expect(snapshot.description == "stack#1[Home] > Share > stack#3[Profile]")
        #expect(snapshot.presentationStyles == [Self.share, Self.avatar])
        #expect(fixture.host.presentations.map(\.style) == [Self.share, Self.avatar])
        #expect(
            fixture.host.history.dropFirst(historyBefore).map(\.presentationStyles) == [
                [Self.share], [Self.share, Self.avatar],
            ])
        animator.complete(0)
        #expect(animator.started.map(\.presentationStyles) == [[Self.share], [Self.share, Self.avatar]])
        #expect(
            fixture.changeSummaries == [
                "transition#1 presentModally: presentations[Share]",
                "transition#2 presentInNavigationStack: presentations[Share > stack#3[Profile]]",
            ])
        #expect(fixture.stateSummaries == (way == .pop ? ["session#1 inPeek", "session#1 popped"] : []))
    }

    @Test func theStylesDescribeTheirAnchorsAndOptions() {
        #expect(Self.share.description == "popover(barItem share, arrows [up, down], passthrough [toolbar, search])")
        #expect(Self.avatar.description == "popover(view avatar in 4.0, 4.0, 36.0×36.0, arrows [left])")
        #expect(PresentationStyle.popover(anchor: .sourceView("avatar")).description == "popover(view avatar)")
        #expect(
            PresentationStyle.popover(anchor: .rect(Rect(x: 1, y: 2, width: 3, height: 4))).description
                == "popover(rect 1.0, 2.0, 3.0×4.0)")
        #expect(Self.share.popoverAnchor == .barItem("share"))
        #expect(Self.share.popoverOptions?.permittedArrowDirections == [.up, .down])
        #expect(PresentationStyle.sheet.popoverAnchor == nil)
        #expect(PresentationStyle.fullScreen.popoverOptions == nil)
    }

    @Test func aSnapshotComparesStructurallyOnlyWhenItsStylesMatch() {
        let node = NavigationSnapshot.Node.screen(ScreenSnapshot(id: ObjectIdentifier(Int.self), name: "Share"))
        let bar = NavigationSnapshot(root: nil, presentations: [node], presentationStyles: [Self.share])
        let view = NavigationSnapshot(root: nil, presentations: [node], presentationStyles: [Self.avatar])
        let sheet = NavigationSnapshot(root: nil, presentations: [node])

        #expect(sheet.presentationStyles == [PresentationStyle.sheet])
        #expect(!bar.isStructurallyEqual(to: view))
        #expect(bar.isStructurallyEqual(to: bar))
        #expect(
            bar.structuralDifferences(from: sheet) == [
                "presentation 1: Share as popover(barItem share, arrows [up, down], passthrough [toolbar, search])"
                    + " ≠ Share"
            ])
    }

    @Test(arguments: [
        PresentationStyle.sheet, .fullScreen, share, avatar,
        .popover(anchor: .sourceView("avatar")), .popover(anchor: .rect(Rect(x: 1, y: 2, width: 3, height: 4))),
    ])
    func aStyleRoundTripsThroughCodable(style: PresentationStyle) throws {
        let data = try JSONEncoder().encode(style)
        #expect(try JSONDecoder().decode(PresentationStyle.self, from: data) == style)
        let snapshot = NavigationSnapshot(
            root: nil, presentations: [.screen(ScreenSnapshot(id: ObjectIdentifier(Int.self), name: "A"))],
            presentationStyles: [style])
        #expect(snapshot.presentationStyles == [style])
    }

    @Test func aPopoverEncodedWithARectAnchorAloneDecodesWithTheDefaultOptions() throws {
        let rect = Rect(x: 1, y: 2, width: 3, height: 4)
        let legacy = try JSONSerialization.data(withJSONObject: [
            "popover": ["anchor": JSONSerialization.jsonObject(with: JSONEncoder().encode(rect))]
        ])
        #expect(try JSONDecoder().decode(PresentationStyle.self, from: legacy) == .popover(anchor: .rect(rect)))
        let two = Data(#"{"sheet": {}, "fullScreen": {}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(PresentationStyle.self, from: two) }
    }

    /// A route element registered with a bar-item popover presents with it:
    /// set as a route, the same at a tap and at a pop, nothing after a release.
    @Test func aRouteElementRegisteredWithABarItemPopoverPresentsWithIt() throws {
        let setUp: (RouteFixture) throws -> Void = { fixture in
            fixture.host.registerRouteElement("share", shownBy: .presentModally(Self.share)) { context in
                RouteScreen("share", seed: context.seed)
            }
            try fixture.setUpStack("/A")
        }
        let action: @MainActor (RouteFixture) throws -> Void = { try $0.host.setRoute("/A/share") }
        let worlds = try threeWorlds(setUp: setUp, action: action)

        #expect(worlds.tap.tree == "stack#1[A] > share")
        #expect(worlds.tap.changes == ["transition#1 setRoute: presentations[share]"])
        #expect(
            worlds.pop
                == WorldRecord(tree: worlds.tap.tree, changes: worlds.tap.changes, states: worlds.pop?.states ?? []))
        #expect(worlds.pop?.states == ["session#1 inPeek", "session#1 popped"])
        #expect(worlds.releaseLeftWorldAsItWas)

        for pops in [false, true] {
            let fixture = RouteFixture()
            try setUp(fixture)
            if pops {
                let preview = try #require(try fixture.peek { try action(fixture) })
                try fixture.engine.commit(preview)
            } else {
                try action(fixture)
            }
            #expect(fixture.host.snapshot().presentationStyles == [Self.share])
            #expect(fixture.host.history.last?.presentationStyles == [Self.share])
            #expect(fixture.host.currentRoute == "/A/share")
        }
    }

    nonisolated private static let invalidStyles: [PresentationStyle] = [
        .popover(anchor: .rect(Rect(x: .nan, y: 0, width: 10, height: 10))),
        .popover(anchor: .rect(Rect(x: 0, y: 0, width: -1, height: 10))),
        .popover(anchor: .sourceView("", rect: nil)),
        .popover(anchor: .sourceView("avatar", rect: Rect(x: 0, y: 0, width: .infinity, height: 1))),
        .popover(anchor: .barItem("")),
        .popover(anchor: .barItem("share"), options: PopoverOptions(permittedArrowDirections: [])),
    ]

    /// A popover that cannot be shown is bad input: the router throws
    /// `invalidPresentationStyle` before anything is built, at a tap and inside
    /// `onPeek` alike, so nothing is frozen, published or recorded.
    @Test(arguments: invalidStyles)
    private func aPopoverThatCannotBeShownIsRefusedBeforeAnythingIsBuilt(style: PresentationStyle) throws {
        let fixture = NavFixture()
        fixture.host.setRoot(.stack([fixture.built.make("Home")]))
        fixture.changes.removeAll()
        let before = fixture.host.snapshot()
        let historyBefore = fixture.host.history.count
        let home = try fixture.router("Home")

        do throws(NavigationError) {
            try home.presentModally(style: style, fixture.built.make("Share"))
            Issue.record("presentModally accepted \(style)")
        } catch {
            #expect(error.code == .invalidPresentationStyle)
        }
        do throws(NavigationError) {
            try home.presentInNavigationStack(style: style, fixture.built.make("Share"))
            Issue.record("presentInNavigationStack accepted \(style)")
        } catch {
            #expect(error.code == .invalidPresentationStyle)
        }
        // Inside `onPeek`: refused at the call, so the press shows no preview.
        var refused: NavigationError?
        let source = try #require(fixture.screen("Home"))
        let preview = fixture.peek(from: source) {
            do throws(NavigationError) {
                try home.presentModally(style: style, fixture.built.make("Share"))
            } catch {
                refused = error
            }
        }
        #expect(preview == nil)
        #expect(refused?.code == .invalidPresentationStyle)
        #expect(!fixture.built.wasMade("Share"))
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.host.history.count == historyBefore)
        #expect(fixture.changeSummaries == [])
        #expect(fixture.stateSummaries == [])
    }

    /// A route element or a destination shown by a popover that cannot be shown
    /// throws `invalidPresentationStyle` when routed to, and builds nothing.
    @Test private func aRouteOrDestinationShownByAnInvalidPopoverThrowsAndBuildsNothing() throws {
        let fixture = NavFixture()
        fixture.host.setRoot(.stack([fixture.built.make("Home")]))
        let style = PresentationStyle.popover(anchor: .barItem(""))
        fixture.host.registerRouteElement("Share", shownBy: .presentModally(style)) { context in
            fixture.built.make("Share")(context.seed)
        }
        fixture.changes.removeAll()
        let before = fixture.host.snapshot()

        #expect(
            throws: NavigationError(
                .invalidPresentationStyle, "popover(barItem ): a bar item anchor has an empty identifier")
        ) {
            try fixture.host.setRoute("/Home/Share")
        }
        let destination = Destination("share", context: 1, shownBy: .presentInNavigationStack(style)) { _, seed in
            fixture.built.make("Share")(seed)
        }
        #expect(
            throws: NavigationError(
                .invalidPresentationStyle, "popover(barItem ): a bar item anchor has an empty identifier")
        ) {
            try fixture.host.navigate(to: destination)
        }
        #expect(!fixture.built.wasMade("Share"))
        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changeSummaries == [])
    }
}
