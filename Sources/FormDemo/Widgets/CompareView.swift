import CGtk
import FormFields
import FormFieldsGtk

/// The compare form: a naive entry and a buffered one with the same 4-character limit, side by
/// side, each above the list of its own model writes; where the window is too narrow for both,
/// the buffered one goes below the naive one (a GtkFlowBox of two columns, no breakpoint).
///
/// Type "Flower" into both: the naive list shows "Flowe" (and GTK's phantom "") before "Flow";
/// the buffered one shows F, Fl, Flo, Flow and nothing else.
@MainActor
final class CompareView {
    /// The widget to put in a container.
    let root: UnsafeMutablePointer<GtkWidget>
    /// The entries, in Tab order: naive, then buffered.
    let focusTargets: [UnsafeMutablePointer<GtkWidget>]
    private let naive: NaiveField
    private let buffered: BufferedField<String>
    private let naiveCounters: UnsafeMutablePointer<GtkWidget>
    private let bufferedCounters: UnsafeMutablePointer<GtkWidget>
    private let naiveWrites = WriteList(columns: [.time, .value, .source])
    private let bufferedWrites = WriteList(columns: [.time, .value, .source])
    private var changed: SignalConnection?
    private var subscription: Subscription?

    init(naive: NaiveField, buffered: BufferedField<String>, log: EventLog) {
        self.naive = naive
        self.buffered = buffered
        let ui = UIFile("compare-view.ui")
        root = ui.take("compare")
        naiveCounters = ui.widget("naive-counters")
        bufferedCounters = ui.widget("buffered-counters")
        let naiveEntry = ui.widget("naive-entry")
        let bufferedEntry = ui.widget("buffered-entry")
        DemoEntry.bind(
            buffered, entry: bufferedEntry, messageLabel: ui.widget("buffered-message"),
            hintLabel: ui.widget("buffered-caption"))
        // NB: GTK 4.8 gives a screen reader the entry's own description only, not the text of
        // the caption the .ui file says describes it; the buffered entry's binding copies its own.
        formfields_accessible_set_description(
            naiveEntry.accessible, gtk_label_get_text(ui.widget("naive-caption").label))
        gtk_box_append(ui.widget("naive-log").box, naiveWrites.root)
        gtk_box_append(ui.widget("buffered-log").box, bufferedWrites.root)
        for (list, heading) in [(naiveWrites, "naive-heading"), (bufferedWrites, "buffered-heading")] {
            // Translators: the accessible name of a list of the compare form; %s is its column's
            // heading, "Naive" or "Buffered".
            list.name(translated("Model Writes: %s", String(cString: gtk_label_get_text(ui.widget(heading).label))))
        }
        focusTargets = [naiveEntry, bufferedEntry]
        Self.passFocusThrough(root)

        // NB: Deliberately naive: no guard while setting the text, so GTK's delete-then-insert
        // reaches the handler again (and the model) as "" and then the text.
        changed = naiveEntry.connect(.changed) {
            let text = String(cString: gtk_editable_get_text(naiveEntry.editable))
            if let shown = naive.entryChanged(text) { gtk_editable_set_text(naiveEntry.editable, shown) }
        }
        naive.showInEntry = { text in gtk_editable_set_text(naiveEntry.editable, text) }
        let form = naive.form
        let naiveID = naive.id
        naiveWrites.follow(log) { $0.kind == .write && $0.form == form && $0.field == naiveID }
        bufferedWrites.follow(log) { $0.kind == .write && $0.form == form && $0.field != naiveID }
        subscription = log.subscribe { [weak self] event in
            guard event.form == form else { return }
            self?.showCounters()
        }
        showCounters()
        root.retain(self, key: "form-demo-compare-view")
    }

    /// Lets Tab and a click go straight to the entries in `flowBox`'s columns.
    ///
    /// NB: A GtkFlowBox holds each column in a GtkFlowBoxChild that would take the focus itself,
    /// a stop with no visible focus between the two entries.
    private static func passFocusThrough(_ flowBox: UnsafeMutablePointer<GtkWidget>) {
        var child = gtk_widget_get_first_child(flowBox)
        while let column = child {
            gtk_widget_set_focusable(column, 0)
            child = gtk_widget_get_next_sibling(column)
        }
    }

    private func showCounters() {
        for (label, counters) in [(naiveCounters, naive.counters), (bufferedCounters, buffered.counters)] {
            let counts = [
                translated("edits %d", counters.edits), translated("model writes %d", counters.writes),
                translated("rejected %d", counters.rejected), translated("rewrites %d", counters.rewrites),
            ]
            gtk_label_set_text(label.label, CountsCaption.text([counts]))
        }
    }
}
