import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

/// What one world showed after an action that may throw: the tree, the
/// changes, the raw state stream with each state's preview, and the error
/// codes the action's calls threw, in order.
struct ThrowingWorldRecord: Equatable, CustomStringConvertible {
    var tree: String
    var changes: [String]
    var states: [String]
    var thrown: [String]

    var description: String { "\(tree) changes=\(changes) states=\(states) thrown=\(thrown)" }
}

/// Records the codes of the errors that the calls of an action throw, so a
/// tap and a pop can be compared call by call.
@MainActor
final class ThrownCodes {
    private(set) var codes: [String] = []

    /// Runs `call`, noting the code of the ``NavigationError`` it throws.
    func attempt(_ call: () throws -> Void) {
        do {
            try call()
        } catch let error as NavigationError {
            codes.append("\(error.code)")
        } catch {
            codes.append("\(error)")
        }
    }
}

/// Runs `action` as a tap in one world and as peek + pop in another, each
/// set up by `setUp`; the action notes what its calls throw.
///
/// - Returns: The tap's world and the pop's (`nil` when the peek showed no
///   preview); states carry the preview's name (`session#1 popped preview=D`).
@MainActor
func tapAndPop(
    setUp: (RouteFixture) throws -> Void,
    action: @escaping @MainActor (RouteFixture, ThrownCodes) throws -> Void
) throws -> (tap: ThrowingWorldRecord, pop: ThrowingWorldRecord?) {
    func record(_ fixture: RouteFixture, _ thrown: ThrownCodes) -> ThrowingWorldRecord {
        ThrowingWorldRecord(
            tree: fixture.tree, changes: fixture.changes,
            states: fixture.nav.states.events.map { "\($0.summary) preview=\($0.previewScreenName)" },
            thrown: thrown.codes)
    }
    let tapped = RouteFixture()
    try setUp(tapped)
    let tapThrown = ThrownCodes()
    try action(tapped, tapThrown)
    let tap = record(tapped, tapThrown)

    let popped = RouteFixture()
    try setUp(popped)
    let popThrown = ThrownCodes()
    guard let preview = try popped.peek({ try action(popped, popThrown) }) else { return (tap, nil) }
    try popped.engine.commit(preview)
    #expect(popped.host.contains(preview), "after popped the tree holds the preview (S7)")
    return (tap, record(popped, popThrown))
}

/// Expects the pop to have ended as the tap: the same tree, changes and
/// thrown errors, after `inPeek` and `popped` of `preview` (S7).
func expectPopIsTap(
    _ worlds: (tap: ThrowingWorldRecord, pop: ThrowingWorldRecord?), preview: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(worlds.tap.states == [], sourceLocation: sourceLocation)
    var expected = worlds.tap
    expected.states = ["session#1 inPeek preview=\(preview)", "session#1 popped preview=\(preview)"]
    #expect(worlds.pop == expected, sourceLocation: sourceLocation)
}

/// The behaviours of issue 30 where a pop did not do what a tap does:
/// each call frozen in `onPeek` is decided against the tree as the calls
/// frozen before it leave it, as a tap decides it after them (S7, S23, H2, H12).
@MainActor
struct PopIsTapDefectTests {
    static func screen(_ name: String) -> (RouterSeed) -> any Screen {
        { seed in RouteScreen(name, seed: seed) }
    }

    /// Root tabs `{*stack[Home], stack[Settings]}` with deep links `/settings`
    /// (tab 1, then Mail pushed) and `/third` (tab 2, then Y pushed).
    static func tabsWithDeepLinks(_ fixture: RouteFixture) throws {
        fixture.setUpTabs()
        fixture.host.registerRouteHandler(for: "settings") { _ in [.selectTab(1), .push(Self.screen("Mail"))] }
        fixture.host.registerRouteHandler(for: "third") { _ in [.selectTab(2), .push(Self.screen("Y"))] }
    }

    // MARK: Deep links after tab edits (defect 1)

    @Test func aDeepLinkIntoATabRemovedEarlierInTheWindowThrowsAsAtATap() throws {
        // Before: the deep link counted the two tabs there were at capture,
        // was frozen, and the pop pushed Mail onto tab 0.
        let worlds = try tapAndPop(setUp: Self.tabsWithDeepLinks) { fixture, thrown in
            let tabs = try FrozenRoutePlanningTests.tabs(fixture)
            try tabs.router.removeTab(at: 1)
            thrown.attempt { try fixture.host.openRelative("/settings") }
            try #require(fixture.screen("Home")).router.push(Self.screen("X"))
        }
        #expect(worlds.tap.tree == "tabs#1{*stack#2[Home, X]}")
        #expect(worlds.tap.thrown == ["tabIndexOutOfRange"])
        expectPopIsTap(worlds, preview: "X")
    }

    @Test func aDeepLinkIntoATabAddedEarlierInTheWindowIsFrozenAsAtATap() throws {
        // Before: the deep link counted the two tabs there were at capture
        // and threw in `onPeek`, though a tap follows it.
        let worlds = try tapAndPop(setUp: Self.tabsWithDeepLinks) { fixture, thrown in
            let tabs = try FrozenRoutePlanningTests.tabs(fixture)
            try tabs.router.addTab([Self.screen("Third")])
            thrown.attempt { try fixture.host.openRelative("/third") }
        }
        #expect(worlds.tap.tree == "tabs#1{stack#2[Home], stack#3[Settings], *stack#4[Third, Y]}")
        #expect(worlds.tap.thrown == [])
        expectPopIsTap(worlds, preview: "Third")
    }
}
