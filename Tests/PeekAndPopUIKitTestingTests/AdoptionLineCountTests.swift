#if UIKitStandIn
    import Foundation
    import Testing

    /// U8: a table or collection screen adopts peek and pop in at most 25 lines of the app's code.
    /// The adoption sample of the article *Adopting in a UIKit app* (compiled against the stand-in
    /// by the samples check) is counted whole: the screen, its tap, the adapter, `onPeek` and the
    /// preview actions, and the screen it shows; imports and blank lines aside.
    struct AdoptionLineCountTests {
        static let limit = 25

        @Test func aTableScreenWithPreviewActionsAdoptsInAtMost25Lines() throws {
            let article = try Self.article()
            let sample = try #require(Self.firstSwiftBlock(after: "## Table and collection views", in: article))
            let lines = Self.counted(sample)

            #expect(lines.count <= Self.limit, "the table adoption sample is \(lines.count) lines")
            // The article says how many, and the sample is what it claims to be: a table screen
            // with preview actions and no forwarder of UIKit's context menu methods.
            #expect(article.contains("\(lines.count) lines, imports and blank lines aside"))
            #expect(lines.contains { $0.contains("tableView: tableView") })
            #expect(lines.contains { $0.contains("previewActions") })
            #expect(!lines.contains { $0.contains("contextMenu") || $0.contains("UIContextMenuConfiguration") })
        }

        @Test func theCountLeavesOutImportsAndBlankLinesOnly() {
            let sample = "import UIKit\n\nfinal class A {\n    // a comment\n}\n"
            #expect(Self.counted(sample) == ["final class A {", "    // a comment", "}"])
        }

        /// The lines the app writes: every line but blank ones and imports.
        static func counted(_ sample: String) -> [String] {
            sample.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter {
                let line = $0.trimmingCharacters(in: .whitespaces)
                return !line.isEmpty && !line.hasPrefix("import ")
            }
        }

        static func firstSwiftBlock(after heading: String, in text: String) -> String? {
            guard let section = text.range(of: heading),
                let open = text.range(of: "```swift\n", range: section.upperBound..<text.endIndex),
                let close = text.range(of: "\n```", range: open.upperBound..<text.endIndex)
            else { return nil }
            return String(text[open.upperBound..<close.lowerBound])
        }

        static func article(filePath: String = #filePath) throws -> String {
            let root = URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            return try String(
                contentsOf: root.appendingPathComponent(
                    "Sources/PeekAndPopUIKit/PeekAndPopUIKit.docc/AdoptingInUIKit.md"),
                encoding: .utf8)
        }
    }
#endif
