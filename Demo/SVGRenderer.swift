/// Draws frames as a storyboard: one SVG picture with a phone per frame, four
/// to a row, each captioned.
///
/// In each phone the surroundings are drawn in a group blurred with an
/// `feGaussianBlur` filter whose strength follows the preview progress; the
/// sharp lines (the row under the finger, then the source rect) are drawn
/// over them unfiltered; at peek the preview card is drawn on top. The
/// document is well-formed XML, with every text escaped.
struct SVGRenderer {
    static let columns = 4
    static let cellWidth = 220.0
    static let cellHeight = 400.0
    static let headerHeight = 48.0
    /// The phone is the 320 × 568 point window at half scale.
    static let scale = 0.5
    static let phoneWidth = DemoApp.windowSize.width * scale
    static let phoneHeight = DemoApp.windowSize.height * scale
    static let navigationHeight = DemoApp.tableOrigin.y * scale
    static let rowHeight = CatalogScreen.rowHeight * scale
    static let tabBarHeight = 25.0
    /// The standard deviations of the blur levels 1, 2 and 3 (see ``TextRenderer/blurLevel(_:)``).
    static let blurDeviations = ["0.8", "1.6", "2.6"]

    /// The whole storyboard.
    func render(_ frames: [Frame], title: String) -> String {
        let rows = max(1, (frames.count + Self.columns - 1) / Self.columns)
        let width = Self.cellWidth * Double(Self.columns)
        let height = Self.headerHeight + Self.cellHeight * Double(rows)
        var svg: [String] = []
        svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
        svg.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.number(width))\" "
                + "height=\"\(Self.number(height))\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" "
                + "font-family=\"Helvetica, Arial, sans-serif\">")
        svg.append("<title>\(Self.escape(title))</title>")
        svg.append("<defs>")
        for (index, deviation) in Self.blurDeviations.enumerated() {
            svg.append(
                "<filter id=\"blur-\(index + 1)\" x=\"-10%\" y=\"-10%\" width=\"120%\" height=\"120%\">"
                    + "<feGaussianBlur stdDeviation=\"\(deviation)\"/></filter>")
        }
        svg.append(
            "<clipPath id=\"screen\"><rect x=\"0\" y=\"0\" width=\"\(Self.number(Self.phoneWidth))\" "
                + "height=\"\(Self.number(Self.phoneHeight))\" rx=\"14\"/></clipPath>")
        svg.append("</defs>")
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"#f4f4f6\"/>")
        svg.append("<text x=\"20\" y=\"30\" font-size=\"18\" font-weight=\"bold\">\(Self.escape(title))</text>")
        for (index, frame) in frames.enumerated() {
            let x = Self.cellWidth * Double(index % Self.columns)
            let y = Self.headerHeight + Self.cellHeight * Double(index / Self.columns)
            svg.append(contentsOf: cell(frame, number: index + 1, x: x, y: y))
        }
        svg.append("</svg>")
        return svg.joined(separator: "\n") + "\n"
    }

    private func cell(_ frame: Frame, number: Int, x: Double, y: Double) -> [String] {
        var out: [String] = []
        out.append(
            "<g class=\"frame\" id=\"frame-\(number)\" transform=\"translate(\(Self.number(x)) \(Self.number(y)))\">")
        for (line, text) in Self.wrap("\(number). \(frame.caption)", width: 30).prefix(2).enumerated() {
            out.append(
                "<text x=\"20\" y=\"\(18 + 14 * line)\" font-size=\"11\" font-weight=\"bold\">\(Self.escape(text))</text>"
            )
        }
        out.append("<g transform=\"translate(20 44)\">")
        out.append(
            "<rect x=\"0\" y=\"0\" width=\"\(Self.number(Self.phoneWidth))\" height=\"\(Self.number(Self.phoneHeight))\" "
                + "rx=\"14\" fill=\"#ffffff\" stroke=\"#222222\" stroke-width=\"2\"/>")
        out.append("<g clip-path=\"url(#screen)\">")

        let level = TextRenderer.blurLevel(frame.blur)
        let filter = level > 0 ? " filter=\"url(#blur-\(level))\"" : ""
        let opacity = Self.number(1 - 0.4 * min(1, frame.blur))
        out.append("<g class=\"surroundings\"\(filter) opacity=\"\(opacity)\">")
        out.append(contentsOf: navigationBar(frame))
        for index in frame.lines.indices where frame.sharpLines?.contains(index) != true {
            out.append(contentsOf: row(frame.lines[index], index: index, isSharp: false))
        }
        out.append(contentsOf: tabBar(frame))
        out.append("</g>")

        if let sharp = frame.sharpLines {
            out.append("<g class=\"source-rect\">")
            for index in sharp where frame.lines.indices.contains(index) {
                out.append(contentsOf: row(frame.lines[index], index: index, isSharp: true))
            }
            out.append("</g>")
        }
        if let column = frame.detailColumn {
            out.append(contentsOf: detailColumn(column))
        }
        if let card = frame.card {
            out.append(contentsOf: self.card(card, frame: frame))
        }
        if let line = frame.fingerLine {
            let radius = Self.number(6 + 10 * frame.pressure)
            let centerY = Self.number(Self.navigationHeight + Self.rowHeight * (Double(line) + 0.5))
            out.append(
                "<circle class=\"finger\" cx=\"\(Self.number(Self.phoneWidth / 2))\" cy=\"\(centerY)\" r=\"\(radius)\" "
                    + "fill=\"#e0403a\" fill-opacity=\"0.35\" stroke=\"#e0403a\"/>")
        }
        out.append("</g>")
        out.append("</g>")
        let notes = [
            "t=\(TextRenderer.seconds(frame.time))  \(frame.status)",
            "pressure \(TextRenderer.percent(frame.pressure)) of the maximum force",
            "preview \(TextRenderer.percent(frame.previewProgress)) · commit \(TextRenderer.percent(frame.commitProgress))",
        ]
        for (line, text) in notes.enumerated() {
            let noteY = Self.number(44 + Self.phoneHeight + 18 + 13 * Double(line))
            out.append("<text x=\"20\" y=\"\(noteY)\" font-size=\"10\" fill=\"#444444\">\(Self.escape(text))</text>")
        }
        out.append("</g>")
        return out
    }

    /// The secondary column of an expanded split: the right half of the
    /// screen, beside the primary column.
    private func detailColumn(_ column: Frame.Column) -> [String] {
        let x = Self.phoneWidth / 2
        var out = [
            "<g class=\"detail-column\">",
            "<rect x=\"\(Self.number(x))\" y=\"0\" width=\"\(Self.number(x))\" height=\"\(Self.number(Self.phoneHeight))\" "
                + "fill=\"#fbfbfd\" stroke=\"#c8c8d0\"/>",
            "<text x=\"\(Self.number(x + 6))\" y=\"20\" font-size=\"9\" font-weight=\"bold\">"
                + "\(Self.escape(column.title))</text>",
        ]
        for (index, line) in column.lines.prefix(6).enumerated() {
            let y = Self.number(Self.navigationHeight + Self.rowHeight * (Double(index) + 0.6))
            out.append(
                "<text x=\"\(Self.number(x + 6))\" y=\"\(y)\" font-size=\"8\">\(Self.escape(String(line.text.prefix(18))))</text>"
            )
        }
        out.append("</g>")
        return out
    }

    private func navigationBar(_ frame: Frame) -> [String] {
        var out = [
            "<rect x=\"0\" y=\"0\" width=\"\(Self.number(Self.phoneWidth))\" "
                + "height=\"\(Self.number(Self.navigationHeight))\" fill=\"#f7f7f7\"/>"
        ]
        if let back = frame.backTitle {
            out.append("<text x=\"8\" y=\"21\" font-size=\"10\" fill=\"#1a73e8\">‹ \(Self.escape(back))</text>")
            out.append(
                "<text x=\"152\" y=\"21\" font-size=\"11\" font-weight=\"bold\" text-anchor=\"end\">"
                    + "\(Self.escape(frame.title))</text>")
        } else {
            out.append(
                "<text x=\"8\" y=\"22\" font-size=\"13\" font-weight=\"bold\">\(Self.escape(frame.title))</text>")
        }
        return out
    }

    private func row(_ line: ContentLine, index: Int, isSharp: Bool) -> [String] {
        let top = Self.navigationHeight + Self.rowHeight * Double(index)
        var out: [String] = []
        if isSharp {
            out.append(
                "<rect x=\"2\" y=\"\(Self.number(top + 1))\" width=\"\(Self.number(Self.phoneWidth - 4))\" "
                    + "height=\"\(Self.number(Self.rowHeight - 2))\" rx=\"4\" fill=\"#ffffff\" stroke=\"#1a73e8\"/>")
        }
        let baseline = Self.number(top + 14)
        out.append("<text x=\"8\" y=\"\(baseline)\" font-size=\"9\">\(Self.escape(line.text))</text>")
        if !line.accessory.isEmpty {
            out.append(
                "<text x=\"152\" y=\"\(baseline)\" font-size=\"9\" text-anchor=\"end\" fill=\"#666666\">"
                    + "\(Self.escape(line.accessory))</text>")
        }
        out.append(
            "<line x1=\"8\" y1=\"\(Self.number(top + Self.rowHeight))\" x2=\"\(Self.number(Self.phoneWidth))\" "
                + "y2=\"\(Self.number(top + Self.rowHeight))\" stroke=\"#e2e2e2\"/>")
        return out
    }

    private func tabBar(_ frame: Frame) -> [String] {
        let top = Self.phoneHeight - Self.tabBarHeight
        var out = [
            "<rect x=\"0\" y=\"\(Self.number(top))\" width=\"\(Self.number(Self.phoneWidth))\" "
                + "height=\"\(Self.number(Self.tabBarHeight))\" fill=\"#f7f7f7\"/>"
        ]
        let slot = Self.phoneWidth / Double(max(1, frame.tabs.count))
        for (index, tab) in frame.tabs.enumerated() {
            let isSelected = index == frame.selectedTab
            out.append(
                "<text x=\"\(Self.number(slot * (Double(index) + 0.5)))\" y=\"\(Self.number(top + 16))\" font-size=\"9\" "
                    + "text-anchor=\"middle\" fill=\"\(isSelected ? "#1a73e8" : "#888888")\""
                    + "\(isSelected ? " font-weight=\"bold\"" : "")>\(Self.escape(tab))</text>")
        }
        return out
    }

    private func card(_ card: Frame.Card, frame: Frame) -> [String] {
        let height = 80.0
        let source = Double(frame.sharpLines?.lowerBound ?? 2)
        let below = Self.navigationHeight + Self.rowHeight * (source + 1) + 6
        let top =
            below + height <= Self.phoneHeight - 4
            ? below : Self.navigationHeight + Self.rowHeight * source - 6 - height
        var out = ["<g class=\"preview-card\">"]
        out.append(
            "<rect x=\"14\" y=\"\(Self.number(top + 3))\" width=\"136\" height=\"\(Self.number(height))\" rx=\"10\" "
                + "fill=\"#000000\" fill-opacity=\"0.3\" filter=\"url(#blur-2)\"/>")
        out.append(
            "<rect x=\"12\" y=\"\(Self.number(top))\" width=\"136\" height=\"\(Self.number(height))\" rx=\"10\" "
                + "fill=\"#ffffff\" stroke=\"#1a73e8\" stroke-width=\"1.5\"/>")
        for (index, line) in card.lines.prefix(3).enumerated() {
            let baseline = Self.number(top + 18 + 15 * Double(index))
            let weight = index == 0 ? " font-weight=\"bold\"" : ""
            let size = index == 0 ? "10" : "8"
            out.append(
                "<text x=\"20\" y=\"\(baseline)\" font-size=\"\(size)\"\(weight)>\(Self.escape(line.text))</text>")
            if !line.accessory.isEmpty {
                out.append(
                    "<text x=\"140\" y=\"\(baseline)\" font-size=\"\(size)\" text-anchor=\"end\">"
                        + "\(Self.escape(line.accessory))</text>")
            }
        }
        let hint = "press harder to pop: \(TextRenderer.percent(frame.commitProgress))"
        out.append(
            "<text x=\"80\" y=\"\(Self.number(top + height - 8))\" font-size=\"8\" text-anchor=\"middle\" "
                + "fill=\"#888888\">\(Self.escape(hint))</text>")
        out.append("</g>")
        return out
    }

    // MARK: Text

    /// Escapes the five XML special characters.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// `12`, `12.5`: one decimal at most, without Foundation's formatting.
    static func number(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = abs(tenths)
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }

    /// Wraps `text` at spaces into lines of at most `width` characters.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
