// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "PeekAndPop",
    // What the code needs: Synchronization's `Mutex` and `Atomic` (the bus, analytics, test support), and
    // typed-throws function types, whose metadata needs the Swift 6 runtime. Checked by `.ci/availability`.
    platforms: [.iOS(.v18), .macOS(.v15), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "PeekAndPop", targets: ["PeekAndPop"]),
        .library(name: "PeekAndPopTesting", targets: ["PeekAndPopTesting"]),
        .executable(name: "peek-and-pop-demo", targets: ["PeekAndPopDemo"]),
        .executable(name: "peek-and-pop-bench", targets: ["PeekAndPopBench"]),
    ],
    targets: [
        .target(name: "PeekAndPop"),
        .target(name: "PeekAndPopTesting", dependencies: ["PeekAndPop"]),
        .executableTarget(
            name: "PeekAndPopDemo",
            dependencies: ["PeekAndPop", "PeekAndPopTesting"],
            path: "Demo"
        ),
        .executableTarget(
            name: "PeekAndPopBench",
            dependencies: ["PeekAndPop", "PeekAndPopTesting", "PeekAndPopBenchSupport", "PeekAndPopFuzz"]
        ),
        .target(name: "PeekAndPopBenchSupport"),
        // The model-based fuzzer: shared by the test suite and `peek-and-pop-bench --fuzz`.
        .target(name: "PeekAndPopFuzz", dependencies: ["PeekAndPop", "PeekAndPopTesting"]),
        .testTarget(name: "PeekAndPopTests", dependencies: ["PeekAndPop", "PeekAndPopTesting", "PeekAndPopFuzz"]),
        .testTarget(name: "PeekAndPopTestingTests", dependencies: ["PeekAndPop", "PeekAndPopTesting"]),
    ],
    swiftLanguageModes: [.v6]
)
