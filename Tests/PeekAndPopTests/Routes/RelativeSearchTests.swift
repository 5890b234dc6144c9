import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// Finding relative to a screen (H5, H9): the screens that present it or
/// that it presents, its presenter, the containers that hold it and the
/// screens a container holds. RouteComposer's `presenting`, `presented`,
/// `parent` and `contained` search options.
@MainActor
struct RelativeSearchTests {
    /// Tabs `{*stack[Home, Product1], stack[Settings, Product2]}` with
    /// `stack[Product3]`, then `Product4` alone, presented over them.
    private static func setUp() throws -> RouteFixture {
        let fixture = RouteFixture()
        try ScreenSearchTests.setUpComposed(fixture)
        try fixture.host.navigate(to: fixture.product(4, shownBy: .presentModally(.sheet)))
        #expect(fixture.tree == ScreenSearchTests.composedTree + " > Product4")
        return fixture
    }

    private func screen(_ name: String, in fixture: RouteFixture) throws -> any Screen {
        try #require(fixture.host.findScreen { $0.screenName == name })
    }

    private func names(_ screens: [any Screen]) -> [String] {
        screens.map(\.screenName)
    }

    @Test func presentingIsEveryLayerUnderAScreensOwnAndPresentedEveryOneOverIt() throws {
        let fixture = try Self.setUp()
        let host = fixture.host
        let (home, product1, product3, product4) = (
            try screen("Home", in: fixture), try screen("Product1", in: fixture), try screen("Product3", in: fixture),
            try screen("Product4", in: fixture)
        )

        #expect(
            names(host.screens(.presenting, of: product4)) == ["Home", "Product1", "Settings", "Product2", "Product3"])
        #expect(names(host.screens(.presenting, of: product3)) == ["Home", "Product1", "Settings", "Product2"])
        #expect(names(host.screens(.presenting, of: home)) == [], "nothing presents the root layer")
        #expect(names(host.screens(.presented, of: product1)) == ["Product3", "Product4"])
        #expect(names(host.screens(.presented, of: product3)) == ["Product4"])
        #expect(names(host.screens(.presented, of: product4)) == [], "nothing over the topmost presentation")

        let isProduct: (any Screen) -> Bool = { $0.screenName.hasPrefix("Product") }
        #expect(host.findScreen(.presenting, of: product4, where: isProduct)?.screenName == "Product3")
        #expect(host.findScreen(.presenting, of: product4, match: .first, where: isProduct)?.screenName == "Product1")
        #expect(host.findScreen(.presented, of: home, match: .first, where: isProduct)?.screenName == "Product3")
        #expect(host.findScreen(.presenting, of: home, where: isProduct) == nil)
    }

    @Test func thePresenterIsTheScreenShownOnTopOfTheLayerUnderIt() throws {
        let fixture = try Self.setUp()
        let host = fixture.host
        #expect(host.presentingScreen(of: try screen("Product4", in: fixture))?.screenName == "Product3")
        #expect(host.presentingScreen(of: try screen("Product3", in: fixture))?.screenName == "Product1")
        #expect(host.presentingScreen(of: try screen("Product2", in: fixture)) == nil, "the root layer")
        #expect(host.presentingScreen(of: try screen("Home", in: fixture)) == nil)
    }

    @Test func theContainersOfAScreenAreListedInnermostFirstAndAContainersScreensInTreeOrder() throws {
        let fixture = try Self.setUp()
        let host = fixture.host
        let product2 = try screen("Product2", in: fixture)
        let containers = host.containers(containing: product2)
        #expect(containers.map(\.id.description) == ["#3", "#1"])
        #expect(containers.first is ScreenStack && containers.last is TabContainer)
        #expect(host.containers(containing: try screen("Product3", in: fixture)).map(\.id.description) == ["#4"])
        #expect(host.containers(containing: try screen("Product4", in: fixture)).isEmpty, "a single presented screen")

        let tabs = try #require(containers.last)
        #expect(names(host.screens(in: tabs)) == ["Home", "Product1", "Settings", "Product2"])
        #expect(names(host.screens(in: containers[0])) == ["Settings", "Product2"])
    }

    @Test func aScreenOrContainerNotInTheTreeHasNoRelations() throws {
        let fixture = try Self.setUp()
        let host = fixture.host
        let other = try Self.setUp()
        let stranger = try screen("Product4", in: other)
        #expect(host.screens(.presenting, of: stranger).isEmpty)
        #expect(host.screens(.presented, of: stranger).isEmpty)
        #expect(host.findScreen(.presented, of: stranger) { _ in true } == nil)
        #expect(host.presentingScreen(of: stranger) == nil)
        #expect(host.containers(containing: stranger).isEmpty)
        let otherTabs = try #require(other.host.containers(containing: try screen("Product2", in: other)).last)
        #expect(host.screens(in: otherTabs).isEmpty)
        #expect(other.host.screens(in: otherTabs).count == 4)
    }

    /// Relations are read as the tree is now: after a dismissal, what was
    /// presented is no longer related (H2).
    @Test func relationsFollowTheTreeAsItIsNow() throws {
        let fixture = try Self.setUp()
        let host = fixture.host
        let product1 = try screen("Product1", in: fixture)
        try host.setRoute("/tab:0/Home/product:1")
        #expect(fixture.tree == "tabs#1{*stack#2[Home, Product1], stack#3[Settings, Product2]}")
        #expect(host.screens(.presented, of: product1).isEmpty)
    }
}
