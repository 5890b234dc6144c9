import Foundation
import PeekAndPop
import PeekAndPopNavigation
import PeekAndPopTesting
import Testing

private typealias Breakdown = PeekAnalyticsReport.Breakdown
private typealias DurationStats = PeekAnalyticsReport.DurationStats

/// One nearest-rank case: durations in milliseconds and the expected summary in seconds.
struct NearestRankCase: Sendable, CustomTestStringConvertible {
    let milliseconds: [Int]
    let expected: PeekAnalyticsReport.DurationStats

    var testDescription: String { "\(milliseconds.count) durations" }
}

@MainActor
struct PeekAnalyticsTests {
    @Test func countsPeeksPopsAndInterruptionsPerHostAndDestinationKind() throws {
        let flow = AnalyticsFlow()
        let analytics = PeekAnalytics(observing: flow.engine)
        let catalogProduct = flow.source(host: "Catalog", preview: "Product")
        let catalogCart = flow.source(host: "Catalog", preview: "Cart", kind: .presentModally)
        let searchProduct = flow.source(host: "Search", preview: "Product")

        try flow.peek(catalogProduct, for: .milliseconds(100), then: .pop)
        try flow.peek(catalogProduct, for: .milliseconds(300), then: .interrupt(.released))
        try flow.peek(catalogCart, for: .milliseconds(200), then: .pop)
        try flow.peek(searchProduct, for: .milliseconds(400), then: .interrupt(.cancelledByHost))
        try flow.beginPeek(catalogProduct)  // Still in peek: a peek, not an ended one.

        let expected = PeekAnalyticsReport(
            totals: Breakdown(
                peeks: 5, pops: 2, interruptions: ["released": 1, "cancelledByHost": 1], popThroughRate: 0.5,
                timeInPeek: DurationStats(
                    count: 4, minimumSeconds: 0.1, medianSeconds: 0.2, p95Seconds: 0.4, maximumSeconds: 0.4
                )
            ),
            byHost: [
                "Catalog": Breakdown(
                    peeks: 4, pops: 2, interruptions: ["released": 1], popThroughRate: 2.0 / 3.0,
                    timeInPeek: DurationStats(
                        count: 3, minimumSeconds: 0.1, medianSeconds: 0.2, p95Seconds: 0.3, maximumSeconds: 0.3
                    )
                ),
                "Search": Breakdown(
                    peeks: 1, pops: 0, interruptions: ["cancelledByHost": 1], popThroughRate: 0,
                    timeInPeek: DurationStats(
                        count: 1, minimumSeconds: 0.4, medianSeconds: 0.4, p95Seconds: 0.4, maximumSeconds: 0.4
                    )
                ),
            ],
            byDestinationKind: [
                "push": Breakdown(
                    peeks: 4, pops: 1, interruptions: ["released": 1, "cancelledByHost": 1],
                    popThroughRate: 1.0 / 3.0,
                    timeInPeek: DurationStats(
                        count: 3, minimumSeconds: 0.1, medianSeconds: 0.3, p95Seconds: 0.4, maximumSeconds: 0.4
                    )
                ),
                "presentModally": Breakdown(
                    peeks: 1, pops: 1, interruptions: [:], popThroughRate: 1,
                    timeInPeek: DurationStats(
                        count: 1, minimumSeconds: 0.2, medianSeconds: 0.2, p95Seconds: 0.2, maximumSeconds: 0.2
                    )
                ),
            ],
            anomalies: 0
        )
        #expect(analytics.report == expected)
        #expect(analytics.report.totals.peeksInProgress == 1)
    }

