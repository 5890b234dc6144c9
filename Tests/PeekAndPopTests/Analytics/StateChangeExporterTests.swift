import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

@MainActor
struct StateChangeExporterTests {
    /// The four lines of ``runTwoSessions(_:)``.
    static let twoSessionLines = [
        #"{"context":1,"destinationKind":"push","host":"Catalog","preview":"Product","session":1,"#
            + #""state":"inPeek","timestampSeconds":0.5}"#,
        #"{"context":1,"destinationKind":"push","host":"Catalog","preview":"Product","session":1,"#
            + #""state":"popped","timestampSeconds":0.75}"#,
        #"{"context":2,"destinationKind":"presentModally","host":"Search","preview":"Cart","session":2,"#
            + #""state":"inPeek","timestampSeconds":0.75}"#,
        #"{"context":2,"destinationKind":"presentModally","host":"Search","preview":"Cart","reason":"released","#
            + #""session":2,"state":"interrupted","timestampSeconds":0.85}"#,
    ]

    /// A popped session on context 1, then a released one on context 2.
    func runTwoSessions(_ flow: AnalyticsFlow) throws {
        let product = flow.source(host: "Catalog", preview: "Product")
        let cart = flow.source(host: "Search", preview: "Cart", kind: .presentModally)
        flow.clock.advance(by: .milliseconds(500))
        try flow.peek(product, for: .milliseconds(250), then: .pop)
        try flow.peek(cart, for: .milliseconds(100), then: .interrupt(.released))
    }

