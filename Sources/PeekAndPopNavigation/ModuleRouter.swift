import PeekAndPop

/// The router of one module: the routing calls an app writes against, each of
/// which goes through the engine's transition seam.
///
/// Every module gets its own router, made from the ``RouterSeed`` its builder
/// receives. Builders run when the call is made, so the new screen exists as
/// the transition's destination (the preview, if the call is made in
/// `onPeek`); the tree changes only when the engine performs the transition:
/// at once for a tap (S1), on pop for a frozen call (S7), never after an
/// interrupt (S8). No router needs any code for peek and pop.
///
/// ```swift
/// final class ListScreen: Screen {
///     let router: ModuleRouter
///     init(seed: RouterSeed) { router = ModuleRouter(seed: seed) }
///
///     func didSelect(_ item: Item) throws(NavigationError) {
///         try router.push { seed in DetailScreen(item: item, seed: seed) }
///     }
/// }
/// ```
///
/// The semantics follow Marshroute's, which app teams rely on (H4):
/// - `push(label:_:)`, presentations (`presentModally(style:label:_:)`,
///   `presentInNavigationStack(style:label:_:)`) and deep links (`openRelative(_:)`) are
///   forwarded to the topmost container, whichever module asks (a push where
///   the topmost layer has no stack presents a new stack holding the screen);
/// - `setStack(label:_:)`, `setStack(keepingFirst:label:_:)` and
///   `replaceTopModule(label:_:)` act on the module's own stack;
/// - `dismissCurrentModule()` undoes the transition that showed the module
///   and everything after it; on a root module's router it is a documented
///   no-op;
/// - `focusOnCurrentModule()` undoes everything after the module.
///
/// A call made while a peek is shown, outside its `onPeek`, follows the
/// engine's `PeekEngine.lateTransitionPolicy` (S11): by default it interrupts
/// the peek, then is performed; it is never dropped and never runs twice.
///
/// Calls chain as at a tap: in `onPeek`, the router of a module that an
/// earlier call of the same capture window shows (`push(A)`, then A's router
/// pushes B) routes like the router of a module in the tree. Its calls are
/// frozen and bind when performed, after the call that shows it, so a pop
/// ends where the tap ends (H2).
///
/// A call that the host can get wrong (a set-stack from a module that is not
/// in a stack, a tab index out of range, a router whose module is not in the tree)
/// throws ``NavigationError`` before anything is built or routed. Whether a
/// transition still applies when it runs, and what the interceptors say, is
/// decided right before it runs (see ``NavigationHost/addInterceptor(named:_:)``).
///
/// `ModuleRouter` is main-actor isolated and therefore `Sendable`. It holds its
/// host and its screen weakly, so a screen may keep its router.
@MainActor
public final class ModuleRouter {
    /// The seed the router was made from.
    public let seed: RouterSeed

    /// Creates the router of the module that `seed` describes.
    public init(seed: RouterSeed) {
        self.seed = seed
    }

    /// The module's screen, while it is alive.
    public var screen: (any Screen)? { seed.screen }

    /// The host, while it is alive.
    public var host: NavigationHost? { seed.host }

    /// Whether the module is in the host's tree now.
    public var isInTree: Bool {
        guard let host, let screen else { return false }
        return host.contains(screen)
    }

    /// Whether the module is a root module now: the root screen, or the bottom
    /// screen of a stack of the root layer (the root stack, a tab's, a
    /// column's). `dismissCurrentModule()` does nothing for it. The bottom
    /// module of a stack in a presented container is not one: it dismisses
    /// the presentation (H5).
    public var isRootModule: Bool {
        guard let host, let screen else { return false }
        return host.locate(screen)?.isRootModule ?? false
    }

    private func resolve() throws(NavigationError) -> (NavigationHost, any Screen, ModuleLocation) {
        guard let host else {
            throw NavigationError(.hostGone, "the navigation host is gone")
        }
        // In the tree as the calls frozen before this one leave it (H12).
        guard let screen, let location = host.locate(screen), !host.isTakenOutByFrozenCall(screen) else {
            let name = screen?.screenName ?? "the module"
            throw NavigationError(.moduleNotInTree, "\(name) is not in the navigation tree")
        }
        return (host, screen, location)
    }

