import Synchronization

/// The transition freezing engine: previewing registrations, peek sessions, the
/// transition seam, commit and discard, and the peek-and-pop state stream.
///
/// Every routing call of an app goes through ``route(_:)``. With no peek being
/// set up it is performed at once (S1). While a host's `onPeek` runs (the
/// capture window), routing calls are frozen instead (S2); the first frozen
/// transition that shows a screen becomes the preview (S3). ``commit(_:)``
/// (pop) performs the frozen transitions with the very screen that was
/// previewed (S7); ``interrupt(_:)`` discards them as if nothing had happened
/// (S8).
///
/// ```swift
/// let engine = PeekEngine()
/// let context = engine.register(host: list, sourceView: row) { context, location in
///     router.showDetail(for: row.item)   // frozen: becomes the preview
/// }
/// if let preview = engine.preview(for: context, at: location) {
///     // show `preview` blurred over the list …
///     try engine.commit(preview)          // pop: the push happens now
/// }
/// ```
///
/// State changes (`inPeek`, `popped`, `actionSelected`, `interrupted`) are published on
/// ``stateChanges`` and through the `observe` methods (S16–S18).
///
/// The engine is main-actor isolated, like the UI it serves.
@MainActor
public final class PeekEngine {
    /// Every peek-and-pop state change, in order (S16): the raw stream.
    ///
    /// Subscribe here for the raw stream (for example, an `EventRecorder` in
    /// tests, or an exporter). On it, every session that published `inPeek`
    /// has exactly one terminal state, whatever observers do (S6, S22).
    /// Prefer the `observe` methods for screens: they replay an active peek to
    /// a new observer (S17). Only the engine publishes: this is a
    /// subscribe-only view of its bus (B9).
    public var stateChanges: EventSource<PeekAndPopStateChange> {
        checkActivePeekIsAlive()
        return stateBus.source
    }

    /// The bus behind ``stateChanges``; only the engine publishes on it (B9).
    let stateBus = EventBus<PeekAndPopStateChange>()
    // The platform bridges of this engine, told directly of every session
    // that ends, published or not (P3, U2); see `SessionEndListener`. Read
    // and changed once per press, never across a call-out (no access can
    // overlap another), so not checked at run time.
    /// The bridges, held weakly.
    @exclusivity(unchecked) var endListeners: [WeakSessionEndListener] = []
    /// Ends not yet told to the listeners, in the order they happened.
    @exclusivity(unchecked) var pendingEnds: [SessionID] = []

    /// What happens to a transition that arrives while a peek is active but
    /// outside any capture window (S11). Defaults to ``LateTransitionPolicy/interruptPeek``.
    public var lateTransitionPolicy: LateTransitionPolicy

    /// Where the engine reports what it noticed and handled.
    public let diagnostics: DiagnosticsSink

    let now: @MainActor () -> Duration

    // Registrations (context identifiers grow in registration order), with an
    // index by source view and a list per host.
    var registrations = RegistrationTable()
    var registrationsSincePrune = 0
    var contextsBySource: [ObjectIdentifier: SourceRegistrations] = [:]
    var contextsByHost: [ObjectIdentifier: HostRegistrations] = [:]

    /// Where the engine is, and its decisions (S1–S12, S22): the capture
    /// window, the active session and its phase, as one value that only the
    /// machine moves. Asked between call-outs, never across one, so no access
    /// can overlap another: not checked at run time.
    @exclusivity(unchecked) var machine = PeekMachine()

    /// The record of the session that the machine's phase is about: whose
    /// capture window is open, whose preview is shown, or whose commit is
    /// performing its frozen transitions; `nil` once the machine is idle
    /// (S2, S3, S7, S22).
    var current: PeekSession?

    /// The session whose capture window is open.
    var capture: PeekSession? {
        if case .capturing = machine.phase { current } else { nil }
    }

    /// The session whose preview is shown, in peek or resolving.
    var active: PeekSession? {
        switch machine.phase {
        case .inPeek, .resolving: current
        case .idle, .capturing, .committing: nil
        }
    }

    /// The session whose preview is shown and not resolving.
    var inPeek: PeekSession? {
        if case .inPeek = machine.phase { current } else { nil }
    }
    /// How the last session that ended, ended, and the name of its preview (S9).
    var lastResolved: (ended: PeekMachine.Ended, previewName: String)?
    /// The last press that produced a peek: its other requests are refused (S10).
    var lastPeekedGesture: GestureID?
    /// The press the platform's bridges are answering, shared by every bridge
    /// of this engine (U1, P1); see ``bridgePressGesture()``.
    var bridgePress: GestureID?
    /// What the engine is doing with user code: delivering state changes,
    /// telling its bridges of an end (S16, S19, P3); one value.
    var callOut = PeekMachine.CallOut()
    /// Sessions ended during a delivery, released when it is over (S16).
    var retiring: [PeekSession] = []
    /// The state-stream keys buffer of the last session released, for the
    /// next one: a session's two keys then cost no allocation per peek.
    var spareEventKeys: [EventKey] = []

    private var nextTransition = 1
    private var nextContext = 1
    private var nextGesture = 1

