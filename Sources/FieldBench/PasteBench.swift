import FormFields

/// Times a 1 MiB paste into an empty transforming field, in the engine alone.
///
/// The pasted text is lowercase words, so `uppercase` rewrites every letter; the paste goes
/// through `FieldEngine.userEdited(text:caret:)` as a bound entry reports it. Clearing the field
/// again after each paste is not timed.
@MainActor
struct PasteBench {
    /// A transform the pasted text is cleaned by.
    struct Case {
        var name: String
        var transform: any TextTransform
    }

    /// 1 MiB of lowercase words and single spaces.
    static let megabyte: String = {
        let words = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit"]
        var text = ""
        text.reserveCapacity(1 << 20)
        var index = 0
        while text.utf8.count < 1 << 20 {
            text += words[index % words.count]
            text += " "
            index += 1
        }
        return String(text.utf8.prefix(1 << 20))!
    }()

    static let cases = [
        Case(name: "uppercase", transform: .uppercase),
        Case(
            name: "trimmed.then(collapsingWhitespace).then(maximumLength(2M))",
            transform: .trimmed.then(.collapsingWhitespace).then(.maximumLength(2_000_000))),
    ]

    var rounds: Rounds

    func run() -> PasteSection {
        let samples = rounds.run(Self.cases.map(workload))
        return PasteSection(
            bytes: Self.megabyte.utf8.count, rounds: rounds.count,
            engine: zip(Self.cases, samples).map {
                PasteSection.Row(transform: $0.name, nanoseconds: Statistics.median($1))
            })
    }

    private func workload(_ pasteCase: Case) -> Workload {
        let pasted = Self.megabyte
        let length = pasted.codePointCount
        var engine = FieldEngine(value: "", transform: pasteCase.transform, converter: .string)
        return Workload.total("paste \(pasteCase.name)") { iterations in
            var total: UInt64 = 0
            for _ in 0..<iterations {
                total += Clock.cpuElapsed { keep(engine.userEdited(text: pasted, caret: length)) }
                keep(engine.userEdited(text: "", caret: 0))
            }
            return total
        }
    }
}

/// The paste benchmark's figures; the GTK benchmark adds the whole-keystroke time.
struct PasteSection: Section {
    struct Row: Encodable {
        var transform: String
        var nanoseconds: Double
    }

    /// A whole keystroke on a realized GtkEntry: `insert_text` of the paste, then the main loop
    /// drained up to a frame; and the CPU time until the frame that shows it is painted.
    struct KeystrokeRow: Encodable {
        var entry: String
        /// How much of the paste the entry kept: GtkEntryBuffer holds at most 65,535 code points.
        var keptCodePoints: Int
        /// How long the bound field believes the entry's text is; `nil` for a bare entry.
        var fieldCodePoints: Int?
        var nanoseconds: Double
        var toFrameNanoseconds: Double
    }

    let key = "paste"
    var bytes: Int
    var rounds: Int
    var engine: [Row]
    var keystroke: [KeystrokeRow] = []
    var keystrokeNote = "not measured: needs a display (run under xvfb-run -a)"

    var tables: [Table] {
        var table = Table(
            "Paste of \(Format.kibibytes(Double(bytes))) into an empty field (median of \(rounds) rounds)",
            columns: ["where", "transform / entry", "kept", "field holds", "time", "to frame (CPU)"])
        let pasted = String(bytes)
        for row in engine {
            table.add(["engine", row.transform, pasted, pasted, Format.duration(row.nanoseconds), "-"])
        }
        for row in keystroke {
            table.add([
                "GtkEntry keystroke, uppercase field", row.entry, String(row.keptCodePoints),
                row.fieldCodePoints.map(String.init) ?? "-", Format.duration(row.nanoseconds),
                Format.duration(row.toFrameNanoseconds),
            ])
        }
        if keystroke.contains(where: { $0.keptCodePoints < bytes }) {
            table.notes.append(
                "kept: code points in the entry after the paste; GtkEntryBuffer holds at most 65,535, so GTK truncates a 1 MiB paste."
            )
            table.notes.append(
                "field holds: code points the bound field believes the entry shows (and whose value it wrote to the model)."
            )
        }
        if keystroke.isEmpty { table.notes.append("GtkEntry keystroke: \(keystrokeNote).") }
        table.notes.append(
            "engine: FieldEngine.userEdited(text:caret:) with the pasted text, as a bound entry reports it.")
        table.notes.append(
            "time: CPU time of the main thread (to the idle main loop or the next frame for GtkEntry); to frame: CPU time of the process."
        )
        return [table]
    }

    var targets: [Target] {
        [
            .atMost(
                "1 MiB paste, engine, slowest transform", 50, unit: "ms",
                measured: engine.map(\.nanoseconds).max().map { $0 / 1e6 })
        ]
    }
}