    /// A path in the temporary directory that nothing uses yet.
    func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("peek-analytics-\(UUID().uuidString).jsonl").path
    }

    func contents(of path: String) throws -> String {
        String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
    }

    @Test func eachChangeIsOneLineOfJSONWithSortedKeys() throws {
        let flow = AnalyticsFlow()
        let exporter = StateChangeExporter()
        var text = ""
        let token = flow.engine.observe { exporter.write($0, to: &text) }
        try runTwoSessions(flow)
        #expect(text == Self.twoSessionLines.joined(separator: "\n") + "\n")
        withExtendedLifetime(token) {}
    }

    @Test func aChosenActionIsExportedOnItsLineAndOnlyThere() throws {
        // S24: the export carries the action.
        let flow = AnalyticsFlow()
        let exporter = StateChangeExporter()
        var text = ""
        let product = flow.source(host: "Catalog", preview: "Product", actions: ["share"])
        let observation = flow.engine.observe { exporter.write($0, to: &text) }
        try flow.peek(product, for: .milliseconds(250), then: .action("share"))
        #expect(
            text.split(separator: "\n") == [
                #"{"context":1,"destinationKind":"push","host":"Catalog","preview":"Product","session":1,"#
                    + #""state":"inPeek","timestampSeconds":0}"#,
                #"{"action":"share","context":1,"destinationKind":"push","host":"Catalog","preview":"Product","#
                    + #""session":1,"state":"actionSelected","timestampSeconds":0.25}"#,
            ]
        )
        withExtendedLifetime(observation) {}
    }

    @Test func aLineStaysOneLineWhateverTheNames() {
        let change = analyticsChange(
            session: 3, .interrupted, reason: .superseded, atMilliseconds: 1500, context: 7,
            host: "Say \"hi\"\nto/from", preview: "Café", kind: .deepLink
        )
        let line = StateChangeExporter.line(for: change)
        #expect(
            line
                == #"{"context":7,"destinationKind":"deepLink","host":"Say \"hi\"\nto/from","preview":"Café","#
                + #""reason":"superseded","session":3,"state":"interrupted","timestampSeconds":1.5}"#
        )
        #expect(!line.contains("\n"))
        var target = ""
        StateChangeExporter().write(change, to: &target)
        #expect(target == line + "\n")
    }

    @Test func observedChangesAreAppendedToAFile() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data("earlier line\n".utf8)))

        let flow = AnalyticsFlow()
        let exporter = try StateChangeExporter(fileAt: path)
        try exporter.observe(flow.engine)
        #expect(exporter.isOpen)
        try runTwoSessions(flow)
        try exporter.close()

        #expect(!exporter.isOpen)
        #expect(try contents(of: path) == "earlier line\n" + Self.twoSessionLines.joined(separator: "\n") + "\n")
    }

    @Test func writeAppendsOneLineToANewFile() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let exporter = try StateChangeExporter(fileAt: path)
        let change = analyticsChange(session: 1, .inPeek, atMilliseconds: 0)
        try exporter.write(change)
        try exporter.write(analyticsChange(session: 1, .popped, atMilliseconds: 20))
        try exporter.close()
        try exporter.close()  // Closing again does nothing.

        let expected = [
            #"{"context":1,"destinationKind":"push","host":"Catalog","preview":"Product","session":1,"#
                + #""state":"inPeek","timestampSeconds":0}"#,
            #"{"context":1,"destinationKind":"push","host":"Catalog","preview":"Product","session":1,"#
                + #""state":"popped","timestampSeconds":0.02}"#,
        ]
        #expect(try contents(of: path) == expected.joined(separator: "\n") + "\n")
        let error = #expect(throws: AnalyticsError.self) { try exporter.write(change) }
        #expect(error?.code == .notOpen)
    }

    @Test func closeEndsTheObservationAndTheEngineIsNotRetained() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let exporter = try StateChangeExporter(fileAt: path)
        weak var weakEngine: PeekEngine?
        do {
            let flow = AnalyticsFlow()
            weakEngine = flow.engine
            try exporter.observe(flow.engine)
            #expect(flow.engine.stateChanges.subscriberCount == 1)
            let product = flow.source(host: "Catalog", preview: "Product")
            try flow.peek(product, for: .milliseconds(10), then: .pop)
            try exporter.close()
            #expect(flow.engine.stateChanges.subscriberCount == 0)
            try flow.peek(product, for: .milliseconds(10), then: .pop)
        }
        #expect(weakEngine == nil)
        #expect(try contents(of: path).split(separator: "\n").count == 2)
    }

    @Test(arguments: [
        "missing directory",
        "directory",
    ])
    func aPathThatCannotBeOpenedThrowsCannotOpenFile(_ kind: String) {
        let directory = FileManager.default.temporaryDirectory.path
        let path = kind == "directory" ? directory : directory + "/no-such-dir-\(UUID().uuidString)/log.jsonl"
        let error = #expect(throws: AnalyticsError.self) { try StateChangeExporter(fileAt: path) }
        #expect(error?.code == .cannotOpenFile)
        #expect(error?.path == path)
        #expect(FileManager.default.fileExists(atPath: path) == (kind == "directory"))
    }

    @Test func anExporterWithoutAFileRefusesToWriteOrObserve() {
        let flow = AnalyticsFlow()
        let exporter = StateChangeExporter()
        #expect(!exporter.isOpen)
        let writeError = #expect(throws: AnalyticsError.self) {
            try exporter.write(analyticsChange(session: 1, .inPeek, atMilliseconds: 0))
        }
        #expect(writeError?.code == .notOpen)
        let observeError = #expect(throws: AnalyticsError.self) { try exporter.observe(flow.engine) }
        #expect(observeError?.code == .notOpen)
        #expect(flow.engine.stateChanges.subscriberCount == 0)
    }

    @Test func aFailedObservedWriteIsKeptAndThrownByClose() throws {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let readOnly = try #require(FileHandle(forReadingAtPath: path))
        let exporter = StateChangeExporter(fileHandle: readOnly, closesHandle: true)

        let directError = #expect(throws: AnalyticsError.self) {
            try exporter.write(analyticsChange(session: 1, .inPeek, atMilliseconds: 0))
        }
        #expect(directError?.code == .writeFailed)
        #expect(exporter.observationError == nil)

        let flow = AnalyticsFlow()
        try exporter.observe(flow.engine)
        try flow.peek(flow.source(host: "Catalog", preview: "Product"), for: .milliseconds(10), then: .pop)
        #expect(exporter.observationError?.code == .writeFailed)

        let closeError = #expect(throws: AnalyticsError.self) { try exporter.close() }
        #expect(closeError?.code == .writeFailed)
        #expect(exporter.observationError == nil)
        #expect(throws: Never.self) { try exporter.close() }
    }
}
