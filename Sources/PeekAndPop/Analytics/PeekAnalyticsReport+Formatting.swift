extension PeekAnalyticsReport {
    /// A short table of the report for people, at most 77 columns wide.
    ///
    /// One row for all sessions, then one per host (`host …`) and one per
    /// destination kind (`kind …`), each sorted by name; labels longer than
    /// 14 characters are cut with `…`. Columns: peeks, pops, actions
    /// (`acts`, S24), interruptions (`intr`), pop-through rate (`pop%`), and
    /// time in peek (minimum, median, p95, maximum) in seconds; `-` where a
    /// figure is undefined. The last two lines list the interruptions by
    /// reason and the actions by identifier.
    ///
    /// ```text
    /// Peek and pop analytics (in peek: 0, anomalies: 0)
    ///                peeks  pops  acts  intr   pop%     min  median     p95     max
    /// all                4     2     1     1  50.0%  0.100s  0.200s  0.300s  0.300s
    /// host Catalog       4     2     1     1  50.0%  0.100s  0.200s  0.300s  0.300s
    /// kind push          4     2     1     1  50.0%  0.100s  0.200s  0.300s  0.300s
    /// interrupted: released 1
    /// actions: share 1
    /// ```
    ///
    /// The text is deterministic: the same report always gives the same table.
    ///
    /// - Returns: The table, lines separated by `"\n"`, without a final newline.
    public func formatted() -> String {
        var lines = ["Peek and pop analytics (in peek: \(totals.peeksInProgress), anomalies: \(anomalies))"]
        lines.append(
            Self.row(["", "peeks", "pops", "acts", "intr", "pop%", "min", "median", "p95", "max"])
        )
        lines.append(Self.row(label: "all", totals))
        for (host, breakdown) in byHost.sorted(by: { $0.key < $1.key }) {
            lines.append(Self.row(label: "host \(host)", breakdown))
        }
        for (kind, breakdown) in byDestinationKind.sorted(by: { $0.key < $1.key }) {
            lines.append(Self.row(label: "kind \(kind)", breakdown))
        }
        let reasons = totals.interruptions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        lines.append("interrupted: \(reasons.isEmpty ? "none" : reasons.joined(separator: ", "))")
        let actions = totals.actions.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        lines.append("actions: \(actions.isEmpty ? "none" : actions.joined(separator: ", "))")
        return lines.joined(separator: "\n")
    }

    /// The widths of the columns; the first is left-aligned, the rest right-aligned.
    private static let widths = [14, 5, 5, 5, 5, 6, 7, 7, 7, 7]

    private static func row(label: String, _ breakdown: Breakdown) -> String {
        let time = breakdown.timeInPeek
        return row([
            label,
            "\(breakdown.peeks)",
            "\(breakdown.pops)",
            "\(breakdown.actionCount)",
            "\(breakdown.interruptionCount)",
            breakdown.popThroughRate.map(percent) ?? "-",
            time.map { seconds($0.minimumSeconds) } ?? "-",
            time.map { seconds($0.medianSeconds) } ?? "-",
            time.map { seconds($0.p95Seconds) } ?? "-",
            time.map { seconds($0.maximumSeconds) } ?? "-",
        ])
    }

    private static func row(_ cells: [String]) -> String {
        var line = ""
        for (index, cell) in cells.enumerated() {
            let width = widths[index]
            if index == 0 {
                let label = cell.count > width ? String(cell.prefix(width - 1)) + "…" : cell
                line += label + String(repeating: " ", count: width - label.count)
            } else {
                line += " " + String(repeating: " ", count: max(0, width - cell.count)) + cell
            }
        }
        return line
    }

    /// `0.6666…` as `66.7%`: one decimal, rounded half away from zero.
    private static func percent(_ rate: Double) -> String {
        fixed(rate * 100, decimals: 1) + "%"
    }

    /// `0.25` as `0.250s`: three decimals (milliseconds), rounded half away from zero.
    private static func seconds(_ value: Double) -> String {
        fixed(value, decimals: 3) + "s"
    }

    /// `value` with a fixed number of decimals, without Foundation's
    /// locale-dependent formatting.
    private static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * Double(scale)).rounded()
        guard scaled.isFinite, scaled.magnitude < 1e15 else { return "\(value)" }
        let units = Int(scaled)
        let whole = units.magnitude / UInt(scale)
        let fraction = String(units.magnitude % UInt(scale))
        let sign = units < 0 ? "-" : ""
        return "\(sign)\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
