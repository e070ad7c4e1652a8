import FormFields
import FormFieldsTestSupport
import Foundation
import Testing

/// Seed 004: clearing an optional value while its field has focus must not let the field's
/// flush of "" (or GTK's delete-then-insert) overwrite the `nil`.
@MainActor
@Suite struct PhantomWriteStoryTests {
    final class Draft {
        var title: String? = "Quarterly plan"
        var titleWrites: [String?] = []
    }

    @Test func anOptionalTitleClearedWhileFocusedStaysNil() {
        let draft = Draft()
        let source = Binding<String?>(
            get: { draft.title },
            set: {
                draft.title = $0; draft.titleWrites.append($0)
            })
        let field = BufferedField(form: "draft", id: "title", binding: Binding(guarding: source), converter: .string)
        let entry = FakeEntry()
        entry.attach(field)
        entry.type("!")
        #expect(draft.titleWrites == ["Quarterly plan!"])

        // The clear button: the model becomes nil from elsewhere.
        draft.title = nil
        field.modelChanged()
        #expect(entry.text == "")

        // GTK-style echoes while the entry is being emptied or torn down: "" then the old text,
        // as a delete-then-insert reports them, arriving while the field rewrites the entry.
        entry.setText("")
        field.commit()
        #expect(draft.title == nil)
        #expect(draft.titleWrites == ["Quarterly plan!"], "no phantom \"\" reached the model")

        // Choosing a suggestion sets it from elsewhere; typing goes on from there.
        draft.title = "Launch"
        field.modelChanged()
        entry.type("!")
        #expect(draft.titleWrites == ["Quarterly plan!", "Launch!"])
    }

    @Test func echoesReportedDuringTheFieldsOwnRewriteAreIgnored() {
        let title = FieldHarness("Quarterly plan", converter: .string)
        #expect(title.field.counters.echoes == 1, "showing the first value was reported back once")
        title.entry.type("s")
        title.setFromElsewhere("")
        #expect(title.entry.changes.suffix(1) == [""], "the entry reported the deletion")
        title.setFromElsewhere("Retro")
        #expect(title.model.writes == ["Quarterly plans"])
        #expect(title.field.counters.echoes == 3)
    }

    @Test func theGuardIgnoresOnlyTheDefaultWhileNil() {
        var date: Date? = nil
        let binding = Binding(guarding: Binding<Date?>(get: { date }, set: { date = $0 }))
        #expect(binding.wrappedValue == .distantPast)
        binding.wrappedValue = .distantPast
        #expect(date == nil)
        let day = Date(timeIntervalSince1970: 1_800_000_000)
        binding.wrappedValue = day
        #expect(date == day)
        binding.wrappedValue = .distantPast
        #expect(date == .distantPast, "once a value is set, the default is an ordinary value")
    }

    @Test func anOptionalFieldClearsToNilAndOnlyItsClearDoes() {
        let model = WriteRecorder<String?>("Quarterly plan")
        let log = EventLog()
        let title = OptionalField(form: "draft", id: "title", binding: model.binding, converter: .string, log: log)
        let entry = FakeEntry()
        entry.attach(title.field)

        // Emptying the text is an edit like any other: the value becomes "", not nil.
        entry.setText("")
        #expect(model.writes == [""])
        #expect(title.value == "")

        title.choose("Plan")
        entry.type("s")
        #expect(model.writes == ["", "Plan", "Plans"])

        // The clear button, while the entry has focus; then the entry's flush as it goes.
        title.clear()
        #expect(entry.text == "")
        entry.setText("")
        title.field.commit()
        #expect(title.value == nil)
        #expect(model.writes == ["", "Plan", "Plans", nil])
        let logged = log.events.filter { $0.kind == .write }.map { [$0.source.rawValue, $0.value?.json ?? "-"] }
        #expect(logged == [["user", #""""#], ["user", #""Plan""#], ["user", #""Plans""#], ["user", "null"]])
    }

    /// The guard keeps the entry's flush of "" from a `nil` value; "" that the app sets, as a
    /// draft of a title left empty does, is a value all the same.
    @Test func aTitleLeftEmptyComesBackFromADraftEmptyNotNil() {
        let typed = WriteRecorder<String?>("Plan")
        let title = OptionalField(form: "draft", id: "title", binding: typed.binding, converter: .string)
        let entry = FakeEntry()
        entry.attach(title.field)
        entry.setText("")
        let draft = FormFields.Draft(fields: [title.field])
        #expect(draft.values == ["title": .string("")])

        let model = WriteRecorder<String?>(nil)
        let log = EventLog()
        let next = OptionalField(form: "draft", id: "title", binding: model.binding, converter: .string, log: log)
        #expect(draft.restore(into: [next.field]) == [])
        #expect(next.value == "", "the entry the person left empty, not the clear button's nil")
        #expect(model.writes == [""])
        #expect(log.events.filter { $0.kind == .write }.map(\.value) == [.string("")])
    }

    @Test func anOptionalDateShowsNothingWhileNilAndNeverWritesItsStandIn() throws {
        let model = WriteRecorder<Date?>(nil)
        let due = OptionalField(form: "draft", id: "due", binding: model.binding, converter: .day)
        let entry = FakeEntry()
        entry.attach(due.field)
        #expect(entry.text == "", "not 0001-01-01, the stand-in the field reads while nil")

        entry.type("2025-03-14")
        let day = try #require(model.writes.last ?? nil)
        #expect(model.writes == [day])
        entry.setText("")
        #expect(model.writes == [day], "empty text is no date: nothing written, .distantPast least of all")
        #expect(entry.validation.message == "Enter a date as YYYY-MM-DD")

        due.clear()
        #expect(entry.text == "")
        #expect(model.writes == [day, nil])
    }

    @Test func clearingATitleThatIsAlreadyNilWritesNothingWhileResetStillDoes() {
        let model = WriteRecorder<String?>(nil)
        let log = EventLog()
        let title = OptionalField(form: "draft", id: "title", binding: model.binding, converter: .string, log: log)
        let entry = FakeEntry()
        entry.attach(title.field)

        // Esc in an entry opened from the suggestions, before anything was typed.
        title.clear()
        #expect(model.writes == [])
        #expect(log.events.filter { $0.kind == .write }.isEmpty)

        // Reset asks for the default on the app's behalf: that write is made and logged.
        title.clear(source: .external)
        #expect(model.writes == [nil])
        let logged = log.events.filter { $0.kind == .write }.map { [$0.source.rawValue, $0.value?.json ?? "-"] }
        #expect(logged == [["external", "null"]])
    }
}
