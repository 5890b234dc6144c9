/// Draws a ``Frame`` as text: a phone 36 columns wide, with the finger and
/// the press's numbers beside it, 80 columns at most.
///
/// Everything outside the sharp lines is shaded as the preview progress
/// rises. In a terminal the shading is the dim style (and, near the peek,
/// blocks instead of letters); otherwise it is plain characters: `·` between
/// the words, then `░` for the letters.
struct TextRenderer {
    enum Style: Sendable {
        /// Plain characters only: for pipes, files and tests.
        case plain
        /// ANSI styles, for a terminal.
        case terminal
    }

    let style: Style

    /// The phone's width inside its border.
    static let innerWidth = 34
    /// The number of content lines the phone shows.
    static let contentLines = 8
    /// The width of a whole line: the phone, the finger, the notes.
    static let maximumWidth = 80

    /// A run of text with one style.
    private struct Span {
        var text: String
        var isDimmed = false
        var isBold = false
    }

    /// The frame's lines, without final newlines.
    func render(_ frame: Frame) -> [String] {
        let level = Self.blurLevel(frame.blur)
        var canvas: [[Span]] = []
        // 0: navigation bar; 1: separator; 2…9: content; 10: separator; 11: tab bar.
        let navigation =
            frame.backTitle.map { Self.row("‹ \($0)", accessory: frame.title) } ?? Self.row(frame.title, accessory: "")
        canvas.append(shaded(navigation, level: level))
        canvas.append([Span(text: String(repeating: "─", count: Self.innerWidth))])
        for index in 0..<Self.contentLines {
            let line = index < frame.lines.count ? frame.lines[index] : ContentLine(text: "")
            let text = Self.row(line.text, accessory: line.accessory)
            if frame.sharpLines?.contains(index) == true {
                canvas.append([Span(text: text, isBold: level > 0)])
            } else {
                canvas.append(shaded(text, level: level))
            }
        }
        canvas.append([Span(text: String(repeating: "─", count: Self.innerWidth))])
        canvas.append(shaded(Self.tabBar(frame.tabs, selected: frame.selectedTab), level: level))

        if let card = frame.card {
            let anchor = (frame.sharpLines?.lowerBound ?? 2) + 2
            let top = anchor + 6 <= canvas.count ? anchor + 1 : max(0, anchor - 5)
            for (offset, line) in Self.cardLines(card, commitProgress: frame.commitProgress).enumerated() {
                let index = top + offset
                guard canvas.indices.contains(index) else { continue }
                canvas[index] = Self.overlay(line, on: canvas[index])
            }
        }

        let notes = self.notes(for: frame)
        var lines: [String] = []
        lines.append("╭" + String(repeating: "─", count: Self.innerWidth) + "╮")
        for (index, spans) in canvas.enumerated() {
            let isSeparator = index == 1 || index == canvas.count - 2
            let (left, right) = isSeparator ? ("├", "┤") : ("│", "│")
            let finger = frame.fingerLine.map { $0 + 2 == index } == true ? (frame.isFingerDown ? " ◀ " : " ◁ ") : "   "
            lines.append(left + spans.map(styled).joined() + right + finger + (notes[index + 1] ?? ""))
        }
        lines.append("╰" + String(repeating: "─", count: Self.innerWidth) + "╯")
        if let column = frame.detailColumn {
            // The secondary column of an expanded split, shown beside the primary one.
            lines.append("detail column: \(column.title)")
            for line in column.lines.prefix(3) {
                lines.append("│" + Self.row(line.text, accessory: line.accessory) + "│")
            }
        }
        return lines.map { Self.trimmingTrailingSpaces($0) }
    }

    // MARK: Notes

    private func notes(for frame: Frame) -> [Int: String] {
        [
            1: "t=\(Self.seconds(frame.time))  \(frame.status)",
            3: "pressure \(Self.gauge(frame.pressure)) \(Self.percent(frame.pressure))",
            4: "         peek at \(Self.percent(frame.peekThreshold)), pop at \(Self.percent(frame.popThreshold))",
            6: "preview  \(Self.gauge(frame.previewProgress)) \(Self.percent(frame.previewProgress))",
            7: "commit   \(Self.gauge(frame.commitProgress)) \(Self.percent(frame.commitProgress))",
            9: "sharp:   \(Self.sharpDescription(frame))",
        ]
    }

