#if UIKitStandIn
    // UIKit's additions to Foundation's IndexPath.
    extension IndexPath {
        /// doc://com.apple.uikit/documentation/Foundation/IndexPath/init(row:section:)
        public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
        /// doc://com.apple.uikit/documentation/Foundation/IndexPath/init(item:section:)
        public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
        /// doc://com.apple.uikit/documentation/Foundation/IndexPath/section
        public var section: Int { self[0] }
        /// doc://com.apple.uikit/documentation/Foundation/IndexPath/row
        public var row: Int { self[1] }
        /// doc://com.apple.uikit/documentation/Foundation/IndexPath/item
        public var item: Int { self[1] }
    }
#endif
