#if !canImport(UIKit) && UIKitStandIn
    // An app imports UIKit itself. Where UIKit does not exist, under the package trait
    // UIKitStandIn, the test-only stand-in plays it, so that code written against UIKit
    // (the documentation's samples) compiles with `import PeekAndPopNavigationUIKit` alone.
    @_exported import UIKitStandIn
#endif
#if (canImport(UIKit) && (os(iOS) || os(visionOS))) || UIKitStandIn
    @_exported import PeekAndPop
    @_exported import PeekAndPopNavigation
    @_exported import PeekAndPopUIKit
#endif
