import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// An app supplies its own stack and split kinds (Marshroute's custom
/// navigation and split controller classes) as containers of one child,
/// through the container protocol (H5): the stack or split inside keeps the
/// built-in behaviour, and the app's kind is named in snapshots, so that a
/// renderer can make the app's own controller for it (R1).
@MainActor
struct CustomContainerKindTests {
    /// An app's own kind around one built-in container.
    final class Custom: NavigationContainer {
        let id: ContainerID
        let containerName: String
        let inner: NavigationChild

        init(id: ContainerID, name: String, children: [NavigationChild]) {
            precondition(children.count == 1, "a custom kind wraps one container")
            self.id = id
            self.containerName = name
            self.inner = children[0]
        }

        var children: [NavigationChild] { [inner] }
        var visibleChildren: [NavigationChild] { [inner] }
        func makeVisible(_ child: NavigationChild) -> Bool { true }
    }

    static func screen(_ name: String) -> (RouterSeed) -> any Screen {
        PresentedContainerTests.screen(name)
    }

    static func module(_ fixture: RouteFixture, _ name: String) throws -> ModuleRouter {
        try #require(fixture.screen(name)).router
    }

    static let customStack = RootContent.container([.stack([Self.screen("Home")])]) { id, children in
        Custom(id: id, name: "appnav", children: children)
    }
    static let customSplit = RootContent.container(
        [.split(primary: [Self.screen("List")], secondary: [Self.screen("Mail")])]
    ) { id, children in Custom(id: id, name: "appsplit", children: children) }

    /// The root is the app's own stack kind around `[Home]`, with
    /// `appsplit` registered as a presented container; nothing recorded.
    static func customRoot(_ fixture: RouteFixture) throws {
        fixture.host.setRoot(Self.customStack)
        fixture.host.registerRouteContainer("appsplit") { _ throws(NavigationError) in Self.customSplit }
        fixture.clearRecords()
    }

    @Test func anAppsOwnStackKindPushesAndDismissesAsAStack() throws {
        let worlds = try threeWorlds(setUp: Self.customRoot) { fixture in
            let home = try Self.module(fixture, "Home")
            try home.push(Self.screen("A"))
            try home.push(Self.screen("B"))
        }
        #expect(worlds.tap.tree == "appnav#1{*stack#2[Home, A, B]}")
        #expect(
            worlds.tap.changes == ["transition#1 push: stack#2[Home, A]", "transition#2 push: stack#2[Home, A, B]"])
        expectPopIsTap(worlds)

        let fixture = RouteFixture()
        try Self.customRoot(fixture)
        try fixture.host.setRoute("/Home/A/B")
        #expect(fixture.host.currentRoute == "/Home/A/B", "the app's kind adds no element around its one stack")
        try Self.module(fixture, "B").dismissCurrentModule()
        #expect(fixture.tree == "appnav#1{*stack#2[Home, A]}")
        #expect(try Self.module(fixture, "Home").dismissCurrentModule() == nil, "a root module")
    }

    @Test func anAppsOwnSplitKindPresentedRoutesAsASplit() throws {
        let worlds = try threeWorlds(setUp: Self.customRoot) { fixture in
            let home = try Self.module(fixture, "Home")
            try home.present(Self.customSplit)
            try home.push(Self.screen("Detail"))
        }
        #expect(
            worlds.tap.tree == "appnav#1{*stack#2[Home]} > appsplit#3{*split#4{stack#5[List] | stack#6[Mail, Detail]}}")
        expectPopIsTap(worlds)

        let presented: (RouteFixture) throws -> Void = { fixture in
            try Self.customRoot(fixture)
            try Self.module(fixture, "Home").present(Self.customSplit)
            fixture.clearRecords()
        }
        let inside = try threeWorlds(setUp: presented) { fixture in
            try #require(try Self.module(fixture, "List").splitRouter).setSecondary([Self.screen("Other")])
        }
        #expect(inside.tap.tree == "appnav#1{*stack#2[Home]} > appsplit#3{*split#4{stack#5[List] | stack#6[Other]}}")
        expectPopIsTap(inside)
    }

    @Test func routesNameTheAppsSplitKindAndRestoreIt() throws {
        let route: Route = "/Home/A/appsplit/List/B/column:1/Mail/C"
        let original = RouteFixture()
        try Self.customRoot(original)
        try original.host.setRoute(route)
        #expect(original.host.currentRoute == route)
        #expect(
            original.tree == "appnav#1{*stack#2[Home, A]} > appsplit#3{*split#4{stack#5[List, B] | stack#6[Mail, C]}}")
        let encoded = try JSONEncoder().encode(original.host.restoration)

        let restored = RouteFixture()
        try Self.customRoot(restored)
        try restored.host.restore(try JSONDecoder().decode(RouteRestoration.self, from: encoded))
        #expect(restored.host.currentRoute == route)
        #expect(restored.host.snapshot().structuralDifferences(from: original.host.snapshot()) == [])

        try restored.host.setRoute("/Home/A")
        #expect(restored.tree == "appnav#1{*stack#2[Home, A]}")
    }
}
