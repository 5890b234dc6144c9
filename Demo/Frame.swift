import PeekAndPop

/// One picture of the app as the user sees it, with the press that is under
/// way: what both renderers draw.
///
/// A frame holds only values (titles, lines, numbers), never a screen, so
/// keeping frames for the storyboard keeps no screen alive (S19).
struct Frame: Sendable, Hashable {
    /// The preview shown over the blurred app at peek.
    struct Card: Sendable, Hashable {
        var lines: [ContentLine]
    }

    /// The secondary (detail) column of an expanded split, beside the main area.
    struct Column: Sendable, Hashable {
        var title: String
        var lines: [ContentLine]
    }

    /// What the frame shows, in a few words.
    var caption: String
    /// The manual clock's time.
    var time: Duration
    /// The navigation bar: the title, and the previous screen's title when
    /// the screen was pushed.
    var title: String
    var backTitle: String?
    /// The content of the screen on top.
    var lines: [ContentLine]
    var tabs: [String]
    var selectedTab: Int
    /// The content line under the finger, if the finger is down on the catalog.
    var fingerLine: Int?
    /// Whether the finger presses at ``fingerLine`` or only hovers over it
    /// (in the interactive mode, before it goes down).
    var isFingerDown = true
    /// The content lines that stay sharp while the rest blurs: the row under
    /// the finger as pressure rises, then the session's source rect (S15).
    var sharpLines: ClosedRange<Int>?
    /// How blurred everything else is, from 0 (sharp) to 1 (at peek).
    var blur: Double
    /// The force, as a fraction of the maximum.
    var pressure: Double
    var peekThreshold: Double
    var popThreshold: Double
    var previewProgress: Double
    var commitProgress: Double
    var card: Card?
    /// The gesture's and the engine's state, in a few words.
    var status: String
    /// The detail column of an expanded split; `nil` otherwise.
    var detailColumn: Column? = nil
}

extension DemoApp {
    /// The app as the user sees it now.
    func frame(_ caption: String) -> Frame {
        let top = mainScreen
        let onCatalog = top === catalog
        let recognizer = interaction.recognizer
        let fingerLine = touch.location.flatMap { onCatalog ? row(atWindowPoint: $0) : nil }
        let peek = engine.activePeek

        var sharp: ClosedRange<Int>?
        var blur = 0.0
        if let peek {
            sharp = lines(coveredBy: peek.sourceRect)
            blur = 1
        } else if let fingerLine, recognizer.state == .tracking {
            sharp = fingerLine...fingerLine
            blur = recognizer.previewProgress
        }

        var backTitle: String?
        if let screens = navigation.topmostStack?.screens, screens.count > 1, screens.last === top {
            backTitle = (screens[screens.count - 2] as? any DemoScreen)?.title
        }
        let preview = peek?.previewScreen as? any DemoScreen
        return Frame(
            caption: caption,
            time: clock.now.offset,
            title: top?.title ?? "",
            backTitle: backTitle,
            lines: top?.lines ?? [],
            tabs: tabs == nil ? [] : Self.tabTitles,
            selectedTab: tabs?.selectedIndex ?? 0,
            fingerLine: fingerLine,
            isFingerDown: true,
            sharpLines: sharp,
            blur: blur,
            pressure: touch.location == nil ? 0 : touch.fraction,
            peekThreshold: pressureThresholds.peek,
            popThreshold: pressureThresholds.pop,
            previewProgress: touch.location == nil ? 0 : recognizer.previewProgress,
            commitProgress: touch.location == nil ? 0 : recognizer.commitProgress,
            card: preview.map { Frame.Card(lines: cardLines(of: $0, actions: peek?.actions ?? [])) },
            status: status(peek: peek),
            detailColumn: detailColumn()
        )
    }

    /// The secondary column's top screen, while a split is expanded.
    private func detailColumn() -> Frame.Column? {
        guard let split, !split.isCollapsed, navigation.presentations.isEmpty,
            let detail = split.secondary.topScreen as? any DemoScreen
        else { return nil }
        return Frame.Column(title: detail.title, lines: detail.lines)
    }

    /// The preview card's lines: the preview's first lines and, when the peek
    /// offers actions, a last line naming them (swipe up to reveal, S24).
    private func cardLines(of preview: any DemoScreen, actions: [PreviewAction]) -> [ContentLine] {
        guard !actions.isEmpty else { return Array(preview.lines.prefix(3)) }
        let titles = actions.map(\.title).joined(separator: " · ")
        return Array(preview.lines.prefix(2)) + [ContentLine(text: "↑ \(titles)")]
    }

    /// The catalog rows that a rect in the table's coordinates covers.
    private func lines(coveredBy rect: Rect) -> ClosedRange<Int>? {
        guard !rect.isEmpty else { return nil }
        let first = Int((rect.minY / CatalogScreen.rowHeight).rounded(.down))
        let last = Int((rect.maxY / CatalogScreen.rowHeight).rounded(.up)) - 1
        let rows = catalog.items.indices
        guard first <= last, rows.contains(first) else { return nil }
        return first...min(last, rows.upperBound - 1)
    }

    private func status(peek: ActivePeek?) -> String {
        if let peek {
            return "in peek (\(peek.sessionID))"
        }
        guard touch.location != nil else { return "finger up" }
        switch interaction.recognizer.state {
        case .possible, .tracking: return "pressing"
        case .peeking: return "peek: no preview"
        case .popped: return "popped"
        case .cancelled: return "cancelled"
        case .failed: return "failed: scrolling wins"
        }
    }
}
