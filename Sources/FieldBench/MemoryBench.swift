import CGtk
import FormFields
import FormFieldsGtk
import Foundation

/// Memory the process holds, two ways: resident pages (what the system sees) and bytes malloc
/// has handed out and not had back (what the program holds, without allocator slack).
struct MemoryUse: Encodable {
    /// `VmRSS` from /proc/self/status, in bytes.
    var resident: Double
    /// Bytes malloc has handed out and not had back (`MallocInfo`).
    var heap: Double

    /// Reads both; the heap first, so the resident figure includes what reading the heap costs.
    ///
    /// > Note: Call it once before the first figure that counts: the first call loads what
    /// > reading the report needs, which would otherwise count as growth.
    static func now() -> MemoryUse {
        let heap = MallocInfo.bytesInUse()
        return MemoryUse(resident: residentBytes(), heap: heap)
    }

    /// The growth from `earlier` to this.
    func minus(_ earlier: MemoryUse) -> MemoryUse {
        MemoryUse(resident: resident - earlier.resident, heap: heap - earlier.heap)
    }

    private static func residentBytes() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kibibytes = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return .nan }
        return kibibytes * 1024
    }
}

/// Measures what long typing sessions leave behind, and that windows leave no handler behind.
///
/// - A `BufferedField` with the default bounded `EventLog` (1,000 events), driven the way a bound
///   entry drives it (`surfaceChanged(text:caret:)`), typing and deleting in a 100-character field.
/// - The same on a realized bare entry and a bound one, keystrokes put back by deletion (two
///   edits per keystroke).
/// - What the log keeps for a 100,000-character field: every event holds the field's text.
/// - `GLibBoxes.live` before a window with bound entries opens and after it closes.
@MainActor
struct MemoryBench {
    var edits = (early: 100, late: 100_000)

    func run(gtk: Bool) -> MemorySection {
        var section = MemorySection(early: edits.early, late: edits.late)
        _ = MemoryUse.now()
        section.rows.append(field(length: 100, name: "BufferedField, 100 chars, log of 1,000"))
        section.rows.append(field(length: 100_000, name: "BufferedField, 100,000 chars, log of 1,000", late: 2_000))
        if gtk {
            let text = String(cycling: EngineCase.prose, codePoints: 100)
            section.rows.append(keystrokes(on: BareEntry(text: text)))
            section.rows.append(
                keystrokes(
                    on: GtkBench.boundEntry(
                        text: text, transform: .trimmed.then(.collapsingWhitespace), log: EventLog())))
            section.boxes = boxesAfterClose()
        }
        return section
    }

    /// Growth between `early` and `late` edits on a field without a widget.
    private func field(length: Int, name: String, late: Int? = nil) -> MemorySection.Row {
        let text = String(cycling: EngineCase.prose, codePoints: length)
        let middle = length / 2
        let typed = text.replacingCodePoints(middle..<middle, with: "x")
        let model = CountingModel(text)
        let field = BufferedField(
            form: "bench", id: "memory", binding: model.binding, transform: .trimmed.then(.collapsingWhitespace),
            converter: .string, log: EventLog())
        var done = 0
        func edit(until count: Int) {
            while done < count {
                // NB: a fresh copy each time, as a widget's text read back is: the log keeps it.
                let shown = (done.isMultiple(of: 2) ? typed : text).withCString { String(cString: $0) }
                field.surfaceChanged(text: shown, caret: done.isMultiple(of: 2) ? middle + 1 : middle)
                done += 1
            }
        }
        return measure(name, late: late ?? edits.late, edit: edit)
    }

    /// Growth between `early` and `late` edits on a realized entry of 100 characters.
    private func keystrokes(on entry: EntryUnderTest) -> MemorySection.Row {
        let window = BenchWindow(panel: nil, small: true)
        defer { window.close() }
        window.add(entry.widget)
        let typist = Typist(typed: "x", caret: 50)
        typist.prepare(entry)
        var done = 0
        return measure("\(entry.kind), 100 chars", late: edits.late) { count in
            while done < count {
                _ = typist.keystroke(into: entry)
                typist.putBack(entry, length: 100)
                done += 2
            }
        }
    }

