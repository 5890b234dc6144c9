#if UIKitStandIn
    /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteraction
    @available(iOS 13.0, *)
    @MainActor open class UIContextMenuInteraction: NSObject, UIInteraction {
        // Lowercase as UIKit spells it in Swift (`enum appearance`).
        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteraction/appearance
        @available(iOS 14.0, *)
        // swift-format-ignore: TypeNamesShouldBeCapitalized
        public enum appearance: Int, Sendable {
            /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteraction/appearance/unknown
            case unknown = 0
            /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteraction/appearance/rich
            case rich = 1
            /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteraction/appearance/compact
            case compact = 2
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteraction/delegate
        open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
        /// Implements doc://com.apple.uikit/documentation/UIKit/UIInteraction/view
        open private(set) weak var view: UIView?
        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteraction/menuAppearance
        @available(iOS 14.0, *)
        open var menuAppearance: UIContextMenuInteraction.appearance { standInMenuAppearance }
        /// Not UIKit: what the system shows, decided by the test (`menuAppearance` is get-only).
        public var standInMenuAppearance = UIContextMenuInteraction.appearance.unknown

        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteraction/init(delegate:)
        public init(delegate: any UIContextMenuInteractionDelegate) {
            self.delegate = delegate
            super.init()
        }

        /// Implements doc://com.apple.uikit/documentation/UIKit/UIInteraction/willMove(to:)
        public func willMove(to view: UIView?) {}

        /// Implements doc://com.apple.uikit/documentation/UIKit/UIInteraction/didMove(to:)
        public func didMove(to view: UIView?) {
            self.view = view
        }

        // iOS 13: the header declares it with no availability of its own (the class's).
        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteraction/dismissMenu()
        open func dismissMenu() {
            StandInLog.record("dismissMenu")
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteraction/location(in:)
        open func location(in view: UIView?) -> CGPoint { .zero }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteractionDelegate
    @available(iOS 13.0, *)
    @MainActor public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteractionDelegate/contextMenuInteraction(_:configurationForMenuAtLocation:)
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration?

        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteractionDelegate/contextMenuInteraction(_:configuration:highlightPreviewForItemWithIdentifier:)
        @available(iOS 16.0, *)
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
            highlightPreviewForItemWithIdentifier identifier: any NSCopying
        ) -> UITargetedPreview?

        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteractionDelegate/contextMenuInteraction(_:configuration:dismissalPreviewForItemWithIdentifier:)
        @available(iOS 16.0, *)
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
            dismissalPreviewForItemWithIdentifier identifier: any NSCopying
        ) -> UITargetedPreview?

        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteractionDelegate/contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating
        )

        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteractionDelegate/contextMenuInteraction(_:willDisplayMenuFor:animator:)
        @available(iOS 14.0, *)
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        )

        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteractionDelegate/contextMenuInteraction(_:willEndFor:animator:)
        @available(iOS 14.0, *)
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        )
    }

    // MARK: @objc optional requirements
    // Every method but the first is `optional` in UIKit. Swift on Linux has no `@objc optional`:
    // they are requirements with a default here. A default is never what UIKit does (UIKit does
    // not call a method the delegate lacks), so code reaches these methods through the protocol,
    // as UIKit does: a misnamed implementation is then never called. `.ci/standin` checks that
    // the requirements with a default are exactly those the manifest records as optional.
    extension UIContextMenuInteractionDelegate {
        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
            highlightPreviewForItemWithIdentifier identifier: any NSCopying
        ) -> UITargetedPreview? { nil }

        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
            dismissalPreviewForItemWithIdentifier identifier: any NSCopying
        ) -> UITargetedPreview? { nil }

        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating
        ) {}

        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {}

        public func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {}
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteractionAnimating
    @available(iOS 13.0, *)
    @MainActor public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteractionAnimating/previewViewController
        var previewViewController: UIViewController? { get }
        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteractionAnimating/addAnimations(_:)
        func addAnimations(_ animations: @escaping () -> Void)
        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteractionAnimating/addCompletion(_:)
        func addCompletion(_ completion: @escaping () -> Void)
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteractionCommitStyle
    @available(iOS 13.0, *)
    public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteractionCommitStyle/dismiss
        case dismiss = 0
        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteractionCommitStyle/pop
        case pop = 1
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteractionCommitAnimating
    @available(iOS 13.0, *)
    @MainActor public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuInteractionCommitAnimating/preferredCommitStyle
        var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
    }

    /// Not UIKit: the system's animator, played by the test, which fires its completions.
    /// (PeekAndPopUIKitTesting has its own, written against UIKit's protocol alone.)
    @MainActor public final class StandInAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
        public var previewViewController: UIViewController?
        public var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop
        private var completions: [() -> Void] = []

        public init(previewViewController: UIViewController? = nil) {
            self.previewViewController = previewViewController
            super.init()
        }

        public func addAnimations(_ animations: @escaping () -> Void) {}

        public func addCompletion(_ completion: @escaping () -> Void) {
            completions.append(completion)
        }

        /// Runs the completions added so far, once.
        public func complete() {
            let pending = completions
            completions = []
            for completion in pending { completion() }
        }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuConfiguration
    @available(iOS 13.0, *)
    @MainActor open class UIContextMenuConfiguration: NSObject {
        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuConfiguration/identifier
        public let identifier: any NSCopying
        let previewProvider: UIContextMenuContentPreviewProvider?
        let actionProvider: UIContextMenuActionProvider?

        /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuConfiguration/init(identifier:previewProvider:actionProvider:)
        public init(
            identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
            actionProvider: UIContextMenuActionProvider?
        ) {
            self.identifier = identifier ?? NSUUID()
            self.previewProvider = previewProvider
            self.actionProvider = actionProvider
            super.init()
        }

        /// Not UIKit: what the system does with the preview provider.
        public func standInPreview() -> UIViewController? { previewProvider?() }

        /// Not UIKit: what the system does with the action provider.
        public func standInMenu() -> UIMenu? { actionProvider?([]) }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuContentPreviewProvider
    @available(iOS 13.0, *)
    public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
    /// doc://com.apple.uikit/documentation/UIKit/UIContextMenuActionProvider
    @available(iOS 13.0, *)
    public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
#endif
