import Foundation

/// Collects the figures of one benchmark run: tables for people, one JSON
/// object for machines.
struct Report {
    struct Table {
        var title: String
        var header: [String]
        var rows: [[String]]
    }

    /// One row of a table of figures: a label, the value shown, and the
    /// value recorded in the JSON object under `key`, if there is one.
    struct Figure {
        let label: String
        let shown: String
        let key: String?
        let value: Any

        /// `value` shown with `digits` decimals, and recorded under `key`
        /// rounded to `keyDigits`.
        init(_ label: String, _ value: Double, digits: Int = 1, key: String?, keyDigits: Int = 2) {
            self.init(label, shown: format(value, digits: digits), key: key, value: rounded(value, digits: keyDigits))
        }

        /// `shown`, and `value` recorded under `key` as it is.
        init(_ label: String, shown: String, key: String?, value: Any) {
            self.label = label
            self.shown = shown
            self.key = key
            self.value = value
        }
    }

    var tables: [Table] = []
    var figures: [String: Any] = [:]

    /// Adds a table under `title`.
    mutating func addTable(_ title: String, header: [String], rows: [[String]]) {
        tables.append(Table(title: title, header: header, rows: rows))
    }

    /// Adds a table of `rows` (a `figure` column and a `valueHeader` one)
    /// under `title`, and records each row's value under its key.
    mutating func addFigures(_ title: String, valueHeader: String, _ rows: [Figure]) {
        addTable(title, header: ["figure", valueHeader], rows: rows.map { [$0.label, $0.shown] })
        for row in rows {
            if let key = row.key { figures[key] = row.value }
        }
    }

    func printTables() {
        for table in tables {
            print("\n## \(table.title)\n")
            let all = [table.header] + table.rows
            let widths = table.header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
            func line(_ cells: [String]) -> String {
                "| "
                    + zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                    .joined(separator: " | ") + " |"
            }
            print(line(table.header))
            print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|")
            for row in table.rows {
                print(line(row))
            }
        }
    }

    func printJSON() throws {
        let data = try JSONSerialization.data(withJSONObject: figures, options: [.prettyPrinted, .sortedKeys])
        print(String(decoding: data, as: UTF8.self))
    }
}

func format(_ value: Double, digits: Int = 1) -> String {
    String(format: "%.\(digits)f", value)
}

func rounded(_ value: Double, digits: Int = 2) -> Double {
    let scale = pow(10, Double(digits))
    return (value * scale).rounded() / scale
}
