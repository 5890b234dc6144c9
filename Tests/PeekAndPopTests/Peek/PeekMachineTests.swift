import PeekAndPop
import PeekAndPopNavigation
import Testing

/// The engine's decisions and its phase as a value, one row per rule case:
/// the phase the machine is in, what it is told, what it answers, and the
/// phase it is in after answering, `(phase, input) → (action, phase′)`
/// (S1–S5, S10–S12, S22, S25). No engine, no host, no user code.
struct PeekMachineTests {
    /// One input of the machine, as a row names it.
    enum Input: Sendable, CustomStringConvertible {
        case route(PeekMachine.Route)
        case checked(TransitionCheck, isEffect: Bool)
        case preview(PeekMachine.Preview)
        case captured(showsScreen: Bool, sourceAlive: Bool)
        case commit(isPreview: Bool?, lastEnded: PeekMachine.Ended?)
        case selectAction(PeekMachine.Offer, lastEnded: PeekMachine.Ended?)
        case interrupt(InterruptionReason)
        case liveness(hostAlive: Bool, sourceAlive: Bool)
        case registrationEnded(SessionID, InterruptionReason)
        case checkedAtCommit(TransitionCheck, hostAlive: Bool, sourceAlive: Bool)
        case performed(SessionID)
        case publish(SessionID, isPublished: Bool)
        case ending(PeekMachine.Ending, PeekMachine.CallOut)
        case delivered(endsToTell: Bool, isTellingBridges: Bool, isHeld: Bool)

        var description: String {
            switch self {
            case .route(let route): "route(\(route))"
            case .checked(let verdict, let isEffect): "checked(\(verdict), isEffect: \(isEffect))"
            case .preview(let preview): "preview(\(preview))"
            case .captured(let shows, let alive): "captured(showsScreen: \(shows), sourceAlive: \(alive))"
            case .commit(let isPreview, let ended):
                "commit(isPreview: \(String(describing: isPreview)), \(ended, default: "–"))"
            case .selectAction(let offer, let ended): "selectAction(\(offer), \(ended, default: "–"))"
            case .interrupt(let reason): "interrupt(\(reason))"
            case .liveness(let host, let source): "liveness(hostAlive: \(host), sourceAlive: \(source))"
            case .registrationEnded(let id, let reason): "registrationEnded(\(id), \(reason))"
            case .checkedAtCommit(let verdict, let host, let source):
                "checkedAtCommit(\(verdict), hostAlive: \(host), sourceAlive: \(source))"
            case .performed(let id): "performed(\(id))"
            case .publish(let id, let isPublished): "publish(\(id), isPublished: \(isPublished))"
            case .ending(let ending, let callOut): "ending(\(ending), \(callOut))"
            case .delivered(let tell, let telling, let held):
                "delivered(endsToTell: \(tell), isTellingBridges: \(telling), isHeld: \(held))"
            }
        }

        /// Tells `machine` of the input; `rounds` is the request's memory.
        func tell(_ machine: inout PeekMachine, _ rounds: inout PeekMachine.Rounds) -> Action {
            switch self {
            case .route(let route): .route(machine.route(route, rounds: &rounds))
            case .checked(let verdict, let isEffect):
                .checked(machine.checked(verdict, isEffect: isEffect, rounds: &rounds))
            case .preview(let preview): .preview(machine.preview(preview, rounds: &rounds))
            case .captured(let shows, let alive): .captured(machine.captured(showsScreen: shows, sourceAlive: alive))
            case .commit(let isPreview, let ended):
                .commit(machine.commit(isPreview: isPreview, lastEnded: ended, rounds: &rounds))
            case .selectAction(let offer, let ended): .selectAction(machine.selectAction(offer, lastEnded: ended))
            case .interrupt(let reason): .interrupt(machine.interrupt(reason, rounds: &rounds))
            case .liveness(let host, let source): .liveness(machine.liveness(hostAlive: host, sourceAlive: source))
            case .registrationEnded(let id, let reason):
                .registrationEnded(machine.registrationEnded(of: id, reason: reason))
            case .checkedAtCommit(let verdict, let host, let source):
                .checkedAtCommit(machine.checkedAtCommit(verdict, hostAlive: host, sourceAlive: source))
            case .performed(let id):
                { () -> Action in
                    machine.performed(id)
                    return .performed
                }()
            case .publish(let id, let isPublished): .publish(machine.publish(id, isPublished: isPublished))
            case .ending(let ending, let callOut): .ending(machine.ending(ending, callOut))
            case .delivered(let tell, let telling, let held):
                .delivered(machine.delivered(endsToTell: tell, isTellingBridges: telling, isHeld: held))
            }
        }
    }

