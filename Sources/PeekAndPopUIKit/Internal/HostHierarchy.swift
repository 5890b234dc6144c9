#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    /// What a host shows, as far as a routing call made straight to UIKit changes it: its
    /// navigation controller's stack and the chain of controllers presented from it, by identity.
    ///
    /// Read before and after `onPeek`: a difference means the app called UIKit outside the seam
    /// (`pushViewController`, `setViewControllers`, `present`, `dismiss` …), which therefore
    /// happened at the press instead of being frozen (S2). UIKit changes both synchronously, even
    /// for an animated call.
    ///
    /// Limits: only the host's own stack and presentations are read, so a call on another
    /// navigation controller, tab bar or split view, another window, or one that an app defers
    /// (a `Task`, `DispatchQueue.main.async`) is not seen; a call undone within the same `onPeek`
    /// is not seen either.
    @MainActor
    struct HostHierarchy: Equatable {
        private let stack: [ObjectIdentifier]
        private let presented: [ObjectIdentifier]

        init(_ host: UIViewController) {
            stack = host.navigationController?.viewControllers.map(ObjectIdentifier.init) ?? []
            // From the host and from its navigation controller: UIKit presents from either.
            var presented: [ObjectIdentifier] = []
            for presenter in [host, host.navigationController].compactMap(\.self) {
                var top = presenter
                while let next = top.presentedViewController {
                    presented.append(ObjectIdentifier(next))
                    top = next
                }
            }
            self.presented = presented
        }
    }

    extension Diagnostic.Code {
        /// `onPeek` changed the host's navigation stack or presentations by calling UIKit directly,
        /// outside the engine's seam: the change happened at the press, not on pop (S2).
        public static let uikitCallOutsideSeam = Diagnostic.Code(rawValue: "uikitCallOutsideSeam")
    }

    extension PeekEngine {
        /// Calls `onPeek` for `host`, and reports ``Diagnostic/Code/uikitCallOutsideSeam`` if the
        /// host's navigation stack or presentations changed meanwhile (see ``HostHierarchy``).
        func watchingUIKitCalls(of host: UIViewController?, _ onPeek: () -> Void) {
            guard let host else { return onPeek() }
            let before = HostHierarchy(host)
            onPeek()
            guard HostHierarchy(host) != before else { return }
            diagnostics.report(
                Diagnostic(
                    code: .uikitCallOutsideSeam,
                    message: "onPeek changed \(host.screenName)'s navigation or presentations by calling UIKit "
                        + "directly: that happened at the press; route through the engine (push, present, route) "
                        + "so that it is frozen and runs on pop"))
        }
    }
#endif
