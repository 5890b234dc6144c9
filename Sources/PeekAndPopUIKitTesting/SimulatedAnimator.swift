#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    /// The animator a simulated press hands the delegate where UIKit hands its own: the menu's
    /// appearance and disappearance (`UIContextMenuInteractionAnimating`).
    ///
    /// It keeps the animations and completions the delegate adds, and runs them when the
    /// simulated press finishes the transition (``finish()``): animations first, then
    /// completions, each once, as UIKit's animators do when the animation ends.
    ///
    /// Main-actor isolated like UIKit's animators, and therefore `Sendable`.
    @MainActor
    public class SimulatedAnimator: NSObject, UIContextMenuInteractionAnimating {
        /// The preview view controller UIKit shows, if any.
        public var previewViewController: UIViewController?
        /// Whether ``finish()`` ran.
        public private(set) var isFinished = false
        private var animations: [() -> Void] = []
        private var completions: [() -> Void] = []

        /// Creates an animator for the transition of `previewViewController`.
        public init(previewViewController: UIViewController?) {
            self.previewViewController = previewViewController
            super.init()
        }

        /// Adds an animation to run alongside the transition.
        public func addAnimations(_ animations: @escaping () -> Void) {
            self.animations.append(animations)
        }

        /// Adds a completion to run when the transition ends.
        public func addCompletion(_ completion: @escaping () -> Void) {
            completions.append(completion)
        }

        /// Ends the transition: runs the animations, then the completions, added so far; once.
        public func finish() {
            isFinished = true
            let animations = self.animations
            let completions = self.completions
            self.animations = []
            self.completions = []
            for animation in animations { animation() }
            for completion in completions { completion() }
        }
    }

    /// The commit animator a simulated pop hands `willPerformPreviewActionForMenuWith`
    /// (`UIContextMenuInteractionCommitAnimating`): the preview it commits is the one shown.
    @MainActor
    public final class SimulatedCommitAnimator: SimulatedAnimator, UIContextMenuInteractionCommitAnimating {
        /// The commit style the delegate prefers; `.pop` unless it sets another.
        public var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop
    }
#endif