    /// The machine's answer to an ``Input``: each input has an action type of its own.
    enum Action: Equatable, Sendable {
        case route(PeekMachine.RouteAction)
        case checked(PeekMachine.CheckAction)
        case preview(PeekMachine.PreviewRequestAction)
        case captured(PeekMachine.CaptureAction)
        case commit(PeekMachine.CommitAction)
        case selectAction(PeekMachine.SelectAction)
        case interrupt(PeekMachine.InterruptAction)
        case liveness(PeekMachine.LivenessAction)
        case registrationEnded(PeekMachine.RegistrationAction)
        case checkedAtCommit(PeekMachine.CommitCheckAction)
        /// ``PeekMachine/performed(_:)`` answers nothing.
        case performed
        case publish(PeekMachine.PublishAction)
        case ending(PeekMachine.EndingAction)
        case delivered(PeekMachine.DeliveredAction)
    }

    struct Row: Sendable, CustomTestStringConvertible {
        let rule: String
        let phase: PeekMachine.Phase
        let input: Input
        let action: Action
        let after: PeekMachine.Phase

        init(_ rule: String, _ phase: PeekMachine.Phase, _ input: Input, _ action: Action, _ after: PeekMachine.Phase) {
            self.rule = rule
            self.phase = phase
            self.input = input
            self.action = action
            self.after = after
        }

        var testDescription: String { "\(rule): \(phase), \(input) → \(action), \(after)" }

        /// Asks a machine in the row's phase; its answer and the phase after it.
        func run() -> (Action, PeekMachine.Phase) {
            var machine = PeekMachine(phase: phase)
            var rounds = PeekMachine.Rounds()
            let action = input.tell(&machine, &rounds)
            return (action, machine.phase)
        }
    }

    private static let one = SessionID(rawValue: 1)
    private static let two = SessionID(rawValue: 2)

    private static func startedBy(_ fate: SessionFate) -> PeekMachine.Route {
        PeekMachine.Route(provenance: PeekMachine.Provenance(session: one, fate: fate))
    }

