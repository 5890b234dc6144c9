import PeekAndPop

/// A routing call on its way through the host: what the engine's
/// `Transition` checks and performs, and what the host's queue applies.
///
/// Holds the screens it adds strongly (they must exist until applied) and the
/// module that asked weakly. The engine drops it when a frozen transition is
/// discarded (S8, S19); the queue drops it once applied.
@MainActor
final class PendingTransition: TransitionBody {
    /// What the transition does, as tree edits checked and applied by the
    /// host's one check and one application (H1): a push (the most frequent
    /// call, kept free of a list), or any list of edits.
    enum Work {
        case push(any Screen, ModuleHandle)
        case edits([TreeEdit])
    }

    /// The host whose seam the transition goes through.
    weak var host: NavigationHost?
    /// Whether the host has settled how the transition finished (H6).
    var isSettled = false
    /// Given by the engine when the transition reaches its seam, before it
    /// is checked or performed; `nil` only before that.
    private(set) var id: TransitionID?
    /// What the call does; a destination's find-or-create may bind to the
    /// other when performed (`rebind(kind:label:)`).
    private(set) var kind: TransitionKind
    private(set) var label: String
    let destination: (any Screen)?
    weak var source: (any Screen)?
    let route: Route?
    /// The modules the transition built, but a push's (see `forEachModule(_:)`).
    private let builtModules: [ModuleHandle]
    let work: Work
    /// A destination's interceptors at commit (H10); `nil` when there are none.
    var intercept: (@MainActor (TransitionCheck.Phase) -> TransitionCheck)?
    /// How the call asked to be animated (H6), taken when it was made.
    var animation = CallAnimation.host
    /// The style of each presentation in the tree once applied, oldest first.
    var presentationStyles: [PresentationStyle] = []
    /// Changes the user's interaction reported while a commit's checks asked
    /// this transition's interceptors, in order: performed right before the
    /// transition, after the calls frozen before it, as at a tap (H12).
    var heldInteractions: [@MainActor () -> Void] = []
    /// User code the application asked to run once the transition is
    /// recorded and published (a found destination's context tasks), so
    /// that a routing call it makes follows this transition instead of
    /// landing inside its change.
    private var callOuts: [@MainActor () -> Void] = []

    /// Records the transition as `kind`: a destination found when its call
    /// was made and built when performed, or the reverse, is recorded as
    /// what it did, as the same call at a tap would be (H2, H9).
    func rebind(kind: TransitionKind, label: String) {
        self.kind = kind
        self.label = label
    }

    /// Runs `body` once the transition is recorded and published.
    func callOutAfterwards(_ body: @escaping @MainActor () -> Void) {
        callOuts.append(body)
    }

    /// Runs the call-outs asked for, once.
    func runCallOuts() {
        guard !callOuts.isEmpty else { return }
        let bodies = callOuts
        callOuts = []
        for body in bodies { body() }
    }

    /// A change given as tree edits (H1).
    init(
        kind: TransitionKind,
        label: String?,
        destination: (any Screen)?,
        source: (any Screen)?,
        route: Route? = nil,
        modules: [ModuleHandle],
        edits: [TreeEdit]
    ) {
        self.kind = kind
        self.label = label ?? destination.map { "\(kind) \($0.screenName)" } ?? kind.rawValue
        self.destination = destination
        self.source = source
        self.route = route
        self.builtModules = modules
        self.work = .edits(edits)
    }

    /// A push of `screen`, the module `handle` describes, onto the topmost
    /// stack as it is when performed (H2, H4).
    init(pushing screen: any Screen, handle: ModuleHandle, source: any Screen, label: String?) {
        self.kind = .push
        self.label = label ?? "push \(screen.screenName)"
        self.destination = screen
        self.source = source
        self.route = nil
        self.builtModules = []
        self.work = .push(screen, handle)
    }

    /// Calls `body` with each module the transition built, to tell it its
    /// transition's identifier or that it joined the tree.
    func forEachModule(_ body: (ModuleHandle) -> Void) {
        if case .push(_, let handle) = work { body(handle) }
        builtModules.forEach(body)
    }

    /// Why the transition no longer applies to the tree, or `nil`.
    func validate() -> String? {
        guard let host else { return "the navigation host is gone" }
        switch work {
        case .push(let screen, let handle):
            return host.whyNot(applying: .push(screen, onto: .topmost, handle))
        case .edits(let edits):
            return host.whyNot(applying: edits)
        }
    }

    /// Changes the tree, deciding where against the tree as it is when it
    /// runs (H2); never skipped once the engine performs it (H3).
    func apply(as id: TransitionID) {
        switch work {
        case .push(let screen, let handle):
            host?.apply(edit: .push(screen, onto: .topmost, handle), by: self, as: id)
        case .edits(let edits):
            host?.apply(edits: edits, by: self, as: id)
        }
    }

    /// A transition the engine drops without performing it (frozen and
    /// discarded, deferred and dropped) was discarded (H6).
    isolated deinit {
        if !isSettled, let id, let host {
            host.completions.settle(.discarded(id))
        }
        // Not performed: what the user did is still done, as at a tap.
        for interaction in heldInteractions { interaction() }
    }

    /// Performs the interactions held for the transition, once.
    func performHeldInteractions() {
        guard !heldInteractions.isEmpty else { return }
        let interactions = heldInteractions
        heldInteractions = []
        for interaction in interactions { interaction() }
    }

    /// The engine numbered the transition: from now on the host tracks how
    /// it finishes (H6), and the modules it builds know it (``RouterSeed/transitionID``).
    func reachSeam(as id: TransitionID) {
        self.id = id
        host?.completions.submitted(id)
        forEachModule { $0.transitionID = id }
    }

    func check(_ phase: TransitionCheck.Phase) -> TransitionCheck {
        host?.check(self, at: phase) ?? .stale("the navigation host is gone")
    }

    func perform(as id: TransitionID) {
        host?.perform(self, as: id)
    }
}
