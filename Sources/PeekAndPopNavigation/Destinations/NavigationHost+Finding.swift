import PeekAndPop

extension NavigationHost {
    // MARK: Finding screens

    /// The screen that `predicate` accepts where `scope` says, the first
    /// (bottommost) or last (topmost) in tree order (H9).
    ///
    /// ```swift
    /// // The topmost product screen on the stack a push lands on.
    /// let product = host.findScreen(.last, in: .currentStack) { $0 is ProductScreen }
    /// // The screen showing order 7, wherever it is.
    /// let order = host.findScreen { host.identity(of: $0) == DestinationIdentity(kind: "order", context: 7) }
    /// ```
    ///
    /// It reads the tree as it is now: inside `onPeek`, the screens that the
    /// calls frozen so far would build are not in it (H2).
    ///
    /// - Parameters:
    ///   - match: The first or the last match; the last by default.
    ///   - scope: Where to look; the whole tree by default.
    ///   - predicate: Whether a screen is the one looked for; asked in tree
    ///     order (from the top for ``ScreenSearch/Match/last``), until it
    ///     accepts one.
    /// - Returns: The screen found, or `nil`.
    public func findScreen(
        _ match: ScreenSearch.Match = .last,
        in scope: ScreenSearch.Scope = .everywhere,
        where predicate: (any Screen) -> Bool
    ) -> (any Screen)? {
        findScreen(ScreenSearch(match, in: scope), where: predicate)
    }

    /// The screen that `predicate` accepts where `search` says (H9); as
    /// `findScreen(_:in:where:)`, with the search as one value.
    ///
    /// - Parameters:
    ///   - search: Where to look and which match to give.
    ///   - predicate: Whether a screen is the one looked for.
    /// - Returns: The screen found, or `nil`.
    public func findScreen(_ search: ScreenSearch, where predicate: (any Screen) -> Bool) -> (any Screen)? {
        let screens = screens(in: search.scope)
        switch search.match {
        case .first: return screens.first(where: predicate)
        case .last: return screens.last(where: predicate)
        }
    }

    /// The screen of type `type` that `predicate` accepts where `scope`
    /// says, the first or the last in tree order (H9).
    ///
    /// ```swift
    /// let cart = host.findScreen(ofType: CartScreen.self, .first, in: .presented)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The screen's type; a subclass's screens are found too.
    ///   - match: The first or the last match; the last by default.
    ///   - scope: Where to look; the whole tree by default.
    ///   - predicate: Whether a screen of that type is the one looked for;
    ///     every one by default.
    /// - Returns: The screen found, or `nil`.
    public func findScreen<S: Screen>(
        ofType type: S.Type,
        _ match: ScreenSearch.Match = .last,
        in scope: ScreenSearch.Scope = .everywhere,
        where predicate: (S) -> Bool = { _ in true }
    ) -> S? {
        findScreen(match, in: scope) { screen in (screen as? S).map(predicate) ?? false } as? S
    }

    /// The screen whose destination identity is `identity` (`identity(of:)`)
    /// where `search` says, if any (H9).
    ///
    /// `screen(for:)` is this with ``ScreenSearch/everywhere``: the
    /// topmost one in the whole tree.
    ///
    /// - Parameters:
    ///   - identity: The destination identity looked for.
    ///   - search: Where to look and which match to give.
    /// - Returns: The screen found, or `nil`.
    public func screen(for identity: DestinationIdentity, in search: ScreenSearch) -> (any Screen)? {
        findScreen(search) { self.identity(of: $0) == identity }
    }

    /// The screen of kind `kind` (its `identity(of:)` has that kind, with
    /// any context) that `predicate` accepts where `search` says (H9).
    ///
    /// ```swift
    /// let product = host.screen(ofKind: "product", in: .last(in: .currentStack)) { identity in
    ///     identity.context(as: Int.self).map { $0 > 40 } ?? false
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - kind: The destination kind looked for, such as `product`.
    ///   - search: Where to look and which match to give.
    ///   - predicate: Whether a screen's identity (of that kind) is the one
    ///     looked for, such as a test of its context; every one by default.
    /// - Returns: The screen found, or `nil`.
    public func screen(
        ofKind kind: String,
        in search: ScreenSearch = .everywhere,
        where predicate: (DestinationIdentity) -> Bool = { _ in true }
    ) -> (any Screen)? {
        findScreen(search) { screen in
            guard let identity = self.identity(of: screen), identity.kind == kind else { return false }
            return predicate(identity)
        }
    }

    // MARK: Relative to a screen

    /// The screen that `predicate` accepts among those that present
    /// `screen` or that it presents (``ScreenSearch/Relation``), the first
    /// (bottommost) or last (topmost) in tree order (H9).
    ///
    /// ```swift
    /// // The checkout that presented this payment sheet, directly or not.
    /// let checkout = host.findScreen(.presenting, of: payment) { $0 is CheckoutScreen }
    /// ```
    ///
    /// - Parameters:
    ///   - relation: Below `screen` or above it in the chain of presentations.
    ///   - screen: The screen the search starts from; a screen not in the
    ///     tree has no relations, and nothing is found.
    ///   - match: The first or the last match; the last (the nearest under
    ///     `screen` for ``ScreenSearch/Relation/presenting``) by default.
    ///   - predicate: Whether a screen is the one looked for.
    /// - Returns: The screen found, or `nil`.
    public func findScreen(
        _ relation: ScreenSearch.Relation,
        of screen: any Screen,
        match: ScreenSearch.Match = .last,
        where predicate: (any Screen) -> Bool
    ) -> (any Screen)? {
        let screens = screens(relation, of: screen)
        switch match {
        case .first: return screens.first(where: predicate)
        case .last: return screens.last(where: predicate)
        }
    }