    static let routing: [Row] = [
        Row("S1 idle: check, then perform", .idle, .route(.init()), .route(.check), .idle),
        Row("S1 checked", .idle, .checked(.ready, isEffect: false), .checked(.perform), .idle),
        Row("S2 capture window", .capturing(one), .route(.init()), .route(.freeze(into: one)), .capturing(one)),
        Row(
            "S4/S25 an effect in a capture window is frozen like any call", .capturing(one),
            .route(.init(isEffect: true)), .route(.freeze(into: one)), .capturing(one)),
        Row(
            "S11 interrupting policy: the machine ends the peek", .inPeek(one), .route(.init()),
            .route(.end(one, .interruptedByRouting)), .idle),
        Row(
            "S11 deferring policy", .inPeek(one), .route(.init(policy: .deferUntilResolved)),
            .route(.deferCall(until: one)), .inPeek(one)),
        Row(
            "S25 an effect during a peek is performed", .inPeek(one), .route(.init(isEffect: true)), .route(.check),
            .inPeek(one)),
        Row(
            "S25 an effect checked during a peek", .inPeek(one), .checked(.ready, isEffect: true), .checked(.perform),
            .inPeek(one)),
        Row(
            "S12 started in the window, session capturing", .capturing(one), .route(startedBy(.capturing)),
            .route(.freeze(into: one)), .capturing(one)),
        Row(
            "S12 started in the window, session in peek", .inPeek(one), .route(startedBy(.inPeek)),
            .route(.freeze(into: one)), .inPeek(one)),
        Row(
            "S12/S22 started in the window, session resolving", .resolving(one), .route(startedBy(.inPeek)),
            .route(.deferCall(until: one)), .resolving(one)),
        Row(
            "S12 started by a session that is no longer current", .inPeek(two), .route(startedBy(.inPeek)),
            .route(.discard(.startedBy(.init(session: one, fate: .inPeek)))), .inPeek(two)),
        Row("S12 after pop: an ordinary call", .idle, .route(startedBy(.popped)), .route(.check), .idle),
        Row(
            "S12 after pop, another peek showing: a late call", .inPeek(two), .route(startedBy(.popped)),
            .route(.end(two, .interruptedByRouting)), .idle),
        Row(
            "S12 after interrupt", .idle, .route(startedBy(.interrupted(.released))),
            .route(.discard(.startedBy(.init(session: one, fate: .interrupted(.released))))), .idle),
        Row(
            "S12 after an action", .idle, .route(startedBy(.actionSelected("share"))),
            .route(.discard(.startedBy(.init(session: one, fate: .actionSelected("share"))))), .idle),
        Row(
            "S12 never peeked, even in another window", .capturing(two), .route(startedBy(.neverPeeked)),
            .route(.discard(.startedBy(.init(session: one, fate: .neverPeeked)))), .capturing(two)),
        Row(
            "S22 from a commit's checks: after the resolution", .resolving(one), .route(.init()),
            .route(.deferCall(until: one)), .resolving(one)),
        Row(
            "S22/S25 an effect from a commit's checks", .resolving(one), .route(.init(isEffect: true)),
            .route(.check), .resolving(one)),
        Row(
            "S22 the check started a peek: decide again", .inPeek(two), .checked(.ready, isEffect: false),
            .checked(.decideAgain), .inPeek(two)),
        Row(
            "S22 the check ran while a commit's checks run: decide again", .resolving(two),
            .checked(.ready, isEffect: false), .checked(.decideAgain), .resolving(two)),
        Row(
            "S7 routing while a commit performs its transitions is ordinary", .committing(one), .route(.init()),
            .route(.check), .committing(one)),
        Row(
            "S7 checked while a commit performs its transitions", .committing(one),
            .checked(.ready, isEffect: false), .checked(.perform), .committing(one)),
        Row(
            "S23 refused by its check", .idle, .checked(.vetoed("login"), isEffect: false),
            .checked(.discard(.refused("login"))), .idle),
        Row(
            "S23 stale at its check", .inPeek(one), .checked(.stale("gone"), isEffect: false),
            .checked(.discard(.refused("gone"))), .inPeek(one)),
    ]

    static let previewing: [Row] = [
        Row(
            "S2 a preview opens the window of a new session", .idle, .preview(.init(source: .available)),
            .preview(.beginPeek(one)), .capturing(one)),
        Row("S5 unregistered or gone", .idle, .preview(.init(source: .gone)), .preview(.refuse(.sourceGone)), .idle),
        Row(
            "S5 host unavailable", .idle, .preview(.init(source: .unavailable)), .preview(.refuse(.hostUnavailable)),
            .idle),
        Row(
            "S10 a new peek first ends the active one", .inPeek(one), .preview(.init(source: .available)),
            .preview(.end(one, .superseded)), .idle),
        Row(
            "S10 one press peeks once", .idle, .preview(.init(source: .available, pressPeeked: true)),
            .preview(.refuse(.pressPeeked)), .idle),
        Row(
            "S22 from inside a capture window", .capturing(one), .preview(.init()), .preview(.refuse(.reentrant)),
            .capturing(one)),
        Row(
            "S22 from a commit's checks", .resolving(one), .preview(.init()), .preview(.refuse(.reentrant)),
            .resolving(one)),
        Row(
            "S22 from a commit's work", .committing(one), .preview(.init()), .preview(.refuse(.reentrant)),
            .committing(one)),
    ]

