import PeekAndPop

extension ModuleRouter {
    /// Replaces the screens of this module's stack above its first `count`
    /// with new modules, keeping the first `count` modules as they are (kind
    /// `TransitionKind.setStack`).
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
    /// - Throws: `ErrorCode.emptyStack` when nothing would be
    ///   left in the stack, `ErrorCode.notInStack`,
    ///   `ErrorCode.moduleNotInTree`, `ErrorCode.hostGone`.
    @discardableResult
    public func setStack(
        keepingFirst count: Int,
        label: String? = nil,
        _ builders: [(RouterSeed) -> any Screen]
    ) throws(NavigationError) -> RoutingOutcome {
        precondition(count >= 0, "setStack(keepingFirst:): the count cannot be negative")
        return try setStack(keeping: .first(count), label: label, builders)
    }

    /// Replaces the top screen of this module's stack with a new module,
    /// keeping every screen below it (kind `TransitionKind.setStack`).
    ///
    /// ```swift
    /// try router.replaceTopModule { seed in ReceiptScreen(seed: seed) }   // checkout → receipt
    /// ```
    ///
    /// The top is the top of the module's own stack as it is when the
    /// transition is performed (H2), as for `setStack(keepingFirst:label:_:)`.
    ///
    /// - Parameters:
    ///   - label: A description for diagnostics.
    ///   - build: Builds the new module; runs now.
    /// - Returns: What the engine's seam did.
    /// - Throws: As `setStack(keepingFirst:label:_:)`.
    @discardableResult
    public func replaceTopModule(
        label: String? = nil,
        _ build: @escaping (RouterSeed) -> any Screen
    ) throws(NavigationError) -> RoutingOutcome {
        try setStack(keeping: .allButTop, label: label, [build])
    }
}

extension NavigationHost {
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
        // The first removed screen and the kept ones above it.
        let first = kept.enumerated().first { $0.offset != $0.element.offset }?.offset ?? kept.count
        mutateDirectly(cause: .interaction) {
            apply(.setStack(stack, keeping: first, screens: kept[first...].map(\.element)))
        }
        return count
    }
}
