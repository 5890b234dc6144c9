import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Runs the `peek-and-pop-demo` executable and checks what a newcomer sees.
struct DemoTests {
    /// The lines every default run must print, in this order.
    static let storyMilestones = [
        "● published: session#1 inPeek",
        "The frozen transition of session#1, in order; none has run:",
        "transition#1: kind push, label \"push Moka pot\"",
        "transition#2: kind effect, label \"mark Moka pot viewed\"",
        "● published: session#1 popped",
        "after:  tabs#1{*stack#2[Catalog, Moka pot], stack#3[Cart], stack#4[Account]}",
        "same instance as the preview (===): yes (S7)",
        "● published: session#2 inPeek",
        "● published: session#2 interrupted(released)",
        "snapshot after == before: yes",
        "the preview Burr grinder (instance #2) was released: yes",
        "the Task's \"push Gift card\" reached the seam: performed(transition#5)",
        "state changes published: 0 (no peek was involved)",
        "interaction events: noPreview",
        "the Task's \"push Gift card\" reached the seam: discarded(transition#6)",
        "diagnostic: [provenanceDiscarded] session#3",
        "tree unchanged: yes; state changes published: 0",
        "● published: session#4 inPeek",
        "transition#7: kind deepLink, label \"deepLink /account/orders/order:42\"",
        "● published: session#4 popped",
        "navigation changes published by the pop: 1",
        "same instance as the preview (===): yes (S7)",
        "the second tap reached the seam: performed(transition#9)",
        "the existing order screen is on top (===): yes",
        "Order #42 screens in the tree: 1",
        "● published: session#5 inPeek",
        "transition#12: kind effect, label \"mark French press viewed\"",
        "preview actions: Add to cart (cart), Share (share)",
        "● published: session#5 actionSelected(share)",
        "stack#4[Account, Orders, Order #42]} > Share",
        "French press viewed: no",
        "● published: session#6 actionSelected(cart)",
        "cart: Espresso cup",
        "viewed badges: Moka pot (only a pop or a tap sets one, S25)",
        "navigation tree: split#1{stack#2[Catalog] | stack#3[Detail]}",
        "visible: catalog yes, detail column yes",
        "● published: session#7 inPeek",
        "transition#17: kind setSecondary, label \"setSecondary Moka pot\"",
        "● published: session#7 popped",
        "navigation tree: split#1{stack#2[Catalog] | stack#3[Moka pot]}",
        "detail column shows the preview (===): yes",
        "collapsed: split#1{stack#2[Catalog, Moka pot] | stack#3[] collapsed}",
        "catalog can be peeked: no, the product covers it (H7)",
        "expanded again: split#1{stack#2[Catalog] | stack#3[Moka pot]}",
        "● published: session#8 interrupted(released)",
        "Peek and pop analytics (in peek: 0, anomalies: 0)",
        "all                7     3     2     2  42.9%",
        "interrupted: released 2",
        "actions: cart 1, share 1",
    ]

    @Test func defaultRunTellsTheWholeStoryInOrder() throws {
        let run = try DemoProcess.run([])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        var searchFrom = run.standardOutput.startIndex
        for milestone in Self.storyMilestones {
            let found = run.standardOutput.range(of: milestone, range: searchFrom..<run.standardOutput.endIndex)
            #expect(found != nil, "missing, or out of order: \(milestone)")
            if let found { searchFrom = found.upperBound }
        }
        #expect(run.lines.filter { $0.contains("● published:") }.count == 14)
        #expect(!run.lines.contains { $0.hasSuffix(": NO") || $0.contains(": NO ") })
    }