    @Test(arguments: routing + previewing)
    func theMachineDecidesOneRuleCase(_ row: Row) {
        let (action, after) = row.run()
        #expect(action == row.action)
        #expect(after == row.after)
    }

    /// User code that keeps starting peeks cannot keep a request going for
    /// ever (S22): after the limit, a late call is deferred behind the peek
    /// showing, a call whose check started a peek is performed, and a
    /// preview is refused. Each round finds another peek in peek, as an
    /// observer of the last one's end started it.
    @Test(arguments: [
        (Input.route(.init()), Action.route(.end(one, .interruptedByRouting)), Action.route(.deferCall(until: one))),
        (.checked(.ready, isEffect: false), .checked(.decideAgain), .checked(.perform)),
        (.preview(.init(source: .available)), .preview(.end(one, .superseded)), .preview(.refuse(.supersededTooOften))),
    ])
    func aRequestIsDecidedAgainAtMostTheReentrancyLimit(input: Input, again: Action, last: Action) {
        var rounds = PeekMachine.Rounds()
        let actions = (0...PeekMachine.reentrancyLimit).map { _ in
            var machine = PeekMachine(phase: .inPeek(Self.one))
            return input.tell(&machine, &rounds)
        }
        #expect(actions == Array(repeating: again, count: PeekMachine.reentrancyLimit) + [last])
        #expect(rounds.count == PeekMachine.reentrancyLimit)
    }

    /// The machine answers against its phase now, not the one it had before
    /// a call-out (S22): a late call ends the peek, an observer of the end
    /// starts another, the call ends that one too, and is checked and
    /// performed once nothing is showing.
    @Test func eachAnswerIsGivenAgainstThePhaseAfterTheCallOut() {
        var machine = PeekMachine(phase: .inPeek(Self.one))
        var rounds = PeekMachine.Rounds()
        var observer = PeekMachine.Rounds()
        var steps: [(Action, PeekMachine.Phase)] = []
        for input: Input in [
            .route(.init()),
            .preview(.init(source: .available)),  // An observer of the end starts a peek …
            .captured(showsScreen: true, sourceAlive: true),
            .route(.init()),
            .route(.init()),
            .checked(.ready, isEffect: false),
        ] {
            let isObserver = if case .route = input { false } else if case .checked = input { false } else { true }
            steps.append((isObserver ? input.tell(&machine, &observer) : input.tell(&machine, &rounds), machine.phase))
        }
        #expect(
            steps.map(\.0) == [
                .route(.end(Self.one, .interruptedByRouting)), .preview(.beginPeek(Self.two)),
                .captured(.showPreview(Self.two)), .route(.end(Self.two, .interruptedByRouting)), .route(.check),
                .checked(.perform),
            ])
        #expect(steps.map(\.1) == [.idle, .capturing(Self.two), .inPeek(Self.two), .idle, .idle, .idle])
        #expect(rounds.count == 2)
    }
}

/// Beginning and ending a peek: the capture's end, commit, action,
/// interrupt, and a peek whose host forgot it (S3, S6–S9, S13, S22–S24).
struct PeekMachineResolutionTests {
    typealias Row = PeekMachineTests.Row
    typealias Input = PeekMachineTests.Input
    typealias Action = PeekMachineTests.Action

    private static let one = SessionID(rawValue: 1)
    private static let two = SessionID(rawValue: 2)

    private static func ended(_ fate: SessionFate) -> PeekMachine.Ended {
        PeekMachine.Ended(session: one, fate: fate)
    }