    /// The screens related to `screen` by `relation`, in tree order; none
    /// when `screen` is not in the tree.
    public func screens(_ relation: ScreenSearch.Relation, of screen: any Screen) -> [any Screen] {
        guard let layer = layer(of: screen) else { return [] }
        switch relation {
        case .presenting:
            let root = root.map { $0.child.screens } ?? []
            return layer == 0 ? [] : root + presentations[..<(layer - 1)].flatMap(\.screens)
        case .presented:
            return presentations[layer...].flatMap(\.screens)
        }
    }

    /// The screen that presents `screen`'s layer, as the tree is now: the
    /// screen shown on top of the layer under it (presentations go over the
    /// topmost screen, H4); `nil` for a screen of the root layer or one not
    /// in the tree.
    ///
    /// ```swift
    /// host.presentingScreen(of: payment)   // the checkout it was presented over
    /// ```
    public func presentingScreen(of screen: any Screen) -> (any Screen)? {
        guard let layer = layer(of: screen), layer > 0 else { return nil }
        if layer == 1 {
            return root.flatMap { $0.child.topmostScreen }
        }
        return presentations[layer - 2].topScreen
    }

    /// The containers that hold `screen`, innermost first: its stack or
    /// app-defined container, then each container that holds that one (a
    /// tab of a tab container, a column of a split …) up to its layer's
    /// outermost (H5). A presentation is no container here: its presenter is
    /// `presentingScreen(of:)`. Empty for a root screen, a single presented
    /// screen, and a screen not in the tree.
    ///
    /// ```swift
    /// // The tab container the product screen is in, if any.
    /// let tabs = host.containers(containing: product).first { $0 is TabContainer }
    /// ```
    public func containers(containing screen: any Screen) -> [any NavigationContainer] {
        var containers: [any NavigationContainer] = []
        switch treeIndex.entry(for: screen)?.holder {
        case .stack(let stack)?: containers.append(stack)
        case .container(let container)?: containers.append(container)
        case .root?, .presentation?, nil: return []
        }
        while let outer = treeIndex.parent(of: containers[containers.count - 1]) {
            containers.append(outer)
        }
        return containers
    }

    /// Every screen that `container` holds, directly or in the containers it
    /// holds, shown or not, in tree order (H5); none when `container` is not
    /// in the tree.
    ///
    /// ```swift
    /// let everyTabsScreen = host.screens(in: tabs)
    /// ```
    public func screens(in container: any NavigationContainer) -> [any Screen] {
        contains(container) ? NavigationChild.container(container).screens : []
    }

    /// The layer `screen` is in: 0 for the root layer, `n` for the `n`-th
    /// presentation; `nil` when it is not in the tree.
    func layer(of screen: any Screen) -> Int? {
        guard treeIndex.contains(screen) else { return nil }
        if let offset = presentations.firstIndex(where: { $0.screens.contains { $0 === screen } }) {
            return offset + 1
        }
        return 0
    }

    // MARK: Destinations

    /// The screen in the tree that find-or-create takes for `destination`:
    /// one with its identity (or kind, ``Destination/identifiedByKind()``)
    /// where its search says (H9).
    func foundScreen<Context>(for destination: Destination<Context>) -> (any Screen)? {
        findScreen(destination.search) { destination.isShown(by: self.identity(of: $0)) }
    }

    /// Updates a found screen of a destination identified by its kind with
    /// the destination's context: its identity and route element from now
    /// on (H8, H9). Its context tasks follow, once the focus is published.
    func updateInPlace<Context>(_ screen: any Screen, for destination: Destination<Context>) {
        guard destination.isIdentifiedByKind else { return }
        routing.remember(screen, element: destination.routeElement, identity: destination.identity)
    }

    // MARK: Scopes

    /// The screens in `scope`, in tree order.
    func screens(in scope: ScreenSearch.Scope) -> [any Screen] {
        if scope.isSuperset(of: .everywhere) { return screensInTree() }
        var screens: [any Screen] = []
        if let root {
            if scope.contains(.rootLayer) {
                screens += root.child.screens
            } else {
                var included = Set<ObjectIdentifier>()
                func include(_ list: [any Screen]) {
                    for screen in list { included.insert(ObjectIdentifier(screen)) }
                }
                if scope.contains(.shownRoot) {
                    include(Self.shownScreens(in: root.child))
                }
                if scope.contains(.allTabs) {
                    for case let tabs as TabContainer in root.child.containers {
                        include(NavigationChild.container(tabs).screens)
                    }
                }
                if scope.contains(.currentStack), presentations.isEmpty, let stack = rootCurrentStack {
                    include(stack.screens)
                }
                if scope.contains(.topmostScreen), presentations.isEmpty, let screen = topmostScreen {
                    include([screen])
                }
                if !included.isEmpty {
                    screens += root.child.screens.filter { included.contains(ObjectIdentifier($0)) }
                }
            }
        }
        if scope.contains(.presented) {
            screens += presentations.flatMap(\.screens)
        } else if scope.contains(.currentStack), let stack = presentations.last?.stack {
            screens += stack.screens
        } else if scope.contains(.topmostScreen), let screen = presentations.last?.topScreen {
            screens.append(screen)
        }
        return screens
    }

    /// The screens `child` shows: every screen of each stack it shows, and
    /// the screens its containers show directly, in tree order.
    static func shownScreens(in child: NavigationChild) -> [any Screen] {
        switch child {
        case .screen(let screen):
            return [screen]
        case .container(let container):
            if let stack = container as? ScreenStack { return stack.screens }
            return container.heldVisibleChildren.flatMap { shownScreens(in: $0) }
        }
    }
}
