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

    /// Whether a screen with `identity` is this destination's screen.
    func isShown(by identity: DestinationIdentity?) -> Bool {
        guard let identity else { return false }
        return identity == self.identity
    }
}
