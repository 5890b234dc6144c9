import PeekAndPop

/// The tree a call is checked against (H12): the live tree with the edits
/// of the calls frozen before it applied, as a value.
extension NavigationHost {
    /// The tree as the calls frozen before the call being made (or the
    /// transition being checked) leave it: in a capture window, the calls
    /// frozen in it so far; at commit, the peek's calls before the one
    /// checked. `nil` when no call of this host is frozen before it: the
    /// live tree is then the one it is checked against.
    func frozenTree() -> FrozenTree? {
        let scope: FrozenCallScope
        let checked: PendingTransition?
        switch performer.checking {
        case (let pending, .capture)?: (scope, checked) = (.captureWindowOrPeek, pending)
        case (let pending, .commit)?: (scope, checked) = (.peek, pending)
        case (_, .perform)?: return nil
        case nil: (scope, checked) = (.captureWindow, nil)
        }
        let calls = engine.frozenCalls(in: scope)
        // Each call of a window is applied once, not once per call after
        // it: the cached tree goes on from the calls it read, when it was
        // made on the same live tree from the same window's calls.
        // Taken out of the performer, so that extending it copies nothing.
        var cache: FrozenTreeCache
        if let cached = performer.frozenTree.take(), cached.continues(in: calls, before: checked) {
            cache = cached
        } else {
            // No tree is made while no call of this host comes before.
            guard let start = (0..<calls.count).first(where: { (calls[$0].body as? PendingTransition)?.host === self }),
                calls[start].body !== checked
            else { return nil }
            cache = FrozenTreeCache(self)
            cache.read = start
        }
        while cache.read < calls.count {
            let call = calls[cache.read]
            guard let pending = call.body as? PendingTransition, pending.host === self else {
                cache.read += 1
                continue
            }
            if pending === checked { break }
            // A call that no longer applies changes nothing; it is refused
            // when it is checked again at commit.
            try? cache.tree.apply(pending, in: self)
            cache.applied(pending)
        }
        performer.frozenTree = cache
        return cache.isEmpty ? nil : cache.tree
    }

    /// The edits of this host's calls frozen in the open capture window or
    /// the active peek, each planned against the tree the calls before it
    /// leave (H11, H12); an empty list for a call that no longer applies,
    /// or for a route planned only when performed (after a frozen call that
    /// changed the tree): it is decided when performed. A destination shows
    /// where it lands: the screen found at the call revealed (tabs
    /// selected, presentations dismissed, the screens above it popped), or
    /// the one built at the call pushed, presented, set in a split's
    /// secondary column, or made the root.
    ///
    /// ```swift
    /// let before = host.snapshot()
    /// let preview = engine.preview(for: context, at: point)  // onPeek: removeTab(at: 1), then a push
    /// let edits = host.frozenEdits()  // [[remove tab 1 of tabs#1], [push Detail onto stack#2]]
    /// try engine.commit(try #require(preview))
    /// #expect(host.snapshot() == (try before.applying(edits.flatMap { $0 })))
    /// ```
    public func frozenEdits() -> [[NavigationEdit]] {
        FrozenTree(everyCallFrozenIn: self).edits
    }

    /// The positions, in ``frozenEdits()``, of the frozen calls decided only
    /// when performed, whose edits cannot be known before: a route planned
    /// only then (after a frozen call that changed the tree), or a
    /// destination whose screen found at the call is gone from the tree the
    /// calls before it leave (searched for again, or built, when performed).
    /// `frozenEdits()` shows none for them; while this is empty, the
    /// frozen edits applied to the tree before the peek make the tree a pop
    /// makes.
    public func frozenCallsDecidedWhenPerformed() -> [Int] {
        FrozenTree(everyCallFrozenIn: self).decidedWhenPerformed
    }

    /// Whether `screen` is a module that a call frozen before the one being
    /// made or checked shows: it routes like a module in the tree, its calls
    /// frozen and bound when performed (H2). So a tap handler that chains
    /// calls (`push(A)`, then A's router pushes B) can be replayed in
    /// `onPeek`, and its pop ends where its tap ends.
    func isShownByFrozenCall(_ screen: any Screen) -> Bool {
        frozenTree()?.shows(screen) ?? false
    }

