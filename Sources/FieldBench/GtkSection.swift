/// The GTK benchmark's figures.
struct GtkSection: Section {
    /// What one keystroke made happen, on average.
    struct Counts: Encodable {
        var modelWrites = 0.0
        var setTextCalls = 0.0
        /// "changed" emissions of the GtkEntry.
        var changedEmitted = 0.0
        /// "changed" emissions the binding's own handler ran for.
        var changedHandled = 0.0
        /// GTK edits the binding stopped and replaced with the field's own result.
        var dropped = 0.0

        func divided(by count: Double) -> Counts {
            Counts(
                modelWrites: modelWrites / count, setTextCalls: setTextCalls / count,
                changedEmitted: changedEmitted / count, changedHandled: changedHandled / count, dropped: dropped / count
            )
        }
    }

    /// A bare and a bound entry timed in the same rounds.
    struct Comparison: Encodable {
        /// Medians over the rounds, in nanoseconds.
        var bare: Double
        var bound: Double
        /// Median of the per-round ratios bound / bare.
        var ratio: Double

        init(bare: [Double], bound: [Double]) {
            self.bare = Statistics.median(bare)
            self.bound = Statistics.median(bound)
            ratio = Statistics.pairedRatio(bound, bare)
        }

        var cells: [String] { [Format.duration(bare), Format.duration(bound), Format.ratio(ratio)] }
    }

    struct Row: Encodable {
        var scenario: GtkBench.Scenario
        var keystroke: GtkBench.Keystroke.Kind
        /// `insert_text` at the caret, then the main loop drained up to a frame (the notes' keystroke).
        var inserted: Comparison
        /// The same with the caret moved after the text, as GtkText does for a typed key.
        var typed: Comparison
        /// CPU time from a typed key to the end of the frame that shows it.
        var toFrame: Comparison
        var bare: Counts
        var bound: Counts
        var panelRows: Int?
    }

    let key = "gtk"
    var rounds: Int
    var length: Int
    /// Which bound entry was measured.
    var boundEntry: String
    var gtk: String
    var renderer = ""
    var panel =
        "stand-in: GtkListView fed by EventLogRows, the demo's feed (writes and diagnostics queued, made rows once per frame)"
    var rows: [Row] = []

    var tables: [Table] {
        var times = Table(
            "GTK keystroke on a realized GtkEntry, field of \(length) chars (median of \(rounds) interleaved rounds)",
            columns: [
                "where", "keystroke", "insert: bare", "bound", "bound/bare", "typed: bare", "bound", "bound/bare",
            ])
        var frames = Table(
            "GTK typed keystroke to the end of its frame (process CPU time)",
            columns: ["where", "keystroke", "bare", "bound", "bound/bare"])
        var counts = Table(
            "Per typed keystroke on the bound entry (bare entry in brackets)",
            columns: [
                "where", "keystroke", "model writes", "set_text calls", "edits dropped", "\"changed\" emitted",
                "\"changed\" handled",
            ])
        for row in rows {
            let name = [row.scenario.rawValue, row.keystroke.rawValue]
            times.add(name + row.inserted.cells + row.typed.cells)
            frames.add(name + row.toFrame.cells)
            func pair(_ path: KeyPath<Counts, Double>) -> String {
                "\(Format.number(row.bound[keyPath: path])) [\(Format.number(row.bare[keyPath: path]))]"
            }
            counts.add(
                name + [
                    pair(\.modelWrites), pair(\.setTextCalls), pair(\.dropped), pair(\.changedEmitted),
                    pair(\.changedHandled),
                ])
        }
        times.notes = [
            "insert: gtk_editable_insert_text of one character at the caret, then the GLib main context drained (the notes' keystroke)",
            "  up to the start of a frame the drain paints, if one falls due: painting is timed in the next table;",
            "typed: the same, then the caret put after the text as GtkText does for a key (gtk_text_enter_text).",
            "Wall time, median keystroke of each sample; the character is deleted again untimed;",
            "each sample starts after two painted frames, which draw what the sample before it did.",
            "bound entry: \(boundEntry); \(gtk), renderer \(renderer).",
            "hand-written binding: a \"changed\" handler writing the model by key path, following it with Observation (the reference).",
            "panel: \(panel); full, so new rows push the oldest out (in bulk, an eighth of the rows at a time).",
        ]
        counts.notes = [
            "edits dropped: GTK's insertion stopped in \"insert-text\"; a rewrite then inserts the field's text",
            "(one \"changed\"), a rejected keystroke leaves the text as it was (no \"changed\" at all).",
        ]
        frames.notes = [
            "from the insertion to the end of the next frame's paint (layout, snapshot, render; all threads);",
            "beside the panel, that frame also turns the keystroke's events into rows.",
        ]
        return [times, frames, counts]
    }

    var targets: [Target] {
        var targets: [Target] = []
        for scenario in GtkBench.Scenario.allCases where scenario.hasTargets {
            for (method, comparison) in [("insert", \Row.inserted), ("typed", \Row.typed)] {
                func ratio(_ keystroke: GtkBench.Keystroke.Kind) -> Double? {
                    rows.first { $0.keystroke == keystroke && $0.scenario == scenario }?[keyPath: comparison].ratio
                }
                let place = "\(method), \(scenario.rawValue)"
                targets.append(
                    .atMost(
                        "accepted keystroke, identity field, \(place): bound/bare", 1.15, unit: "x",
                        measured: ratio(.plain)))
                targets.append(
                    .atMost(
                        "accepted keystroke, uppercase field, \(place): bound/bare", 1.15, unit: "x",
                        measured: ratio(.accepted)))
                targets.append(
                    .atMost("rewrite keystroke, \(place): bound/bare", 2.0, unit: "x", measured: ratio(.rewrite)))
            }
        }
        targets.append(
            .exactly("set_text calls per keystroke", 0, unit: "", measured: rows.map(\.bound.setTextCalls).max()))
        return targets
    }
}
