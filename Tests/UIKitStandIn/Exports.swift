// A test-only stand-in of exactly the UIKit declarations that PeekAndPopUIKit uses, so that
// its code is type-checked and tested where UIKit does not exist. Each declaration is written
// from its Apple documentation page (Swift declaration, `@MainActor`, availability,
// deprecation), whose symbol identifier is in the comment beside it. The bodies are test
// doubles: they record what the adapters asked, and tests play the system's part.
//
// Compiled empty unless the package trait `UIKitStandIn` is enabled.
#if UIKitStandIn
    // CGRect, CGPoint, CGSize, CGFloat, NSObject, NSCopying, NSString: Foundation on Linux.
    @_exported import Foundation
#endif