    /// Whether a call frozen before the one being made or checked took
    /// `screen` out of the tree: a call of its module then throws, or is
    /// refused, as at a tap (H12).
    func isTakenOutByFrozenCall(_ screen: any Screen) -> Bool {
        frozenTree().map { !$0.shows(screen) } ?? false
    }

    /// Whether a call frozen before the one being made or checked took
    /// `stack` out of the tree (a tab removed, a presentation dismissed).
    func isTakenOutByFrozenCall(_ stack: ScreenStack) -> Bool {
        frozenTree().map { $0.tree.stackCount(of: stack.id) == nil } ?? false
    }

    /// Whether a call frozen before the one being made or checked put
    /// `screen` in the tree, even if a later one took it out: its module
    /// routes as one that joined the tree does (``ModuleRouter``, H2).
    func hasJoinedByFrozenCall(_ screen: any Screen) -> Bool {
        frozenTree()?.hasJoined(screen) ?? false
    }

    /// How many tabs `tabs` holds for the call being made or checked: in the
    /// tree the calls frozen before it leave (H12).
    func tabCount(of tabs: TabContainer) -> Int {
        frozenTree()?.tree.tabCount(of: tabs.id) ?? tabs.contents.count
    }

    /// The container that holds `screen` in the tree the frozen calls leave,
    /// of the kind `matches` accepts, and its layer, when a frozen call put
    /// `screen` in the tree (it is not in the live one yet): a module's split
    /// or tab router binds to it, as after a tap (H12).
    func frozenContainer(
        holding screen: (any Screen)?, where matches: (NavigationSnapshot.Node) -> Bool
    ) -> (container: any NavigationContainer, layer: Int)? {
        guard let screen, !contains(screen), let frozen = frozenTree(),
            let id = frozen.tree.enclosing(of: ObjectIdentifier(screen), where: matches),
            let container = frozen.builtContainer(id) ?? container(id), let layer = frozen.tree.layer(of: id)
        else { return nil }
        return (container, layer)
    }

    /// The container of the live tree numbered `id`, wherever it is.
    func container(_ id: ContainerID) -> (any NavigationContainer)? {
        let layers = (root.map { [$0.child] } ?? []) + presentations.map(\.child)
        for layer in layers {
            if let found = layer.containers.first(where: { $0.id == id }) { return found }
        }
        return nil
    }
}

/// The tree a host's frozen calls leave, and where in the engine's list of
/// frozen calls it stands (H12): how many entries it read, and the first
/// and last calls it applied, held weakly (a discarded call is released on
/// time, and one made later at its address is never taken for it).
@MainActor
struct FrozenTreeCache {
    /// The live tree's generation it was made on.
    let generation: Int
    var tree: FrozenTree
    /// How many of the engine's frozen calls it read.
    var read = 0
    /// The host's calls it applied: the first and last, with their
    /// positions, and every one by identity.
    private weak var first: PendingTransition?
    private weak var last: PendingTransition?
    private var firstIndex = 0
    private var lastIndex = 0
    private var identities: Set<ObjectIdentifier> = []

    init(_ host: NavigationHost) {
        generation = TreeGeneration.current
        tree = FrozenTree(host)
    }

    /// Whether it applied no call.
    var isEmpty: Bool { identities.isEmpty }

    mutating func applied(_ call: PendingTransition) {
        if identities.isEmpty {
            first = call
            firstIndex = read
        }
        last = call
        lastIndex = read
        identities.insert(ObjectIdentifier(call))
        read += 1
    }

    /// Whether it is the start of the tree for the calls before `checked`
    /// in `calls`: made on the live tree as it is, from the same window
    /// (its first and last calls still where they were; the engine only
    /// adds calls to a window), and holding none from `checked` on.
    func continues(in calls: FrozenCalls, before checked: PendingTransition?) -> Bool {
        guard generation == TreeGeneration.current, !isEmpty, read <= calls.count,
            let first, let last, calls[firstIndex].body === first, calls[lastIndex].body === last
        else { return false }
        return checked.map { !identities.contains(ObjectIdentifier($0)) } ?? true
    }
}
