import PeekAndPop

/// The reference headless navigation host: a window-like root holding a tree
/// of stacks, tabs and modal presentations, driven by module routers whose
/// every call goes through the engine's transition seam.
///
/// Because every routing call reaches `PeekEngine.route(_:)`, peek and pop
/// work for every transition kind with no extra code in any router: a call made
/// in `onPeek` is frozen and its screen becomes the preview (S2, S3), pop
/// performs it with that very screen (S7), and an interrupt discards it and
/// leaves the tree exactly as it was (S8).
///
/// ```swift
/// let engine = PeekEngine()
/// let host = NavigationHost(engine: engine)
/// host.setRoot(.stack([{ seed in ListScreen(router: ModuleRouter(seed: seed)) }]))
///
/// // In ListScreen, on a tap or in `onPeek`:
/// try router.push { seed in DetailScreen(item: item, router: ModuleRouter(seed: seed)) }
/// ```
///
/// The tree:
/// - a `root`: a screen, a stack, tabs, a split, or an app-defined
///   container, which may hold one another (H5);
/// - a chain of `presentations` over it, each a screen, a stack or any
///   other container (``ModuleRouter/present(_:style:label:)``);
/// - the `topmostScreen`: the top of the topmost presentation, or of the
///   root's current stack (the selected tab's).
///
/// The tree holds its screens strongly, as UIKit does; `history` holds them
/// weakly, and a screen that outlives its removal by
/// `retainCycleGracePeriod` is reported as a possible retain cycle.
/// Transitions are applied one at a time: while the `animator` animates one,
/// the next wait in a queue, and a watchdog reports an animation that never
/// completes. Every change is published on `changes`.
///
/// The host reports to the engine's `PeekEngine.diagnostics` sink. It is
/// main-actor isolated, like the UI it models, and therefore `Sendable`.
@MainActor
public final class NavigationHost {
    /// The engine whose seam every routing call goes through.
    public let engine: PeekEngine

    /// Every change of the tree, in order: stack contents, presentations,
    /// selection, root (see ``NavigationChange``).
    ///
    /// Only the host publishes: this is a subscribe-only view of its bus
    /// (B9), safe to subscribe to from any thread (B4).
    public var changes: EventSource<NavigationChange> { changeBus.source }

    /// The bus behind `changes`; only the host publishes on it (B9).
    package let changeBus = EventBus<NavigationChange>()

    /// What animates each transition; by default nothing does
    /// (``ImmediateAnimator``).
    public var animator: any NavigationAnimator {
        get { performer.animations.animator }
        set { performer.animations.animator = newValue }
    }

    /// How long the host waits for the animator to complete a transition
    /// before it reports a `Diagnostic.Code.transitionWatchdog` diagnostic
    /// and moves on to the next one.
    public var watchdogTimeout: Duration {
        get { performer.animations.watchdogTimeout }
        set { performer.animations.watchdogTimeout = newValue }
    }

    /// How long a screen removed from the tree may stay alive before it is
    /// reported as a `Diagnostic.Code.possibleRetainCycle`.
    public var retainCycleGracePeriod: Duration {
        get { performer.dueChecks.retainCycleGracePeriod }
        set { performer.dueChecks.retainCycleGracePeriod = newValue }
    }

    /// How many records `history` keeps; the oldest go first.
    public var historyLimit: Int {
        get { transitionHistory.limit }
        set { transitionHistory.limit = newValue }
    }

    /// What the window shows under every presentation; `nil` until set.
    public private(set) var root: NavigationRoot? {
        didSet {
            TreeGeneration.bump()
            if let oldValue { treeIndex.detach(oldValue.child) }
            if let root { treeIndex.attach(root.child) }
        }
    }

    /// The modal presentations, oldest first; the last one is topmost.
    ///
    /// They change by the host's edits only (H11): presenting, dismissing
    /// and replacing one cost what they change.
    public var presentations: [Presentation] { presentationChain }

    /// The storage of ``presentations``.
    private var presentationChain: [Presentation] = []

    /// Replaces the root; the presentations stay.
    func replaceRoot(with newRoot: NavigationRoot, _: LiveTreeChange) {
        root = newRoot
    }

    /// Replaces the presentation at `index`, keeping those over it.
    func replacePresentation(at index: Int, with presentation: Presentation, _: LiveTreeChange) {
        let old = presentationChain[index]
        guard old !== presentation else { return }
        presentationChain[index] = presentation
        presentationStyles[index] = presentation.style
        TreeGeneration.bump()
        treeIndex.detach(old)
        treeIndex.attach(presentation)
    }

