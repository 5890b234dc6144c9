import Foundation

/// Collects the figures of one benchmark run: tables for people, one JSON
/// object for machines.
struct Report {
    struct Table {
        var title: String
        var header: [String]
        var rows: [[String]]
    }

    var tables: [Table] = []
    var figures: [String: Any] = [:]

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
