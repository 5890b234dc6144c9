import PeekAndPop

/// Runs scenarios on a fresh app, in order, between an introduction and the
/// analytics summary; or, for `--json`, prints only the state-change stream.
@MainActor
struct Story {
    /// What to print.
    enum Output {
        /// The narrated story.
        case prose
        /// The JSON Lines stream of state changes (``StateChangeExporter``).
        case jsonLines
    }

    let scenarios: [Scenario]
    let output: Output
    let style: TextRenderer.Style

    /// Runs the story and returns every frame it showed, for the storyboard.
    func run() async throws -> [Frame] {
        let app = DemoApp()
        let narrator = Narrator(style: style, isMuted: output == .jsonLines)
        let exporter = StateChangeExporter()
        let output = self.output
        let observation = app.engine.observe { change in
            switch output {
            case .prose:
                narrator.published(change)
            case .jsonLines:
                var standardOutput = StandardOutput()
                exporter.write(change, to: &standardOutput)
            }
        }
        defer { observation.cancel() }

        introduce(app, narrator)
        let stage = Stage(app: app, narrator: narrator)
        for (index, scenario) in scenarios.enumerated() {
            narrator.heading("\(index + 1). \(scenario.title)  [--scenario \(scenario.name)]")
            try await scenario.run(stage)
            await app.settle()
        }
        summarize(app, narrator)
        return narrator.frames
    }

    private func introduce(_ app: DemoApp, _ narrator: Narrator) {
        narrator.title("PeekAndPop demo: peek and pop on a headless host")
        narrator.say(
            "Press on a row and you see a preview of where a tap would lead (peek). Press harder and the app "
                + "goes there, with the very screen you saw (pop). Let go instead, and the world is exactly as "
                + "before.")
        narrator.blank()
        narrator.say(
            "How: every routing call of the app goes through the engine's transition seam. While the host's "
                + "onPeek handler runs (the capture window), routing calls are frozen instead of performed. Pop "
                + "commits them; letting go discards them. A rule in parentheses, such as (S7), is one of the "
                + "package's rules, stated in the article The rules (Sources/PeekAndPop/PeekAndPop.docc/Rules.md). "
                + "Time comes from a manual clock, so every run prints exactly the same.")
        narrator.blank()
        narrator.say(
            "The app has three tabs; the first is a catalog list in a navigation stack. Each row's tap handler "
                + "routes (a push, a deep link, a push after loading). The catalog's table is registered as a "
                + "source view, and its onPeek calls the same handler that a tap calls: the app has no routing "
                + "code of its own for peek and pop. A product's preview also offers actions: Add to cart, and "
                + "Share, which presents a sheet once the peek has ended (S24).")
        narrator.detail("navigation tree: \(app.snapshot())")
        narrator.show(app.frame("The app at rest"))
    }

    private func summarize(_ app: DemoApp, _ narrator: Narrator) {
        narrator.heading("Analytics")
        narrator.say(
            "PeekAnalytics observed the engine's state stream from the start, and nothing else (S16): peeks, "
                + "pops, actions by identifier, interruptions by reason, and the time spent in peek, read from "
                + "the manual clock. The same stream as JSON Lines: --json.")
        narrator.blank()
        for line in app.analytics.report.formatted().split(separator: "\n", omittingEmptySubsequences: false) {
            narrator.verbatim(String(line))
        }
    }
}

/// The standard output as a `TextOutputStream`.
struct StandardOutput: TextOutputStream {
    mutating func write(_ string: String) {
        print(string, terminator: "")
    }
}