    @Test func interruptionsAreCountedByReason() throws {
        let flow = AnalyticsFlow()
        let analytics = PeekAnalytics(observing: flow.engine)
        let product = flow.source(host: "Catalog", preview: "Product")
        let cart = flow.source(host: "Catalog", preview: "Cart")
        let step = Duration.milliseconds(100)

        try flow.beginPeek(product)
        flow.clock.advance(by: step)
        try flow.peek(cart, for: step, then: .interrupt(.released))  // Supersedes the peek on `product` first.
        try flow.beginPeek(product)
        flow.clock.advance(by: step)
        #expect(throws: PeekError.self) { try flow.engine.commit(AnalyticsScreen("Other")) }
        try flow.beginPeek(product)
        flow.clock.advance(by: step)
        #expect(flow.engine.previewDidDisappear())
        try flow.peek(product, for: step, then: .interrupt(.cancelledByHost))
        try flow.beginPeek(cart)
        flow.clock.advance(by: step)
        #expect(flow.engine.unregister(cart))

        let all = Breakdown(
            peeks: 6, pops: 0,
            interruptions: [
                "superseded": 1, "released": 1, "commitOfDifferentScreen": 1, "previewScreenGone": 1,
                "cancelledByHost": 1, "sourceUnregistered": 1,
            ],
            popThroughRate: 0,
            timeInPeek: DurationStats(
                count: 6, minimumSeconds: 0.1, medianSeconds: 0.1, p95Seconds: 0.1, maximumSeconds: 0.1
            )
        )
        #expect(
            analytics.report
                == PeekAnalyticsReport(totals: all, byHost: ["Catalog": all], byDestinationKind: ["push": all])
        )
    }

    @Test func popThroughRateIsNilUntilAPeekEnds() throws {
        let flow = AnalyticsFlow()
        let analytics = PeekAnalytics(observing: flow.engine)
        let product = flow.source(host: "Catalog", preview: "Product")
        #expect(analytics.report == PeekAnalyticsReport())
        #expect(analytics.report.totals.popThroughRate == nil)

        try flow.beginPeek(product)
        let inPeek = Breakdown(peeks: 1)
        #expect(
            analytics.report
                == PeekAnalyticsReport(totals: inPeek, byHost: ["Catalog": inPeek], byDestinationKind: ["push": inPeek])
        )

        flow.clock.advance(by: .milliseconds(50))
        #expect(flow.engine.interrupt(.released))
        let ended = Breakdown(
            peeks: 1, pops: 0, interruptions: ["released": 1], popThroughRate: 0,
            timeInPeek: DurationStats(
                count: 1, minimumSeconds: 0.05, medianSeconds: 0.05, p95Seconds: 0.05, maximumSeconds: 0.05
            )
        )
        #expect(
            analytics.report
                == PeekAnalyticsReport(totals: ended, byHost: ["Catalog": ended], byDestinationKind: ["push": ended])
        )
    }

    @Test func timeInPeekOfTenSessionsUsesNearestRankPercentiles() throws {
        let flow = AnalyticsFlow()
        let analytics = PeekAnalytics(observing: flow.engine)
        let product = flow.source(host: "Catalog", preview: "Product")
        for milliseconds in [700, 100, 1000, 400, 200, 900, 300, 600, 800, 500] {
            try flow.peek(product, for: .milliseconds(milliseconds), then: .pop)
        }
        let all = Breakdown(
            peeks: 10, pops: 10, interruptions: [:], popThroughRate: 1,
            timeInPeek: DurationStats(
                count: 10, minimumSeconds: 0.1, medianSeconds: 0.5, p95Seconds: 1.0, maximumSeconds: 1.0
            )
        )
        #expect(
            analytics.report
                == PeekAnalyticsReport(totals: all, byHost: ["Catalog": all], byDestinationKind: ["push": all])
        )
    }

    @Test(arguments: [
        NearestRankCase(
            milliseconds: [250],
            expected: .init(count: 1, minimumSeconds: 0.25, medianSeconds: 0.25, p95Seconds: 0.25, maximumSeconds: 0.25)
        ),
        NearestRankCase(
            milliseconds: [200, 100],
            expected: .init(count: 2, minimumSeconds: 0.1, medianSeconds: 0.1, p95Seconds: 0.2, maximumSeconds: 0.2)
        ),
        NearestRankCase(
            milliseconds: [300, 100, 200],
            expected: .init(count: 3, minimumSeconds: 0.1, medianSeconds: 0.2, p95Seconds: 0.3, maximumSeconds: 0.3)
        ),
        NearestRankCase(
            milliseconds: Array(stride(from: 1000, through: 50, by: -50)),
            expected: .init(count: 20, minimumSeconds: 0.05, medianSeconds: 0.5, p95Seconds: 0.95, maximumSeconds: 1)
        ),
        NearestRankCase(
            milliseconds: Array(stride(from: 10, through: 210, by: 10)),
            expected: .init(count: 21, minimumSeconds: 0.01, medianSeconds: 0.11, p95Seconds: 0.2, maximumSeconds: 0.21)
        ),
    ])
    func percentilesTakeTheValueOfRankCeilingOfPTimesNOverHundred(_ sample: NearestRankCase) {
        let analytics = PeekAnalytics()
        for (index, milliseconds) in sample.milliseconds.enumerated() {
            analytics.record(analyticsChange(session: index + 1, .inPeek, atMilliseconds: 0))
            analytics.record(analyticsChange(session: index + 1, .popped, atMilliseconds: milliseconds))
        }
        #expect(analytics.report.totals.timeInPeek == sample.expected)
    }

    @Test func malformedSequencesAreCountedAsAnomaliesAndNeverDoubleCounted() {
        let analytics = PeekAnalytics()
        analytics.record(contentsOf: [
            analyticsChange(session: 9, .popped, atMilliseconds: 0),  // No inPeek: anomaly 1.
            analyticsChange(session: 1, .inPeek, atMilliseconds: 0),
            analyticsChange(session: 1, .interrupted, atMilliseconds: 50),  // No reason: anomaly 2.
            analyticsChange(session: 1, .inPeek, atMilliseconds: 60),  // Second inPeek: anomaly 3.
            analyticsChange(session: 1, .popped, reason: .released, atMilliseconds: 70),  // Reason on pop: anomaly 4.
            analyticsChange(session: 1, .popped, atMilliseconds: 200),
            analyticsChange(session: 1, .interrupted, reason: .released, atMilliseconds: 300),  // Second end: 5.
            analyticsChange(session: 1, .popped, atMilliseconds: 400),  // Third end: anomaly 6.
            analyticsChange(session: 1, .inPeek, atMilliseconds: 500),  // inPeek after the end: anomaly 7.
            analyticsChange(session: 2, .inPeek, atMilliseconds: 1000),
            analyticsChange(session: 2, .interrupted, reason: .released, atMilliseconds: 500),  // Ends early: 8.
        ])
        let all = Breakdown(
            peeks: 2, pops: 1, interruptions: ["released": 1], popThroughRate: 0.5,
            timeInPeek: DurationStats(
                count: 1, minimumSeconds: 0.2, medianSeconds: 0.2, p95Seconds: 0.2, maximumSeconds: 0.2
            )
        )
        let expected = PeekAnalyticsReport(
            totals: all, byHost: ["Catalog": all], byDestinationKind: ["push": all], anomalies: 8
        )
        #expect(analytics.report == expected)
        #expect(analytics.anomalies == 8)
    }

    @Test func aSessionIsAttributedToTheHostAndKindOfItsInPeek() {
        let analytics = PeekAnalytics()
        analytics.record(analyticsChange(session: 1, .inPeek, atMilliseconds: 0, host: "Catalog", kind: .push))
        analytics.record(
            analyticsChange(session: 1, .popped, atMilliseconds: 100, host: "Search", kind: .presentModally)
        )
        let all = Breakdown(
            peeks: 1, pops: 1, interruptions: [:], popThroughRate: 1,
            timeInPeek: DurationStats(
                count: 1, minimumSeconds: 0.1, medianSeconds: 0.1, p95Seconds: 0.1, maximumSeconds: 0.1
            )
        )
        #expect(
            analytics.report
                == PeekAnalyticsReport(totals: all, byHost: ["Catalog": all], byDestinationKind: ["push": all])
        )
    }

    // S17: attached mid-peek, the active peek is replayed, so its end is no anomaly.
    @Test func analyticsAttachedDuringAPeekCountsThatPeek() throws {
        let flow = AnalyticsFlow()
        let product = flow.source(host: "Catalog", preview: "Product")
        flow.clock.advance(by: .milliseconds(100))
        let preview = try flow.beginPeek(product)
        flow.clock.advance(by: .milliseconds(150))
        let analytics = PeekAnalytics(observing: flow.engine)
        flow.clock.advance(by: .milliseconds(100))
        try flow.engine.commit(preview)

        let all = Breakdown(
            peeks: 1, pops: 1, interruptions: [:], popThroughRate: 1,
            timeInPeek: DurationStats(
                count: 1, minimumSeconds: 0.25, medianSeconds: 0.25, p95Seconds: 0.25, maximumSeconds: 0.25
            )
        )
        #expect(
            analytics.report
                == PeekAnalyticsReport(totals: all, byHost: ["Catalog": all], byDestinationKind: ["push": all])
        )
    }

    @Test func replayingARecordedLogGivesTheLiveReport() throws {
        let flow = AnalyticsFlow()
        let recorder = EventRecorder(flow.engine.stateChanges)
        let live = PeekAnalytics(observing: flow.engine)
        let product = flow.source(host: "Catalog", preview: "Product")
        let cart = flow.source(host: "Search", preview: "Cart", kind: .presentModally)
        try flow.peek(product, for: .milliseconds(120), then: .pop)
        try flow.peek(cart, for: .milliseconds(80), then: .interrupt(.released))
        try flow.peek(product, for: .milliseconds(40), then: .interrupt(.released))

        let replayed = PeekAnalytics()
        replayed.record(contentsOf: recorder.events)
        #expect(recorder.events.count == 6)
        #expect(replayed.report == live.report)
        #expect(live.report.totals.peeks == 3)
        #expect(live.report.byHost.keys.sorted() == ["Catalog", "Search"])
    }

    @Test func stopObservingEndsTheSubscriptionAndKeepsTheFigures() throws {
        let flow = AnalyticsFlow()
        let product = flow.source(host: "Catalog", preview: "Product")
        let analytics = PeekAnalytics(observing: flow.engine)
        #expect(analytics.isObserving)
        #expect(flow.engine.stateChanges.subscriberCount == 1)
        try flow.peek(product, for: .milliseconds(100), then: .pop)

        analytics.stopObserving()
        #expect(!analytics.isObserving)
        #expect(flow.engine.stateChanges.subscriberCount == 0)
        try flow.peek(product, for: .milliseconds(100), then: .pop)
        #expect(analytics.report.totals.peeks == 1)
        #expect(analytics.report.totals.pops == 1)
    }

    // S19: observers never retain what they observe, nor are they kept alive by it.
    @Test func analyticsNeitherRetainsTheEngineNorOutlivesItsSubscription() {
        weak var weakEngine: PeekEngine?
        var analytics: PeekAnalytics?
        do {
            let engine = PeekEngine(clock: ManualClock())
            weakEngine = engine
            analytics = PeekAnalytics(observing: engine)
            #expect(analytics?.isObserving == true)
        }
        #expect(weakEngine == nil)
        #expect(analytics?.isObserving == false)

        let flow = AnalyticsFlow()
        weak var weakAnalytics: PeekAnalytics?
        do {
            let observing = PeekAnalytics(observing: flow.engine)
            weakAnalytics = observing
            #expect(flow.engine.stateChanges.subscriberCount == 1)
        }
        #expect(weakAnalytics == nil)
        #expect(flow.engine.stateChanges.subscriberCount == 0)
    }

    @Test func reportEncodesToStableJSONAndRoundTrips() throws {
        let flow = AnalyticsFlow()
        let analytics = PeekAnalytics(observing: flow.engine)
        let product = flow.source(host: "Catalog", preview: "Product")
        let cart = flow.source(host: "Search", preview: "Cart", kind: .presentModally)
        try flow.peek(product, for: .milliseconds(100), then: .pop)
        try flow.peek(product, for: .milliseconds(300), then: .interrupt(.released))
        try flow.beginPeek(cart)
        let report = analytics.report

        let ended =
            #"{"actions":{},"interruptions":{"released":1},"peeks":2,"popThroughRate":0.5,"pops":1,"#
            + #""timeInPeek":{"count":2,"maximumSeconds":0.3,"medianSeconds":0.1,"minimumSeconds":0.1,"p95Seconds":0.3}}"#
        let inPeek = #"{"actions":{},"interruptions":{},"peeks":1,"pops":0}"#
        let totals =
            #"{"actions":{},"interruptions":{"released":1},"peeks":3,"popThroughRate":0.5,"pops":1,"#
            + #""timeInPeek":{"count":2,"maximumSeconds":0.3,"medianSeconds":0.1,"minimumSeconds":0.1,"p95Seconds":0.3}}"#
        let json = try report.jsonString()
        #expect(
            json
                == #"{"anomalies":0,"byDestinationKind":{"presentModally":\#(inPeek),"push":\#(ended)},"#
                + #""byHost":{"Catalog":\#(ended),"Search":\#(inPeek)},"totals":\#(totals)}"#
        )
        #expect(try JSONDecoder().decode(PeekAnalyticsReport.self, from: Data(json.utf8)) == report)
        let pretty = try report.jsonString(prettyPrinted: true)
        #expect(pretty.contains("\n"))
        #expect(try JSONDecoder().decode(PeekAnalyticsReport.self, from: Data(pretty.utf8)) == report)
    }

    @Test func aReportWithANonFiniteNumberCannotBeEncoded() {
        let report = PeekAnalyticsReport(totals: Breakdown(peeks: 1, pops: 1, popThroughRate: .nan))
        let error = #expect(throws: AnalyticsError.self) { try report.jsonString() }
        #expect(error?.code == .encodingFailed)
    }

    @Test func formattedReportIsAShortStableTable() {
        let short = Breakdown(
            peeks: 4, pops: 2, actions: ["share": 1], interruptions: ["released": 1], popThroughRate: 0.5,
            timeInPeek: DurationStats(
                count: 4, minimumSeconds: 0.1, medianSeconds: 0.25, p95Seconds: 1.5, maximumSeconds: 12.3456
            )
        )
        let open = Breakdown(peeks: 1)
        let all = Breakdown(
            peeks: 8, pops: 2, actions: ["share": 1, "cart": 1], interruptions: ["superseded": 2, "released": 1],
            popThroughRate: 2.0 / 7.0, timeInPeek: short.timeInPeek
        )
        let report = PeekAnalyticsReport(
            totals: all,
            byHost: ["Catalog": short, "AVeryLongHostScreenName": open],
            byDestinationKind: ["push": short, "presentModally": open],
            anomalies: 2
        )
        let expected = [
            "Peek and pop analytics (in peek: 1, anomalies: 2)",
            "               peeks  pops  acts  intr   pop%     min  median     p95     max",
            "all                8     2     2     3  28.6%  0.100s  0.250s  1.500s 12.346s",
            "host AVeryLon…     1     0     0     0      -       -       -       -       -",
            "host Catalog       4     2     1     1  50.0%  0.100s  0.250s  1.500s 12.346s",
            "kind presentM…     1     0     0     0      -       -       -       -       -",
            "kind push          4     2     1     1  50.0%  0.100s  0.250s  1.500s 12.346s",
            "interrupted: released 1, superseded 2",
            "actions: cart 1, share 1",
        ]
        #expect(report.formatted() == expected.joined(separator: "\n"))
        #expect(report.formatted().split(separator: "\n").allSatisfy { $0.count <= 77 })
        #expect(PeekAnalyticsReport().formatted().hasSuffix("interrupted: none\nactions: none"))
    }

    @Test func actionsAreCountedByIdentifierBesidePopsAndInterruptions() throws {
        // S24: the funnel gains "peek → action".
        let flow = AnalyticsFlow()
        let analytics = PeekAnalytics(observing: flow.engine)
        let product = flow.source(host: "Catalog", preview: "Product", actions: ["cart", "share"])

        try flow.peek(product, for: .milliseconds(100), then: .action("share"))
        try flow.peek(product, for: .milliseconds(200), then: .pop)
        try flow.peek(product, for: .milliseconds(300), then: .action("cart"))
        try flow.peek(product, for: .milliseconds(400), then: .action("share"))
        try flow.beginPeek(product)

        let expected = Breakdown(
            peeks: 5, pops: 1, actions: ["share": 2, "cart": 1], interruptions: [:], popThroughRate: 0.25,
            timeInPeek: DurationStats(
                count: 4, minimumSeconds: 0.1, medianSeconds: 0.2, p95Seconds: 0.4, maximumSeconds: 0.4
            )
        )
        let report = analytics.report
        #expect(
            report
                == PeekAnalyticsReport(
                    totals: expected, byHost: ["Catalog": expected], byDestinationKind: ["push": expected]))
        #expect(report.totals.actionCount == 3)
        #expect(report.totals.actionRate == 0.75)
        #expect(report.totals.peeksInProgress == 1)
        #expect(Breakdown(peeks: 1).actionRate == nil)
    }

    @Test func anActionOnAnotherStateOrAnActionSelectedWithoutOneIsAnAnomaly() {
        let analytics = PeekAnalytics()
        analytics.record(contentsOf: [
            analyticsChange(session: 1, .inPeek, atMilliseconds: 0),
            analyticsChange(session: 1, .actionSelected, atMilliseconds: 10),  // No action: anomaly 1.
            analyticsChange(session: 1, .popped, action: "cart", atMilliseconds: 20),  // Action on pop: 2.
            analyticsChange(session: 1, .actionSelected, action: "cart", atMilliseconds: 30),
            analyticsChange(session: 1, .actionSelected, action: "cart", atMilliseconds: 40),  // Second end: 3.
        ])
        #expect(analytics.report.totals.actions == ["cart": 1])
        #expect(analytics.anomalies == 3)
    }

    @Test func aReportWrittenBeforeActionsExistedStillDecodes() throws {
        let json =
            #"{"anomalies":0,"byDestinationKind":{},"byHost":{},"totals":{"interruptions":{},"peeks":1,"pops":1}}"#
        let report = try JSONDecoder().decode(PeekAnalyticsReport.self, from: Data(json.utf8))
        #expect(report == PeekAnalyticsReport(totals: Breakdown(peeks: 1, pops: 1)))
    }
}
