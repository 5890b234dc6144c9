#if canImport(UIKit)
    import UIKit
#elseif UIKitStandIn
    import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    import PeekAndPop

    /// A step of a ``SimulatedPress`` that cannot be taken.
    public struct SimulatedPressError: Error, Sendable, Hashable, CustomStringConvertible {
        /// A stable, comparable error code.
        public typealias Code = ErrorCode<SimulatedPressError>

        /// What went wrong.
        public let code: Code
        /// Why, in words.
        public let details: String

        init(_ code: Code, _ details: String) {
            self.code = code
            self.details = details
        }

        /// The code and the details.
        public var description: String { "SimulatedPressError.\(code): \(details)" }
    }

    extension ErrorCode where Failure == SimulatedPressError {
        /// What is pressed offers no menu or preview: no context menu interaction on the view, no
        /// delegate, or the delegate answered `nil`.
        public static var noPreview: Self { Self(#function) }

        /// The step needs the preview shown (``SimulatedPress/showPreview()`` first), and it is not.
        public static var notShowing: Self { Self(#function) }

        /// The preview was already shown, popped, released or an action chosen.
        public static var alreadyShown: Self { Self(#function) }

        /// The menu has no action with that identifier (or title, for 3D Touch).
        public static var noSuchAction: Self { Self(#function) }
    }
#endif