    /// The host and screen of a module that is not in the tree but that a
    /// call frozen earlier in the same capture window shows: it routes like
    /// a module in the tree, its calls frozen and bound when performed (H2).
    private func shownByFrozenCall() -> (NavigationHost, any Screen)? {
        guard let host, let screen, !host.contains(screen), host.isShownByFrozenCall(screen) else { return nil }
        return (host, screen)
    }

    /// The host and screen of a call forwarded to the topmost container (H4):
    /// the module need not be in the tree any more (a module that dismissed
    /// itself may still open a route), but it must have been in it (the router
    /// of a screen that is only previewed cannot route).
    private func resolveForwarded() throws(NavigationError) -> (NavigationHost, any Screen) {
        guard let host else {
            throw NavigationError(.hostGone, "the navigation host is gone")
        }
        guard let screen, seed.handle.hasJoinedTree || host.contains(screen) || host.hasJoinedByFrozenCall(screen)
        else {
            let name = screen?.screenName ?? "the module"
            throw NavigationError(.moduleNotInTree, "\(name) is not in the navigation tree")
        }
        return (host, screen)
    }

    /// Whether the module is visible now: on top of its container, in the
    /// selected tab, not covered by a presentation (H7). A screen of the
    /// reference host answers `Screen.isAvailableForPreviewing` with it.
    public var isVisible: Bool {
        guard let host, let screen else { return false }
        return host.isVisible(screen)
    }

    /// The master/detail router of this module: Marshroute's master/detail
    /// calls (``ContainerRouter/setPrimary(label:_:)``,
    /// ``ContainerRouter/pushPrimary(label:_:)``, ``ContainerRouter/setSecondary(label:_:)-(_,(RouterSeed)->Screen)``,
    /// ``ContainerRouter/pushSecondary(label:_:)``) on the split container
    /// this module is in, or else the root layer's first one, chosen when
    /// each call is performed (H2); `nil` when the tree has no split now.
    public var splitRouter: ContainerRouter? {
        guard let host, let split = host.splitContainer(for: screen) else { return nil }
        let layer = host.layer(of: split) ?? host.frozenContainer(holding: screen, where: \.isSplit)?.layer
        return ContainerRouter(
            host: host, container: split, binding: .splitOf(seed.handle), module: seed.handle,
            isBoundInPresentation: layer.map { $0 > 0 } ?? false)
    }

    /// The tab router of this module: tabs added, removed, replaced and
    /// selected in the tab container this module is in (at the root or in
    /// a presentation, H5), or else the root layer's first one, chosen when
    /// each call is performed (H2); `nil` when the tree has no tabs now.
    public var tabsRouter: ContainerRouter? {
        guard let host, let tabs = host.tabContainer(for: screen) else { return nil }
        let layer = host.layer(of: tabs) ?? host.frozenContainer(holding: screen, where: \.isTabs)?.layer
        return ContainerRouter(
            host: host, container: tabs, binding: .tabsOf(seed.handle), module: seed.handle,
            isBoundInPresentation: layer.map { $0 > 0 } ?? false)
    }

