import CGtk
import FormFields
import FormFieldsGtk

/// The search form's output (seed 001): shows the last query the gate let through, and counts
/// the query's edits against the output's updates.
///
/// The output label follows the model through Observation, so "output updates" counts the times
/// an observer of the output actually had something new to show.
@MainActor
final class GatedOutputView {
    private let output: SearchForm.Output
    private let label: UnsafeMutablePointer<GtkWidget>
    private let column: UnsafeMutablePointer<GtkWidget>
    private let value: UnsafeMutablePointer<GtkWidget>
    private let counters: UnsafeMutablePointer<GtkWidget>
    private var refreshes = 0
    private var observer: ModelObserver?
    private var subscription: Subscription?

    init(_ output: SearchForm.Output, log: EventLog) {
        self.output = output
        let ui = UIFile("gated-output.ui")
        label = ui.take("label")
        column = ui.take("column")
        value = ui.widget("output")
        counters = ui.widget("counters")
        let model = output.model
        observer = ModelObserver(
            read: { _ = model.results }, scheduler: MainLoop.schedule,
            changed: { [weak self] in
                self?.refreshes += 1
                self?.show()
            })
        subscription = log.subscribe { [weak self] event in
            guard event.form == output.query.form else { return }
            self?.show()
        }
        show()
        column.retain(self, key: "form-demo-gated-output")
    }

    /// Places the view at `row` of a two-column `grid`.
    func attach(to grid: UnsafeMutablePointer<GtkWidget>, row: Int32) {
        gtk_grid_attach(grid.grid, label, 0, row, 1, 1)
        gtk_grid_attach(grid.grid, column, 1, row, 1, 1)
    }

    private func show() {
        let results = output.model.results
        let shown = results.isEmpty ? "—" : translated("Results for “%s”", results)
        gtk_label_set_text(value.label, shown)
        // NB: After the text, which gives a label its name again. GTK 4.8 names a label by its
        // text and then by the labels it is labelled by: related to "Output", it read
        // "Results for “flow” Output", and "— Output" while there were none.
        formfields_accessible_set_label(value.accessible, translated("Output: %s", shown))
        let gate = output.gate
        let edits = output.query.counters.edits
        let counts = CountsCaption.text([
            [
                translated("Query edits: %d", edits), translated("passed the gate: %d", gate.forwarded),
                translated("held back: %d", gate.heldBack),
            ],
            [translated("Output refreshes: %d", refreshes)],
        ])
        gtk_label_set_text(counters.label, counts)
    }
}