    /// Presents `presentation` over the others, at the same cost at any
    /// number of presentations.
    func appendPresentation(_ presentation: Presentation, _: LiveTreeChange) {
        presentationChain.append(presentation)
        presentationStyles.append(presentation.style)
        TreeGeneration.bump()
        treeIndex.attach(presentation)
    }

    /// Dismisses the presentations from `index` on, at the cost of those
    /// dismissed.
    func removePresentations(from index: Int, _: LiveTreeChange) {
        guard index < presentationChain.count else { return }
        for presentation in presentationChain[index...] { treeIndex.detach(presentation) }
        presentationChain.removeSubrange(index...)
        presentationStyles.removeSubrange(index...)
        TreeGeneration.bump()
    }

    /// The style of each presentation, oldest first; kept with the chain, so
    /// that every transition carries it without building it again.
    private(set) var presentationStyles: [PresentationStyle] = []

    /// Where every screen of the tree is (H1).
    let treeIndex = TreeIndex()

    /// Where the last route taken for ``routeChanges`` ends in the tree, so
    /// that the next one costs what changed (``RouteTail``).
    var routeTail: RouteTail?

    /// The current route's slots, kept in step with the tree by the edits
    /// at its end (``RouteSlotCache``).
    var routeSlotCache: RouteSlotCache?

    /// How many times `routeSlots()` took the route from the tree, its
    /// cache having none: the tests read it to show that a route call
    /// changing the route's end does not walk the route (H1).
    var routesTakenFromTheTree = 0

    /// How many slots a read of the kept route took from the stack at its
    /// end, changed since the read before (``RouteSlotCache``): the tests
    /// read it to show that pushes and pops between two reads cost the read
    /// what they changed, and cost nothing until then (H1).
    var routeSlotsCaughtUp = 0

    /// How many edits `apply(_:)` has begun, so that one made inside
    /// another is noticed.
    var editsApplied = 0

    /// How many route elements were taken from the tree to publish routes
    /// (``routeElement(of:)``): the tests read it to show that a change with
    /// a route subscriber costs what it changes (H1).
    var routeElementsTaken = 0

    /// How many containers walks of the whole tree visited
    /// (``containersInTree()``): the tests read it to show that planning a
    /// route costs what the route reaches, not the size of the tree (H1).
    var containersWalked = 0

    /// Told each ``NavigationEdit`` the live tree applies, as it applies it
    /// (`apply(_:)`): the model-based fuzzer and the tests check that the
    /// tree before a change, with these applied, is the tree after it (H11).
    package var editObserver: ((NavigationEdit) -> Void)?

    /// The transitions applied to the tree, oldest first, holding their
    /// screens weakly.
    public var history: [TransitionRecord] { transitionHistory.records }

    /// The time on the host's clock, from its origin.
    let now: @Sendable () -> Duration

    /// The number of the next container identifier (`makeContainerID()`).
    var nextContainer = 1

    // MARK: Parts
    // The host holds the tree; the rest of what it keeps is in parts named
    // after what they hold: the user's hooks, routes as data, the performer
    // (with its animation queue and due checks), the history and the
    // completions.

    /// The interceptors of transitions and destinations, post-routing tasks
    /// and route handlers (S23, H10).
    let registry = RoutingRegistry()
    /// Routes as data and destinations (H8, H9).
    let routing = RoutingState()
    /// How transitions are performed, published and animated (H3).
    let performer: TransitionPerformer
    /// How the transitions finished, and who waits for them (H6).
    let completions = CompletionTracker()
    /// The records behind `history`.
    var transitionHistory = TransitionHistory()

    /// Creates a host with an empty tree.
    ///
    /// - Parameters:
    ///   - engine: The engine whose seam every routing call goes through.
    ///   - clock: Where the watchdog and the retain-cycle check get their time;
    ///     tests pass a manual clock.
    ///   - animator: What animates each transition; by default nothing does.
    ///   - watchdogTimeout: How long to wait for an animation to complete.
    ///   - retainCycleGracePeriod: How long a removed screen may stay alive.
    public init<C: Clock>(
        engine: PeekEngine,
        clock: C,
        animator: any NavigationAnimator = ImmediateAnimator(),
        watchdogTimeout: Duration = .seconds(2),
        retainCycleGracePeriod: Duration = .seconds(2)
    ) where C.Duration == Duration {
        let origin = clock.now
        self.engine = engine
        self.now = { origin.duration(to: clock.now) }
        self.performer = TransitionPerformer(
            animations: AnimationQueue(animator: animator, watchdogTimeout: watchdogTimeout),
            dueChecks: DueChecks(
                retainCycleGracePeriod: retainCycleGracePeriod,
                sleepUntil: { offset in try await clock.sleep(until: origin.advanced(by: offset), tolerance: nil) }
            )
        )
    }

