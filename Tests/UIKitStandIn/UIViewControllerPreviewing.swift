#if UIKitStandIn
    // doc://com.apple.uikit/documentation/UIKit/UIGestureRecognizer
    @MainActor open class UIGestureRecognizer: NSObject {
        // doc://com.apple.uikit/documentation/UIKit/UIGestureRecognizer/isEnabled
        open var isEnabled = true {
            didSet { StandInLog.record("gesture isEnabled = \(isEnabled)") }
        }

        override public init() { super.init() }
    }

    // doc://com.apple.uikit/documentation/UIKit/UIViewControllerPreviewing
    @available(
        iOS, introduced: 9.0, deprecated: 13.0,
        message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
    )
    @MainActor public protocol UIViewControllerPreviewing: NSObjectProtocol {
        // doc://com.apple.uikit/documentation/UIKit/UIViewControllerPreviewing/previewingGestureRecognizerForFailureRelationship
        var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
        // doc://com.apple.uikit/documentation/UIKit/UIViewControllerPreviewing/sourceView
        var sourceView: UIView { get }
        // doc://com.apple.uikit/documentation/UIKit/UIViewControllerPreviewing/sourceRect
        var sourceRect: CGRect { get set }
    }

    // doc://com.apple.uikit/documentation/UIKit/UIViewControllerPreviewingDelegate
    @available(
        iOS, introduced: 9.0, deprecated: 13.0,
        message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
    )
    @MainActor public protocol UIViewControllerPreviewingDelegate: NSObjectProtocol {
        // doc://com.apple.uikit/documentation/UIKit/UIViewControllerPreviewingDelegate/previewingContext(_:viewControllerForLocation:)
        func previewingContext(
            _ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint
        )
            -> UIViewController?
        // doc://com.apple.uikit/documentation/UIKit/UIViewControllerPreviewingDelegate/previewingContext(_:commit:)
        func previewingContext(
            _ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
    }

    /// Not UIKit: the registration UIKit makes, played by the test.
    @MainActor public final class StandInPreviewing: NSObject, UIViewControllerPreviewing {
        public let previewingGestureRecognizerForFailureRelationship = UIGestureRecognizer()
        public let sourceView: UIView
        public var sourceRect: CGRect = .zero
        public weak var delegate: (any UIViewControllerPreviewingDelegate)?

        init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
            self.delegate = delegate
            self.sourceView = sourceView
            super.init()
        }
    }

    extension UIViewController {
        // doc://com.apple.uikit/documentation/UIKit/UIViewController/registerForPreviewing(with:sourceView:)
        @available(
            iOS, introduced: 9.0, deprecated: 13.0,
            message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
        )
        public func registerForPreviewing(
            with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView
        )
            -> any UIViewControllerPreviewing
        {
            StandInLog.record("registerForPreviewing")
            return StandInPreviewing(delegate: delegate, sourceView: sourceView)
        }

        // doc://com.apple.uikit/documentation/UIKit/UIViewController/unregisterForPreviewing(withContext:)
        @available(
            iOS, introduced: 9.0, deprecated: 13.0,
            message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
        )
        public func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {
            StandInLog.record("unregisterForPreviewing")
        }
    }

    // doc://com.apple.uikit/documentation/UIKit/UIPreviewActionItem
    @available(
        iOS, introduced: 9.0, deprecated: 13.0,
        message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
    )
    @MainActor public protocol UIPreviewActionItem: NSObjectProtocol {
        // doc://com.apple.uikit/documentation/UIKit/UIPreviewActionItem/title
        var title: String { get }
    }

    // doc://com.apple.uikit/documentation/UIKit/UIPreviewAction
    @available(
        iOS, introduced: 9.0, deprecated: 13.0,
        message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
    )
    @MainActor open class UIPreviewAction: NSObject, UIPreviewActionItem {
        // doc://com.apple.uikit/documentation/UIKit/UIPreviewAction/Style
        public enum Style: Int, Sendable {
            case `default` = 0
            case selected = 1
            case destructive = 2
        }

        public let title: String
        /// Not UIKit: the style, for tests.
        public let standInStyle: Style
        let handler: (any UIPreviewActionItem, UIViewController) -> Void

        // doc://com.apple.uikit/documentation/UIKit/UIPreviewAction/init(title:style:handler:)
        public init(
            title: String, style: UIPreviewAction.Style,
            handler: @escaping (any UIPreviewActionItem, UIViewController) -> Void
        ) {
            self.title = title
            standInStyle = style
            self.handler = handler
            super.init()
        }

        /// Not UIKit: the user chooses this action for `preview`.
        public func standInPerform(for preview: UIViewController) { handler(self, preview) }
    }

    // doc://com.apple.uikit/documentation/UIKit/UIPreviewActionGroup
    @available(
        iOS, introduced: 9.0, deprecated: 13.0,
        message: "UIViewControllerPreviewing is deprecated. Please use UIContextMenuInteraction."
    )
    @MainActor open class UIPreviewActionGroup: NSObject, UIPreviewActionItem {
        public let title: String
        /// Not UIKit: the actions, for tests.
        public let standInActions: [UIPreviewAction]
        /// Not UIKit: the style, for tests.
        public let standInStyle: UIPreviewAction.Style

        // doc://com.apple.uikit/documentation/UIKit/UIPreviewActionGroup/init(title:style:actions:)
        public init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
            self.title = title
            standInActions = actions
            standInStyle = style
            super.init()
        }
    }
#endif
