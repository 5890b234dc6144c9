extension ModuleRouter {
    /// Replaces the screens of this module's stack above its first `count`
    /// with new modules, keeping the first `count` modules as they are (kind
    /// ``TransitionKind/setStack``).
    ///
    /// ```swift
    /// try router.setStack(keepingFirst: 1, [{ seed in CartScreen(seed: seed) }])   // keep the root
    /// ```
    ///
    /// The stack is the module's own as it is when the transition is
    /// performed (H2); it keeps at most its `count` first screens. Frozen in
    /// `onPeek`, the last new module is the preview; released, nothing changed.
    ///
    /// - Parameters:
    ///   - count: How many screens at the bottom of the stack to keep; at least 0.
    ///   - label: A description for diagnostics.
    ///   - builders: Build the new modules, bottom first; they run now.
    /// - Returns: What the engine's seam did.
    /// - Throws: ``NavigationError/Code/emptyStack`` when nothing would be
    ///   left in the stack, ``NavigationError/Code/notInStack``,
    ///   ``NavigationError/Code/moduleNotInTree``, ``NavigationError/Code/hostGone``.
    @discardableResult
    public func setStack(
        keepingFirst count: Int,
        label: String? = nil,
        _ builders: [(RouterSeed) -> any Screen]
    ) throws(NavigationError) -> RoutingOutcome {
        precondition(count >= 0, "setStack(keepingFirst:): the count cannot be negative")
        guard let host else { throw NavigationError(.hostGone, "the navigation host is gone") }
        guard let screen, let location = host.locate(screen) else {
            throw NavigationError(
                .moduleNotInTree, "\(screen?.screenName ?? "the module") is not in the navigation tree")
        }
        guard let stack = location.stack else {
            throw NavigationError(.notInStack, "\(screen.screenName) is not in a navigation stack")
        }
        guard min(count, stack.screens.count) + builders.count > 0 else {
            throw NavigationError(.emptyStack, "a stack needs at least one screen")
        }
        return host.routeSetStack(keepingFirst: count, builders, from: screen, label: label)
    }

    /// Replaces the top screen of this module's stack with a new module,
    /// keeping every screen below it (kind ``TransitionKind/setStack``).
    ///
    /// ```swift
    /// try router.replaceTopModule { seed in ReceiptScreen(seed: seed) }   // checkout → receipt
    /// ```
    ///
    /// - Parameters:
    ///   - label: A description for diagnostics.
    ///   - build: Builds the new module; runs now.
    /// - Returns: What the engine's seam did.
    /// - Throws: As ``setStack(keepingFirst:label:_:)``.
    @discardableResult
    public func replaceTopModule(
        label: String? = nil,
        _ build: @escaping (RouterSeed) -> any Screen
    ) throws(NavigationError) -> RoutingOutcome {
        guard let host, let screen, let stack = host.locate(screen)?.stack else {
            return try setStack(keepingFirst: 0, label: label, [build])
        }
        return try setStack(keepingFirst: stack.screens.count - 1, label: label, [build])
    }
}

extension NavigationHost {
    func routeSetStack(
        keepingFirst count: Int,
        _ builders: [(RouterSeed) -> any Screen],
        from module: any Screen,
        label: String?
    ) -> RoutingOutcome {
        let built = builders.map { build($0, kind: .setStack, container: nil, presenter: nil) }
        let screens = built.map(\.screen)
        let handles = built.map(\.handle)
        return submit(
            PendingTransition(
                kind: .setStack,
                label: label ?? "setStack keeping \(count) [\(screens.map(\.screenName).joined(separator: ", "))]",
                destination: screens.last,
                source: module,
                modules: handles,
                validate: { [weak self, weak module] in
                    guard let self else { return "the navigation host is gone" }
                    if let why = self.whyNotInTree(module) {
                        return why
                    }
                    if let module, self.locate(module)?.stack == nil {
                        return "\(module.screenName) is no longer in a navigation stack"
                    }
                    return self.whyAlreadyInTree(screens)
                },
                apply: { [weak self, weak module] in
                    guard let self, let stack = module.flatMap({ self.locate($0)?.stack }) ?? self.topmostStack else {
                        return
                    }
                    stack.replace(from: count, with: screens)
                    for handle in handles { handle.containerID = stack.id }
                }
            )
        )
    }

    /// Removes screens from the middle of `stack` because the platform did (a
    /// long press on the back button that jumps back several screens, or a
    /// system that edits the stack), as UIKit does: at once, without a router
    /// and without the engine.
    ///
    /// The bottom screen is never removed. Publishes one
    /// ``NavigationChange`` with the cause ``NavigationChange/Cause/interaction``;
    /// a frozen transition that needed a removed module becomes stale.
    ///
    /// - Parameters:
    ///   - screens: The screens the platform removed, in any order.
    ///   - stack: The stack they were in.
    /// - Returns: How many screens were removed.
    @discardableResult
    public func handleInteractiveRemoval(of screens: [any Screen], from stack: ScreenStack) -> Int {
        guard contains(stack) else { return 0 }
        let removed = Set(screens.map { ObjectIdentifier($0) })
        let kept = stack.screens.enumerated().filter {
            $0.offset == 0 || !removed.contains(ObjectIdentifier($0.element))
        }
        let count = stack.screens.count - kept.count
        guard count > 0 else { return 0 }
        mutateDirectly(cause: .interaction) {
            stack.setScreens(kept.map(\.element))
        }
        return count
    }
}
