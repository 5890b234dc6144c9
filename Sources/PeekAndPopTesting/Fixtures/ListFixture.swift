import PeekAndPop
import PeekAndPopNavigation

/// A list screen for tests: a table of rows in a headless window, registered
/// for previewing as one source view whose rows are source rects.
///
/// Peeking at a row pushes a ``FixtureDetailScreen`` for it through the list's
/// module router, exactly as a tap on the row does (``tapRow(_:)``).
@MainActor
public final class FixtureListScreen: Screen {
    /// The rows' titles, top to bottom.
    public let rows: [String]
    /// The height of one row, in points.
    public let rowHeight: Double
    /// The table view: the registered source view.
    public let table: ViewNode
    /// The list's module router.
    public let router: ModuleRouter

    init(rows: [String], rowHeight: Double, table: ViewNode, router: ModuleRouter) {
        self.rows = rows
        self.rowHeight = rowHeight
        self.table = table
        self.router = router
    }

    public var screenName: String { "List" }

    /// The frame of row `index` in the table's coordinates.
    public func frame(ofRow index: Int) -> Rect {
        Rect(x: 0, y: Double(index) * rowHeight, width: table.bounds.width, height: rowHeight)
    }

    /// The row under `point` (in the table's coordinates), if any.
    public func row(at point: Point) -> Int? {
        guard point.y >= 0, point.isFinite else { return nil }
        let index = Int(point.y / rowHeight)
        return index < rows.count ? index : nil
    }

    /// What a tap on row `index` does: push its detail screen.
    @discardableResult
    public func tapRow(_ index: Int) throws(NavigationError) -> RoutingOutcome {
        let title = rows[index]
        return try router.push { seed in FixtureDetailScreen(title: title, router: ModuleRouter(seed: seed)) }
    }
}

/// The detail screen a ``FixtureListScreen`` row leads to.
@MainActor
public final class FixtureDetailScreen: Screen {
    /// The row's title.
    public let title: String
    /// The detail's own module router.
    public let router: ModuleRouter

    /// Creates a detail screen.
    public init(title: String, router: ModuleRouter) {
        self.title = title
        self.router = router
    }

    public var screenName: String { title }
}

/// Everything a host's first peek-and-pop test needs, wired together: a
/// manual clock, an engine, a headless navigation host whose root stack holds
/// a list of rows in a window, a force-touch interaction for the list, a
/// simulator, and a recorder of state changes.
///
/// ```swift
/// let app = ListFixture()
/// try app.touch.peek(at: app.center(ofRow: 3))
/// try app.touch.pop()
/// try app.touch.release()
/// #expect(app.stackTitles == ["List", "Row 4"])
/// ```
@MainActor
public final class ListFixture {
    /// The clock everything takes its time from.
    public let clock = ManualClock()
    /// Diagnostics reported by the engine and the navigation host.
    public let diagnostics = DiagnosticsRecorder()
    /// The engine.
    public let engine: PeekEngine
    /// The headless navigation host.
    public let navigation: NavigationHost
    /// The window the list's table lives in.
    public let window: ViewNode
    /// The list screen at the root of the stack.
    public let list: FixtureListScreen
    /// The list's previewing context (its table).
    public let context: PreviewingContext
    /// The force-touch interaction bound to the list.
    public let interaction: PeekInteraction
    /// The simulated finger.
    public let touch: ForceTouchSimulator
    /// Every state change the engine publishes.
    public let stateChanges: EventRecorder<PeekAndPopStateChange>

    /// Creates the fixture.
    ///
    /// - Parameters:
    ///   - rows: The list's rows; by default "Row 1" … "Row 20".
    ///   - rowHeight: The height of one row; 44 points by default.
    ///   - tableOrigin: Where the table sits in the window.
    ///   - mode: Force or long-press recognition.
    public init(
        rows: [String] = (1...20).map { "Row \($0)" },
        rowHeight: Double = 44,
        tableOrigin: Point = Point(x: 0, y: 64),
        mode: RecognitionMode = .force(.default)
    ) {
        engine = PeekEngine(clock: clock, diagnostics: diagnostics.sink)
        navigation = NavigationHost(engine: engine, clock: clock)
        window = ViewNode(name: "window", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let table = ViewNode(
            name: "table",
            frame: Rect(x: tableOrigin.x, y: tableOrigin.y, width: 320, height: Double(rows.count) * rowHeight)
        )
        window.addSubview(table)
        var made: FixtureListScreen?
        navigation.setRoot(
            .stack([
                { seed in
                    let list = FixtureListScreen(
                        rows: rows, rowHeight: rowHeight, table: table, router: ModuleRouter(seed: seed))
                    made = list
                    return list
                }
            ]))
        let list = made!
        self.list = list
        stateChanges = EventRecorder(engine.stateChanges)
        interaction = PeekInteraction(engine: engine, host: list, rootView: window, mode: mode)
        touch = ForceTouchSimulator(interaction: interaction, clock: clock)
        context = engine.register(host: list, sourceView: table) { [unowned list] context, location in
            guard let row = list.row(at: location) else { return }
            context.sourceRect = list.frame(ofRow: row)
            _ = try? list.tapRow(row)
        }
    }

    /// The center of row `index`, in the window's coordinates (where touches are).
    ///
    /// ```swift
    /// try app.touch.peek(at: app.center(ofRow: 2))
    /// ```
    ///
    /// - Parameter index: The row, `0` at the top.
    /// - Returns: The row's center in the window's coordinates.
    /// - Throws: ``SimulatorError`` with code `.notInWindow` once the table
    ///   has left the window (there is no such point to touch).
    public func center(ofRow index: Int) throws(SimulatorError) -> Point {
        let frame = list.frame(ofRow: index)
        guard let center = window.convert(Point(x: frame.midX, y: frame.midY), from: list.table) else {
            throw SimulatorError(
                code: .notInWindow,
                details: ["row \(index): the list's table is not in the fixture's window, so it has no point to touch"]
            )
        }
        return center
    }

    /// The screens of the root stack, bottom first.
    public var stack: [any Screen] {
        guard case .stack(let stack) = navigation.root else { return [] }
        return stack.screens
    }

    /// The names of the root stack's screens, bottom first.
    public var stackTitles: [String] { stack.map(\.screenName) }

    /// The state changes recorded so far, as summaries such as
    /// `session#1 inPeek`.
    public var stateSummaries: [String] { stateChanges.events.map(\.summary) }
}
