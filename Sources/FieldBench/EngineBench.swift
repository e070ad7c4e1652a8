import FormFields

/// Times the headless core per edit, for fields of 10, 1,000 and 100,000 code points.
///
/// One iteration types a character in the middle of the field and deletes it again (two edits),
/// so the field keeps its length. Two paths are timed for every transform:
/// - `engine`: `FieldEngine.userEdited(_:)` with the exact edits a bound entry reports from GTK's
///   "insert-text" and "delete-text";
/// - `field`: a `BufferedField` with an `EventLog` (capacity 1,000) on a `FakeEntry`, typing and
///   pressing Backspace; the field rewrites the fake entry where the transform changed the text.
@MainActor
struct EngineBench {
    /// The field lengths, in code points.
    nonisolated static let lengths = [10, 1_000, 100_000]

    var cases = EngineCase.builtIn + EngineCase.formats
    var rounds: Rounds

    func run() -> EngineSection {
        var workloads: [Workload] = []
        var keys: [EngineSection.Key] = []
        for engineCase in cases {
            for path in EngineSection.Path.allCases {
                for length in Self.lengths {
                    guard let workload = engineCase.workload(length, path) else { continue }
                    keys.append(EngineSection.Key(name: engineCase.name, path: path, length: length))
                    workloads.append(workload)
                }
            }
        }
        let samples = rounds.run(workloads)
        var section = EngineSection(rounds: rounds.count)
        for engineCase in cases {
            for path in EngineSection.Path.allCases {
                func series(_ length: Int) -> [Double]? {
                    keys.firstIndex(of: .init(name: engineCase.name, path: path, length: length)).map { samples[$0] }
                }
                section.rows.append(
                    EngineSection.Row(
                        transform: engineCase.name, edit: engineCase.edit, path: path,
                        nanosecondsPerEdit: Self.lengths.map { series($0).map(Statistics.median) },
                        ratio100kTo1k: series(100_000).flatMap { large in
                            series(1_000).map { Statistics.pairedRatio(large, $0) }
                        }))
            }
        }
        return section
    }
}

/// The engine benchmark's figures.
struct EngineSection: Section {
    /// Which code an edit goes through.
    enum Path: String, Encodable, CaseIterable {
        /// `FieldEngine.userEdited(_:)` alone.
        case engine
        /// `BufferedField` on a `FakeEntry`, with an event log.
        case field
    }

    struct Key: Hashable {
        var name: String
        var path: Path
        var length: Int
    }

    struct Row: Encodable {
        var transform: String
        var edit: String
        var path: Path
        /// Median time per edit for each of `EngineBench.lengths`; `nil` where it does not apply.
        var nanosecondsPerEdit: [Double?]
        /// The 100,000-character edit over the 1,000-character one (linear growth is about 100).
        var ratio100kTo1k: Double?
    }

    let key = "engine"
    var rounds: Int
    var lengths = EngineBench.lengths
    var rows: [Row] = []

    var tables: [Table] {
        var table = Table(
            "Engine: time per edit (median of \(rounds) interleaved rounds)",
            columns: ["transform", "edit", "path"] + lengths.map { "\($0) chars" } + ["100k/1k"])
        for row in rows {
            table.add(
                [row.transform, row.edit, row.path.rawValue]
                    + row.nanosecondsPerEdit.map { $0.map(Format.duration) ?? "n/a" }
                    + [row.ratio100kTo1k.map(Format.ratio) ?? "n/a"])
        }
        table.notes = [
            "edit: type one character in the middle of the field, then Backspace; CPU time of the thread per edit.",
            "engine: FieldEngine.userEdited(_:) with GTK's exact edits; field: BufferedField + EventLog(1,000) on FakeEntry.",
            "100k/1k: median over rounds of the per-round ratio; linear growth is ~100x.",
            "formats: text cleaned by the format, about n code points; fixed-size formats hold a partly filled value (n/a: longer does not fit).",
        ]
        return [table]
    }

    var targets: [Target] {
        let worst = rows.compactMap(\.ratio100kTo1k).max()
        let worstRow = rows.first { $0.ratio100kTo1k == worst }
        return [
            .atMost(
                "engine edit 100k/1k, worst transform", 150, unit: "x", measured: worst,
                note: worstRow.map { "\($0.transform), \($0.path.rawValue)" })
        ]
    }
}
