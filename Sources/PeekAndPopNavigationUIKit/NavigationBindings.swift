#if canImport(UIKit)
    import SwiftUI
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import Observation
    import PeekAndPop
    import PeekAndPopNavigation

    /// A host's stack and tabs as SwiftUI state, both ways (R6): a stack's path for
    /// `NavigationStack(path:)` and a tab container's selection for `TabView(selection:)`.
    ///
    /// Reading ``path(of:)`` or ``selection(of:)`` in a view's `body` makes the view follow the
    /// model (Observation): a routing call that pushes, pops or selects re-renders it. Writing
    /// through the bindings is what the user did in SwiftUI, and reaches the host as its
    /// `handle…` calls (R4): a shorter path is the back button or a swipe, a new selection a
    /// tab tapped. A path that grows is refused with a
    /// ``PeekAndPop/Diagnostic/Code/renderedTreeDiverged`` diagnostic: screens are built by
    /// routers (push with the router, as a tap does, so that a peek can freeze it).
    ///
    /// ```swift
    /// struct InboxView: View {
    ///     let bindings: NavigationBindings
    ///     let stack: ScreenStack
    ///
    ///     var body: some View {
    ///         NavigationStack(path: bindings.path(of: stack)) {
    ///             InboxList().navigationDestination(for: ScreenSnapshot.self) { RowDetail(screen: $0) }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// Main-actor isolated and therefore `Sendable`.
    @MainActor
    @Observable
    public final class NavigationBindings {
        /// The host whose state is bound.
        @ObservationIgnored public private(set) weak var host: NavigationHost?
        /// The host's tree as of its last change; views that read a binding follow it.
        public private(set) var snapshot: NavigationSnapshot
        @ObservationIgnored private var subscription: Subscription?

        /// Binds `host`'s state; kept up to date with every change of its tree.
        public init(host: NavigationHost) {
            self.host = host
            snapshot = host.snapshot()
            subscription = host.changes.subscribe { [weak self] change in
                MainActor.assumeIsolated { self?.snapshot = change.snapshot }
            }
        }

        /// A binding of `stack`'s screens above its root, for `NavigationStack(path:)`.
        public func path(of stack: ScreenStack) -> Binding<[ScreenSnapshot]> {
            let id = stack.id
            return Binding(
                get: { @MainActor [self] in
                    guard case .stack(_, let list)? = NavigationRenderer.node(id, in: snapshot) else { return [] }
                    return Array(list.elements.dropFirst())
                },
                set: { @MainActor [self] newPath in setPath(newPath, of: stack) }
            )
        }

        /// A binding of `tabs`' selected index, for `TabView(selection:)`.
        public func selection(of tabs: TabContainer) -> Binding<Int> {
            let id = tabs.id
            return Binding(
                get: { @MainActor [self] in
                    guard case .tabs(_, _, let index)? = NavigationRenderer.node(id, in: snapshot) else { return 0 }
                    return index
                },
                set: { @MainActor [self] index in host?.handleTabSelection(index, in: tabs) }
            )
        }

        private func setPath(_ newPath: [ScreenSnapshot], of stack: ScreenStack) {
            guard let host else { return }
            let current = stack.list.elements.dropFirst()
            guard newPath.count < current.count, zip(newPath, current).allSatisfy({ $0.id == $1.id }) else {
                if newPath.map(\.id) != current.map(\.id) {
                    host.engine.diagnostics.report(
                        Diagnostic(
                            code: .renderedTreeDiverged,
                            message:
                                "a path of stack\(stack.id) set to \(newPath.map(\.name)) by SwiftUI; push with the router"
                        ))
                }
                return
            }
            let removed = Set(current.dropFirst(newPath.count).map(\.id))
            if removed.count == 1 {
                host.handleInteractivePop(in: stack)
            } else {
                host.handleInteractiveRemoval(
                    of: stack.screens.filter { removed.contains(ObjectIdentifier($0)) }, from: stack)
            }
        }
    }
#endif
