import PeekAndPop
import PeekAndPopNavigation

/// The app and the narrator, with the steps the scenarios share.
@MainActor
struct Stage {
    let app: DemoApp
    let narrator: Narrator

    /// The same narrator, on another app (one that shares this app's engine,
    /// so that the story's observer reports its state changes too).
    func with(_ app: DemoApp) -> Stage {
        Stage(app: app, narrator: narrator)
    }

    /// What the output says about a preview screen, and a weak reference to
    /// it: a scenario must not keep a discarded preview alive (S19).
    struct Preview {
        let name: String
        let instance: Int
        weak var screen: (any DemoScreen)?

        var label: String { "\(name) (instance #\(instance))" }
    }

    /// Brings the catalog back on top, saying so if the user had to do anything.
    func showCatalog() throws {
        let done = try app.returnToCatalog()
        guard !done.isEmpty else { return }
        narrator.say("(First the user \(done.joined(separator: " and ")) to the catalog.)")
    }

    /// Puts the finger down on catalog row `row`, lightly, and shows the frame.
    func touchDown(onRow row: Int, caption: String) throws {
        try app.touch.touchDown(at: app.center(ofRow: row))
        narrator.show(app.frame(caption))
    }

    /// Ramps the force to `fraction` of the maximum, then shows the frame.
    ///
    /// - Returns: The interaction events other than progress.
    @discardableResult
    func press(
        to fraction: Double, over duration: Duration = .milliseconds(40), caption: String
    ) throws
        -> [PeekInteractionEvent]
    {
        let events = try app.touch.press(to: fraction, over: duration)
        narrator.show(app.frame(caption))
        return events.filter { !$0.isProgress }
    }

    /// The active peek's preview, for later checks.
    func activePreview() -> Preview? {
        guard let screen = app.engine.activePeek?.previewScreen as? any DemoScreen else { return nil }
        return Preview(name: screen.title, instance: screen.instance, screen: screen)
    }

    /// Prints the frozen transition of the active peek (S2–S4).
    func showFrozenTransition() {
        guard let frozen = app.engine.activePeek?.frozenTransition else {
            narrator.detail("(no active peek)")
            return
        }
        narrator.detail("The frozen transition of \(frozen.sessionID), in order; none has run:")
        for entry in frozen.entries {
            narrator.detail("\(entry.id): kind \(entry.kind), label \"\(entry.label)\"", indent: "    ")
        }
        if let preview = activePreview() {
            narrator.detail(
                "preview: \(preview.label), the screen of the first entry that shows one (S3)", indent: "    ")
        }
    }

    /// Prints a snapshot of the navigation tree.
    func showTree(_ label: String, _ snapshot: NavigationSnapshot) {
        let line = "  \(label) \(snapshot)"
        if line.count <= Narrator.width {
            narrator.verbatim(line)
            return
        }
        narrator.detail(label)
        for part in Self.split("\(snapshot)", indent: "    ") {
            narrator.verbatim(part)
        }
    }

    /// Splits a snapshot's description after a container (`], `) so that
    /// each line fits, continuing under the first `{`.
    static func split(_ text: String, indent: String) -> [String] {
        var lines: [String] = []
        var rest = Substring(text)
        var prefix = indent
        let brace = text.firstIndex(of: "{").map { text.distance(from: text.startIndex, to: $0) + 1 } ?? 0
        let continuation = indent + String(repeating: " ", count: brace)
        while prefix.count + rest.count > Narrator.width {
            let room = rest.prefix(Narrator.width - prefix.count)
            guard let comma = room.ranges(of: "], ").last else { break }
            lines.append(prefix + rest[..<rest.index(after: comma.lowerBound)] + ",")
            rest = rest[comma.upperBound...]
            prefix = continuation
        }
        lines.append(prefix + rest)
        return lines
    }

    /// Prints whether the screen on top is `preview`, by identity.
    func checkSameInstance(as preview: Preview) {
        let top = app.topmost
        let onTop = top.map { "\($0.title) (instance #\($0.instance))" } ?? "nothing"
        narrator.detail("previewed: \(preview.label); on top now: \(onTop)")
        let same = preview.screen != nil && top === preview.screen
        narrator.detail("same instance as the preview (===): \(same ? "yes" : "NO") (S7)")
    }

    /// Waits for the app's asynchronous work and prints what the seam did with it.
    func settleAndReport() async {
        await app.settle()
        for finished in app.work.takeFinished() {
            switch finished.result {
            case .success(let outcome):
                narrator.detail("the Task's \"\(finished.label)\" reached the seam: \(outcome.demoDescription)")
            case .failure(let error):
                narrator.detail("the Task's \"\(finished.label)\" failed: \(error)")
            }
        }
    }

    static func yes(_ condition: Bool) -> String { condition ? "yes" : "NO" }
}

extension RoutingOutcome {
    /// `performed(transition#4)`, `discarded(transition#6)` …
    var demoDescription: String {
        switch self {
        case .performed(let id): "performed(\(id))"
        case .frozen(let id, let session): "frozen(\(id), into: \(session))"
        case .deferred(let id, let session): "deferred(\(id), until: \(session))"
        case .discarded(let id): "discarded(\(id))"
        }
    }
}