    static let rows: [Row] = [
        Row(
            "S3 a screen was frozen: the peek begins, prepared", .capturing(one),
            .captured(showsScreen: true, sourceAlive: true), .captured(.showPreview(one)), .inPeek(one)),
        Row(
            "S3 nothing that shows a screen was frozen", .capturing(one),
            .captured(showsScreen: false, sourceAlive: true), .captured(.discardCapture), .idle),
        Row(
            "S3/S5 the source went away inside onPeek", .capturing(one),
            .captured(showsScreen: true, sourceAlive: false), .captured(.discardCapture), .idle),
        Row(
            "S3 no window is open", .inPeek(two), .captured(showsScreen: true, sourceAlive: true),
            .captured(.discardCapture), .inPeek(two)),
        Row(
            "S7 every check passed: pop", .resolving(one), .checkedAtCommit(.ready, hostAlive: true, sourceAlive: true),
            .checkedAtCommit(.pop(one)), .committing(one)),
        Row(
            "S7/S23 stale at commit", .resolving(one),
            .checkedAtCommit(.stale("gone"), hostAlive: true, sourceAlive: true),
            .checkedAtCommit(.end(one, .stale)), .idle),
        Row(
            "S7/S23 vetoed at commit", .resolving(one),
            .checkedAtCommit(.vetoed("login"), hostAlive: false, sourceAlive: false),
            .checkedAtCommit(.end(one, .vetoed)), .idle),
        Row(
            "S7/S22 the checks let go of the host", .resolving(one),
            .checkedAtCommit(.ready, hostAlive: false, sourceAlive: false),
            .checkedAtCommit(.end(one, .hostScreenGone)), .idle),
        Row(
            "S7/S22 the checks unregistered the source", .resolving(one),
            .checkedAtCommit(.ready, hostAlive: true, sourceAlive: false),
            .checkedAtCommit(.end(one, .sourceUnregistered)), .idle),
        Row(
            "S7 no commit is resolving", .inPeek(one), .checkedAtCommit(.ready, hostAlive: true, sourceAlive: true),
            .checkedAtCommit(.notResolving), .inPeek(one)),
        Row("S7 the commit performed its transitions", .committing(one), .performed(one), .performed, .idle),
        Row("S7 another session's commit", .committing(two), .performed(one), .performed, .committing(two)),
        Row(
            "S6 host gone", .inPeek(one), .liveness(hostAlive: false, sourceAlive: true),
            .liveness(.end(one, .hostScreenGone)), .idle),
        Row(
            "S6 source gone", .inPeek(one), .liveness(hostAlive: true, sourceAlive: false),
            .liveness(.end(one, .sourceUnregistered)), .idle),
        Row(
            "S6 alive", .inPeek(one), .liveness(hostAlive: true, sourceAlive: true), .liveness(.keep), .inPeek(one)),
        Row(
            "S6 a commit's checks are not cut short", .resolving(one), .liveness(hostAlive: false, sourceAlive: false),
            .liveness(.keep), .resolving(one)),
        Row(
            "S13 the peek's registration ended", .inPeek(one), .registrationEnded(one, .sourceUnregistered),
            .registrationEnded(.end(one, .sourceUnregistered)), .idle),
        Row(
            "S13 a pruned registration whose host is gone", .inPeek(one), .registrationEnded(one, .hostScreenGone),
            .registrationEnded(.end(one, .hostScreenGone)), .idle),
        Row(
            "S13/S22 a commit's checks are not cut short", .resolving(one),
            .registrationEnded(one, .sourceUnregistered), .registrationEnded(.keep), .resolving(one)),
        Row(
            "S13 another session's registration", .inPeek(two), .registrationEnded(one, .sourceUnregistered),
            .registrationEnded(.keep), .inPeek(two)),
        Row(
            "S7 commit the preview: resolving", .inPeek(one), .commit(isPreview: true, lastEnded: nil),
            .commit(.resolve(one)), .resolving(one)),
        Row(
            "S7 commit whatever the preview", .inPeek(one), .commit(isPreview: nil, lastEnded: nil),
            .commit(.resolve(one)), .resolving(one)),
        Row(
            "S24 select an action: the session ends", .inPeek(one), .selectAction(.action, lastEnded: nil),
            .selectAction(.select(one)), .idle),
        Row(
            "S7/S24 a committing action pops", .inPeek(one), .selectAction(.committingAction, lastEnded: nil),
            .selectAction(.commit(one)), .resolving(one)),
        Row(
            "S24 an action the peek does not offer", .inPeek(one), .selectAction(.notOffered, lastEnded: nil),
            .selectAction(.fail(.actionNotOffered(one))), .inPeek(one)),
        Row(
            "S24 a group is not selected", .inPeek(one), .selectAction(.group, lastEnded: nil),
            .selectAction(.fail(.actionUnavailable(one, isGroup: true))), .inPeek(one)),
        Row(
            "S24 a disabled action is not selected", .inPeek(one), .selectAction(.disabled, lastEnded: nil),
            .selectAction(.fail(.actionUnavailable(one, isGroup: false))), .inPeek(one)),
        Row(
            "S9/S24 an action with no peek", .idle, .selectAction(.notOffered, lastEnded: nil),
            .selectAction(.fail(.noActivePeek)), .idle),
        Row(
            "S9/S24 an action after pop", .idle, .selectAction(.notOffered, lastEnded: ended(.popped)),
            .selectAction(.fail(.alreadyCommitted(one))), .idle),
        Row("S8 interrupt", .inPeek(one), .interrupt(.released), .interrupt(.end(one, .released)), .idle),
        Row("S9 interrupt with no peek: a no-op", .idle, .interrupt(.released), .interrupt(.noPeek), .idle),
        Row(
            "S9/S22 interrupt from a commit's checks", .resolving(one), .interrupt(.cancelledByHost),
            .interrupt(.refuseWhileResolving(one)), .resolving(one)),
        Row(
            "S9 a commit of another screen interrupts", .inPeek(one), .commit(isPreview: false, lastEnded: nil),
            .commit(.end(one, .commitOfDifferentScreen)), .idle),
        Row(
            "S9 commit with no peek", .idle, .commit(isPreview: nil, lastEnded: nil), .commit(.fail(.noActivePeek)),
            .idle),
        Row(
            "S9 second commit", .idle, .commit(isPreview: true, lastEnded: ended(.popped)),
            .commit(.fail(.alreadyCommitted(one))), .idle),
        Row(
            "S9 commit after interrupt", .idle, .commit(isPreview: true, lastEnded: ended(.interrupted(.released))),
            .commit(.fail(.interrupted(one, .released))), .idle),
        Row(
            "S9 commit after the host went away", .idle,
            .commit(isPreview: true, lastEnded: ended(.interrupted(.hostScreenGone))),
            .commit(.fail(.hostScreenGone(one))), .idle),
        Row(
            "S9/S24 commit after an action", .idle,
            .commit(isPreview: true, lastEnded: ended(.actionSelected("share"))),
            .commit(.fail(.actionAlreadySelected(one, "share"))), .idle),
        Row(
            "S9 commit from the work of the commit", .committing(one),
            .commit(isPreview: nil, lastEnded: ended(.popped)),
            .commit(.fail(.alreadyCommitted(one))), .committing(one)),
        Row(
            "S9 interrupt from the work of the commit: a no-op", .committing(one), .interrupt(.released),
            .interrupt(.noPeek), .committing(one)),
        Row(
            "S22 interrupt from inside a capture window: a no-op", .capturing(one), .interrupt(.released),
            .interrupt(.noPeek), .capturing(one)),
        Row(
            "S22 commit from inside a capture window", .capturing(two), .commit(isPreview: nil, lastEnded: nil),
            .commit(.fail(.insideCaptureWindow(two))), .capturing(two)),
        Row(
            "S22 commit from a commit's checks", .resolving(one), .commit(isPreview: true, lastEnded: nil),
            .commit(.fail(.whileResolving(one))), .resolving(one)),
        Row(
            "S22 action from a commit's checks", .resolving(one), .selectAction(.action, lastEnded: nil),
            .selectAction(.fail(.whileResolving(one))), .resolving(one)),
        Row(
            "S22 action from inside a capture window", .capturing(one), .selectAction(.action, lastEnded: nil),
            .selectAction(.fail(.insideCaptureWindow(one))), .capturing(one)),
        Row(
            "U2 publish a prepared peek", .inPeek(one), .publish(one, isPublished: false),
            .publish(.publishInPeek(one)), .inPeek(one)),
        Row(
            "U2/S22 published, still in peek after its observers", .inPeek(one), .publish(one, isPublished: true),
            .publish(.published(true)), .inPeek(one)),
        Row(
            "U2/S22 an observer of inPeek ended it", .idle, .publish(one, isPublished: true),
            .publish(.published(false)), .idle),
        Row(
            "U2/S10 another peek superseded it", .inPeek(two), .publish(one, isPublished: false),
            .publish(.published(false)), .inPeek(two)),
        Row(
            "U2/S22 a commit's checks are running", .resolving(one), .publish(one, isPublished: true),
            .publish(.published(false)), .resolving(one)),
    ]

