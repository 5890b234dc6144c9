import PeekAndPop
import PeekAndPopNavigation
import Testing

/// The engine's decisions as a value, one row per rule case: the phase the
/// engine is in, what it was asked, and what the machine decides (S1–S5,
/// S10–S12, S22, S25). No engine, no host, no user code.
struct PeekMachineTests {
    struct Row: Sendable, CustomTestStringConvertible {
        let rule: String
        let phase: PeekMachine.Phase
        let input: PeekMachine.Input
        let decision: PeekMachine.Decision

        var testDescription: String { "\(rule): \(phase), \(input) → \(decision)" }
    }

    private static let one = SessionID(rawValue: 1)
    private static let two = SessionID(rawValue: 2)

    private static func startedBy(_ fate: SessionFate) -> PeekMachine.Route {
        PeekMachine.Route(provenance: PeekMachine.Provenance(session: one, fate: fate))
    }

    static let routing: [Row] = [
        Row(rule: "S1 idle: check, then perform", phase: .idle, input: .route(.init()), decision: .check),
        Row(rule: "S1 checked", phase: .idle, input: .checked(.ready, isEffect: false), decision: .perform),
        Row(rule: "S2 capture window", phase: .capturing(one), input: .route(.init()), decision: .freeze(into: one)),
        Row(
            rule: "S4/S25 an effect in a capture window is frozen like any call", phase: .capturing(one),
            input: .route(.init(isEffect: true)), decision: .freeze(into: one)),
        Row(
            rule: "S11 interrupting policy", phase: .inPeek(one), input: .route(.init()),
            decision: .end(one, .interruptedByRouting)),
        Row(
            rule: "S11 deferring policy", phase: .inPeek(one), input: .route(.init(policy: .deferUntilResolved)),
            decision: .deferCall(until: one)),
        Row(
            rule: "S25 an effect during a peek is performed", phase: .inPeek(one),
            input: .route(.init(isEffect: true)), decision: .check),
        Row(
            rule: "S25 an effect checked during a peek", phase: .inPeek(one),
            input: .checked(.ready, isEffect: true), decision: .perform),
        Row(
            rule: "S12 started in the window, session capturing", phase: .capturing(one),
            input: .route(startedBy(.capturing)), decision: .freeze(into: one)),
        Row(
            rule: "S12 started in the window, session in peek", phase: .inPeek(one),
            input: .route(startedBy(.inPeek)), decision: .freeze(into: one)),
        Row(
            rule: "S12/S22 started in the window, session resolving", phase: .resolving(one),
            input: .route(startedBy(.inPeek)), decision: .deferCall(until: one)),
        Row(
            rule: "S12 started by a session that is no longer current", phase: .inPeek(two),
            input: .route(startedBy(.inPeek)),
            decision: .discard(.startedBy(.init(session: one, fate: .inPeek)))),
        Row(
            rule: "S12 after pop: an ordinary call", phase: .idle, input: .route(startedBy(.popped)),
            decision: .check),
        Row(
            rule: "S12 after pop, another peek showing: a late call", phase: .inPeek(two),
            input: .route(startedBy(.popped)), decision: .end(two, .interruptedByRouting)),
        Row(
            rule: "S12 after interrupt", phase: .idle, input: .route(startedBy(.interrupted(.released))),
            decision: .discard(.startedBy(.init(session: one, fate: .interrupted(.released))))),
        Row(
            rule: "S12 after an action", phase: .idle, input: .route(startedBy(.actionSelected("share"))),
            decision: .discard(.startedBy(.init(session: one, fate: .actionSelected("share"))))),
        Row(
            rule: "S12 never peeked, even in another window", phase: .capturing(two),
            input: .route(startedBy(.neverPeeked)),
            decision: .discard(.startedBy(.init(session: one, fate: .neverPeeked)))),
        Row(
            rule: "S22 from a commit's checks: after the resolution", phase: .resolving(one),
            input: .route(.init()), decision: .deferCall(until: one)),
        Row(
            rule: "S22/S25 an effect from a commit's checks", phase: .resolving(one),
            input: .route(.init(isEffect: true)), decision: .check),
        Row(
            rule: "S22 the check started a peek: decide again", phase: .inPeek(two),
            input: .checked(.ready, isEffect: false), decision: .decideAgain),
        Row(
            rule: "S22 the check ran while a commit's checks run: decide again", phase: .resolving(two),
            input: .checked(.ready, isEffect: false), decision: .decideAgain),
        Row(
            rule: "S7 routing while a commit performs its transitions is ordinary", phase: .committing(one),
            input: .route(.init()), decision: .check),
        Row(
            rule: "S7 checked while a commit performs its transitions", phase: .committing(one),
            input: .checked(.ready, isEffect: false), decision: .perform),
        Row(
            rule: "S23 refused by its check", phase: .idle, input: .checked(.vetoed("login"), isEffect: false),
            decision: .discard(.refused("login"))),
        Row(
            rule: "S23 stale at its check", phase: .inPeek(one), input: .checked(.stale("gone"), isEffect: false),
            decision: .discard(.refused("gone"))),
    ]

