import PeekAndPop

/// `--interactive`: the user is the finger. Arrow keys move it over the
/// catalog, space presses harder, enter pops (or taps, with the finger up),
/// a digit chooses a preview action, backspace releases, b goes back, q
/// quits. The screen fits 80 × 24.
///
/// Time still comes from the manual clock: each touch sample advances it by
/// 10 ms, whatever the wall clock does.
@MainActor
final class InteractiveSession {
    /// How many lines of the log the screen shows.
    static let logLines = 6
    static let help = "←↑↓→ move  space press  enter pop/tap  1-9 action  ⌫ release  b back  q quit"

    let app = DemoApp()
    /// Where the finger is, or hovers, in the window's coordinates.
    private(set) var cursor: Point
    private(set) var log: [String] = []
    private var observations: [Subscription] = []

    init() {
        cursor = app.center(ofRow: 0)
        observations.append(app.engine.observe { [weak self] change in self?.note("● \(change.summary)") })
        observations.append(
            app.navigation.changes.subscribe { [weak self] change in
                MainActor.assumeIsolated { self?.note("tree: \(change.summary)") }
            })
        note("Move with the arrows, then hold space to press on a row.")
    }

    /// Runs the session until the user quits or the input ends.
    static func run() async throws {
        guard let terminal = RawTerminal() else {
            throw DemoError("the standard input is not a terminal")
        }
        terminal.enable()
        defer { terminal.restore() }
        let session = InteractiveSession()
        terminal.draw(session.screen())
        while let key = terminal.readKey() {
            guard await session.handle(key) else { break }
            terminal.draw(session.screen())
        }
    }

    /// Applies one key; returns whether to go on.
    func handle(_ key: RawTerminal.Key) async -> Bool {
        do {
            switch key {
            case .quit:
                return false
            case .up, .down, .left, .right:
                try move(key)
            case .space:
                if app.touch.location == nil {
                    record(try app.touch.touchDown(at: cursor))
                } else {
                    record(try app.touch.press(to: min(1, app.touch.fraction + 0.05), over: .milliseconds(20)))
                }
            case .enter:
                if app.touch.location == nil {
                    try tap()
                } else {
                    let pop = app.pressureThresholds.pop + 0.05
                    record(try app.touch.press(to: max(app.touch.fraction, min(1, pop)), over: .milliseconds(40)))
                }
            case .backspace:
                if app.touch.location != nil {
                    record(try app.touch.release())
                }
            case .back:
                if app.touch.location == nil {
                    try back()
                }
            case .action(let number):
                try choose(action: number)
            case .other:
                break
            }
        } catch {
            note("\(error)")
        }
        await app.settle()
        for finished in app.work.takeFinished() {
            switch finished.result {
            case .success(let outcome): note("Task \"\(finished.label)\": \(outcome.demoDescription)")
            case .failure(let error): note("Task \"\(finished.label)\": \(error)")
            }
        }
        return true
    }

    /// The whole screen: at most 24 lines of at most 80 columns.
    func screen() -> [String] {
        var frame = app.frame("")
        if app.touch.location == nil, app.topmost === app.catalog {
            frame.fingerLine = app.row(atWindowPoint: cursor)
            frame.isFingerDown = false
        }
        var lines = [Self.fit("PeekAndPop, interactive · \(app.snapshot())")]
        lines += TextRenderer(style: .terminal).render(frame)
        lines.append("")
        let shown = log.suffix(Self.logLines)
        lines += shown.map { Self.fit($0) }
        lines += Array(repeating: "", count: Self.logLines - shown.count)
        lines.append(Self.help)
        return lines
    }

    // MARK: Keys

    private func move(_ key: RawTerminal.Key) throws {
        let table = app.catalog.table.frame
        var next = cursor
        switch key {
        case .up: next.y -= CatalogScreen.rowHeight
        case .down: next.y += CatalogScreen.rowHeight
        case .left: next.x -= 40
        case .right: next.x += 40
        default: return
        }
        guard table.contains(next) else { return }
        cursor = next
        if app.touch.location != nil {
            record(try app.touch.move(to: cursor))
        }
    }

    private func tap() throws {
        guard app.topmost === app.catalog, let row = app.row(atWindowPoint: cursor) else {
            note("tap: nothing to tap here")
            return
        }
        let outcome = try app.catalog.select(row: row)
        note("tap on \(app.catalog.items[row].title): \(outcome?.demoDescription ?? "a Task was started")")
    }

    /// Chooses the peek's preview action `number` (from 1), as a swipe up
    /// and a tap on it would (S24).
    private func choose(action number: Int) throws {
        guard let actions = app.engine.activePeek?.actions, actions.indices.contains(number - 1) else {
            note("action \(number): the preview offers no such action")
            return
        }
        let id = actions[number - 1].id
        record(app.touch.location == nil ? app.interaction.selectAction(id) : try app.touch.selectAction(id))
    }

    private func back() throws {
        let done = try app.returnToCatalog()
        note(done.isEmpty ? "back: already at the catalog" : "back: the user \(done.joined(separator: " and "))")
    }

    // MARK: Log

    private func record(_ events: [PeekInteractionEvent]) {
        for event in events where !event.isProgress {
            note("finger: \(event)")
        }
    }

    private func note(_ text: String) {
        log.append("t=\(TextRenderer.seconds(app.clock.now.offset))  \(text)")
        if log.count > 50 { log.removeFirst(log.count - 50) }
    }

    private static func fit(_ text: String) -> String {
        text.count <= 80 ? text : String(text.prefix(79)) + "…"
    }
}
