import PeekAndPop
import PeekAndPopTesting
import Testing

/// The engine keeps a list of registrations per host and per source view
/// (so that `unregisterAll(of:)` costs the same per source at any count):
/// whatever order registrations come and go in, the lists say what is
/// registered, oldest first (S13).
@MainActor
struct RegistrationBookkeepingTests {
    // S13: registrations ended one by one, then more made (the host's list
    // drops its ended ones as it grows): `unregisterAll` ends exactly the
    // live ones, oldest first, and no other host's.
    @Test func unregisterAllAfterChurnEndsExactlyTheLiveRegistrationsOldestFirst() throws {
        let harness = EngineHarness()
        let other = TestScreen("other")
        let kept = harness.register(harness.makeSource("kept"), host: other) { _, _ in }
        var live: [PreviewingContext] = []
        for round in 0..<4 {
            let made = (0..<40).map { index in
                harness.registerPushing(TestScreen("d"), from: harness.makeSource("row\(round)-\(index)"))
            }
            for (index, context) in made.enumerated() where index % 3 != 0 {
                #expect(harness.engine.unregister(context))
            }
            live += made.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        }
        let peeked = live[20]
        _ = try #require(harness.engine.preview(for: peeked, at: .zero))
        var stillRegistered: [ContextID] = []
        let observation = harness.engine.observe { change in
            if change.state.isTerminal {
                stillRegistered = harness.engine.contexts(of: harness.host).map(\.id)
            }
        }

        #expect(harness.engine.unregisterAll(of: harness.host) == live.count)

        #expect(stillRegistered == live[21...].map(\.id))
        #expect(live.allSatisfy { !$0.isRegistered })
        #expect(harness.engine.registeredContexts.map(\.id) == [kept.id])
        #expect(harness.engine.unregisterAll(of: harness.host) == 0)
        withExtendedLifetime(observation) {}
    }

    // S13, S22: an observer of the peek that `unregisterAll` ends registers
    // another source of the same host: that one is ended too, once.
    @Test func unregisterAllEndsARegistrationMadeByAnObserverMeanwhile() throws {
        let harness = EngineHarness()
        let contexts = (0..<8).map { harness.registerPushing(TestScreen("d"), from: harness.makeSource("row\($0)")) }
        _ = try #require(harness.engine.preview(for: contexts[2], at: .zero))
        var madeMeanwhile: PreviewingContext?
        let observation = harness.engine.observe { change in
            if change.state.isTerminal, madeMeanwhile == nil {
                madeMeanwhile = harness.register(harness.makeSource("late")) { _, _ in }
            }
        }

        #expect(harness.engine.unregisterAll(of: harness.host) == 9)

        #expect(madeMeanwhile?.isRegistered == false)
        #expect(harness.engine.registeredContexts.isEmpty)
        withExtendedLifetime(observation) {}
    }

    // S13: one source view registered by several hosts: each host's
    // registration ends on its own, whichever ended first.
    @Test func aSourceRegisteredBySeveralHostsEndsOneHostAtATime() {
        let harness = EngineHarness()
        let hosts = (0..<3).map { TestScreen("host\($0)") }
        let row = harness.makeSource("row")
        let contexts = hosts.map { host in harness.register(row, host: host) { _, _ in } }

        #expect(harness.engine.unregister(host: hosts[0], sourceView: row))
        #expect(!harness.engine.unregister(host: hosts[0], sourceView: row))
        #expect(harness.engine.registeredContexts.map(\.id) == contexts[1...].map(\.id))
        let again = harness.register(row, host: hosts[0]) { _, _ in }
        #expect(harness.engine.unregister(host: hosts[2], sourceView: row))
        #expect(harness.engine.registeredContexts.map(\.id) == [contexts[1].id, again.id])
        #expect(harness.engine.unregisterAll(of: hosts[1]) == 1)
        #expect(harness.engine.unregister(host: hosts[0], sourceView: row))
        #expect(harness.engine.registeredContexts.isEmpty)
        #expect(harness.engine.unregisterAll(of: hosts[0]) == 0)
    }

    // S13: a host that holds most of the source views (its registrations
    // are ended in one pass, the source index rebuilt without them) and a
    // host that holds few of them (ended one by one): either way the other
    // host's registrations, on shared views and its own, stay registered
    // and findable, oldest first, and the ended pairs can register again.
    @Test(arguments: [40, 3])
    func unregisterAllLeavesEveryOtherHostsRegistrationOnSharedViews(ofMostHost count: Int) throws {
        let harness = EngineHarness()
        let other = TestScreen("other")
        func source(_ name: String, _ index: Int) -> ViewNode {
            harness.makeSource(name, frame: Rect(x: 0, y: Double(10 * index), width: 320, height: 10))
        }
        let rows = (0..<40).map { source("row\($0)", $0) }
        let pushing: @MainActor (PreviewingContext, Point) -> Void = { _, _ in
            harness.engine.route(harness.push(TestScreen("detail")))
        }
        var made: [PreviewingContext] = []
        var kept: [PreviewingContext] = []
        for (index, row) in rows.enumerated() {
            if index < count { made.append(harness.register(row, host: harness.host) { _, _ in }) }
            if index % 4 == 0 { kept.append(harness.register(row, host: other, onPeek: pushing)) }
        }
        for own in (40..<43).map({ source("own\($0)", $0) }) {
            kept.append(harness.register(own, host: other, onPeek: pushing))
        }
        // Holes in the registrations, before and among the host's.
        #expect(harness.engine.unregister(made[1]))
        #expect(harness.engine.unregister(kept[2]))
        kept.remove(at: 2)

        #expect(harness.engine.unregisterAll(of: harness.host) == count - 1)

        #expect(made.allSatisfy { !$0.isRegistered })
        #expect(kept.allSatisfy { $0.isRegistered })
        #expect(harness.engine.registeredContexts.map(\.id) == kept.map(\.id))
        #expect(harness.engine.contexts(of: other).map(\.id) == kept.map(\.id))
        #expect(harness.engine.unregisterAll(of: harness.host) == 0)
        #expect(!harness.engine.unregister(host: harness.host, sourceView: rows[0]))
        let peek = try #require(harness.engine.preview(at: Point(x: 1, y: 1), in: harness.window))
        #expect(peek.context === kept[0])
        #expect(harness.engine.interrupt())
        let again = harness.register(rows[0], host: harness.host) { _, _ in }
        #expect(harness.engine.unregister(host: other, sourceView: rows[0]))
        #expect(harness.engine.registeredContexts.map(\.id) == kept[1...].map(\.id) + [again.id])
        #expect(harness.engine.unregisterAll(of: other) == kept.count - 1)
        #expect(harness.engine.registeredContexts.map(\.id) == [again.id])
    }

    // S3, S5, S13: `unregisterAll` of the host inside its own `onPeek` ends
    // the capturing registration too: no preview, nothing performed.
    @Test func unregisterAllInsideOnPeekGivesNoPreview() {
        let harness = EngineHarness()
        let others = (0..<4).map { harness.register(harness.makeSource("other\($0)")) { _, _ in } }
        let context = harness.register(harness.makeSource("row")) { _, _ in
            harness.engine.route(harness.push(TestScreen("detail")))
            #expect(harness.engine.unregisterAll(of: harness.host) == 5)
        }

        #expect(harness.engine.preview(for: context, at: .zero) == nil)

        #expect(harness.log == ["onPeek row"])
        #expect(harness.engine.activePeek == nil)
        #expect((others + [context]).allSatisfy { !$0.isRegistered })
        #expect(harness.engine.registeredContexts.isEmpty)
    }
}