    static let previewing: [Row] = [
        Row(
            rule: "S2 a preview opens a window", phase: .idle, input: .preview(.init(source: .available)),
            decision: .beginPeek),
        Row(
            rule: "S5 unregistered or gone", phase: .idle, input: .preview(.init(source: .gone)),
            decision: .refuse(.sourceGone)),
        Row(
            rule: "S5 host unavailable", phase: .idle, input: .preview(.init(source: .unavailable)),
            decision: .refuse(.hostUnavailable)),
        Row(
            rule: "S10 a new peek supersedes the active one", phase: .inPeek(one),
            input: .preview(.init(source: .available)), decision: .end(one, .superseded)),
        Row(
            rule: "S10 one press peeks once", phase: .idle,
            input: .preview(.init(source: .available, pressPeeked: true)), decision: .refuse(.pressPeeked)),
        Row(
            rule: "S22 from inside a capture window", phase: .capturing(one), input: .preview(.init()),
            decision: .refuse(.reentrant)),
        Row(
            rule: "S22 from a commit's checks", phase: .resolving(one), input: .preview(.init()),
            decision: .refuse(.reentrant)),
        Row(
            rule: "S22 from a commit's work", phase: .committing(one), input: .preview(.init()),
            decision: .refuse(.reentrant)),
    ]

    @Test(arguments: routing + previewing)
    func theMachineDecidesOneRuleCase(_ row: Row) {
        var machine = PeekMachine()
        #expect(machine.decide(row.input, in: row.phase) == row.decision)
    }

    /// User code that keeps starting peeks cannot keep a request going for
    /// ever (S22): after the limit, a late call is deferred behind the peek
    /// showing, a call whose check started a peek is performed, and a
    /// preview is refused.
    @Test(arguments: [
        (
            PeekMachine.Input.route(.init()), PeekMachine.Decision.end(one, .interruptedByRouting),
            PeekMachine.Decision.deferCall(until: one)
        ),
        (.checked(.ready, isEffect: false), .decideAgain, .perform),
        (.preview(.init(source: .available)), .end(one, .superseded), .refuse(.supersededTooOften)),
    ])
    func aRequestIsDecidedAgainAtMostTheReentrancyLimit(
        input: PeekMachine.Input, again: PeekMachine.Decision, last: PeekMachine.Decision
    ) {
        var machine = PeekMachine()
        let decisions = (0...PeekMachine.reentrancyLimit).map { _ in machine.decide(input, in: .inPeek(Self.one)) }
        #expect(decisions == Array(repeating: again, count: PeekMachine.reentrancyLimit) + [last])
        #expect(machine.rounds == PeekMachine.reentrancyLimit)
    }

    /// The machine decides against the phase it is told now, not the one it
    /// saw before a call-out (S22): a late call that ended a peek is checked
    /// once nothing is showing, and ends the peek that an observer started
    /// meanwhile.
    @Test func eachDecisionIsTakenAgainstThePhaseReadAfterTheCallOut() {
        var machine = PeekMachine()
        let decisions = [
            machine.decide(.route(.init()), in: .inPeek(Self.one)),
            machine.decide(.route(.init()), in: .inPeek(Self.two)),
            machine.decide(.route(.init()), in: .idle),
            machine.decide(.checked(.ready, isEffect: false), in: .idle),
        ]
        #expect(
            decisions == [
                .end(Self.one, .interruptedByRouting), .end(Self.two, .interruptedByRouting), .check, .perform,
            ]
        )
    }
}

/// Beginning and ending a peek: the capture's end, commit, action,
/// interrupt, and a peek whose host forgot it (S3, S6–S9, S22–S24).
struct PeekMachineResolutionTests {
    typealias Row = PeekMachineTests.Row

    private static let one = SessionID(rawValue: 1)
    private static let two = SessionID(rawValue: 2)

    private static func ended(_ fate: SessionFate) -> PeekMachine.Ended {
        PeekMachine.Ended(session: one, fate: fate)
    }

