import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// A container router that a module hands out routes on that module's
/// behalf: its calls carry the module as their source, in the interceptors'
/// requests and in history; a container's own router carries none.
@MainActor
struct ContainerRouterSourceTests {
    @Test func masterDetailCallsOfAModulesSplitRouterCarryTheModuleAsTheirSource() throws {
        let fixture = NavFixture()
        fixture.host.setRoot(.split(primary: [fixture.built.make("Inbox")], secondary: [fixture.built.make("Mail")]))
        var sources: [String] = []
        fixture.host.addInterceptor(named: "log") { request in
            sources.append("\(request.kind) from \(request.source?.screenName ?? "nil")")
            return .proceed
        }
        let inbox = try #require(fixture.screen("Inbox"))
        let split = try #require(inbox.router.splitRouter)

        try split.setSecondary(fixture.built.make("Mail2"))
        try split.pushPrimary(fixture.built.make("Folder"))
        guard case .split(let own)? = fixture.host.root else {
            Issue.record("the root is not a split")
            return
        }
        try own.router.pushSecondary(fixture.built.make("Attachment"))

        #expect(
            sources == [
                "setSecondary from Inbox", "pushPrimary from Inbox", "pushSecondary from nil",
            ]
        )
        #expect(
            fixture.host.history.suffix(3).map { "\($0.kind) from \($0.source?.screenName ?? "nil")" } == [
                "setSecondary from Inbox", "pushPrimary from Inbox", "pushSecondary from nil",
            ]
        )
    }

    @Test func tabCallsOfAModulesTabsRouterCarryTheModuleAsTheirSourceAtCaptureAndCommitToo() throws {
        let fixture = NavFixture()
        fixture.setUpTabs()
        var sources: [String] = []
        fixture.host.addInterceptor(named: "log") { request in
            sources.append("\(request.kind) at \(request.phase) from \(request.source?.screenName ?? "nil")")
            return .proceed
        }
        let list = try #require(fixture.screen("List"))
        let tabs = try #require(list.router.tabsRouter)

        try tabs.selectTab(1)
        let settings = try #require(fixture.screen("Settings"))
        let preview = try #require(
            fixture.peek(from: settings) { try tabs.addTab(select: true, [fixture.built.make("Orders")]) })
        try fixture.engine.commit(preview)

        #expect(
            sources == [
                "selectTab at perform from List", "addTab at capture from List", "addTab at commit from List",
            ]
        )
        #expect(fixture.host.history.suffix(2).map { $0.source?.screenName } == ["List", "List"])
    }
}
