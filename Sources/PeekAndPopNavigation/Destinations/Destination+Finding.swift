import PeekAndPop

extension Destination {
    /// A copy whose find-or-create looks for its screen only where `search`
    /// says, and takes the match it names (H9).
    ///
    /// By default a destination looks everywhere and takes the topmost match
    /// (``ScreenSearch/everywhere``). A narrower search builds another screen
    /// when the only one with the identity is elsewhere:
    ///
    /// ```swift
    /// // A product screen on the current stack is reused; one in another tab is not.
    /// try host.navigate(to: product(42).searching(.last(in: .currentStack)))
    /// ```
    ///
    /// The search binds late (H2): the decision to focus or to build is
    /// taken again when the transition is performed (at a tap, at commit, or
    /// after being deferred), with the same search against the tree as it is
    /// then. Inside `onPeek`, a screen that an earlier call of the same window
    /// builds counts as found only if the search would find it where that
    /// call puts it, decided from how that call shows it against the tree at
    /// the call: a push lands on the current stack (in the root layer, or
    /// presented) and is the topmost screen, a presentation is in
    /// ``ScreenSearch/Scope/presented``. Where that cannot be decided (a new
    /// root, a route, a set stack, a tab or column edit, or
    /// calls frozen between the two that present or dismiss), only a search
    /// of the whole tree counts it. Either way the commit decides again, so a
    /// pop ends with the tree a tap ends with.
    ///
    /// - Parameter search: Where to look, and which match to take.
    /// - Returns: The destination, searching there.
    public func searching(_ search: ScreenSearch) -> Destination {
        var copy = self
        copy.search = search
        return copy
    }

    /// A copy whose identity, for find-or-create, is its kind alone: a
    /// screen of the same kind with any context is updated in place with
    /// this destination's context instead of another being built (an
    /// *updating route*, H9).
    ///
    /// Found, the screen is made visible as any found destination is, and
    /// updated: from then on ``NavigationHost/identity(of:)`` and
    /// ``NavigationHost/routeElement(of:)`` give the new context (for a
    /// screen the host built; an ``IdentifiableScreen`` reports its own), and
    /// the destination's context tasks run on it with the new context.
    ///
    /// ```swift
    /// // One player screen: playing another song updates it.
    /// try host.navigate(to: player(song: 7).identifiedByKind())
    /// ```
    ///
    /// Like any found destination, a screen updated in place is already in
    /// the tree: inside `onPeek` it gives no preview (S23), and the focus is
    /// discarded, the screen unchanged. A screen of the kind that an earlier
    /// call of the same window builds is the one updated, and the preview is
    /// that screen; it shows the earlier context until the commit updates it,
    /// as a tap would.
    ///
    /// - Returns: The destination, identified by its kind.
    public func identifiedByKind() -> Destination {
        var copy = self
        copy.isIdentifiedByKind = true
        return copy
    }

    /// A copy with a context task in two steps: `prepare`, which may refuse
    /// before anything is built, and `perform`, which runs as
    /// `withContextTask(_:)`'s task does.
    ///
    /// ``NavigationHost/navigate(to:)`` calls every prepare step, in the order
    /// added, after the interceptors' prepare phase and before their perform
    /// phase, the builder and the search (H10). The first that throws ends
    /// the call: its error is thrown, and nothing is built, routed, published
    /// or frozen; inside `onPeek` there is no preview (S3).
    ///
    /// ```swift
    /// let checkout = Destination("checkout", context: cart) { cart, seed in CheckoutScreen(cart: cart, seed: seed) }
    ///     .withContextTask(prepare: { cart throws(NavigationError) in
    ///         if cart.isEmpty { throw .invalidRoute("the cart is empty") }
    ///     }, perform: { screen, cart in (screen as? CheckoutScreen)?.show(cart) })
    /// ```
    ///
    /// - Parameters:
    ///   - prepare: Checks the context before anything is built; throws to
    ///     refuse the destination.
    ///   - perform: Prepares the screen with the context, as
    ///     `withContextTask(_:)`'s task does.
    /// - Returns: The destination, with the task.
    public func withContextTask(
        prepare: @escaping @MainActor (Context) throws(NavigationError) -> Void,
        perform: @escaping @MainActor (any Screen, Context) -> Void
    ) -> Destination {
        var copy = withContextTask(perform)
        copy.prepareSteps.append(prepare)
        return copy
    }

    /// A copy with a context task whose perform step may refuse: `perform`
    /// runs on the destination's screen, built or found in the tree, before
    /// anything is routed, and a throw refuses the destination with its
    /// typed error (RouteComposer's throwing `ContextTask.perform`, which
    /// applies to the screen a finder finds as to the one a factory builds).
    ///
    /// On a screen the destination builds, the step is part of building
    /// it: it runs right after the builder, at a tap and inside `onPeek`
    /// alike (so the preview is prepared as the tapped screen would be, and
    /// a pop performs what a tap does), before the destination's other
    /// context tasks. On a screen found in the tree (H9), it runs when the
    /// call is made, at a tap and inside `onPeek` alike, before the screen
    /// is made visible. Either way a throw ends the call as the builder's
    /// own throw does: ``NavigationHost/navigate(to:)`` throws the error,
    /// a screen built is let go, and nothing is routed, published or frozen
    /// (a found screen's tab is not selected, nothing over it is popped or
    /// dismissed); inside `onPeek` there is no preview (S3), and the pop of
    /// the calls around it ends where their tap ends (S7).
    ///
    /// ```swift
    /// let player = Destination("player", context: song) { song, seed in PlayerScreen(seed: seed) }
    ///     .withRefusingContextTask { screen, song throws(NavigationError) in
    ///         guard let player = screen as? PlayerScreen, player.canPlay(song) else {
    ///             throw .invalidRoute("song \(song) cannot be played")
    ///         }
    ///         player.load(song)
    ///     }
    /// ```
    ///
    /// - Parameter perform: Prepares the screen built with the context;
    ///   throws to refuse the destination.
    /// - Returns: The destination, with the task.
    public func withRefusingContextTask(
        _ perform: @escaping @MainActor (any Screen, Context) throws(NavigationError) -> Void
    ) -> Destination {
        var copy = self
        let build = self.build
        copy.build = { context, seed throws(NavigationError) in
            let screen = try build(context, seed)
            try perform(screen, context)
            return screen
        }
        copy.refusingTasks.append(perform)
        return copy
    }

    /// Runs the refusing perform steps on `screen`, found in the tree; the
    /// first refusal is thrown.
    func runRefusingTasks(on screen: any Screen) throws(NavigationError) {
        for task in refusingTasks {
            try task(screen, context)
        }
    }

    /// Runs every prepare step; the first refusal is thrown.
    func runPrepareSteps() throws(NavigationError) {
        for step in prepareSteps {
            try step(context)
        }
    }

    /// Whether a screen with `identity` is this destination's screen: the
    /// same identity, or for a destination identified by its kind, the same
    /// kind.
    func isShown(by identity: DestinationIdentity?) -> Bool {
        guard let identity else { return false }
        return isIdentifiedByKind ? identity.kind == kind : identity == self.identity
    }
}