    static let rows: [Row] = [
        Row(
            rule: "S3 a screen was frozen: the peek begins", phase: .idle,
            input: .captured(showsScreen: true, sourceAlive: true), decision: .showPreview),
        Row(
            rule: "S3 nothing that shows a screen was frozen", phase: .idle,
            input: .captured(showsScreen: false, sourceAlive: true), decision: .discardCapture),
        Row(
            rule: "S3/S5 the source went away inside onPeek", phase: .idle,
            input: .captured(showsScreen: true, sourceAlive: false), decision: .discardCapture),
        Row(
            rule: "S7 every check passed: pop", phase: .resolving(one),
            input: .checkedAtCommit(.ready, hostAlive: true, sourceAlive: true), decision: .pop(one)),
        Row(
            rule: "S7/S23 stale at commit", phase: .resolving(one),
            input: .checkedAtCommit(.stale("gone"), hostAlive: true, sourceAlive: true), decision: .end(one, .stale)),
        Row(
            rule: "S7/S23 vetoed at commit", phase: .resolving(one),
            input: .checkedAtCommit(.vetoed("login"), hostAlive: false, sourceAlive: false),
            decision: .end(one, .vetoed)),
        Row(
            rule: "S7/S22 the checks let go of the host", phase: .resolving(one),
            input: .checkedAtCommit(.ready, hostAlive: false, sourceAlive: false),
            decision: .end(one, .hostScreenGone)),
        Row(
            rule: "S7/S22 the checks unregistered the source", phase: .resolving(one),
            input: .checkedAtCommit(.ready, hostAlive: true, sourceAlive: false),
            decision: .end(one, .sourceUnregistered)),
        Row(
            rule: "S6 host gone", phase: .inPeek(one), input: .liveness(hostAlive: false, sourceAlive: true),
            decision: .end(one, .hostScreenGone)),
        Row(
            rule: "S6 source gone", phase: .inPeek(one), input: .liveness(hostAlive: true, sourceAlive: false),
            decision: .end(one, .sourceUnregistered)),
        Row(
            rule: "S6 alive", phase: .inPeek(one), input: .liveness(hostAlive: true, sourceAlive: true),
            decision: .keep),
        Row(
            rule: "S6 a commit's checks are not cut short", phase: .resolving(one),
            input: .liveness(hostAlive: false, sourceAlive: false), decision: .keep),
        Row(
            rule: "S7 commit the preview", phase: .inPeek(one),
            input: .resolve(.commit(isPreview: true), lastEnded: nil),
            decision: .resolve(one)),
        Row(
            rule: "S7 commit whatever the preview", phase: .inPeek(one),
            input: .resolve(.commit(isPreview: nil), lastEnded: nil), decision: .resolve(one)),
        Row(
            rule: "S24 select an action", phase: .inPeek(one), input: .resolve(.selectAction(.action), lastEnded: nil),
            decision: .select(one)),
        Row(
            rule: "S7/S24 a committing action pops", phase: .inPeek(one),
            input: .resolve(.selectAction(.committingAction), lastEnded: nil), decision: .resolve(one)),
        Row(
            rule: "S24 an action the peek does not offer", phase: .inPeek(one),
            input: .resolve(.selectAction(.notOffered), lastEnded: nil), decision: .fail(.actionNotOffered(one))),
        Row(
            rule: "S24 a group is not selected", phase: .inPeek(one),
            input: .resolve(.selectAction(.group), lastEnded: nil),
            decision: .fail(.actionUnavailable(one, isGroup: true))),
        Row(
            rule: "S24 a disabled action is not selected", phase: .inPeek(one),
            input: .resolve(.selectAction(.disabled), lastEnded: nil),
            decision: .fail(.actionUnavailable(one, isGroup: false))),
        Row(
            rule: "S9/S24 an action with no peek", phase: .idle,
            input: .resolve(.selectAction(.notOffered), lastEnded: nil), decision: .fail(.noActivePeek)),
        Row(
            rule: "S9/S24 an action after pop", phase: .idle,
            input: .resolve(.selectAction(.notOffered), lastEnded: ended(.popped)),
            decision: .fail(.alreadyCommitted(one))),
        Row(
            rule: "S8 interrupt", phase: .inPeek(one), input: .resolve(.interrupt(.released), lastEnded: nil),
            decision: .end(one, .released)),
        Row(
            rule: "S9 interrupt with no peek: a no-op", phase: .idle,
            input: .resolve(.interrupt(.released), lastEnded: nil), decision: .refuse(.noPeekToInterrupt)),
        Row(
            rule: "S9/S22 interrupt from a commit's checks", phase: .resolving(one),
            input: .resolve(.interrupt(.cancelledByHost), lastEnded: nil),
            decision: .refuse(.interruptWhileResolving(one))),
        Row(
            rule: "S9 a commit of another screen interrupts", phase: .inPeek(one),
            input: .resolve(.commit(isPreview: false), lastEnded: nil), decision: .end(one, .commitOfDifferentScreen)),
        Row(
            rule: "S9 commit with no peek", phase: .idle, input: .resolve(.commit(isPreview: nil), lastEnded: nil),
            decision: .fail(.noActivePeek)),
        Row(
            rule: "S9 second commit", phase: .idle,
            input: .resolve(.commit(isPreview: true), lastEnded: ended(.popped)),
            decision: .fail(.alreadyCommitted(one))),
        Row(
            rule: "S9 commit after interrupt", phase: .idle,
            input: .resolve(.commit(isPreview: true), lastEnded: ended(.interrupted(.released))),
            decision: .fail(.interrupted(one, .released))),
        Row(
            rule: "S9 commit after the host went away", phase: .idle,
            input: .resolve(.commit(isPreview: true), lastEnded: ended(.interrupted(.hostScreenGone))),
            decision: .fail(.hostScreenGone(one))),
        Row(
            rule: "S9/S24 commit after an action", phase: .idle,
            input: .resolve(.commit(isPreview: true), lastEnded: ended(.actionSelected("share"))),
            decision: .fail(.actionAlreadySelected(one, "share"))),
        Row(
            rule: "S9 commit from the work of the commit", phase: .committing(one),
            input: .resolve(.commit(isPreview: nil), lastEnded: ended(.popped)),
            decision: .fail(.alreadyCommitted(one))),
        Row(
            rule: "S9 interrupt from the work of the commit: a no-op", phase: .committing(one),
            input: .resolve(.interrupt(.released), lastEnded: ended(.popped)), decision: .refuse(.noPeekToInterrupt)),
        Row(
            rule: "S22 commit from inside a capture window", phase: .capturing(two),
            input: .resolve(.commit(isPreview: nil), lastEnded: nil), decision: .fail(.insideCaptureWindow(two))),
        Row(
            rule: "S22 commit from a commit's checks", phase: .resolving(one),
            input: .resolve(.commit(isPreview: true), lastEnded: nil), decision: .fail(.whileResolving(one))),
        Row(
            rule: "S22 action from a commit's checks", phase: .resolving(one),
            input: .resolve(.selectAction(.action), lastEnded: nil), decision: .fail(.whileResolving(one))),
        Row(
            rule: "S22 action from inside a capture window", phase: .capturing(one),
            input: .resolve(.selectAction(.action), lastEnded: nil), decision: .fail(.insideCaptureWindow(one))),
        Row(
            rule: "U2 publish a prepared peek", phase: .inPeek(one), input: .publish(one, isPublished: false),
            decision: .publishInPeek(one)),
        Row(
            rule: "U2/S22 published, still in peek after its observers", phase: .inPeek(one),
            input: .publish(one, isPublished: true), decision: .published(true)),
        Row(
            rule: "U2/S22 an observer of inPeek ended it", phase: .idle, input: .publish(one, isPublished: true),
            decision: .published(false)),
        Row(
            rule: "U2/S10 another peek superseded it", phase: .inPeek(two), input: .publish(one, isPublished: false),
            decision: .published(false)),
        Row(
            rule: "U2/S22 a commit's checks are running", phase: .resolving(one),
            input: .publish(one, isPublished: true), decision: .published(false)),
    ]