    private static func sharpDescription(_ frame: Frame) -> String {
        guard frame.blur > 0 else { return "everything" }
        guard let sharp = frame.sharpLines else { return "nothing" }
        let rows =
            sharp.count == 1 ? "row \(sharp.lowerBound + 1)" : "rows \(sharp.lowerBound + 1)-\(sharp.upperBound + 1)"
        return frame.card == nil ? "\(rows) (under the finger)" : "\(rows) (the source rect)"
    }

    // MARK: Pieces

    /// A line of the phone: `text` on the left, `accessory` on the right.
    static func row(_ text: String, accessory: String, width: Int = innerWidth) -> String {
        let room = width - 2 - accessory.count - (accessory.isEmpty ? 0 : 1)
        let left = text.count > room ? String(text.prefix(room - 1)) + "…" : text
        let gap = width - 2 - left.count - accessory.count
        return " " + left + String(repeating: " ", count: max(0, gap)) + accessory + " "
    }

    static func tabBar(_ tabs: [String], selected: Int) -> String {
        guard !tabs.isEmpty else { return String(repeating: " ", count: innerWidth) }
        let cells = tabs.enumerated().map { $0.offset == selected ? "[\($0.element)]" : " \($0.element) " }
        let used = cells.reduce(0) { $0 + $1.count }
        let gap = max(1, (innerWidth - used) / (cells.count + 1))
        let text = String(repeating: " ", count: gap) + cells.joined(separator: String(repeating: " ", count: gap))
        return text + String(repeating: " ", count: max(0, innerWidth - text.count))
    }

    /// The preview card: 32 columns, 5 lines.
    static func cardLines(_ card: Frame.Card, commitProgress: Double) -> [String] {
        let width = innerWidth - 2
        var lines = ["╭" + String(repeating: "─", count: width - 2) + "╮"]
        for index in 0..<3 {
            let line = index < card.lines.count ? card.lines[index] : ContentLine(text: "")
            lines.append("│" + row(line.text, accessory: line.accessory, width: width - 2) + "│")
        }
        let label = " press harder to pop: \(percent(commitProgress)) "
        let dashes = width - 2 - label.count
        lines.append(
            "╰" + String(repeating: "─", count: dashes / 2) + label + String(repeating: "─", count: dashes - dashes / 2)
                + "╯")
        return lines
    }

    /// Puts a card line over a canvas line, leaving one column on each side.
    private static func overlay(_ card: String, on spans: [Span]) -> [Span] {
        let base = spans.map(\.text).joined()
        let dimmed = spans.first?.isDimmed ?? false
        let left = String(base.prefix(1))
        let right = String(base.dropFirst(1 + card.count))
        return [Span(text: left, isDimmed: dimmed), Span(text: card), Span(text: right, isDimmed: dimmed)]
    }

    /// 0: sharp; 1: lightly blurred; 2: blurred; 3: at peek.
    static func blurLevel(_ blur: Double) -> Int {
        switch blur {
        case ..<0.01: 0
        case ..<0.5: 1
        case ..<1: 2
        default: 3
        }
    }

    private func shaded(_ text: String, level: Int) -> [Span] {
        guard level > 0 else { return [Span(text: text)] }
        var shaded = ""
        for character in text {
            if character == " " {
                shaded.append(style == .plain ? "·" : " ")
            } else {
                shaded.append(level >= 2 ? "░" : character)
            }
        }
        // Keep the phone's margins clean.
        if style == .plain {
            shaded = " " + shaded.dropFirst().dropLast() + " "
        }
        return [Span(text: shaded, isDimmed: true)]
    }

    private func styled(_ span: Span) -> String {
        guard style == .terminal else { return span.text }
        if span.isDimmed { return "\u{1B}[2m" + span.text + "\u{1B}[22m" }
        if span.isBold { return "\u{1B}[1m" + span.text + "\u{1B}[22m" }
        return span.text
    }

    // MARK: Numbers

    static func gauge(_ fraction: Double, cells: Int = 10) -> String {
        let filled = min(cells, max(0, Int((fraction * Double(cells)).rounded())))
        return String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled)
    }

    static func percent(_ fraction: Double) -> String {
        "\(Int((fraction * 100).rounded()))%"
    }

    /// `0.09 seconds` as `0.090s`: milliseconds, without Foundation.
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction + "s"
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
