#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop
    import PeekAndPopNavigation

    /// The screens' view controllers by identity, for a renderer that reads snapshots (which
    /// hold no screen, S19).
    ///
    /// UIKit holds the rendered controllers; here they are weak. A screen that joined the tree
    /// is taken strongly when its change is published, while the tree still holds it, and let
    /// go once every pending animation has rendered it: a screen pushed and popped before its
    /// animation played is still there to animate.
    @MainActor
    struct ScreenControllers {
        private final class Weak {
            weak var controller: UIViewController?
            init(_ controller: UIViewController) { self.controller = controller }
        }

        private var known: [ObjectIdentifier: Weak] = [:]
        private var captured: [ObjectIdentifier: UIViewController] = [:]
        /// Screens that are not view controllers, reported once each.
        private(set) var unrenderable: Set<ObjectIdentifier> = []
        private var pruneThreshold = 64

        /// The controller of the screen `id`, if known.
        func controller(for id: ObjectIdentifier) -> UIViewController? {
            known[id]?.controller ?? captured[id]
        }

        /// Takes the controllers of `screens` not known yet from the host's tree.
        mutating func capture(_ screens: [ScreenSnapshot], from host: NavigationHost) {
            var missing = Set<ObjectIdentifier>()
            for screen in screens where controller(for: screen.id) == nil && !unrenderable.contains(screen.id) {
                missing.insert(screen.id)
            }
            guard !missing.isEmpty else { return }
            // A push or a presentation adds the topmost screens: found there in O(1).
            var nearTop: [any Screen] = host.topmostScreen.map { [$0] } ?? []
            if let stack = host.topmostStack { nearTop += stack.screens.suffix(missing.count + 1).reversed() }
            take(&missing, from: nearTop)
            if !missing.isEmpty { take(&missing, from: host.screensInTree()) }
        }

        private mutating func take(_ missing: inout Set<ObjectIdentifier>, from candidates: [any Screen]) {
            for screen in candidates {
                let id = ObjectIdentifier(screen)
                guard missing.remove(id) != nil else { continue }
                if let controller = screen as? UIViewController {
                    captured[id] = controller
                    remember(controller, id)
                } else {
                    unrenderable.insert(id)
                }
                if missing.isEmpty { break }
            }
        }

        /// Remembers the controller of a rendered screen.
        mutating func remember(_ controller: UIViewController, _ id: ObjectIdentifier) {
            known[id] = Weak(controller)
            if known.count > pruneThreshold {
                known = known.filter { $0.value.controller != nil }
                pruneThreshold = max(64, known.count * 2)
            }
        }

        /// Lets go of the screens taken for pending animations.
        mutating func releaseCaptured() {
            captured.removeAll()
        }
    }
#endif