    @Test(arguments: rows)
    func theMachineDecidesOneRuleCase(_ row: Row) {
        var machine = PeekMachine()
        #expect(machine.decide(row.input, in: row.phase) == row.decision)
    }

    private static let quiet = PeekMachine.CallOut()
    private static let delivering = PeekMachine.CallOut(deliveries: 1)
    private static let tellingBridges = PeekMachine.CallOut(isTellingBridges: true)

    private static func ending(
        publish: Bool = false, tell: Bool = false, held: Bool = false, handler: Bool = false, waiting: Int = 0
    ) -> PeekMachine.Ending {
        PeekMachine.Ending(
            stateToPublish: publish, endsToTell: tell, isHeld: held, handlerToRun: handler, waiting: waiting)
    }

    /// Ending a session, one step at a time, each decided against what the
    /// call-outs before it left (S11, S16, S19, S22, S24, P3).
    static let endingRows: [Row] = [
        Row(
            rule: "S16 the terminal state is published first", phase: .idle,
            input: .ending(ending(publish: true, tell: true, held: true, handler: true, waiting: 1), quiet),
            decision: .publishEnd),
        Row(
            rule: "P3 then the bridges hear of the end", phase: .idle,
            input: .ending(ending(tell: true, held: true, handler: true), quiet), decision: .tellBridges),
        Row(
            rule: "P3/S16 not inside a delivery: whoever delivers tells them after", phase: .idle,
            input: .ending(ending(tell: true, held: true), delivering), decision: .retire),
        Row(
            rule: "P3 not from a bridge's own call: the bridges' call goes on in order", phase: .idle,
            input: .ending(ending(tell: true, held: true), tellingBridges), decision: .release),
        Row(
            rule: "S19 released once every observer saw it", phase: .idle,
            input: .ending(ending(held: true, handler: true, waiting: 2), quiet), decision: .release),
        Row(
            rule: "S16/S19 inside a delivery: released when it is over", phase: .idle,
            input: .ending(ending(held: true, handler: true), delivering), decision: .retire),
        Row(
            rule: "S24 the action's handler runs after the release", phase: .idle,
            input: .ending(ending(handler: true, waiting: 1), delivering), decision: .runHandler),
        Row(
            rule: "S11/S22 then the calls that waited, one by one", phase: .inPeek(two),
            input: .ending(ending(waiting: 2), quiet), decision: .routeWaiting),
        Row(
            rule: "S6 nothing left: ended", phase: .idle, input: .ending(ending(), delivering), decision: .ended),
        Row(
            rule: "S16 a delivery is over: the bridges hear first", phase: .idle,
            input: .ending(ending(tell: true, held: true), quiet), decision: .tellBridges),
        Row(
            rule: "S19 a delivery is over: the sessions it ended are released", phase: .idle,
            input: .ending(ending(held: true), tellingBridges), decision: .release),
    ]