    /// Creates a host with an empty tree that takes its time from the
    /// continuous clock.
    public convenience init(
        engine: PeekEngine,
        animator: any NavigationAnimator = ImmediateAnimator(),
        watchdogTimeout: Duration = .seconds(2),
        retainCycleGracePeriod: Duration = .seconds(2)
    ) {
        self.init(
            engine: engine,
            clock: ContinuousClock(),
            animator: animator,
            watchdogTimeout: watchdogTimeout,
            retainCycleGracePeriod: retainCycleGracePeriod
        )
    }

    // MARK: Reading the tree

    /// The screen shown on top of everything: the top of the topmost
    /// presentation, or of the root's current stack (the selected tab's), or
    /// the root screen.
    public var topmostScreen: (any Screen)? {
        if let presentation = presentations.last {
            return presentation.topScreen
        }
        return root.flatMap { $0.child.topmostScreen }
    }

    /// The stack that presentations and deep links start from: the topmost
    /// presentation's stack, or the root's current stack when nothing is
    /// presented; `nil` when the topmost layer has no stack.
    public var topmostStack: ScreenStack? {
        if let presentation = presentations.last {
            return presentation.stack
        }
        return rootCurrentStack
    }

    /// Whether `screen` is in the tree; O(1).
    public func contains(_ screen: any Screen) -> Bool {
        treeIndex.contains(screen)
    }

    /// Whether `stack` is in the tree.
    public func contains(_ stack: ScreenStack) -> Bool {
        level(of: stack) != nil
    }

    /// The whole tree as a comparable value that holds no screen.
    public func snapshot() -> NavigationSnapshot {
        NavigationSnapshot(
            root: root.map { $0.child.node },
            presentations: presentations.isEmpty ? [] : presentations.map(\.node),
            presentationStyles: presentationStyles
        )
    }

    /// The record of the transition `id`, if it was applied and is still in
    /// `history`.
    public func record(for id: TransitionID) -> TransitionRecord? {
        transitionHistory.record(for: id)
    }

    /// Whether a transition's animation is running. The tree already shows
    /// every transition performed (H3); their animations wait in a queue.
    public var isTransitionInFlight: Bool { performer.animations.inFlight != nil }

    /// How many animations of performed transitions wait for the one in
    /// flight (H3).
    public var queuedTransitionCount: Int { performer.animations.waitingCount }

    // MARK: Machinery

    /// A new container identifier, unique within the host; for an
    /// app-defined ``NavigationContainer``.
    public func makeContainerID() -> ContainerID {
        defer { nextContainer += 1 }
        return ContainerID(rawValue: nextContainer)
    }

    func makeStack(_ screens: [any Screen] = []) -> ScreenStack {
        ScreenStack(id: makeContainerID(), screens: screens)
    }

    func report(_ code: Diagnostic.Code, _ message: String) {
        engine.diagnostics.report(Diagnostic(code: code, message: message))
    }

    /// Builds a module: makes its seed, runs the builder, and binds the seed to
    /// the screen.
    func build(
        _ builder: (RouterSeed) -> any Screen,
        kind: TransitionKind?,
        container: ContainerID?,
        presenter: (any Screen)?
    ) -> (screen: any Screen, handle: ModuleHandle) {
        let handle = ModuleHandle(host: self, kind: kind, containerID: container, presenter: presenter)
        handle.hasJoinedTree = kind == nil  // Set-up puts the module in the tree at once.
        let screen = builder(RouterSeed(handle: handle))
        handle.screen = screen
        return (screen, handle)
    }

    /// The screens of the root layer: the root screen, or every stack's.
    var rootScreens: [any Screen] {
        root.map { $0.child.screens } ?? []
    }

    /// Every screen in the tree, in tree order: the root layer's (every
    /// container's, in order), then each presentation's.
    public func screensInTree() -> [any Screen] {
        rootScreens + presentations.flatMap(\.screens)
    }

    /// Changes the tree outside any transition (set-up, interaction), then
    /// publishes the change and watches the screens that left.
    func mutateDirectly(cause: NavigationChange.Cause, _ mutation: () -> Void) {
        let before = snapshot()
        mutation()
        watchDepartures()
        let change = NavigationChange(cause: cause, from: before, to: snapshot())
        if !change.isEmpty {
            publish(change)
        }
    }
}
