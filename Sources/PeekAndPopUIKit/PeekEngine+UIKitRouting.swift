#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    /// Routing UIKit calls through the engine's seam, one line each, so that a press previews what
    /// a tap shows and pop shows the very controller previewed (S1, S2, S7).
    ///
    /// Inside `onPeek` these calls are frozen (the first that shows a controller is the preview);
    /// elsewhere they run at once. An app that keeps its router wraps the router's own call:
    ///
    /// ```swift
    /// // plain UIKit
    /// engine.push(detail, on: navigationController)
    /// // Marshroute: router.pushViewControllerDerivedFrom { _ in detail }
    /// engine.route(.push, showing: detail) { router.pushViewControllerDerivedFrom { _ in detail } }
    /// // RouteComposer: try? router.navigate(to: step, with: context)
    /// engine.route(.push, showing: detail) { try? router.navigate(to: step, with: context) }
    /// ```
    extension PeekEngine {
        /// Routes `work`, a call of the app's own router that shows `viewController`, through the
        /// seam (S1, S2).
        ///
        /// - Parameters:
        ///   - kind: What the call does, for the state stream and analytics.
        ///   - viewController: The controller the call shows, if any: frozen in `onPeek`, it is the
        ///     preview, and `work` must show this very instance (S7).
        ///   - work: The router's call.
        /// - Returns: What the seam did.
        @discardableResult
        public func route(
            _ kind: TransitionKind, showing viewController: UIViewController? = nil,
            _ work: @escaping @MainActor () -> Void
        ) -> RoutingOutcome {
            route(Transition(kind: kind, destination: viewController, perform: work))
        }

        /// `navigationController.pushViewController(viewController, animated:)` through the seam.
        ///
        /// Held weakly until performed: a navigation controller gone by then makes the frozen
        /// transition stale (S8), and nothing is pushed.
        @discardableResult
        public func push(
            _ viewController: UIViewController, on navigationController: UINavigationController?, animated: Bool = true
        ) -> RoutingOutcome {
            routeHeld(
                .push, showing: viewController, through: navigationController,
                gone: "the navigation controller is gone"
            ) { $0.pushViewController(viewController, animated: animated) }
        }

        /// `presenter.present(viewController, animated:)` through the seam.
        ///
        /// Held weakly until performed: a presenter gone by then makes the frozen transition stale.
        @discardableResult
        public func present(
            _ viewController: UIViewController, from presenter: UIViewController?, animated: Bool = true
        ) -> RoutingOutcome {
            routeHeld(.presentModally, showing: viewController, through: presenter, gone: "the presenter is gone") {
                $0.present(viewController, animated: animated)
            }
        }

        /// Routes `perform` on `holder`, held weakly until performed: a holder gone by then
        /// makes the frozen transition stale (S8), and nothing is performed.
        private func routeHeld<Holder: AnyObject>(
            _ kind: TransitionKind, showing viewController: UIViewController, through holder: Holder?,
            gone: String, _ perform: @escaping @MainActor (Holder) -> Void
        ) -> RoutingOutcome {
            weak let holder = holder
            return route(
                Transition(
                    kind: kind, destination: viewController, check: { holder == nil ? .stale(gone) : .ready }
                ) {
                    if let holder { perform(holder) }
                })
        }

        /// `viewController.dismiss(animated:)` through the seam: frozen in `onPeek` like any call
        /// (S4), run at once otherwise.
        @discardableResult
        public func dismiss(_ viewController: UIViewController?, animated: Bool = true) -> RoutingOutcome {
            weak let viewController = viewController
            return route(Transition(kind: .dismiss) { viewController?.dismiss(animated: animated) })
        }
    }
#endif
