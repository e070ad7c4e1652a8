import CGtk
import FormFields
import FormFieldsGtk

/// Times keystrokes on realized GtkEntries in-process, a bare entry and a bound one side by side
/// in the same window, and counts what each keystroke made the bound entry do.
///
/// Each kind of keystroke is a pair of workloads timed in the same rounds: the bare entry typing
/// the character, and a bound entry whose transform accepts, refuses or rewrites it. Fields hold
/// about 100 characters; the typed character goes in the middle.
@MainActor
struct GtkBench {
    /// A kind of keystroke on a bound entry.
    struct Keystroke {
        /// What the bound entry's transform does with the typed character.
        enum Kind: String, Encodable, CaseIterable {
            case plain = "accepted, identity field"
            case accepted = "accepted, uppercase field"
            case rejected = "rejected, digits field"
            case rewrite = "rewrite x -> X, uppercase field"
            /// The reference: an accepted keystroke on an entry bound by hand (`HandBoundEntry`).
            case handWritten = "accepted, hand-written binding"
        }

        var kind: Kind
        var transform: any TextTransform
        /// Text the transform keeps, repeated to the field's length.
        var alphabet: String
        var typed: String

        /// Whether the keystroke goes to a `FieldEntry`, rather than to the hand-written reference.
        var isOnFieldEntry: Bool { kind != .handWritten }
    }

    /// Where the entries are.
    enum Scenario: String, CaseIterable, Encodable {
        /// The entries only, the bound ones editing a model Observation cannot see (a plain
        /// class): what a bound entry costs without following its model. For information; no
        /// target.
        case unobserved = "entries only, unobserved model"
        /// A window with the entries only; the bound entries log nothing, as `FieldEntry` does
        /// unless it is given an `EventLog`.
        case plain = "entries only"
        /// The same, with the bound entries recording every edit and model write in an `EventLog`.
        case logged = "entries and an event log"
        /// The entries, with their log, beside an observer panel that lists 10,000 events and keeps listing the
        /// newest 10,000: each frame adds the rows of the events recorded since the last one.
        case panel = "beside a panel of 10,000 rows"

        /// Whether the keystroke targets apply.
        var hasTargets: Bool { self != .unobserved }
    }

    static let length = 100
    static let panelRows = 10_000

    static let keystrokes = [
        Keystroke(kind: .plain, transform: .identity, alphabet: "ÄBC DEF 42 ", typed: "X"),
        Keystroke(kind: .accepted, transform: .uppercase, alphabet: "ÄBC DEF 42 ", typed: "X"),
        Keystroke(kind: .rejected, transform: .digits, alphabet: "0123456789", typed: "x"),
        Keystroke(kind: .rewrite, transform: .uppercase, alphabet: "ÄBC DEF 42 ", typed: "x"),
        Keystroke(kind: .handWritten, transform: .identity, alphabet: "ÄBC DEF 42 ", typed: "X"),
    ]

    /// The keystrokes timed in `scenario`: the hand-written binding only beside the entries
    /// that follow the same kind of model and log nothing, as it does.
    static func keystrokes(in scenario: Scenario) -> [Keystroke] {
        keystrokes.filter { $0.isOnFieldEntry || scenario == .plain }
    }

    var rounds: Rounds
    /// Rounds of keystrokes timed to their frame (each waits for the frame clock, about 33 ms).
    var frameRounds: Rounds
    /// Keystrokes per kind in the counting pass.
    var countedKeystrokes = 200

    func run() -> GtkSection {
        var section = GtkSection(rounds: rounds.count, length: Self.length, boundEntry: "", gtk: GtkSession.version)
        for scenario in Scenario.allCases {
            section.rows += measure(scenario, boundKind: &section.boundEntry, renderer: &section.renderer)
        }
        return section
    }

