/// The engine's record of one peek session, from the capture window to its end.
///
/// The session's phase is read from the engine's machine
/// (``PeekMachine/phase``): nothing else records whether a capture window is
/// open, a peek shown, or a commit under way, and only the machine moves it.
@MainActor
final class PeekSession {
    enum Phase: Equatable {
        /// `onPeek` is running: routing calls are frozen (S2).
        case capturing
        /// The preview is shown (S3).
        case inPeek
        /// A commit is running the frozen transitions' checks: the session is
        /// shown but already resolving; `commit`, `interrupt`, `preview` and
        /// action selection are refused, and routing calls wait for the
        /// resolution (S22).
        case resolving
        /// Popped: the commit is performing the frozen transitions (S7);
        /// routing is ordinary, previews wait.
        case committing
        /// Ended: popped, action selected, interrupted, or never reached peek.
        case ended
    }

    /// The engine whose machine holds the session's phase.
    unowned let engine: PeekEngine
    let id: SessionID
    let context: PreviewingContext
    let location: Point
    let gestureID: GestureID?
    let ticket: SessionTicket
    var sourceRect: Rect
    var frozen: [NumberedTransition] = []
    var deferred: [NumberedTransition] = []
    /// The calls that waited for the session, once it ended: routed one by
    /// one as ordinary calls, after its terminal state (S11, S22).
    var waiting: [NumberedTransition] = []
    /// What is left of ending the session, once it ended (S16, S19, S24).
    var ending = PeekMachine.Ending()
    /// The preview actions offered: those set in `onPeek`, then the preview
    /// screen's (S24).
    var actions: [PreviewAction] = []
    var previewScreen: (any Screen)?
    var previewID: ObjectIdentifier?
    var previewName = ""
    var destinationKind = TransitionKind.push
    /// The state stream's routing keys (preview screen, host), made once per session.
    var eventKeys: [EventKey] = []
    var startedAt: Duration = .zero
    /// Set when the context was unregistered while `onPeek` ran.
    var contextWentAway = false
    /// Whether `inPeek` was published. A session a bridge prepared for a
    /// preview the system has not shown yet is in peek but unpublished: it
    /// ends without publishing anything (U2).
    var isPublished = true

    init(
        id: SessionID, engine: PeekEngine, context: PreviewingContext, location: Point, gestureID: GestureID?,
        sourceRect: Rect
    ) {
        self.id = id
        self.engine = engine
        self.context = context
        self.location = location
        self.gestureID = gestureID
        self.sourceRect = sourceRect
        self.ticket = SessionTicket(id: id)
    }

    /// The session's phase, as the engine's machine has it: ``Phase/ended``
    /// unless the machine's phase is about this session.
    var phase: Phase {
        switch engine.machine.phase {
        case .capturing(id): .capturing
        case .inPeek(id): .inPeek
        case .resolving(id): .resolving
        case .committing(id): .committing
        default: .ended
        }
    }

    /// Drops everything the session holds that could keep screens or closures
    /// alive (S19).
    func release() {
        frozen = []
        deferred = []
        actions = []
        previewScreen = nil
    }

    var frozenTransition: FrozenTransition? {
        guard let previewScreen else { return nil }
        return FrozenTransition(
            sessionID: id,
            entries: frozen.map { FrozenTransition.Entry(id: $0.id, kind: $0.kind, label: $0.label) },
            previewScreen: previewScreen
        )
    }
}

/// A session's fate, carried by the task-local provenance of work started in
/// `onPeek` (S12). Holds nothing but the identifier and the fate, so a task
/// that outlives its session keeps no screen alive.
@MainActor
final class SessionTicket {
    typealias Fate = SessionFate

    let id: SessionID
    var fate = Fate.capturing

    init(id: SessionID) { self.id = id }
}

/// The provenance of work started inside a capture window (S12).
struct Provenance: Sendable {
    let engine: ObjectIdentifier
    let ticket: SessionTicket

    @TaskLocal static var current: Provenance?

    /// Runs `body` with no provenance: the engine's own callbacks (performing
    /// frozen or deferred transitions, notifying observers) are not work of the
    /// session whose task happens to call into the engine.
    @MainActor
    static func withoutProvenance<T>(_ body: () -> T) -> T {
        guard current != nil else { return body() }
        return $current.withValue(nil, operation: body)
    }
}

/// What became of a session, as its ticket carries it (S12).
package enum SessionFate: Equatable, Sendable {
    case capturing
    case inPeek
    case popped
    case actionSelected(PreviewAction.ID)
    case interrupted(InterruptionReason)
    case neverPeeked
}
