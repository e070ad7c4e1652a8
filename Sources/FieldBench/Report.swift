import Foundation

/// A table of figures, printed as aligned text.
///
/// ```swift
/// var table = Table("Engine", columns: ["transform", "1k", "100k"])
/// table.add(["identity", "1.2 µs", "98 µs"])
/// print(table.text)
/// ```
struct Table: Encodable {
    let title: String
    let columns: [String]
    private(set) var rows: [[String]] = []
    /// Lines printed under the table: what was measured and how.
    var notes: [String] = []

    init(_ title: String, columns: [String]) {
        self.title = title
        self.columns = columns
    }

    /// Adds a row; it must have one cell per column.
    mutating func add(_ row: [String]) {
        precondition(row.count == columns.count, "row \(row) does not fit \(columns)")
        rows.append(row)
    }

    /// The table as text, each column as wide as its widest cell; a column of figures (every
    /// cell starts with a digit or a sign, or is "n/a" or "-") is right-aligned.
    var text: String {
        let all = [columns] + rows
        let widths = columns.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        let figures = columns.indices.map { column in
            !rows.isEmpty
                && rows.allSatisfy { row in
                    let cell = row[column]
                    return cell == "n/a" || cell == "-"
                        || cell.first.map { $0.isNumber || $0 == "-" || $0 == "+" } == true
                }
        }
        func line(_ cells: [String]) -> String {
            cells.indices.map { index in
                let padding = String(repeating: " ", count: widths[index] - cells[index].count)
                return figures[index] ? padding + cells[index] : cells[index] + padding
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        var lines = [
            "## \(title)", line(columns), widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "),
        ]
        lines += rows.map(line)
        lines += notes.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}

/// A promise the project makes and whether this run kept it.
struct Target: Encodable {
    enum Status: String, Encodable {
        case met, missed, pending
    }

    /// What is promised, in words: "accepted keystroke / bare".
    let name: String
    /// The promise: "<= 1.15x".
    let limit: String
    /// What this run measured, in the limit's unit; `nil` when it could not be measured.
    let measured: Double?
    let unit: String
    let status: Status
    /// Why a figure is pending, or what a miss means.
    var note: String?

    /// A target that holds when the measured value is at most `limit`.
    static func atMost(_ name: String, _ limit: Double, unit: String, measured: Double?, note: String? = nil) -> Target
    {
        let status: Status = measured.map { $0 <= limit ? .met : .missed } ?? .pending
        return Target(
            name: name, limit: "<= \(Format.number(limit)) \(unit)", measured: measured, unit: unit, status: status,
            note: note)
    }

    /// A target that holds when the measured value equals `expected`.
    static func exactly(_ name: String, _ expected: Double, unit: String, measured: Double?, note: String? = nil)
        -> Target
    {
        let status: Status = measured.map { $0 == expected ? .met : .missed } ?? .pending
        return Target(
            name: name, limit: "= \(Format.number(expected)) \(unit)", measured: measured, unit: unit, status: status,
            note: note)
    }
}

/// One part of the benchmark's results: tables for people, figures for JSON, targets for both.
protocol Section: Encodable {
    /// The section's key in the JSON report: "engine", "gtk", "memory", "startup", "fuzz".
    var key: String { get }
    var tables: [Table] { get }
    var targets: [Target] { get }
}

/// Everything one run measured, printed as tables or as one JSON object.
struct Report {
    /// Facts about the run: machine, build, date.
    var environment: [String: String]
    var sections: [any Section] = []

    /// All sections' tables and a summary of the targets, as text.
    var text: String {
        var parts = [
            "# field-bench",
            environment.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n"),
        ]
        parts += sections.flatMap(\.tables).map(\.text)
        var summary = Table("Targets", columns: ["target", "limit", "measured", "status"])
        for target in sections.flatMap(\.targets) {
            summary.add([
                target.name, target.limit, target.measured.map { "\(Format.number($0)) \(target.unit)" } ?? "-",
                target.status.rawValue + (target.note.map { " (\($0))" } ?? ""),
            ])
        }
        parts.append(summary.text)
        return parts.joined(separator: "\n\n")
    }

    /// The report as one JSON object: `environment`, one key per section, and `targets`.
    func json() throws -> String {
        var object: [String: Any] = ["environment": environment]
        let encoder = JSONEncoder()
        for section in sections {
            object[section.key] = try JSONSerialization.jsonObject(with: encoder.encode(section))
        }
        object["targets"] = try JSONSerialization.jsonObject(with: encoder.encode(sections.flatMap(\.targets)))
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}

/// How figures are written in tables.
enum Format {
    /// A duration given in nanoseconds, in the unit that keeps 3 significant digits: "812 ns", "1.23 µs", "45.6 ms".
    static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: return "\(number(nanoseconds)) ns"
        case ..<1_000_000: return "\(number(nanoseconds / 1_000)) µs"
        case ..<1_000_000_000: return "\(number(nanoseconds / 1_000_000)) ms"
        default: return "\(number(nanoseconds / 1_000_000_000)) s"
        }
    }

    /// A ratio: "1.07x".
    static func ratio(_ value: Double) -> String {
        "\(number(value))x"
    }

    /// A number with 3 significant digits (no exponent): 0.0123, 1.23, 12.3, 123, 12345.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let magnitude = abs(value)
        let decimals = magnitude >= 100 || magnitude == 0 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 ? 2 : 3
        if decimals == 0 && value == value.rounded() { return String(Int(value)) }
        return String(format: "%.\(decimals)f", value)
    }

    /// A size given in bytes, in KiB: "1,234 KiB".
    static func kibibytes(_ bytes: Double) -> String {
        "\(number(bytes / 1024)) KiB"
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
