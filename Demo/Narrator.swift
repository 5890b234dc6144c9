import PeekAndPop

/// Writes the story: prose wrapped to fit 80 columns, frames, and the state
/// events as the engine publishes them. Muted, it still collects the frames
/// (for `--svg`) but writes nothing.
@MainActor
final class Narrator {
    /// The widest line the narrator writes.
    static let width = 80

    let style: TextRenderer.Style
    let isMuted: Bool
    /// Every frame shown so far, for the storyboard.
    private(set) var frames: [Frame] = []
    /// How many state changes were published so far.
    private(set) var publishedCount = 0
    private let output: (String) -> Void

    init(style: TextRenderer.Style, isMuted: Bool = false, output: @escaping (String) -> Void = { print($0) }) {
        self.style = style
        self.isMuted = isMuted
        self.output = output
    }

    private func emit(_ line: String) {
        if !isMuted { output(line) }
    }

    // MARK: Prose

    /// A title with a rule under it.
    func title(_ text: String) {
        emit(bold(text))
        emit(String(repeating: "=", count: min(text.count, Self.width)))
    }

    /// A section heading, after a blank line.
    func heading(_ text: String) {
        emit("")
        emit(bold(text))
        emit(String(repeating: "-", count: min(text.count, Self.width)))
    }

    /// A paragraph, wrapped to the width.
    func say(_ text: String) {
        for line in Self.wrap(text, indent: "") { emit(line) }
    }

    /// An indented detail, wrapped with a hanging indent.
    func detail(_ text: String, indent: String = "  ") {
        for line in Self.wrap(text, indent: indent, continuation: indent + "    ") { emit(line) }
    }

    /// A labelled value on its own line, such as a navigation snapshot.
    func value(_ label: String, _ value: CustomStringConvertible) {
        detail("\(label) \(value)")
    }

    func blank() { emit("") }

    /// A line exactly as given, such as a row of a table; it must fit the width.
    func verbatim(_ line: String) {
        precondition(line.count <= Self.width, "a verbatim line is wider than \(Self.width) columns: \(line)")
        emit(line)
    }

    // MARK: Events and frames

    /// A state change, at the moment it is published.
    func published(_ change: PeekAndPopStateChange) {
        publishedCount += 1
        detail(
            "● published: \(change.summary)  (preview \(change.previewScreenName), "
                + "t=\(TextRenderer.seconds(change.timestamp)))")
    }

    /// A frame with its caption above it.
    func show(_ frame: Frame) {
        frames.append(frame)
        emit("  [\(frames.count)] \(frame.caption)")
        for line in TextRenderer(style: style).render(frame) {
            emit(line)
        }
    }

    private func bold(_ text: String) -> String {
        style == .terminal ? "\u{1B}[1m\(text)\u{1B}[22m" : text
    }

    // MARK: Wrapping

    /// Wraps `text` at spaces to fit the width; words longer than a line are
    /// cut at commas, then anywhere.
    static func wrap(_ text: String, indent: String, continuation: String? = nil) -> [String] {
        let continuation = continuation ?? indent
        var lines: [String] = []
        var line = indent
        var lineIsEmpty = true
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            while true {
                let needed = (lineIsEmpty ? 0 : 1) + word.count
                if line.count + needed <= width {
                    line += (lineIsEmpty ? "" : " ") + word
                    lineIsEmpty = false
                    break
                }
                if !lineIsEmpty {
                    lines.append(line)
                    line = continuation
                    lineIsEmpty = true
                    continue
                }
                // A word longer than a line: cut after a comma if possible.
                let room = width - line.count
                let head = word.prefix(room)
                let cut = head.lastIndex(of: ",").map { word.index(after: $0) } ?? head.endIndex
                lines.append(line + word[..<cut])
                word = String(word[cut...])
                line = continuation
            }
        }
        if !lineIsEmpty || lines.isEmpty {
            lines.append(line)
        }
        return lines
    }
}