    /// This engine's number in the process, stamped on its transition
    /// identifiers so that a host tells its engine's calls from another's.
    let serial = PeekEngine.serials.add(1, ordering: .relaxed).newValue
    private nonisolated static let serials = Atomic<UInt64>(0)

    /// Creates an engine.
    ///
    /// - Parameters:
    ///   - clock: Where timestamps come from; tests pass a manual clock.
    ///     Timestamps are offsets from the clock's time when the engine was made.
    ///   - lateTransitionPolicy: What to do with a routing call that arrives
    ///     during a peek outside any capture window (S11).
    ///   - diagnostics: Where to report diagnostics; by default
    ///     ``DiagnosticsSink/default``: standard error in debug builds, nowhere
    ///     in release builds.
    public init<C: Clock>(
        clock: C,
        lateTransitionPolicy: LateTransitionPolicy = .interruptPeek,
        diagnostics: DiagnosticsSink = .default
    ) where C.Duration == Duration {
        let origin = clock.now
        self.now = { origin.duration(to: clock.now) }
        self.lateTransitionPolicy = lateTransitionPolicy
        self.diagnostics = diagnostics
    }

    /// Creates an engine that takes its timestamps from the continuous clock.
    public convenience init(
        lateTransitionPolicy: LateTransitionPolicy = .interruptPeek,
        diagnostics: DiagnosticsSink = .default
    ) {
        self.init(clock: ContinuousClock(), lateTransitionPolicy: lateTransitionPolicy, diagnostics: diagnostics)
    }

    // MARK: State

    /// The active peek, if a preview is being shown — also while a commit
    /// runs its checks (S22).
    ///
    /// Like every call into the engine, reading it first ends a peek whose
    /// host or source view is gone (S6).
    public var activePeek: ActivePeek? {
        checkActivePeekIsAlive()
        guard let session = active, session.isPublished else { return nil }
        return peek(of: session)
    }

    /// The active session, published or prepared (U2), if it is `id` and in peek (or
    /// committing); for the bridges, without building an ``ActivePeek``.
    func bridgeSession(_ id: SessionID) -> PeekSession? {
        checkActivePeekIsAlive()
        return bridgeSessionAsLastChecked(id)
    }

    /// ``bridgeSession(_:)`` without first ending a peek whose host or
    /// source view is gone: for a bridge that has just called into the
    /// engine (which checked, S6) and called no user code since, or that
    /// calls into the engine next.
    func bridgeSessionAsLastChecked(_ id: SessionID) -> PeekSession? {
        guard let session = active, session.id == id else { return nil }
        return session
    }

    private func peek(of session: PeekSession) -> ActivePeek? {
        guard active === session, let frozen = session.frozenTransition else {
            return nil
        }
        return ActivePeek(
            sessionID: session.id,
            context: session.context,
            location: session.location,
            gestureID: session.gestureID,
            sourceRect: session.sourceRect,
            frozenTransition: frozen,
            startedAt: session.startedAt,
            actions: session.actions
        )
    }

    /// Whether a capture window is open (an `onPeek` handler is running).
    public var isCapturing: Bool {
        checkActivePeekIsAlive()
        return capture != nil
    }

    /// A new identifier for a press; pass it with every preview request made
    /// for that press (S10).
    public func makeGestureID() -> GestureID {
        checkActivePeekIsAlive()
        defer { nextGesture += 1 }
        return GestureID(rawValue: nextGesture)
    }

    /// The gesture of the press that the platform's bridges are answering
    /// (U1, P1).
    ///
    /// The system asks its bridges (context menus, 3D Touch, preview
    /// interactions) about one press without saying which press it is, and
    /// each bridge sees only its own callbacks. So the press is the engine's:
    /// it stays open while it has not peeked, and while its peek is active;
    /// once its peek has ended, the next request is a new press. Every bridge
    /// of this engine asks with it, so one press peeks once whichever bridges
    /// the system asks (S10).
    func bridgePressGesture() -> GestureID {
        if let press = bridgePress, press != lastPeekedGesture || active?.gestureID == press {
            return press
        }
        let press = makeGestureID()
        bridgePress = press
        return press
    }

    /// The system ended the menu of the bridges' press (`willEnd`): the next
    /// request is a new press, even while that press's peek is still active
    /// because its menu is animating out (U1, U7). A press on another view
    /// then gets its own peek, which supersedes the one going away.
    func closeBridgePress(of session: SessionID) {
        guard let press = bridgePress, active?.id == session, active?.gestureID == press else { return }
        bridgePress = nil
    }

    // MARK: Identifiers and diagnostics

    func makeTransitionID() -> TransitionID {
        defer { nextTransition += 1 }
        return TransitionID(rawValue: nextTransition, engine: serial)
    }

    func makeContextID() -> ContextID {
        defer { nextContext += 1 }
        return ContextID(rawValue: nextContext)
    }

    func report(_ code: Diagnostic.Code, _ message: String, session: SessionID? = nil) {
        diagnostics.report(Diagnostic(code: code, message: message, sessionID: session))
    }
}
