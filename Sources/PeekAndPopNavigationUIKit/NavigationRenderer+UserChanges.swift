#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop
    import PeekAndPopNavigation

    /// What the user changes through UIKit, reported to the host as its `handle…` calls (R4),
    /// and navigation controllers changed behind the host's back, re-aligned (R5).
    extension NavigationRenderer {
        /// Reports a user's change, whose result UIKit already shows: the renderer takes the
        /// host's tree as rendered instead of applying it again, when nothing else is pending.
        func reportUserChange(_ rendered: NavigationSnapshot, _ report: (NavigationHost) -> Void) {
            guard let host else { return }
            renderedSnapshot = rendered
            isReportingUserChange = true
            report(host)
            isReportingUserChange = false
            catchUp()
        }

        /// Compares a navigation controller with the tree after UIKit showed a controller:
        /// screens popped from the top (a back button, a finished back swipe, the back
        /// button's menu) are the user's and reach the host (R4); anything else was done by
        /// code that bypassed the host, and is reported and undone (R5).
        func checkStack(_ navigation: UINavigationController, _ id: ContainerID) {
            guard let host, let node = Self.node(id, in: renderedSnapshot) else { return }
            let rendered = node.screens
            let current = navigation.viewControllers
            let expected = rendered.map { screens.controller(for: $0.id) }
            if current.elementsEqual(expected, by: { $0 === $1 }) { return }
            let isPop =
                !current.isEmpty && current.count < expected.count && zip(current, expected).allSatisfy { $0 === $1 }
            guard isPop, let stack = Self.liveStack(id, in: host) else {
                report(
                    .renderedTreeDiverged,
                    "stack\(id) was changed outside the host; setting it back to \(rendered.map(\.name))")
                let target = rendered.map { controller(for: $0, inStack: true) }
                navigation.setViewControllers(target, animated: false)
                return
            }
            let popped = rendered[current.count...]
            let kept = ScreenList(rendered.prefix(current.count))
            reportUserChange(Self.replacing(id, with: .stack(id, kept), in: renderedSnapshot)) { host in
                // The very screens UIKit popped: while transitions wait to be shown, the model's
                // top may be a screen UIKit has not shown yet, which the user did not pop.
                if popped.count == 1, let top = stack.topScreen, ObjectIdentifier(top) == popped.first?.id {
                    host.handleInteractivePop(in: stack)
                } else {
                    let poppedIDs = Set(popped.map(\.id))
                    let screens = stack.screens.filter { poppedIDs.contains(ObjectIdentifier($0)) }
                    host.handleInteractiveRemoval(of: screens, from: stack)
                }
            }
        }

        // MARK: Finding live containers

        static func liveStack(_ id: ContainerID, in host: NavigationHost) -> ScreenStack? {
            liveContainer(id, in: host) as? ScreenStack
        }

        static func liveContainer(_ id: ContainerID, in host: NavigationHost) -> (any NavigationContainer)? {
            var pending: [NavigationChild] = (host.root.map { [$0.child] } ?? []) + host.presentations.map(\.child)
            while let child = pending.popLast() {
                guard case .container(let container) = child else { continue }
                if container.id == id { return container }
                if !(container is ScreenStack) { pending += container.children }
            }
            return nil
        }

        /// `snapshot` with the container `id` replaced by `replacement`.
        static func replacing(
            _ id: ContainerID, with replacement: NavigationSnapshot.Node, in snapshot: NavigationSnapshot
        ) -> NavigationSnapshot {
            var result = snapshot
            result.root = snapshot.root.map { replacing(id, with: replacement, in: $0) }
            result.presentations = snapshot.presentations.map { replacing(id, with: replacement, in: $0) }
            return result
        }

        static func replacing(
            _ id: ContainerID, with replacement: NavigationSnapshot.Node, in node: NavigationSnapshot.Node
        ) -> NavigationSnapshot.Node {
            if case .container(id) = key(of: node) { return replacement }
            switch node {
            case .screen, .stack: return node
            case .tabs(let mine, let tabs, let selectedIndex):
                return .tabs(
                    mine, NavigationSnapshot.NodeList(tabs.map { replacing(id, with: replacement, in: $0) }),
                    selectedIndex: selectedIndex)
            case .split(let mine, let primary, let secondary, let isCollapsed):
                return .split(
                    mine, primary: replacing(id, with: replacement, in: primary),
                    secondary: replacing(id, with: replacement, in: secondary), isCollapsed: isCollapsed)
            case .container(let mine, let name, let children, let visible):
                return .container(
                    mine, name: name, children: children.map { replacing(id, with: replacement, in: $0) },
                    visible: visible)
            }
        }
    }

    // MARK: - UINavigationControllerDelegate (R4, R5)

    extension NavigationRenderer: UINavigationControllerDelegate {
        /// UIKit is about to show `viewController`. An interactive pop (a back swipe) is
        /// watched: reported when its coordinator finishes, and forgotten if the user cancels it
        /// half way (`UIViewControllerTransitionCoordinator.notifyWhenInteractionChanges(_:)`,
        /// `isCancelled`).
        public func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            guard let coordinator = navigationController.transitionCoordinator, coordinator.isInteractive,
                let id = containerIDs[ObjectIdentifier(navigationController)]
            else { return }
            let key = ObjectIdentifier(navigationController)
            interactivePops[key] = false
            coordinator.notifyWhenInteractionChanges { [weak self] context in
                MainActor.assumeIsolated { self?.interactivePops[key] = context.isCancelled }
            }
            coordinator.animate(alongsideTransition: nil) { [weak self, weak navigationController] context in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    let cancelled = self.interactivePops.removeValue(forKey: key) ?? context.isCancelled
                    if !cancelled && !context.isCancelled, let navigationController {
                        self.checkStack(navigationController, id)
                    }
                }
            }
        }

        /// UIKit showed `viewController`: screens the user popped reach the host (R4); a stack
        /// changed by other code is reported and re-aligned (R5). Nothing is done while an
        /// interactive pop is still undecided.
        public func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            let key = ObjectIdentifier(navigationController)
            guard interactivePops[key] == nil, let id = containerIDs[key] else { return }
            checkStack(navigationController, id)
        }
    }

    // MARK: - UITabBarControllerDelegate (R4)

    extension NavigationRenderer: UITabBarControllerDelegate {
        /// Lets the user select any tab; the host hears of it in
        /// `tabBarController(_:didSelect:)`.
        public func tabBarController(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            true
        }

        /// The user selected a tab: the host's selection follows (R4, H5).
        public func tabBarController(
            _ tabBarController: UITabBarController, didSelect viewController: UIViewController
        ) {
            guard let host, let id = containerIDs[ObjectIdentifier(tabBarController)],
                let tabs = Self.liveContainer(id, in: host) as? TabContainer,
                case .tabs(_, let list, _)? = Self.node(id, in: renderedSnapshot)
            else { return }
            let index = tabBarController.selectedIndex
            reportUserChange(Self.replacing(id, with: .tabs(id, list, selectedIndex: index), in: renderedSnapshot)) {
                host in
                host.handleTabSelection(index, in: tabs)
            }
        }
    }

    // MARK: - UISplitViewControllerDelegate (R4)

    extension NavigationRenderer: UISplitViewControllerDelegate {
        /// The split collapsed into one column (a size-class change): the host's split
        /// follows (R4).
        public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
            reportCollapse(svc, isCollapsed: true)
        }

        /// The split expanded into two columns: the host's split follows (R4).
        public func splitViewControllerDidExpand(_ svc: UISplitViewController) {
            reportCollapse(svc, isCollapsed: false)
        }

        private func reportCollapse(_ svc: UISplitViewController, isCollapsed: Bool) {
            guard let host, let id = containerIDs[ObjectIdentifier(svc)],
                let split = Self.liveContainer(id, in: host) as? SplitContainer
            else { return }
            // UIKit has already rearranged the columns in its own way: the model follows (it moves
            // the secondary screens onto the primary stack and back), then each column is brought
            // to the tree quietly, with a call only where UIKit's arrangement differs from it.
            isReportingUserChange = true
            let changed = host.handleSplitCollapse(split, isCollapsed: isCollapsed)
            isReportingUserChange = false
            guard changed, hostIsIdle else { return catchUp() }
            let tree = host.snapshot()
            renderedSnapshot = tree
            if let node = Self.node(id, in: tree) { controller(for: node) }
        }
    }

    // MARK: - UIAdaptivePresentationControllerDelegate (R4)

    extension NavigationRenderer: UIAdaptivePresentationControllerDelegate {
        /// Whether the user may pull the sheet down: only the topmost presentation, and only
        /// when no transition is pending (the model would disagree with the screen).
        public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            guard let host, !host.isTransitionInFlight, host.queuedTransitionCount == 0 else { return false }
            return presentedControllers.last === presentationController.presentedViewController
        }

        /// The user tried to pull down a sheet that refused: nothing changed.
        public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}

        /// The user pulled the sheet down: the host's topmost presentation is dismissed (R4).
        public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            guard
                let index = presentedControllers.lastIndex(where: {
                    $0 === presentationController.presentedViewController
                })
            else { return }
            var rendered = renderedSnapshot
            let removed = presentedControllers.count - index
            presentedControllers.removeSubrange(index...)
            rendered.presentations.removeLast(min(removed, rendered.presentations.count))
            rendered.presentationStyles.removeLast(min(removed, rendered.presentationStyles.count))
            reportUserChange(rendered) { host in
                for _ in 0..<removed { host.handleInteractiveDismissal() }
            }
        }
    }
#endif