    @Test(arguments: rows)
    func theMachineDecidesOneRuleCase(_ row: Row) {
        let (action, after) = row.run()
        #expect(action == row.action)
        #expect(after == row.after)
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
    /// call-outs before it left; the phase is not the session's any more,
    /// and no step moves it (S11, S16, S19, S22, S24, P3).
    static let endingRows: [Row] = [
        Row(
            "S16 the terminal state is published first", .idle,
            .ending(ending(publish: true, tell: true, held: true, handler: true, waiting: 1), quiet),
            .ending(.publishEnd), .idle),
        Row(
            "P3 then the bridges hear of the end", .idle, .ending(ending(tell: true, held: true, handler: true), quiet),
            .ending(.tellBridges), .idle),
        Row(
            "P3/S16 not inside a delivery: whoever delivers tells them after", .idle,
            .ending(ending(tell: true, held: true), delivering), .ending(.retire), .idle),
        Row(
            "P3 not from a bridge's own call: the bridges' call goes on in order", .idle,
            .ending(ending(tell: true, held: true), tellingBridges), .ending(.release), .idle),
        Row(
            "S19 released once every observer saw it", .idle,
            .ending(ending(held: true, handler: true, waiting: 2), quiet), .ending(.release), .idle),
        Row(
            "S16/S19 inside a delivery: released when it is over", .idle,
            .ending(ending(held: true, handler: true), delivering), .ending(.retire), .idle),
        Row(
            "S24 the action's handler runs after the release", .idle,
            .ending(ending(handler: true, waiting: 1), delivering), .ending(.runHandler), .idle),
        Row(
            "S11/S22 then the calls that waited, one by one", .inPeek(two), .ending(ending(waiting: 2), quiet),
            .ending(.routeWaiting), .inPeek(two)),
        Row("S6 nothing left: ended", .idle, .ending(ending(), delivering), .ending(.ended), .idle),
        Row(
            "S16 a delivery is over: the bridges hear first", .idle,
            .delivered(endsToTell: true, isTellingBridges: false, isHeld: true), .delivered(.tellBridges), .idle),
        Row(
            "S19 a delivery is over: the sessions it ended are released", .inPeek(two),
            .delivered(endsToTell: true, isTellingBridges: true, isHeld: true), .delivered(.release), .inPeek(two)),
        Row(
            "S16 a delivery is over and nothing is left", .idle,
            .delivered(endsToTell: false, isTellingBridges: false, isHeld: false), .delivered(.done), .idle),
    ]

    @Test(arguments: endingRows)
    func endingASessionIsDecidedStepByStep(_ row: Row) {
        let (action, after) = row.run()
        #expect(action == row.action)
        #expect(after == row.after)
    }

    /// One session's ending, as the engine walks it: each decision is
    /// performed and the machine is asked again with what is left (S16,
    /// S19, S24, P3).
    @Test func aSessionEndsInOneOrder() {
        let machine = PeekMachine()
        var left = Self.ending(publish: true, tell: true, held: true, handler: true, waiting: 2)
        var actions: [PeekMachine.EndingAction] = []
        while actions.count < 10 {
            let action = machine.ending(left, Self.quiet)
            actions.append(action)
            switch action {
            case .publishEnd: left.stateToPublish = false
            case .tellBridges: left.endsToTell = false
            case .release, .retire: left.isHeld = false
            case .runHandler: left.handlerToRun = false
            case .routeWaiting: left.waiting -= 1
            case .ended: break
            }
            if action == .ended { break }
        }
        #expect(actions == [.publishEnd, .tellBridges, .release, .runHandler, .routeWaiting, .routeWaiting, .ended])
    }

    /// A peek's phases from its request to the end of its commit, each moved
    /// by the machine's answer (S2, S3, S7, S22).
    @Test func aPeekGoesThroughItsPhasesToPop() {
        var machine = PeekMachine()
        var rounds = PeekMachine.Rounds()
        var steps: [(Action, PeekMachine.Phase)] = []
        for input: Input in [
            .preview(.init(source: .available)), .route(.init()), .captured(showsScreen: true, sourceAlive: true),
            .commit(isPreview: true, lastEnded: nil), .checkedAtCommit(.ready, hostAlive: true, sourceAlive: true),
            .performed(Self.one),
        ] {
            steps.append((input.tell(&machine, &rounds), machine.phase))
        }
        #expect(
            steps.map(\.0) == [
                .preview(.beginPeek(Self.one)), .route(.freeze(into: Self.one)), .captured(.showPreview(Self.one)),
                .commit(.resolve(Self.one)), .checkedAtCommit(.pop(Self.one)), .performed,
            ])
        #expect(
            steps.map(\.1) == [
                .capturing(Self.one), .capturing(Self.one), .inPeek(Self.one), .resolving(Self.one),
                .committing(Self.one), .idle,
            ])
    }

    /// Sessions are numbered by the machine, one after another, whatever
    /// became of the last one (S2, S10).
    @Test func theMachineNumbersTheSessionsItBegins() {
        var machine = PeekMachine()
        var rounds = PeekMachine.Rounds()
        let available = PeekMachine.Preview(source: .available)
        let first = machine.preview(available, rounds: &rounds)
        let nothingShown = machine.captured(showsScreen: false, sourceAlive: true)
        let second = machine.preview(available, rounds: &rounds)
        _ = machine.captured(showsScreen: true, sourceAlive: true)
        let superseded = machine.preview(available, rounds: &rounds)
        let third = machine.preview(available, rounds: &rounds)
        #expect(first == .beginPeek(Self.one))
        #expect(nothingShown == .discardCapture)
        #expect(second == .beginPeek(Self.two))
        #expect(superseded == .end(Self.two, .superseded))
        #expect(third == .beginPeek(SessionID(rawValue: 3)))
        #expect(machine.phase == .capturing(SessionID(rawValue: 3)))
    }

    /// A commit of another screen ends the peek, then fails, whatever the
    /// observers of the interruption did (S9, S22).
    @Test func aCommitOfAnotherScreenEndsThePeekThenFails() {
        var machine = PeekMachine(phase: .inPeek(Self.one))
        var rounds = PeekMachine.Rounds()
        let first = machine.commit(isPreview: false, lastEnded: nil, rounds: &rounds)
        let afterFirst = machine.phase
        machine = PeekMachine(phase: .inPeek(Self.two))  // An observer of the interruption started a peek.
        let second = machine.commit(
            isPreview: false, lastEnded: Self.ended(.interrupted(.commitOfDifferentScreen)), rounds: &rounds)
        #expect(first == .end(Self.one, .commitOfDifferentScreen))
        #expect(afterFirst == .idle)
        #expect(second == .fail(.screenMismatch(Self.one)))
        #expect(machine.phase == .inPeek(Self.two))
    }

    /// An interrupt ends the peek once, and answers that it did, even when an
    /// observer of the interruption started another peek (S8, S22).
    @Test func anInterruptEndsOnePeekAndSaysSo() {
        var machine = PeekMachine(phase: .inPeek(Self.one))
        var rounds = PeekMachine.Rounds()
        let first = machine.interrupt(.released, rounds: &rounds)
        let afterFirst = machine.phase
        machine = PeekMachine(phase: .inPeek(Self.two))  // An observer of the interruption started a peek.
        let second = machine.interrupt(.released, rounds: &rounds)
        #expect(first == .end(Self.one, .released))
        #expect(afterFirst == .idle)
        #expect(second == .interrupted)
        #expect(machine.phase == .inPeek(Self.two))
    }
}
