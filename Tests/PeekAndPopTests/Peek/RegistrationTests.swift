import PeekAndPop
import PeekAndPopTesting
import Testing

@MainActor
struct RegistrationTests {
    // S13, S14
    @Test func registeringTheSameHostAndViewAgainReplacesTheRegistration() {
        let harness = EngineHarness()
        let row = harness.makeSource("row")
        var changes: [ContextID] = []
        let first = harness.engine.register(host: harness.host, sourceView: row, onPeek: { _, _ in }) {
            changes.append($0.id)
        }
        let second = harness.engine.register(host: harness.host, sourceView: row, onPeek: { _, _ in }) {
            changes.append($0.id)
        }
        #expect(changes == [first.id, second.id])
        #expect(!first.isRegistered)
        #expect(second.isRegistered)
        #expect(harness.engine.registeredContexts.map(\.id) == [second.id])
    }

    // S13
    @Test func aHostMayRegisterManySourceViews() {
        let harness = EngineHarness()
        let contexts = (0..<3).map { index in
            harness.registerPushing(TestScreen("d\(index)"), from: harness.makeSource("row\(index)"))
        }
        #expect(harness.engine.contexts(of: harness.host).map(\.id) == contexts.map(\.id))
    }

    // S13
    @Test func unregisterByContextByHostAndViewAndAllOfAHost() {
        let harness = EngineHarness()
        let other = TestScreen("other")
        let rows = (0..<4).map { harness.makeSource("row\($0)") }
        let a = harness.register(rows[0]) { _, _ in }
        harness.register(rows[1]) { _, _ in }
        harness.register(rows[2], host: other) { _, _ in }
        harness.register(rows[3], host: other) { _, _ in }
        #expect(harness.engine.unregister(a))
        #expect(!harness.engine.unregister(a))
        #expect(harness.engine.unregister(host: harness.host, sourceView: rows[1]))
        #expect(!harness.engine.unregister(host: harness.host, sourceView: rows[1]))
        #expect(harness.engine.registeredContexts.map { $0.sourceView?.name } == ["row2", "row3"])
        #expect(harness.engine.unregisterAll(of: other) == 2)
        #expect(harness.engine.registeredContexts.isEmpty)
    }

    // S13: a host's registrations end oldest first; an observer of the peek that one of them
    // ends sees the older ones gone and the newer ones still registered.
    @Test func unregisterAllEndsAHostsRegistrationsOldestFirst() throws {
        let harness = EngineHarness()
        let rows = (0..<64).map { harness.makeSource("row\($0)") }
        let contexts = rows.map { harness.registerPushing(TestScreen("detail"), from: $0) }
        _ = try #require(harness.engine.preview(for: contexts[40], at: .zero))
        var stillRegistered: [ContextID] = []
        let observation = harness.engine.observe { change in
            if change.state.isTerminal {
                stillRegistered = harness.engine.contexts(of: harness.host).map(\.id)
            }
        }

        #expect(harness.engine.unregisterAll(of: harness.host) == 64)

        #expect(stillRegistered == contexts[41...].map(\.id))
        #expect(harness.engine.registeredContexts.isEmpty)
        withExtendedLifetime(observation) {}
    }

    // S13
    @Test func registrationsHoldHostAndSourceWeaklyAndDeadOnesArePruned() {
        let harness = EngineHarness()
        var host: TestScreen? = TestScreen("host")
        var source: ViewNode? = ViewNode(name: "detached")
        weak let weakHost = host
        weak let weakSource = source
        harness.engine.register(host: host!, sourceView: source!) { _, _ in }
        harness.engine.register(host: harness.host, sourceView: harness.makeSource("row")) { _, _ in }
        #expect(harness.engine.registeredContexts.count == 2)
        host = nil
        source = nil
        #expect(weakHost == nil)
        #expect(weakSource == nil)
        #expect(harness.engine.registeredContexts.map { $0.sourceView?.name } == ["row"])
    }

    // S13: a source view whose view goes away prunes its registration.
    @Test func sourceViewGoneMidPeekEndsThePeek() throws {
        let harness = EngineHarness()
        var source: ViewNode? = ViewNode(name: "floating")
        let context = harness.engine.register(host: harness.host, sourceView: source!) { _, _ in
            harness.engine.route(harness.push(TestScreen("detail")))
        }
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        source = nil
        _ = harness.engine.registeredContexts
        #expect(harness.log == ["state session#1 inPeek", "state session#1 interrupted(sourceUnregistered)"])
    }

    // S13: unregistering inside onPeek gives no preview.
    @Test func sourceUnregisteredInsideOnPeekGivesNoPreview() {
        let harness = EngineHarness()
        let context = harness.register(harness.makeSource("row")) { context, _ in
            harness.engine.route(harness.push(TestScreen("detail")))
            harness.engine.unregister(context)
        }
        #expect(harness.engine.preview(for: context, at: .zero) == nil)
        #expect(harness.log == ["onPeek row"])
        #expect(harness.engine.activePeek == nil)
    }

    // S13: re-registering a source that is peeking interrupts the peek.
    @Test func reRegisteringAPeekingSourceInterruptsItsPeek() throws {
        let harness = EngineHarness()
        let row = harness.makeSource("row")
        let context = harness.registerPushing(TestScreen("detail"), from: row)
        _ = try #require(harness.engine.preview(for: context, at: .zero))
        harness.registerPushing(TestScreen("detail"), from: row)
        #expect(
            harness.log == ["onPeek row", "state session#1 inPeek", "state session#1 interrupted(sourceUnregistered)"]
        )
    }
}
