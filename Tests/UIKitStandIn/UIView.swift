#if UIKitStandIn
    /// doc://com.apple.uikit/documentation/UIKit/UIResponder
    @available(iOS 2.0, *)
    @MainActor open class UIResponder: NSObject {
        override public init() {}
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIView
    @available(iOS 2.0, *)
    @MainActor open class UIView: UIResponder {
        /// doc://com.apple.uikit/documentation/UIKit/UIView/bounds
        open var bounds: CGRect = .zero
        /// doc://com.apple.uikit/documentation/UIKit/UIView/frame
        open var frame: CGRect = .zero {
            didSet { bounds.size = frame.size }
        }
        /// doc://com.apple.uikit/documentation/UIKit/UIView/isHidden
        open var isHidden = false
        /// doc://com.apple.uikit/documentation/UIKit/UIView/superview
        open private(set) weak var superview: UIView?
        /// doc://com.apple.uikit/documentation/UIKit/UIView/subviews
        open private(set) var subviews: [UIView] = []
        /// doc://com.apple.uikit/documentation/UIKit/UIView/interactions
        @available(iOS 11.0, *)
        open var interactions: [any UIInteraction] = []

        /// doc://com.apple.uikit/documentation/UIKit/UIView/init(frame:)
        public init(frame: CGRect) {
            super.init()
            self.frame = frame
            self.bounds = CGRect(origin: .zero, size: frame.size)
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIView/init(coder:)
        public required init?(coder: NSCoder) {
            super.init()
        }

        /// NSObject's `init()`, which UIKit's Objective-C classes inherit.
        override public convenience init() { self.init(frame: .zero) }

        /// doc://com.apple.uikit/documentation/UIKit/UIView/window
        open var window: UIWindow? { superview?.window }

        /// doc://com.apple.uikit/documentation/UIKit/UIView/addSubview(_:)
        open func addSubview(_ view: UIView) {
            view.removeFromSuperview()
            subviews.append(view)
            view.superview = self
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIView/removeFromSuperview()
        open func removeFromSuperview() {
            superview?.subviews.removeAll { $0 === self }
            superview = nil
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIView/addInteraction(_:)
        @available(iOS 11.0, *)
        open func addInteraction(_ interaction: any UIInteraction) {
            interaction.willMove(to: self)
            interactions.append(interaction)
            interaction.didMove(to: self)
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIView/removeInteraction(_:)
        @available(iOS 11.0, *)
        open func removeInteraction(_ interaction: any UIInteraction) {
            guard interactions.contains(where: { $0 === interaction }) else { return }
            interaction.willMove(to: nil)
            interactions.removeAll { $0 === interaction }
            interaction.didMove(to: nil)
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIView/convert(_:to:)-7b8d6 (CGRect)
        open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
            let origin = originInWindow
            let target = view?.originInWindow ?? .zero
            return rect.offsetBy(dx: origin.x - target.x, dy: origin.y - target.y)
        }

        private var originInWindow: CGPoint {
            guard let superview else { return .zero }
            let parent = superview.originInWindow
            return CGPoint(
                x: parent.x + frame.minX - superview.bounds.minX, y: parent.y + frame.minY - superview.bounds.minY)
        }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIWindow
    @available(iOS 2.0, *)
    @MainActor open class UIWindow: UIView {
        override open var window: UIWindow? { self }

        // MARK: The root view controller (the navigation renderer's)

        /// doc://com.apple.uikit/documentation/UIKit/UIWindow/rootViewController
        @available(iOS 4.0, *)
        open var rootViewController: UIViewController? {
            didSet {
                oldValue?.viewIfLoaded?.removeFromSuperview()
                if let rootViewController { addSubview(rootViewController.view) }
            }
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIWindow/makeKeyAndVisible()
        open func makeKeyAndVisible() {
            StandInLog.record("makeKeyAndVisible")
        }
    }

    /// doc://com.apple.uikit/documentation/UIKit/UIInteraction
    @available(iOS 11.0, *)
    @MainActor public protocol UIInteraction: NSObjectProtocol {
        /// doc://com.apple.uikit/documentation/UIKit/UIInteraction/view
        var view: UIView? { get }
        /// doc://com.apple.uikit/documentation/UIKit/UIInteraction/willMove(to:)
        func willMove(to view: UIView?)
        /// doc://com.apple.uikit/documentation/UIKit/UIInteraction/didMove(to:)
        func didMove(to view: UIView?)
    }
#endif
