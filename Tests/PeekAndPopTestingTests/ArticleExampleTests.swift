import Foundation
import PeekAndPop
import PeekAndPopTesting
import Testing

// The complete example of the article "Testing with simulated force touch"
// (Sources/PeekAndPopTesting/PeekAndPopTesting.docc/TestingWithSimulatedForceTouch.md).
// `articleExampleIsThisFilesCode` keeps the two identical.

// BEGIN ARTICLE EXAMPLE
@MainActor
struct CatalogPeekTests {
    @Test func poppingRowThreePushesTheScreenThatWasPreviewed() throws {
        let app = ListFixture()

        try app.touch.peek(at: app.center(ofRow: 2))
        let preview = try #require(app.engine.activePeek?.previewScreen)
        #expect(preview.screenName == "Row 3")

        try app.touch.pop()
        try app.touch.release()

        #expect(app.stack.last === preview)
        #expect(app.stateSummaries == ["session#1 inPeek", "session#1 popped"])
        try app.touch.finish()
    }

    @Test func lettingGoLeavesTheAppExactlyAsItWas() throws {
        let app = ListFixture()
        let before = app.navigation.snapshot()

        try app.touch.peek(at: app.center(ofRow: 2))
        try app.touch.release()

        #expect(app.navigation.snapshot() == before)
        #expect(app.stateSummaries == ["session#1 inPeek", "session#1 interrupted(released)"])
        try app.touch.finish()
    }
}
// END ARTICLE EXAMPLE

struct ArticleExampleTests {
    @Test func articleExampleIsThisFilesCode() throws {
        let here = URL(fileURLWithPath: #filePath)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let article = try String(
            contentsOf: root.appendingPathComponent(
                "Sources/PeekAndPopTesting/PeekAndPopTesting.docc/TestingWithSimulatedForceTouch.md"
            ),
            encoding: .utf8
        )
        let source = try String(contentsOf: here, encoding: .utf8)
        let example = try #require(Self.between("// BEGIN ARTICLE EXAMPLE\n", "// END ARTICLE EXAMPLE", in: source))
        let listing = try #require(Self.between("```swift\n// The complete example\n", "```", in: article))
        #expect(listing == example)
    }

    private static func between(_ start: String, _ end: String, in text: String) -> String? {
        guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex)
        else { return nil }
        return String(text[open.upperBound..<close.lowerBound])
    }
}
