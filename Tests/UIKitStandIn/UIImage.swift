#if UIKitStandIn
    // doc://com.apple.uikit/documentation/UIKit/UIImage
    // (not main-actor isolated in UIKit: images are made and read on any thread)
    open class UIImage: NSObject, @unchecked Sendable {
        /// Not UIKit: the symbol or asset name the image was made from, for tests.
        public let standInName: String

        init(standInName: String) {
            self.standInName = standInName
            super.init()
        }

        // doc://com.apple.uikit/documentation/UIKit/UIImage/init(systemName:)
        @available(iOS 13.0, *)
        public convenience init?(systemName name: String) {
            self.init(standInName: "systemName:" + name)
        }

        // doc://com.apple.uikit/documentation/UIKit/UIImage/init(named:)
        public convenience init?(named name: String) {
            self.init(standInName: "named:" + name)
        }
    }
#endif
