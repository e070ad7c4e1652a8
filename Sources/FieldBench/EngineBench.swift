import FormFields
import FormFieldsTestSupport

/// Times the headless core per edit, for fields of 10, 1,000 and 100,000 code points.
///
/// One iteration types a character in the middle of the field and deletes it again (two edits),
/// so the field keeps its length. Two paths are timed for every transform:
/// - `engine`: `FieldEngine.userEdited(text:caret:)` with the entry's new text, as a bound entry
///   reports it;
/// - `field`: a `BufferedField` with an `EventLog` (capacity 1,000) on a `FakeEntry`, typing and
///   pressing Backspace; the field rewrites the fake entry where the transform changed the text.
@MainActor
struct EngineBench {
    /// The field lengths, in code points.
    nonisolated static let lengths = [10, 1_000, 100_000]

    var cases = EngineCase.builtIn
    var rounds: Rounds

    func run() -> EngineSection {
        var workloads: [Workload] = []
        var keys: [EngineSection.Key] = []
        for engineCase in cases {
            for path in EngineSection.Path.allCases {
                for length in Self.lengths {
                    keys.append(EngineSection.Key(name: engineCase.name, path: path, length: length))
                    workloads.append(workload(engineCase, path: path, length: length))
                }
            }
        }
        let samples = rounds.run(workloads)
        var section = EngineSection(rounds: rounds.count)
        for engineCase in cases {
            for path in EngineSection.Path.allCases {
                func series(_ length: Int) -> [Double] {
                    samples[keys.firstIndex(of: .init(name: engineCase.name, path: path, length: length))!]
                }
                section.rows.append(
                    EngineSection.Row(
                        transform: engineCase.name, edit: engineCase.edit, path: path,
                        nanosecondsPerEdit: Self.lengths.map { Statistics.median(series($0)) },
                        ratio100kTo1k: Statistics.pairedRatio(series(100_000), series(1_000))))
            }
        }
        return section
    }

    private func workload(_ engineCase: EngineCase, path: EngineSection.Path, length: Int) -> Workload {
        let text = engineCase.text(length: length)
        let middle = length / 2
        let transform = engineCase.transform(length)
        let name = "\(engineCase.name) \(path) \(length)"
        switch path {
        case .engine:
            let typed = text.replacingCodePoints(middle..<middle, with: engineCase.typed)
            var engine = FieldEngine(value: text, transform: transform, converter: .string)
            engine.caretMoved(to: middle)
            return Workload.total(name, operationsPerIteration: 2) { iterations in
                Clock.cpuElapsed {
                    for _ in 0..<iterations {
                        keep(engine.userEdited(text: typed, caret: middle + 1))
                        keep(engine.userEdited(text: text, caret: middle))
                    }
                }
            }
        case .field:
            let model = CountingModel(text)
            let field = BufferedField(
                form: "bench", id: engineCase.name, binding: model.binding, transform: transform,
                converter: .string, log: EventLog(capacity: 1_000))
            return Workload.total(name, operationsPerIteration: 2) { iterations in
                // NB: a fresh entry per sample, because FakeEntry keeps every text it reported.
                let entry = FakeEntry()
                entry.attach(field)
                entry.moveCaret(to: middle)
                field.caretMoved(to: middle)
                return Clock.cpuElapsed {
                    for _ in 0..<iterations {
                        entry.insert(engineCase.typed)
                        entry.backspace()
                    }
                }
            }
        }
    }
}

/// The engine benchmark's figures.
struct EngineSection: Section {
    /// Which code an edit goes through.
    enum Path: String, Encodable, CaseIterable {
        /// `FieldEngine.userEdited(text:caret:)` alone.
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
        /// Median time per edit for each of `EngineBench.lengths`.
        var nanosecondsPerEdit: [Double]
        /// The 100,000-character edit over the 1,000-character one (linear growth is about 100).
        var ratio100kTo1k: Double
    }

    let key = "engine"
    var rounds: Int
    var lengths = EngineBench.lengths
    var rows: [Row] = []
    var formats = "not measured: no formats on main yet"

    var tables: [Table] {
        var table = Table(
            "Engine: time per edit (median of \(rounds) interleaved rounds)",
            columns: ["transform", "edit", "path"] + lengths.map { "\($0) chars" } + ["100k/1k"])
        for row in rows {
            table.add(
                [row.transform, row.edit, row.path.rawValue] + row.nanosecondsPerEdit.map(Format.duration)
                    + [Format.ratio(row.ratio100kTo1k)])
        }
        table.notes = [
            "edit: type one character in the middle of the field, then Backspace; CPU time of the thread per edit.",
            "engine: FieldEngine.userEdited(text:caret:); field: BufferedField + EventLog(1,000) on FakeEntry.",
            "100k/1k: median over rounds of the per-round ratio; linear growth is ~100x.",
            "formats: \(formats).",
        ]
        return [table]
    }

    var targets: [Target] {
        let worst = rows.map(\.ratio100kTo1k).max()
        let worstRow = rows.first { $0.ratio100kTo1k == worst }
        return [
            .atMost(
                "engine edit 100k/1k, worst transform", 150, unit: "x", measured: worst,
                note: worstRow.map { "\($0.transform), \($0.path.rawValue)" })
        ]
    }
}
