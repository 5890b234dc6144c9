import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// The split container (H5, H7): Marshroute's master/detail calls as routed
/// transitions, collapsing and expanding, and peeks in every visible column.
@MainActor
struct SplitContainerTests {
    /// Root split `split#1{stack#2[Inbox] | stack#3[Mail]}`; set-up not recorded.
    private func makeSplit(_ fixture: NavFixture, secondary: [String] = ["Mail"]) -> SplitContainer {
        let root = fixture.host.setRoot(
            .split(primary: [fixture.built.make("Inbox")], secondary: secondary.map { fixture.built.make($0) })
        )
        guard case .split(let split) = root else { preconditionFailure("a split root") }
        fixture.changes.removeAll()
        return split
    }

    @Test func aSplitRootDescribesBothColumns() {
        let fixture = NavFixture()
        let split = makeSplit(fixture)

        #expect(fixture.host.snapshot().description == "split#1{stack#2[Inbox] | stack#3[Mail]}")
        #expect(split.primaryScreens.map(\.screenName) == ["Inbox"])
        #expect(split.secondaryScreens.map(\.screenName) == ["Mail"])
        #expect(fixture.host.topmostScreen?.screenName == "Mail")
    }

    @Test func masterDetailCallsSetAndPushInEitherColumn() throws {
        let fixture = NavFixture()
        let split = makeSplit(fixture)
        let router = split.router

        try router.setSecondary(fixture.built.make("Mail2"))
        try router.pushSecondary(fixture.built.make("Attachment"))
        try router.pushPrimary(fixture.built.make("Folder"))
        try router.setPrimary([fixture.built.make("Accounts"), fixture.built.make("Inbox2")])

        #expect(
            fixture.changeSummaries == [
                "transition#1 setSecondary: stack#3[Mail2]",
                "transition#2 pushSecondary: stack#3[Mail2, Attachment]",
                "transition#3 pushPrimary: stack#2[Inbox, Folder]",
                "transition#4 setPrimary: stack#2[Accounts, Inbox2]",
            ]
        )
        #expect(fixture.host.history.map(\.kind) == [.setSecondary, .pushSecondary, .pushPrimary, .setPrimary])
    }

    @Test func aModuleInAColumnReachesItsSplitThroughItsRouter() throws {
        let fixture = NavFixture()
        _ = makeSplit(fixture)

        let splitRouter = try #require(try fixture.router("Inbox").splitRouter)
        try splitRouter.setSecondary(fixture.built.make("Mail2"))

        #expect(fixture.host.snapshot().description == "split#1{stack#2[Inbox] | stack#3[Mail2]}")
    }

    @Test func aPushFromEitherColumnIsForwardedToTheSecondaryColumnWhileExpanded() throws {
        let fixture = NavFixture()
        _ = makeSplit(fixture)

        try fixture.router("Inbox").push(fixture.built.make("Detail"))

        #expect(fixture.host.snapshot().description == "split#1{stack#2[Inbox] | stack#3[Mail, Detail]}")
    }

    @Test func anEmptySecondaryColumnForwardsPushesToThePrimaryOne() throws {
        let fixture = NavFixture()
        _ = makeSplit(fixture, secondary: [])

        try fixture.router("Inbox").push(fixture.built.make("Detail"))

        #expect(fixture.host.snapshot().description == "split#1{stack#2[Inbox, Detail] | stack#3[]}")
    }

    @Test func collapsingMovesTheSecondaryStackOntoThePrimaryAndExpandingMovesItBack() {
        let fixture = NavFixture()
        let split = makeSplit(fixture)

        #expect(fixture.host.handleSplitCollapse(split, isCollapsed: true))
        #expect(fixture.host.snapshot().description == "split#1{stack#2[Inbox, Mail] | stack#3[] collapsed}")
        #expect(split.primaryScreens.map(\.screenName) == ["Inbox"])
        #expect(split.secondaryScreens.map(\.screenName) == ["Mail"])
        #expect(!fixture.host.handleSplitCollapse(split, isCollapsed: true), "already collapsed")

        #expect(fixture.host.handleSplitCollapse(split, isCollapsed: false))
        #expect(fixture.host.snapshot().description == "split#1{stack#2[Inbox] | stack#3[Mail]}")
        #expect(
            fixture.changeSummaries == [
                "interaction: split#1 collapsed; stack#2[Inbox, Mail]; stack#3[]",
                "interaction: split#1 expanded; stack#2[Inbox]; stack#3[Mail]",
            ]
        )
        #expect(fixture.screen("Mail") != nil, "a screen that moved never left the tree")
        #expect(fixture.host.checkForRetainCycles().isEmpty)
    }

    @Test func whileCollapsedEachColumnsCallsActOnItsOwnPart() throws {
        let fixture = NavFixture()
        let split = makeSplit(fixture)
        fixture.host.handleSplitCollapse(split, isCollapsed: true)

        try split.router.pushSecondary(fixture.built.make("Attachment"))
        try split.router.pushPrimary(fixture.built.make("Folder"))
        #expect(
            fixture.host.snapshot().description
                == "split#1{stack#2[Inbox, Folder, Mail, Attachment] | stack#3[] collapsed}")
        #expect(split.primaryCount == 2)

        try split.router.setSecondary(fixture.built.make("Mail2"))
        #expect(fixture.host.snapshot().description == "split#1{stack#2[Inbox, Folder, Mail2] | stack#3[] collapsed}")

        fixture.host.handleSplitCollapse(split, isCollapsed: false)
        #expect(fixture.host.snapshot().description == "split#1{stack#2[Inbox, Folder] | stack#3[Mail2]}")
    }

    @Test func aBackSwipeWhileCollapsedNeverLosesTheColumnsBoundary() throws {
        let fixture = NavFixture()
        let split = makeSplit(fixture)
        fixture.host.handleSplitCollapse(split, isCollapsed: true)

        #expect(fixture.host.handleInteractivePop(in: split.primary))
        #expect(split.primaryCount == 1)
        fixture.host.handleSplitCollapse(split, isCollapsed: false)

        #expect(fixture.host.snapshot().description == "split#1{stack#2[Inbox] | stack#3[]}")
    }

    @Test func bothColumnsOfAnExpandedSplitAreVisibleAndOnlyThePrimaryOfACollapsedOne() throws {
        let fixture = NavFixture()
        let split = makeSplit(fixture)
        let inbox = try #require(fixture.screen("Inbox"))
        let mail = try #require(fixture.screen("Mail"))

        #expect(fixture.host.isVisible(inbox))
        #expect(fixture.host.isVisible(mail))

        fixture.host.handleSplitCollapse(split, isCollapsed: true)
        #expect(!fixture.host.isVisible(inbox), "covered by the secondary screens")
        #expect(fixture.host.isVisible(mail))
    }

    @Test func eachVisibleColumnPeeksAndPopsAsATap() throws {
        for column in ["Inbox", "Mail"] {
            let fixture = NavFixture()
            let split = makeSplit(fixture)
            let source = try #require(fixture.screen(column))
            let before = fixture.host.snapshot()

            let preview = fixture.peek(from: source) {
                try split.router.pushSecondary(fixture.built.make("Attachment"))
            }
            #expect(preview?.screenName == "Attachment", "\(column)")
            #expect(fixture.host.snapshot() == before, "frozen: nothing changed yet")

            try fixture.engine.commit(try #require(preview))
            #expect(
                fixture.host.snapshot().description == "split#1{stack#2[Inbox] | stack#3[Mail, Attachment]}",
                "\(column)"
            )
            #expect(fixture.built["Attachment"] === preview)
        }
    }

    @Test func aCoveredColumnScreenGivesNoPreview() throws {
        let fixture = NavFixture()
        _ = makeSplit(fixture)
        let inbox = try #require(fixture.screen("Inbox"))
        try fixture.router("Inbox").presentModally(fixture.built.make("Compose"))

        let preview = fixture.peek(from: inbox) {
            try fixture.router("Inbox").splitRouter?.setSecondary(fixture.built.make("Mail2"))
        }

        #expect(preview == nil)
    }

    @Test func anInterruptedMasterDetailPeekLeavesTheSplitAsItWas() throws {
        let fixture = NavFixture()
        let split = makeSplit(fixture)
        let before = fixture.host.snapshot()

        let preview = fixture.peek(from: try #require(fixture.screen("Inbox"))) {
            try split.router.setSecondary(fixture.built.make("Mail2"))
        }
        #expect(preview?.screenName == "Mail2")
        fixture.engine.interrupt(.released)

        #expect(fixture.host.snapshot() == before)
        #expect(fixture.changes.events.isEmpty)
    }

    @Test func aFrozenColumnCallBindsToTheSplitAsItIsAtCommit() throws {
        let fixture = NavFixture()
        let split = makeSplit(fixture)
        let preview = fixture.peek(from: try #require(fixture.screen("Inbox"))) {
            try split.router.pushSecondary(fixture.built.make("Attachment"))
        }

        fixture.host.handleSplitCollapse(split, isCollapsed: true)
        try fixture.engine.commit(try #require(preview))

        #expect(
            fixture.host.snapshot().description == "split#1{stack#2[Inbox, Mail, Attachment] | stack#3[] collapsed}")
    }

    @Test func columnCallsCheckTheirInputFirst() throws {
        let fixture = NavFixture()
        let split = makeSplit(fixture)

        #expect(throws: NavigationError.self) { try split.router.setPrimary([]) }
        fixture.host.setRoot(.stack([fixture.built.make("Home")]))
        let error = #expect(throws: NavigationError.self) {
            try split.router.pushSecondary(fixture.built.make("Mail2"))
        }
        #expect(error?.code == .containerNotInTree)
        #expect(!fixture.built.wasMade("Mail2"), "nothing is built for a call that throws")
        #expect(try fixture.router("Home").splitRouter == nil)
    }
}