    /// Growth from `edits.early` edits to a tenth of `late`, and to `late`: a one-time step
    /// shows in both alike, a leak grows about tenfold from the first to the second.
    private func measure(_ name: String, late: Int, edit: (Int) -> Void) -> MemorySection.Row {
        edit(edits.early)
        let early = MemoryUse.now()
        edit(late / 10)
        let tenth = MemoryUse.now().minus(early)
        edit(late)
        let growth = MemoryUse.now().minus(early)
        return MemorySection.Row(subject: name, late: late, tenth: tenth, growth: growth)
    }

    /// Handler boxes alive once a window with bound entries (and a following panel) has closed.
    private func boxesAfterClose() -> MemorySection.Boxes {
        let before = GLibBoxes.live
        var open = 0
        do {
            let log = EventLog()
            let panel = ObserverPanelStandIn(rows: 100)
            panel.follow(log)
            let window = BenchWindow(panel: panel.widget, small: true)
            for keystroke in GtkBench.keystrokes where keystroke.isOnFieldEntry {
                let entry = GtkBench.boundEntry(text: "", transform: keystroke.transform, log: log)
                window.add(entry.widget)
                let typist = Typist(typed: keystroke.typed, caret: 0)
                typist.prepare(entry)
                _ = typist.keystroke(into: entry)
            }
            open = GLibBoxes.live
            window.close()
        }
        MainLoop.drain()
        return MemorySection.Boxes(before: before, whileOpen: open, afterClose: GLibBoxes.live)
    }
}

/// The memory benchmark's figures.
struct MemorySection: Section {
    struct Row: Encodable {
        var subject: String
        /// The edit count of the last measurement.
        var late: Int
        /// Growth by a tenth of `late` edits, and by `late`.
        var tenth: MemoryUse
        var growth: MemoryUse
    }

    /// `GLibBoxes.live` around a window's life.
    struct Boxes: Encodable {
        var before: Int
        var whileOpen: Int
        var afterClose: Int
    }

    let key = "memory"
    var early: Int
    var late: Int
    var rows: [Row] = []
    var boxes: Boxes?

    var tables: [Table] {
        var table = Table(
            "Memory growth from \(early) edits to N/10 and to N edits",
            columns: ["subject", "N", "resident N/10", "resident N", "heap N/10", "heap N"])
        for row in rows {
            table.add([
                row.subject, String(row.late), Format.kibibytes(row.tenth.resident),
                Format.kibibytes(row.growth.resident),
                Format.kibibytes(row.tenth.heap), Format.kibibytes(row.growth.heap),
            ])
        }
        table.notes = [
            "resident: VmRSS from /proc/self/status; heap in use: malloc_info totals (arenas + mmapped - free chunks).",
            "edits alternate typing x in the middle and deleting it; a keystroke on a GtkEntry is two edits.",
            "the bare GtkEntry is GTK's own reference: growth that stops by N/10 is a one-time step, not a leak.",
        ]
        if let boxes {
            table.notes.append(
                "GLibBoxes.live: \(boxes.before) before a window with bound entries opened, \(boxes.whileOpen) while open, \(boxes.afterClose) after it closed."
            )
        } else {
            table.notes.append("GLibBoxes.live: not measured: needs a display.")
        }
        return [table]
    }

    var targets: [Target] {
        // NB: the bare GtkEntry is GTK's own reference, not the project's.
        let project = rows.filter { $0.late == late && !$0.subject.hasPrefix("bare") }
        return [
            .atMost(
                "memory growth after \(late) edits, project's 100-char fields (resident)", 2048, unit: "KiB",
                measured: project.map { $0.growth.resident / 1024 }.max()),
            .exactly(
                "handler boxes alive after the window closed", 0, unit: "",
                measured: boxes.map { Double($0.afterClose - $0.before) }),
        ]
    }
}