    @Test(arguments: endingRows)
    func endingASessionIsDecidedStepByStep(_ row: Row) {
        var machine = PeekMachine()
        #expect(machine.decide(row.input, in: row.phase) == row.decision)
    }

    /// One session's ending, as the engine walks it: each decision is
    /// performed and the machine is asked again with what is left (S16,
    /// S19, S24, P3).
    @Test func aSessionEndsInOneOrder() {
        var machine = PeekMachine()
        var left = Self.ending(publish: true, tell: true, held: true, handler: true, waiting: 2)
        var decisions: [PeekMachine.Decision] = []
        while decisions.count < 10 {
            let decision = machine.decide(.ending(left, Self.quiet), in: .idle)
            decisions.append(decision)
            switch decision {
            case .publishEnd: left.stateToPublish = false
            case .tellBridges: left.endsToTell = false
            case .release, .retire: left.isHeld = false
            case .runHandler: left.handlerToRun = false
            case .routeWaiting: left.waiting -= 1
            default: break
            }
            if decision == .ended { break }
        }
        #expect(
            decisions == [.publishEnd, .tellBridges, .release, .runHandler, .routeWaiting, .routeWaiting, .ended])
    }

    /// A commit of another screen ends the peek, then fails, whatever the
    /// observers of the interruption did (S9, S22).
    @Test func aCommitOfAnotherScreenEndsThePeekThenFails() {
        var machine = PeekMachine()
        let commit = PeekMachine.Input.resolve(.commit(isPreview: false), lastEnded: nil)
        let decisions = [
            machine.decide(commit, in: .inPeek(Self.one)),
            machine.decide(
                .resolve(.commit(isPreview: false), lastEnded: Self.ended(.interrupted(.commitOfDifferentScreen))),
                in: .inPeek(Self.two)),
        ]
        #expect(decisions == [.end(Self.one, .commitOfDifferentScreen), .fail(.screenMismatch(Self.one))])
    }

    /// An interrupt ends the peek once, and answers that it did, even when an
    /// observer of the interruption started another peek (S8, S22).
    @Test func anInterruptEndsOnePeekAndSaysSo() {
        var machine = PeekMachine()
        let interrupt = PeekMachine.Input.resolve(.interrupt(.released), lastEnded: nil)
        let decisions = [
            machine.decide(interrupt, in: .inPeek(Self.one)), machine.decide(interrupt, in: .inPeek(Self.two)),
        ]
        #expect(decisions == [.end(Self.one, .released), .interrupted])
    }
}
