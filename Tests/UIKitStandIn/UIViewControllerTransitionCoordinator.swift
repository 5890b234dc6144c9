#if UIKitStandIn
    /// doc://com.apple.uikit/documentation/UIKit/UIViewControllerTransitionCoordinatorContext
    // Its page, and its requirements' pages, give no iOS version.
    @MainActor public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
        /// doc://com.apple.uikit/documentation/UIKit/UIViewControllerTransitionCoordinatorContext/isAnimated
        var isAnimated: Bool { get }
        /// doc://com.apple.uikit/documentation/UIKit/UIViewControllerTransitionCoordinatorContext/isInteractive
        var isInteractive: Bool { get }
        /// doc://com.apple.uikit/documentation/UIKit/UIViewControllerTransitionCoordinatorContext/isCancelled
        var isCancelled: Bool { get }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIViewControllerTransitionCoordinator
    // Its page, and that of animate(alongsideTransition:completion:), give no iOS version.
    @MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
        /// doc://com.apple.uikit/documentation/UIKit/UIViewControllerTransitionCoordinator/animate(alongsideTransition:completion:)
        // UIKit's `completion` defaults to nil; a Swift protocol requirement cannot have a default
        // argument, so callers here pass it (the manifest records the difference).
        @discardableResult
        func animate(
            alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool

        /// doc://com.apple.uikit/documentation/UIKit/UIViewControllerTransitionCoordinator/notifyWhenInteractionChanges(_:)
        @available(iOS 10.0, *)
        func notifyWhenInteractionChanges(
            _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
    }

    /// Not UIKit: a transition coordinator that tests end, playing UIKit's part. As Apple documents
    /// (UIViewControllerTransitionCoordinator): completion blocks run when the transition ends,
    /// cancelled or not; interaction-change handlers run when an interactive transition stops
    /// being driven by the user, before it finishes or is cancelled.
    @MainActor public final class StandInTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
        public let isAnimated: Bool
        public private(set) var isInteractive: Bool
        public private(set) var isCancelled = false
        /// Whether the transition has ended.
        public private(set) var hasEnded = false
        private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
        private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

        /// A coordinator of a transition, interactive (a back swipe) or not.
        public init(isAnimated: Bool = true, isInteractive: Bool = false) {
            self.isAnimated = isAnimated
            self.isInteractive = isInteractive
        }

        @discardableResult
        public func animate(
            alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool {
            animation?(self)
            if let completion {
                if hasEnded { completion(self) } else { completions.append(completion) }
            }
            return true
        }

        public func notifyWhenInteractionChanges(
            _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
        ) {
            interactionHandlers.append(handler)
        }

        /// The user lifts the finger of an interactive transition: the handlers of
        /// `notifyWhenInteractionChanges(_:)` run, then the transition finishes or is cancelled.
        public func endInteraction(cancelled: Bool) {
            isInteractive = false
            isCancelled = cancelled
            let handlers = interactionHandlers
            interactionHandlers = []
            for handler in handlers { handler(self) }
        }

        /// The transition's animation ends: the completion blocks run, once.
        public func finish() {
            guard !hasEnded else { return }
            hasEnded = true
            let blocks = completions
            completions = []
            for block in blocks { block(self) }
        }
    }
#endif
