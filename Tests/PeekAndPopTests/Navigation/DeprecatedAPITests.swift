import PeekAndPop
import PeekAndPopTesting
import Testing

/// Each API deprecated for one release still does what its replacement does:
/// one test per forwarder, calling it on purpose (hence each test's
/// `@available(*, deprecated)`, which keeps the build free of warnings).
@MainActor
struct DeprecatedAPITests {
    @available(*, deprecated)
    @Test func presentationStyleOfAPresentationIsItsStyle() throws {
        let fixture = NavFixture()
        fixture.host.setRootStack([fixture.built.make("Home")])
        try fixture.router("Home").presentModally(style: .fullScreen, fixture.built.make("Cover"))
        try fixture.router("Cover").presentModally(fixture.built.make("Sheet"))

        #expect(fixture.host.presentations.map { fixture.host.presentationStyle(of: $0) } == [.fullScreen, .sheet])
        #expect(fixture.host.presentations.map(\.style) == [.fullScreen, .sheet])
    }

    @available(*, deprecated)
    @Test func theNoSplitContainerCodeKeepsItsName() {
        #expect(NavigationError.Code.noSplitContainer.description == "noSplitContainer")
        #expect(NavigationError.Code.noSplitContainer != .containerNotInTree)
    }
}