    private func measure(_ scenario: Scenario, boundKind: inout String, renderer: inout String) -> [GtkSection.Row] {
        let log = scenario == .plain || scenario == .unobserved ? nil : EventLog()
        let panel = scenario == .panel ? ObserverPanelStandIn(rows: Self.panelRows) : nil
        if let log { panel?.follow(log) }
        let window = BenchWindow(panel: panel?.widget)
        defer { window.close() }
        panel?.showNewest()

        let middle = Self.length / 2
        var pairs: [(keystroke: Keystroke, bare: BareEntry, bound: EntryUnderTest)] = []
        for keystroke in Self.keystrokes(in: scenario) {
            let text = String(cycling: keystroke.alphabet, codePoints: Self.length)
            let bare = BareEntry(text: text)
            let bound =
                keystroke.isOnFieldEntry
                ? Self.boundEntry(
                    text: text, transform: keystroke.transform, log: log, observed: scenario != .unobserved)
                : HandBoundEntry(text: text)
            window.add(bare.widget)
            window.add(bound.widget)
            if keystroke.isOnFieldEntry { boundKind = bound.kind }
            pairs.append((keystroke, bare, bound))
        }
        renderer = window.renderer
        let frames = FrameCounter(window: window.window)
        let frameStart = FrameStart(window: window.window)
        /// Times bare and bound side by side for every kind of keystroke.
        func compare(
            _ rounds: Rounds, _ workload: @MainActor (Typist, EntryUnderTest, String) -> Workload, movesCaret: Bool
        ) -> [GtkSection.Comparison] {
            let samples = rounds.run(
                pairs.flatMap { pair in
                    let typist = Typist(
                        typed: pair.keystroke.typed, caret: middle, movesCaret: movesCaret, frameStart: frameStart)
                    return [
                        workload(typist, pair.bare, "bare"), workload(typist, pair.bound, pair.keystroke.kind.rawValue),
                    ]
                })
            return pairs.indices.map { GtkSection.Comparison(bare: samples[2 * $0], bound: samples[2 * $0 + 1]) }
        }
        let inserted = compare(rounds, { $0.keystrokes($2, on: $1, settling: frames) }, movesCaret: false)
        let typed = compare(rounds, { $0.keystrokes($2, on: $1, settling: frames) }, movesCaret: true)
        let toFrame = compare(frameRounds, { $0.keystrokesToFrame($2, on: $1, frames: frames) }, movesCaret: true)
        return pairs.enumerated().map { index, pair in
            let typist = Typist(typed: pair.keystroke.typed, caret: middle, movesCaret: true)
            return GtkSection.Row(
                scenario: scenario, keystroke: pair.keystroke.kind, inserted: inserted[index], typed: typed[index],
                toFrame: toFrame[index], bare: count(typist, on: pair.bare), bound: count(typist, on: pair.bound),
                panelRows: panel?.count)
        }
    }

    /// A 1 MiB paste into an empty uppercase field, bare and bound, as one keystroke each:
    /// timed to the idle main loop (or a frame's start) and, in CPU time, to the end of the frame
    /// that shows it.
    func paste() -> [PasteSection.KeystrokeRow] {
        let window = BenchWindow(panel: nil)
        defer { window.close() }
        let entries: [EntryUnderTest] = [
            BareEntry(text: ""), Self.boundEntry(text: "", transform: .uppercase, log: EventLog()),
        ]
        for entry in entries { window.add(entry.widget) }
        let frames = FrameCounter(window: window.window)
        let typist = Typist(
            typed: PasteBench.megabyte, caret: 0, clock: Clock.threadCPU,
            frameStart: FrameStart(window: window.window))
        let once = Rounds(count: rounds.count, sampleNanoseconds: 1)
        let idle = once.run(entries.map { typist.keystrokes($0.kind, on: $0, settling: frames) })
        let toFrame = once.run(entries.map { typist.keystrokesToFrame($0.kind, on: $0, frames: frames) })
        return entries.indices.map { index in
            typist.prepare(entries[index])
            _ = typist.keystroke(into: entries[index])
            let kept = Typist.length(of: entries[index])
            let believed = entries[index].fieldText?.codePointCount
            typist.putBack(entries[index], length: 0)
            return PasteSection.KeystrokeRow(
                entry: entries[index].kind, keptCodePoints: kept, fieldCodePoints: believed,
                nanoseconds: Statistics.median(idle[index]),
                toFrameNanoseconds: Statistics.median(toFrame[index]))
        }
    }

    /// The bound entry under test for a field showing `text`.
    /// - Parameter observed: Whether the model is `@Observable`, as an app's is.
    static func boundEntry(
        text: String, transform: any TextTransform, log: EventLog?, observed: Bool = true
    ) -> EntryUnderTest {
        BoundEntry(text: text, transform: transform, log: log, observed: observed)
    }

    /// What `countedKeystrokes` keystrokes made happen, per keystroke.
    private func count(_ typist: Typist, on entry: EntryUnderTest) -> GtkSection.Counts {
        var changed = 0
        let counter = entry.entry.connect(.changed) { changed += 1 }
        defer { counter.cancel() }
        typist.prepare(entry)
        let length = Typist.length(of: entry)
        var counts = GtkSection.Counts()
        for _ in 0..<countedKeystrokes {
            let before = (changed, SetTextCounter.calls, entry.modelWrites, entry.handledChanges, entry.dropped)
            _ = typist.keystroke(into: entry)
            counts.changedEmitted += Double(changed - before.0)
            counts.setTextCalls += Double(SetTextCounter.calls - before.1)
            counts.modelWrites += Double(entry.modelWrites - before.2)
            counts.changedHandled += Double(entry.handledChanges - before.3)
            counts.dropped += Double(entry.dropped - before.4)
            typist.putBack(entry, length: length)
        }
        return counts.divided(by: Double(countedKeystrokes))
    }
}