    @Test func defaultRunFitsEightyColumnsWithoutTerminalStyles() throws {
        let run = try DemoProcess.run([])
        #expect(run.lines.count > 100)
        for (number, line) in run.lines.enumerated() {
            #expect(line.count <= 80, "line \(number + 1) is \(line.count) columns: \(line)")
        }
        #expect(!run.standardOutput.contains("\u{1B}"), "ANSI escapes in output that is not a terminal")
        // The plain fallback of the dim style shades the surroundings.
        #expect(run.lines.contains { $0.hasPrefix("│ ░░░░░░░░·░░░") })
        #expect(run.lines.contains { $0.hasPrefix("│ Moka pot                     €29 │ ◀") })
        // The badge set by the frozen side effect: after the pop only (S25).
        #expect(run.lines.contains { $0.hasPrefix("│ Moka pot ·viewed             €29 │") })
        #expect(
            !run.lines.contains {
                $0.contains("·viewed") && !$0.replacingOccurrences(of: "·", with: " ").contains("Moka pot")
            })
    }

    @Test(arguments: [[String](), ["--json"], ["--scenario", "async-tap"]])
    func twoRunsPrintExactlyTheSame(arguments: [String]) throws {
        let first = try DemoProcess.run(arguments)
        let second = try DemoProcess.run(arguments)
        #expect(first.status == 0)
        #expect(!first.standardOutput.isEmpty)
        #expect(first.standardOutput == second.standardOutput)
    }

    @Test func jsonPrintsOneStateChangeObjectPerLineWithTheDocumentedFields() throws {
        let run = try DemoProcess.run(["--json"])
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
        var summaries: [String] = []
        var contexts: [Int] = []
        var lastTimestamp = -1.0
        var lastSession = 0
        for line in run.lines {
            let parsed = try JSONSerialization.jsonObject(with: Data(line.utf8))
            let object = try #require(parsed as? [String: Any], "not a JSON object: \(line)")
            let session = try #require(object["session"] as? Int)
            let state = try #require(object["state"] as? String)
            let timestamp = try #require(object["timestampSeconds"] as? Double)
            contexts.append(try #require(object["context"] as? Int))
            #expect(object["host"] as? String == "Catalog")
            #expect(object["preview"] is String)
            #expect(object["destinationKind"] is String)
            let reason = object["reason"] as? String
            #expect((reason != nil) == (state == "interrupted"), "reason must be present exactly for interrupted")
            let action = object["action"] as? String
            #expect((action != nil) == (state == "actionSelected"), "action must be present exactly for actions")
            let allowed: Set = [
                "session", "state", "reason", "action", "timestampSeconds", "context", "host", "preview",
                "destinationKind",
            ]
            #expect(Set(object.keys).isSubset(of: allowed))
            // One engine for the whole story, the iPad window included: its numbers and its clock go on.
            #expect(session >= lastSession, "session numbers go back: \(line)")
            lastSession = session
            #expect(timestamp >= lastTimestamp)
            lastTimestamp = timestamp
            summaries.append("\(session) \(state)" + ((reason ?? action).map { "(\($0))" } ?? ""))
        }
        #expect(
            summaries == [
                "1 inPeek", "1 popped", "2 inPeek", "2 interrupted(released)", "4 inPeek", "4 popped",
                "5 inPeek", "5 actionSelected(share)", "6 inPeek", "6 actionSelected(cart)",
                "7 inPeek", "7 popped", "8 inPeek", "8 interrupted(released)",
            ])
        // The catalog's registration, then the iPad window's catalog: the engine's second.
        #expect(contexts == Array(repeating: 1, count: 10) + Array(repeating: 2, count: 4))
    }

    @Test func svgWritesAWellFormedStoryboardOfEveryFrame() throws {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("peek-and-pop-storyboard-\(UUID().uuidString).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try DemoProcess.run(["--svg", path])
        #expect(run.status == 0)
        let frames = run.lines.filter { $0.range(of: #"^  \[\d+\] "#, options: .regularExpression) != nil }.count
        #expect(frames == 24)
        #expect(run.standardOutput.contains("Storyboard: \(frames) frames written to"))

        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let parser = XMLParser(data: data)
        let census = ElementCensus()
        parser.delegate = census
        #expect(parser.parse(), "not well-formed: \(String(describing: parser.parserError))")
        #expect(census.root == "svg")
        #expect(census.count(of: "feGaussianBlur") == 3)
        #expect(census.classes["frame", default: 0] == frames)
        #expect(census.classes["preview-card", default: 0] == 8)
        #expect(census.classes["detail-column", default: 0] == 8, "the expanded split's frames draw two columns")
        #expect(String(decoding: data, as: UTF8.self).contains("↑ Add to cart · Share"))
        #expect(census.classes["source-rect", default: 0] > 0)
        #expect(census.blurredSurroundings > 0)
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["--scenario"], "--scenario needs a value"),
        (["--scenario", "nope"], "unknown scenario 'nope'"),
        (["--svg"], "--svg needs a value"),
        (["--json", "--json"], "--json was given twice"),
        (["--list", "--json"], "--list and --interactive go alone"),
        (["--interactive", "--scenario", "pop"], "--list and --interactive go alone"),
        (["story"], "unexpected argument 'story'"),
    ])
    func badOptionsPrintTheUsageAndExitWithStatusTwo(arguments: [String], message: String) throws {
        let run = try DemoProcess.run(arguments)
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("peek-and-pop-demo: \(message)"))
        #expect(run.standardError.contains("usage: peek-and-pop-demo"))
    }

    @Test func helpPrintsTheUsageOnStandardOutput() throws {
        let run = try DemoProcess.run(["--help"])
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("usage: peek-and-pop-demo"))
        #expect(run.lines.allSatisfy { $0.count <= 80 })
    }

    @Test func listNamesEveryScenarioWithADescription() throws {
        let run = try DemoProcess.run(["--list"])
        #expect(run.status == 0)
        #expect(
            run.lines.map { $0.split(separator: " ").first.map(String.init) } == [
                "pop", "release", "async-tap", "deep-link", "actions", "split",
            ])
        for line in run.lines {
            #expect(line.count <= 80)
            #expect(line.split(separator: " ").count > 4, "no description: \(line)")
        }
    }

    @Test(arguments: [
        ("pop", ["session#1 inPeek", "session#1 popped"]),
        ("release", ["session#1 inPeek", "session#1 interrupted(released)"]),
        ("async-tap", []),
        ("deep-link", ["session#1 inPeek", "session#1 popped"]),
        (
            "actions",
            [
                "session#1 inPeek", "session#1 actionSelected(share)", "session#2 inPeek",
                "session#2 actionSelected(cart)",
            ]
        ),
    ])
    func scenarioRunsThatScenarioAlone(name: String, published: [String]) throws {
        let run = try DemoProcess.run(["--scenario", name])
        #expect(run.status == 0)
        let headings = run.lines.filter { $0.hasSuffix("]") && $0.contains("[--scenario ") }
        #expect(headings.count == 1)
        #expect(headings.first?.hasSuffix("[--scenario \(name)]") == true)
        let events = run.lines.filter { $0.contains("● published: ") }.map {
            $0.components(separatedBy: "● published: ")[1].components(separatedBy: " (preview ")[0]
        }
        #expect(events == published)
        #expect(run.standardOutput.contains("Peek and pop analytics"))
    }

    @Test func interactiveRefusesAStandardInputThatIsNotATerminal() throws {
        let run = try DemoProcess.run(["--interactive"])
        #expect(run.status == 2)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("--interactive needs a terminal"))
    }
}

/// Counts the elements of an XML document, by name and by `class`.
private final class ElementCensus: NSObject, XMLParserDelegate {
    private(set) var root: String?
    private(set) var names: [String: Int] = [:]
    private(set) var classes: [String: Int] = [:]
    /// The `surroundings` groups drawn through a blur filter.
    private(set) var blurredSurroundings = 0

    func count(of name: String) -> Int { names[name, default: 0] }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if root == nil { root = elementName }
        names[elementName, default: 0] += 1
        if let name = attributes["class"] {
            classes[name, default: 0] += 1
            if name == "surroundings", attributes["filter"]?.hasPrefix("url(#blur-") == true {
                blurredSurroundings += 1
            }
        }
    }
}
