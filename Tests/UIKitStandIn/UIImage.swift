#if UIKitStandIn
    /// doc://com.apple.uikit/documentation/UIKit/UIImage
    // (not main-actor isolated in UIKit: images are made and read on any thread)
    @available(iOS 2.0, *)
    open class UIImage: NSObject, @unchecked Sendable {
        /// Not UIKit: the symbol or asset name the image was made from, for tests.
        public let standInName: String

        /// doc://com.apple.uikit/documentation/UIKit/UIImage/init(systemName:)
        @available(iOS 13.0, *)
        public init?(systemName name: String) {
            standInName = "systemName:" + name
            super.init()
        }

        /// doc://com.apple.uikit/documentation/UIKit/UIImage/init(named:)
        public init?(named name: String) {
            standInName = "named:" + name
            super.init()
        }
    }
#endif