    /// Replaces the root of the tree with new modules and dismisses every
    /// presentation, as a routed transition (kind `TransitionKind.replaceRoot`):
    /// frozen in `onPeek`, intercepted and animated like any other (H1).
    ///
    /// ```swift
    /// try router.replaceRoot(.stack([{ seed in HomeScreen(seed: seed) }]))
    /// ```
    ///
    /// - Parameters:
    ///   - content: What the new root holds; its builders run now.
    ///   - label: A description for diagnostics.
    /// - Returns: What the engine's seam did.
    /// - Throws: `ErrorCode.moduleNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func replaceRoot(_ content: RootContent, label: String? = nil) throws(NavigationError) -> RoutingOutcome {
        let (host, screen) = try resolveForwarded()
        return host.replaceRoot(content, from: screen, label: label)
    }

    /// Pushes a new module onto the topmost stack (kind `TransitionKind.push`),
    /// whichever module asks, as in Marshroute (H4).
    ///
    /// The stack is chosen when the transition is performed, against the tree
    /// as it is then (H2): after a presentation frozen earlier in the same
    /// capture window, the push lands on the presented stack at commit, as it
    /// would after a tap. When the topmost layer has no stack by then (a
    /// modally presented screen), the module is presented in a new stack.
    ///
    /// ```swift
    /// try router.push { seed in DetailScreen(item: item, seed: seed) }
    /// ```
    ///
    /// - Parameters:
    ///   - label: A description for diagnostics; by default `push <name>`.
    ///   - build: Builds the new module from its seed; runs now.
    /// - Returns: What the engine's seam did: `RoutingOutcome.performed(_:)`
    ///   for a tap (the screen is on the stack when this returns, even while
    ///   an earlier animation is in flight: the model changes first, H3),
    ///   `RoutingOutcome.frozen(_:into:)` in `onPeek`.
    /// - Throws: `ErrorCode.moduleNotInTree` (the module has
    ///   never been in the tree: it is only previewed),
    ///   `ErrorCode.hostGone`.
    @discardableResult
    public func push(
        label: String? = nil, _ build: (RouterSeed) -> any Screen
    ) throws(NavigationError) -> RoutingOutcome {
        let (host, screen) = try resolveForwarded()
        return host.routePush(build, from: screen, label: label)
    }

    /// Presents a new module modally, with no stack of its own, on top of the
    /// topmost presentation (kind `TransitionKind.presentModally`).
    ///
    /// - Parameters:
    ///   - style: How the platform presents it (``Presentation/style``,
    ///     ``AnimatedTransition/presentationStyles``).
    ///   - label: A description for diagnostics; by default `presentModally <name>`.
    ///   - build: Builds the new module from its seed; runs now.
    /// - Returns: What the engine's seam did.
    /// - Throws: `ErrorCode.invalidPresentationStyle` for a popover that cannot
    ///   be shown, `ErrorCode.moduleNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func presentModally(
        style: PresentationStyle = .sheet,
        label: String? = nil,
        _ build: (RouterSeed) -> any Screen
    ) throws(NavigationError) -> RoutingOutcome {
        if let invalidity = style.invalidity { throw invalidity }
        let (host, screen) = try resolveForwarded()
        return host.routePresentModally(build, style: style, from: screen, label: label)
    }

    /// Presents a new navigation stack modally, with a new module at its root,
    /// on top of the topmost presentation (kind
    /// `TransitionKind.presentInNavigationStack`).
    ///
    /// - Parameters:
    ///   - style: How the platform presents it (``Presentation/style``,
    ///     ``AnimatedTransition/presentationStyles``).
    ///   - label: A description for diagnostics; by default
    ///     `presentInNavigationStack <name>`.
    ///   - build: Builds the new module from its seed; runs now.
    /// - Returns: What the engine's seam did.
    /// - Throws: `ErrorCode.invalidPresentationStyle` for a popover that cannot
    ///   be shown, `ErrorCode.moduleNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func presentInNavigationStack(
        style: PresentationStyle = .sheet,
        label: String? = nil,
        _ build: (RouterSeed) -> any Screen
    ) throws(NavigationError) -> RoutingOutcome {
        if let invalidity = style.invalidity { throw invalidity }
        let (host, screen) = try resolveForwarded()
        return host.routePresentInNavigationStack(build, style: style, from: screen, label: label)
    }

    /// Presents a tree of new modules modally, on top of the topmost
    /// presentation, whichever module asks (H4): tabs, a split, an
    /// app-defined container (kind `TransitionKind.presentContainer`), or
    /// as `presentModally(style:label:_:)` and
    /// `presentInNavigationStack(style:label:_:)` do, a screen or a stack (H5).
    ///
    /// The presentation holds the container; the modules inside route as
    /// they would at the root: a push from any module goes to the stack the
    /// container's last visible child leads to (the selected tab's, a split's
    /// detail column, H4), `dismissCurrentModule()` and
    /// `focusOnCurrentModule()` act on the asking module (the bottom module
    /// of a presented tab or column dismisses the presentation),
    /// `tabsRouter` and `splitRouter` act on the presented tabs and split.
    /// The preview of a peek is the container's topmost screen (S3).
    ///
    /// ```swift
    /// try router.present(
    ///     .split(primary: [{ seed in InboxScreen(seed: seed) }], secondary: [{ seed in MailScreen(seed: seed) }]),
    ///     style: .fullScreen)
    /// ```
    ///
    /// - Parameters:
    ///   - content: What the presentation holds; its builders run now.
    ///   - style: How the platform presents it (``Presentation/style``).
    ///   - label: A description for diagnostics; by default
    ///     `presentContainer <name>` for a container.
    /// - Returns: What the engine's seam did.
    /// - Throws: `ErrorCode.invalidPresentationStyle` for a popover that cannot
    ///   be shown, `ErrorCode.moduleNotInTree`, `ErrorCode.hostGone`;
    ///   nothing is built then.
    @discardableResult
    public func present(
        _ content: RootContent,
        style: PresentationStyle = .sheet,
        label: String? = nil
    ) throws(NavigationError) -> RoutingOutcome {
        if let invalidity = style.invalidity { throw invalidity }
        let (host, screen) = try resolveForwarded()
        return host.routePresent(content, style: style, from: screen, label: label)
    }

    /// Replaces the contents of this module's stack with new modules (kind
    /// `TransitionKind.setStack`); this module leaves the tree.
    ///
    /// The stack is the one the module is in when the transition is performed
    /// (H2), or the one it was last in if it has left it (a module that
    /// dismissed itself may still set its former stack), as after a tap.
    ///
    /// - Parameters:
    ///   - label: A description for diagnostics.
    ///   - builders: Build the new modules, bottom first; they run now. The
    ///     last one is the transition's destination (the preview in a peek).
    /// - Returns: What the engine's seam did.
    /// - Throws: `ErrorCode.emptyStack`,
    ///   `ErrorCode.notInStack`,
    ///   `ErrorCode.moduleNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func setStack(
        label: String? = nil,
        _ builders: [(RouterSeed) -> any Screen]
    ) throws(NavigationError) -> RoutingOutcome {
        try setStack(keeping: .first(0), label: label, builders)
    }

    /// The one set-stack call behind `setStack(label:_:)`,
    /// `setStack(keepingFirst:label:_:)` and `replaceTopModule(label:_:)`:
    /// checks what it can now, builds, and routes the one set-stack
    /// transition, which binds to the module's own stack when performed (H2).
    func setStack(
        keeping kept: NavigationHost.KeptScreens,
        label: String?,
        _ builders: [(RouterSeed) -> any Screen]
    ) throws(NavigationError) -> RoutingOutcome {
        let (host, screen) = try resolveForwarded()
        if !host.contains(screen), host.hasJoinedByFrozenCall(screen) {
            // Put in the tree by a call frozen earlier in this window: its
            // stack is known when performed (H2).
            guard !builders.isEmpty || kept.keepsAScreen else {
                throw NavigationError(.emptyStack, "a stack needs at least one screen")
            }
            return host.routeSetStack(builders, keeping: kept, from: screen, handle: seed.handle, label: label)
        }
        // Its stack in the tree as the calls frozen before this one leave
        // it (H12): one of them may have removed it (a tab, a presentation).
        guard let stack = host.ownStack(of: screen, handle: seed.handle), !host.isTakenOutByFrozenCall(stack) else {
            let inTree = host.contains(screen) && !host.isTakenOutByFrozenCall(screen)
            throw NavigationError(
                inTree ? .notInStack : .moduleNotInTree,
                inTree
                    ? "\(screen.screenName) is not in a navigation stack"
                    : "\(screen.screenName) is not in the navigation tree and its stack is gone"
            )
        }
        guard kept.count(in: stack) + builders.count > 0 else {
            throw NavigationError(.emptyStack, "a stack needs at least one screen")
        }
        return host.routeSetStack(builders, keeping: kept, from: screen, handle: seed.handle, label: label)
    }

    /// Selects a tab of the tab container this module is in (at the root or
    /// in a presentation, H5), or else of the root layer's first one (kind
    /// `TransitionKind.selectTab`).
    ///
    /// The transition shows no new screen, so on its own it gives a peek no
    /// preview (S3); frozen with a transition that does, it is committed with
    /// it (S4).
    ///
    /// - Parameter index: The tab to select.
    /// - Returns: What the engine's seam did.
    /// - Throws: `ErrorCode.noTabContainer`,
    ///   `ErrorCode.tabIndexOutOfRange`,
    ///   `ErrorCode.moduleNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func selectTab(_ index: Int) throws(NavigationError) -> RoutingOutcome {
        let (host, screen) = try resolveForwarded()
        guard let tabs = host.tabContainer(for: screen) else {
            throw NavigationError(.noTabContainer, "the root layer of the navigation tree has no tabs")
        }
        guard tabs.contents.indices.contains(index) else {
            throw NavigationError(
                .tabIndexOutOfRange, "tab \(index) is out of range: there are \(tabs.contents.count) tabs")
        }
        // The tab router's transition: one selection, bound to the module's
        // tab container (or the root layer's first) when performed (H2).
        return try ContainerRouter(host: host, container: tabs, binding: .tabsOf(seed.handle), module: seed.handle)
            .selectTab(index)
    }

    /// Undoes the transition that showed this module and everything after it
    /// (kind `TransitionKind.dismiss`).
    ///
    /// - A pushed module (or any module above the bottom of its stack) is
    ///   popped with everything above it, and every presentation over its
    ///   stack is dismissed.
    /// - A modally presented module, or the bottom module of a presented stack,
    ///   is dismissed with its presentation and every presentation over it.
    /// - The bottom module of a stack in a presented container (a presented
    ///   tab's or column's, H5) is dismissed with the presentation and every
    ///   presentation over it.
    /// - On a root module's router (the root screen, or the bottom of a stack
    ///   of the root layer: the root stack, a tab's) this is a documented
    ///   no-op: nothing is routed and `nil` is returned.
    ///
    /// Frozen in a capture window, the dismissal happens only on pop (S4).
    ///
    /// - Returns: What the engine's seam did, or `nil` for a root module.
    /// - Throws: `ErrorCode.moduleNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func dismissCurrentModule() throws(NavigationError) -> RoutingOutcome? {
        if let (host, screen) = shownByFrozenCall() {
            return host.routeDismiss(screen)
        }
        let (host, screen, location) = try resolve()
        guard !location.isRootModule else { return nil }
        return host.routeDismiss(screen)
    }

    /// Undoes everything after this module (kind `TransitionKind.focus`):
    /// pops the screens above it in its stack and dismisses every presentation
    /// over its container.
    ///
    /// Frozen in a capture window, it happens only on pop (S4). Outside one,
    /// with nothing above the module, it is a no-op: nothing is routed or
    /// recorded and `nil` is returned. Inside one it is routed, since earlier
    /// calls of the window may put something above the module by commit (H2);
    /// performed with nothing above, it changes nothing and records nothing.
    ///
    /// - Returns: What the engine's seam did, or `nil` when there was nothing
    ///   to undo.
    /// - Throws: `ErrorCode.moduleNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func focusOnCurrentModule() throws(NavigationError) -> RoutingOutcome? {
        if let (host, screen) = shownByFrozenCall() {
            return host.routeFocus(screen)
        }
        let (host, screen, location) = try resolve()
        if !host.engine.isCapturing, !host.hasAnythingAbove(location) {
            return nil
        }
        return host.routeFocus(screen)
    }

    /// Follows a deep link relative to where the user is, starting from the
    /// topmost stack, as one transition; see ``NavigationHost/openRelative(_:)``.
    ///
    /// Like a push, the route is forwarded to the topmost container (H4): it
    /// does not need this module in the tree any more, so a module that
    /// dismissed itself can still open a route, at a tap and at commit alike.
    ///
    /// - Returns: What the engine's seam did.
    /// - Throws: ``NavigationError`` as ``NavigationHost/openRelative(_:)`` does, and
    ///   `ErrorCode.moduleNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func openRelative(_ route: Route) throws(NavigationError) -> RoutingOutcome {
        let (host, screen) = try resolveForwarded()
        return try host.routeOpen(route, from: screen)
    }

}
