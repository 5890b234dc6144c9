// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "PeekAndPop",
    // What the code needs: Synchronization's `Mutex` and `Atomic` (the bus, analytics, test support), and
    // typed-throws function types, whose metadata needs the Swift 6 runtime. Checked by `.ci/availability`.
    platforms: [.iOS(.v18), .macOS(.v15), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "PeekAndPop", targets: ["PeekAndPop"]),
        .library(name: "PeekAndPopNavigation", targets: ["PeekAndPopNavigation"]),
        .library(name: "PeekAndPopTesting", targets: ["PeekAndPopTesting"]),
        .library(name: "PeekAndPopUIKit", targets: ["PeekAndPopUIKit"]),
        .library(name: "PeekAndPopUIKitTesting", targets: ["PeekAndPopUIKitTesting"]),
        .library(name: "PeekAndPopNavigationUIKit", targets: ["PeekAndPopNavigationUIKit"]),
        .executable(name: "peek-and-pop-demo", targets: ["PeekAndPopDemo"]),
        .executable(name: "peek-and-pop-bench", targets: ["PeekAndPopBench"]),
    ],
    traits: [
        .trait(
            name: "UIKitStandIn",
            description: """
                Type-checks and tests PeekAndPopUIKit where UIKit does not exist, against a test-only \
                stand-in of the UIKit and SwiftUI declarations it uses (Tests/UIKitStandIn).
                """
        )
    ],
    targets: [
        .target(name: "PeekAndPop"),
        // The reference navigation host: uses the engine only through its seam for hosts
        // (Sources/PeekAndPop/Peek/PeekEngine+HostSeam.swift).
        .target(name: "PeekAndPopNavigation", dependencies: ["PeekAndPop"]),
        // UIKit and SwiftUI code: compiled where UIKit exists; elsewhere empty, or,
        // with the UIKitStandIn trait, type-checked against the stand-in.
        .target(
            name: "PeekAndPopUIKit",
            dependencies: [
                "PeekAndPop", .target(name: "UIKitStandIn", condition: .when(traits: ["UIKitStandIn"])),
            ]
        ),
        // The navigation host on screen (R1–R7): a product of its own, so that an app that uses
        // only the adapters never compiles navigation. Compiled like PeekAndPopUIKit.
        .target(
            name: "PeekAndPopNavigationUIKit",
            dependencies: [
                "PeekAndPop", "PeekAndPopNavigation", "PeekAndPopUIKit",
                .target(name: "UIKitStandIn", condition: .when(traits: ["UIKitStandIn"])),
            ]
        ),
        // Test-only, never a product: Apple's declarations, with test doubles for bodies.
        .target(name: "UIKitStandIn", path: "Tests/UIKitStandIn"),
        .target(name: "PeekAndPopTesting", dependencies: ["PeekAndPop", "PeekAndPopNavigation"]),
        // Simulated presses for UIKit and SwiftUI screens (U9): UIKit code, like PeekAndPopUIKit.
        .target(
            name: "PeekAndPopUIKitTesting",
            dependencies: [
                "PeekAndPop", "PeekAndPopTesting", "PeekAndPopUIKit",
                .target(name: "UIKitStandIn", condition: .when(traits: ["UIKitStandIn"])),
            ]
        ),
        .executableTarget(
            name: "PeekAndPopDemo",
            dependencies: ["PeekAndPop", "PeekAndPopNavigation", "PeekAndPopTesting"],
            path: "Demo"
        ),
        .executableTarget(
            name: "PeekAndPopBench",
            dependencies: [
                "PeekAndPop", "PeekAndPopNavigation", "PeekAndPopTesting", "PeekAndPopBenchSupport", "PeekAndPopFuzz",
                // The renderer's figures, with the UIKit stand-in only.
                .target(name: "PeekAndPopNavigationUIKit", condition: .when(traits: ["UIKitStandIn"])),
                .target(name: "UIKitStandIn", condition: .when(traits: ["UIKitStandIn"])),
            ]
        ),
        .target(name: "PeekAndPopBenchSupport"),
        // The model-based fuzzer: shared by the test suite and `peek-and-pop-bench --fuzz`.
        .target(name: "PeekAndPopFuzz", dependencies: ["PeekAndPop", "PeekAndPopNavigation", "PeekAndPopTesting"]),
        .testTarget(
            name: "PeekAndPopTests",
            dependencies: ["PeekAndPop", "PeekAndPopNavigation", "PeekAndPopTesting", "PeekAndPopFuzz"]
        ),
        .testTarget(
            name: "PeekAndPopTestingTests",
            dependencies: ["PeekAndPop", "PeekAndPopNavigation", "PeekAndPopTesting"]
        ),
        .testTarget(
            name: "PeekAndPopUIKitTests",
            dependencies: [
                "PeekAndPop", "PeekAndPopTesting", "PeekAndPopUIKit",
                .target(name: "UIKitStandIn", condition: .when(traits: ["UIKitStandIn"])),
            ]
        ),
        .testTarget(
            name: "PeekAndPopUIKitTestingTests",
            dependencies: [
                "PeekAndPop", "PeekAndPopTesting", "PeekAndPopUIKit", "PeekAndPopUIKitTesting",
                .target(name: "UIKitStandIn", condition: .when(traits: ["UIKitStandIn"])),
            ]
        ),
        .testTarget(
            name: "PeekAndPopNavigationUIKitTests",
            dependencies: [
                "PeekAndPop", "PeekAndPopNavigation", "PeekAndPopTesting", "PeekAndPopUIKit",
                "PeekAndPopNavigationUIKit",
                .target(name: "UIKitStandIn", condition: .when(traits: ["UIKitStandIn"])),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
