#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop
    import PeekAndPopNavigation
    import PeekAndPopUIKit

    /// Puts a ``/PeekAndPopNavigation/NavigationHost``'s tree on screen with UIKit's containers,
    /// and reports to the host what the user changes through them (R1–R5).
    ///
    /// Install one on the app's window: it builds the whole hierarchy once, becomes the host's
    /// ``/PeekAndPopNavigation/NavigationHost/animator``, and from then on keeps UIKit equal to the
    /// tree (R1) — a `UINavigationController` per stack, a `UITabBarController` for tabs, a
    /// column-style `UISplitViewController` for a split, and the chain of presentations with
    /// their styles and popover anchors. Screens are the app's view controllers.
    ///
    /// ```swift
    /// let host = NavigationHost(engine: PeekEngine())
    /// host.setRootTabs([[{ seed in InboxController(seed: seed) }], [{ seed in SettingsController(seed: seed) }]])
    /// let renderer = NavigationRenderer(host: host)
    /// renderer.install(in: window)
    /// ```
    ///
    /// - Transitions (R2): each transition the host animates is applied on its own, in the
    ///   order the tree changed (H3), with UIKit's animations, and completes when UIKit's
    ///   transition does (the transition coordinator's completion, the presentation's); the
    ///   host's watchdog catches one that never does. Changes no animator sees (a call made
    ///   with `animated: false`, set-up, a `handle…` call) are applied without animation as
    ///   soon as no animation is pending.
    /// - Only what changed (R3): the renderer reads each transition's
    ///   ``/PeekAndPopNavigation/AnimatedTransition/change``; a push is one
    ///   `pushViewController`, a set-stack one `setViewControllers`, a tab selection one
    ///   `selectedIndex`.
    /// - The user (R4): the renderer is the delegate of the containers it makes; a back
    ///   button, a back swipe (not one cancelled half way), the back button's menu, a sheet
    ///   pulled down, a tab tapped and a split collapsing reach the host as its `handle…` calls.
    /// - Disagreements (R5): a navigation controller changed by code that bypassed the host is
    ///   reported with a ``PeekAndPop/Diagnostic/Code/renderedTreeDiverged`` diagnostic and
    ///   re-aligned to the tree. Nothing traps: a screen that is not a view controller is a
    ///   ``PeekAndPop/Diagnostic/Code/screenNotRenderable`` diagnostic.
    ///
    /// The renderer holds its host weakly (the host holds it as its animator). It is main-actor
    /// isolated, like UIKit, and therefore `Sendable`.
    @MainActor
    public final class NavigationRenderer: NSObject, NavigationAnimator {
        /// The host whose tree is on screen.
        public private(set) weak var host: NavigationHost?
        /// How containers are made and popover anchors found.
        public let factory: ContainerFactory
        /// The controller of the tree's root, once installed.
        public private(set) var rootViewController: UIViewController?
        /// What UIKit shows: the tree as the renderer last rendered it.
        public internal(set) var renderedSnapshot = NavigationSnapshot(root: nil)

        /// The window the root is installed in, if installed in one.
        private weak var window: UIWindow?
        /// The controller the root is embedded in, if installed in one.
        private weak var parentController: UIViewController?
        /// The screens' controllers by identity (``ScreenControllers``).
        var screens = ScreenControllers()
        /// The controller of each container of the rendered tree.
        var containerControllers: [ContainerID: UIViewController] = [:]
        /// The container of each container controller, for the delegate callbacks.
        var containerIDs: [ObjectIdentifier: ContainerID] = [:]
        /// The presented controllers, oldest first: one per presentation of ``renderedSnapshot``.
        var presentedControllers: [UIViewController] = []
        /// Whether a user's change is being reported to the host: its change is already on screen.
        var isReportingUserChange = false
        /// The interactive pops under way, by navigation controller: whether each was cancelled.
        var interactivePops: [ObjectIdentifier: Bool] = [:]
        private var subscription: Subscription?

        /// Creates a renderer of `host`'s tree; it shows nothing until installed.
        ///
        /// - Parameters:
        ///   - host: The host whose tree to render.
        ///   - factory: How to make containers and find popover anchors.
        public init(host: NavigationHost, factory: ContainerFactory = ContainerFactory()) {
            self.host = host
            self.factory = factory
            super.init()
        }

        // MARK: Installing

        /// Builds the hierarchy of the host's tree once (O(n) UIKit calls for n screens, R3),
        /// makes it `window`'s root view controller, and becomes the host's animator (R2).
        public func install(in window: UIWindow) {
            self.window = window
            start()
        }

        /// Builds the hierarchy of the host's tree once, embeds its root in `parent` as a child
        /// view controller, and becomes the host's animator (R2); for an app whose window
        /// shows more than the host.
        public func install(in parent: UIViewController) {
            parentController = parent
            start()
        }

        private func start() {
            guard let host else { return }
            host.animator = self
            subscription = host.changes.subscribe { [weak self] change in
                MainActor.assumeIsolated { self?.hostChanged(change) }
            }
            screens.capture(host.snapshot().screens, from: host)
            apply(from: renderedSnapshot, to: host.snapshot(), animated: false) {}
            screens.releaseCaptured()
        }

        /// Whether the renderer may apply the host's tree now: no animation is in flight or
        /// waiting, so the tree is what UIKit should show.
        var hostIsIdle: Bool {
            guard let host else { return false }
            return !host.isTransitionInFlight && host.queuedTransitionCount == 0
        }

        // MARK: Reading the hierarchy

        /// The controller of the container `id`: a navigation, tab bar, split or app-defined
        /// container controller; `nil` if it is not rendered.
        public func viewController(for container: ContainerID) -> UIViewController? {
            containerControllers[container]
        }

        /// The controller of `screen` in the rendered hierarchy, if it is rendered.
        public func viewController(for screen: ScreenSnapshot) -> UIViewController? {
            screens.controller(for: screen.id)
        }

        // MARK: NavigationAnimator (R2)

        /// Applies `transition` to UIKit and calls `completion` when UIKit's transition ends
        /// (R2): a change no animator saw before it is applied first, without animation.
        public func animate(_ transition: AnimatedTransition, completion: @escaping @MainActor () -> Void) {
            if renderedSnapshot != transition.before {
                apply(from: renderedSnapshot, to: transition.before, animated: false) {}
            }
            apply(from: renderedSnapshot, to: transition.after, animated: true) { [weak self] in
                completion()
                self?.catchUp()
            }
        }

        /// Re-aligns UIKit to the host's tree now, without animation, if no animation is
        /// pending; checks every rendered navigation controller against the tree first and
        /// reports those changed behind the host's back (R5).
        public func synchronize() {
            guard let host, hostIsIdle else { return }
            for (id, controller) in containerControllers {
                if let navigation = controller as? UINavigationController { checkStack(navigation, id) }
            }
            apply(from: renderedSnapshot, to: host.snapshot(), animated: false) {}
        }

        /// Applies what no animator saw, once no animation is pending.
        func catchUp() {
            guard let host, hostIsIdle else { return }
            if renderedSnapshot != host.snapshot() {
                apply(from: renderedSnapshot, to: host.snapshot(), animated: false) {}
            }
            screens.releaseCaptured()
        }

        /// A change of the host: its new screens are taken while the tree still holds them
        /// (an animation may render them later); one no animator will see is applied at once.
        private func hostChanged(_ change: NavigationChange) {
            guard let host else { return }
            screens.capture(Self.screens(of: change), from: host)
            guard !isReportingUserChange else { return }
            catchUp()
        }

        private static func screens(of change: NavigationChange) -> [ScreenSnapshot] {
            change.details.flatMap { detail -> [ScreenSnapshot] in
                switch detail {
                case .root(let node): node?.screens ?? []
                case .children(let node): node.screens
                case .stack(_, let list): list.elements
                case .presentations(let nodes): nodes.flatMap(\.screens)
                case .tabSelection, .splitCollapse, .visibleChildren: []
                }
            }
        }

        func report(_ code: Diagnostic.Code, _ message: String) {
            host?.engine.diagnostics.report(Diagnostic(code: code, message: message))
        }

        /// Puts a new root controller where the renderer was installed.
        func installRoot(_ controller: UIViewController?) {
            let old = rootViewController
            rootViewController = controller
            if let window {
                window.rootViewController = controller
            } else if let parentController {
                old?.removeFromParent()
                if let controller { parentController.addChild(controller) }
            }
        }
    }
#endif
