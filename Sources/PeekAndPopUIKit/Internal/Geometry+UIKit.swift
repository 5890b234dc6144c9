#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    extension Rect {
        /// The rectangle of `rect`, in points.
        init(_ rect: CGRect) {
            self.init(
                x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                height: Double(rect.size.height))
        }
    }

    extension CGRect {
        /// The rectangle of `rect`, in points.
        init(_ rect: Rect) {
            self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        }
    }

    extension Point {
        /// The point of `point`, in points.
        init(_ point: CGPoint) {
            self.init(x: Double(point.x), y: Double(point.y))
        }
    }
#endif
