import CGettext
import FormFieldsTestSupport
import Foundation
import Observation
import Testing

@testable import FormFields

/// Every Swift example in FormFields' doc comments and DocC catalog is one the build compiles:
/// each is written out below (`DocExamples`), and this test finds each there.
@Suite struct DocExampleTests {
    @Test func everyDocExampleIsWrittenOutBelow() throws {
        #expect(try DocExampleText.examples(in: "Sources/FormFields").count >= 40)
        let missing = try DocExampleText.missing(from: "Sources/FormFields", in: #filePath)
        #expect(missing == [], "not written out in DocExamples")
    }

    @Test func theExamplesShowWhatTheyCommentOn() {
        var engine = FieldEngine(value: "Flow", transform: .maximumLength(4), converter: .string)
        let outcome = engine.userEdited(TextEdit(from: engine.state, replacing: 4..<4, with: "e"))
        #expect(outcome.state == TextState(picture: "Flow|") && outcome.rejected && outcome.write == .none)
        var required = FieldEngine(value: "", converter: .string)
        #expect(required.showError("This field is required").validation == .invalid("This field is required"))
        #expect(required.validation == .invalid("This field is required"))
        let edit = TextEdit(from: TextState("1234", caret: 2), replacing: 2..<2, with: "x")
        #expect(edit.after == TextState(picture: "12x|34"))
        #expect(PatternFormat("+1 (###) ###-####").clean("555-123-45678") == "+1 (555) 123-45678")
        #expect(PatternFormat("+1 (###) ###-####").converter.parse("+1 (555) 123-45678") == .invalid("Enter 10 digits"))
        #expect(FieldConverter<Percent>.standard.parse("12%") == .valid(Percent("12%")!))
        let length = FieldConverter<Int>.integer.limited(to: 10...400)
        #expect(length.parseWhileTyping("5") == .incomplete("Enter a value from 10 to 400"))
        #expect(length.parse("5") == .invalid("Enter a value from 10 to 400"))
        let age = FieldConverter<Int>.integer.limited(to: 18...130)
        #expect(age.parseWhileTyping("13") == .incomplete("Enter a value from 18 to 130"))
        let email = FieldConverter.string.validatingWhenEditingEnds {
            $0.contains("@") ? nil : "Enter an address such as ada@example.com"
        }
        #expect(email.parseWhileTyping("ada") == .incomplete("Enter an address such as ada@example.com"))
        #expect(email.parse("ada") == .invalid("Enter an address such as ada@example.com"))
        let (lowest, highest) = (TypedNumber(ascii: "10"), TypedNumber(ascii: "400"))
        #expect(TypedNumber(ascii: "5")!.canReach(from: lowest, to: highest))
        #expect(!TypedNumber(ascii: "4000")!.canReach(from: lowest, to: highest))
    }
}

/// Takes each statement of an example as it is, so the values an example shows as bare
/// expressions (`code.clean("ab-12")   // "AB12"`) compile without unused-result warnings.
@resultBuilder private enum Statements {
    static func buildExpression<T>(_ value: T) {}
    static func buildBlock(_ statements: Void...) {}
    static func buildOptional(_ statement: Void?) {}
}

struct Percent: LosslessStringConvertible, Equatable {
    var value: Int
    var description: String { "\(value)%" }
    init?(_ text: String) {
        guard text.last == "%", let value = Int(text.dropLast()) else { return nil }
        self.value = value
    }
}
extension Percent: TextConvertible, FieldValueConvertible {}  // a field of Percent, for free

@Observable final class Profile { var nickname = "" }
@Observable private final class Search { var query = "" }
@Observable private final class Flat { var title: String? = nil }

/// GTK's, which this target does not link: the example's call, checked for its shape.
// swift-format-ignore: AlwaysUseLowerCamelCase
private func g_signal_stop_emission_by_name(_ instance: OpaquePointer, _ signal: String) {}

/// The doc examples, each as written, with what it names given as parameters. Compiled, not run.
@MainActor
private enum DocExamples {
    static func overview() {
        let profile = Profile()
        let log = EventLog()
        let nickname = BufferedField(
            form: "profile", id: "nickname", binding: Binding(profile, \.nickname),
            transform: .maximumLength(4), converter: .string, log: log)
        // Typing "Flower" writes "F", "Fl", "Flo", "Flow" — never "Flowe".
        _ = nickname
    }

    static func binding() {
        let profile = Profile()
        let nickname = Binding(profile, \.nickname)
        nickname.wrappedValue = "Flow"  // profile.nickname == "Flow"
    }

    static func eventLog() {
        let log = EventLog(capacity: 1_000)
        let subscription = log.subscribe { print($0.jsonLine) }
        _ = subscription
    }

    static func closureTransform() {
        let noTabs = ClosureTransform { $0.replacingOccurrences(of: "\t", with: " ") }
        _ = noTabs
    }

    @Statements static func textDirection() {
        PatternFormat.phoneNumberUS.textDirection  // .leftToRight, in Hebrew and Arabic too
        GroupedFormat.cardNumber.textDirection  // .leftToRight
        FieldConverter<Date>.day.textDirection  // .leftToRight
        FieldConverter<Int>.integer.textDirection  // .leftToRight, as every number's converter
        IdentityTransform().textDirection  // .natural
    }

    @Statements static func textTransform() {
        let code: some TextTransform = .uppercase.then(.allowing(.alphanumerics)).then(.maximumLength(6))
        code.clean("ab-12")  // "AB12"
    }

    @Statements static func gatedBinding(search: Search) {
        let gate = GatedBinding(output: Binding(search, \.query)) { $0.count > 3 }
        gate.input.wrappedValue = "swi"  // held back
        gate.input.wrappedValue = "swif"  // search.query == "swif"
        (gate.received, gate.forwarded, gate.heldBack)  // (2, 1, 1)
    }

    static func gatedBindingCleaning(search: Search) {
        let gate = GatedBinding(output: Binding(search, \.query)) { query in
            let words = query.trimmingCharacters(in: .whitespaces)
            return words.count > 3 ? words : nil
        }
        gate.input.wrappedValue = " swif"  // search.query == "swif"
        gate.input.wrappedValue = "swif "  // held back: the output holds "swif" already
    }

    static func guardedBinding(draft: Flat) {
        let title = Binding(guarding: Binding(draft, \.title))  // Binding<String>
        draft.title = nil
        title.wrappedValue = ""  // ignored: draft.title stays nil
        title.wrappedValue = "Plan"  // draft.title == "Plan"
    }

    static func translations(month: Int) {
        FormFieldsLocale.bindTranslations(directory: URL(fileURLWithPath: "/app/share/locale"))
        bindtextdomain("form-demo", FormFieldsLocale.installedDirectory?.path)
    }

    @Statements static func messages(month: Int) {
        localized("There is no month %d", month)  // "There is no month 13", "Es gibt keinen Monat 13"
        translation(of: "Unknown form “%s”", in: "form-demo", ["wizard"])
        MessageFormat.fill("%2$s %1$d hat %3$d Tage", with: ["2025", "Februar", "28"])
        // "Februar 2025 hat 28 Tage"
    }

    @Statements static func amounts() {
        let amount = AmountFormat(decimals: 2, locale: Locale(identifier: "de_DE"))
        amount.clean("1234.5")  // "1.234,5"
        amount.finalize("1.234,5")  // "1.234,50"
        amount.converter.parse("1.234,5")  // .valid(1234.5)
    }

    @Statements static func amountSymbols() {
        AmountSymbols(locale: Locale(identifier: "de_DE"))  // decimal ",", grouping "."
        AmountSymbols(decimalSeparator: ".", groupingSeparator: "'")
        AmountSymbols(groupSize: 3, secondaryGroupSize: 2)  // 12,34,567
    }

    @Statements static func cardExpiry() {
        let expiry = CardExpiry(month: 4, year: 2027)  // 04/27
        expiry?.isExpired(at: .now)
    }

    @Statements static func cardExpiryFormat() {
        let expiry = CardExpiryFormat()
        expiry.clean("04/2027")  // "04/27"
        expiry.converter.parse("13/27")  // .invalid("The month must be from 01 to 12")
    }

    @Statements static func characterClass() {
        CharacterClass.digit.accept("٤")  // "4"
        CharacterClass.letter.accept("4")  // nil
        CharacterClass.digit(in: "2"..."9").accept("1")  // nil
    }

    static func characterClassNamedInAnotherLanguage() {
        let ziffer = CharacterClass(singular: "Ziffer", plural: "Ziffern", digitsOnly: true) {
            CharacterClass.digit.accept($0)
        }
        _ = ziffer
    }

    @Statements static func groupedFormat() {
        let card = GroupedFormat.cardNumber
        card.clean("4111-1111-1111-1111")  // "4111 1111 1111 1111"
        let amex = GroupedFormat(groups: [4, 6, 5])
        amex.clean("378282246310005")  // "3782 822463 10005"
    }

    @Statements static func patternFormat() {
        let phone = PatternFormat("+1 (###) ###-####")
        phone.clean("5551234567")  // "+1 (555) 123-4567"
        phone.clean("+1 555.123.4567")  // "+1 (555) 123-4567"
        phone.clean("555-123-45678")  // "+1 (555) 123-45678", which does not fit:
        phone.converter.parse("+1 (555) 123-45678")  // .invalid("Enter 10 digits")
        phone.converter.parse("+1 (555) 123-4567")  // .valid("5551234567")
    }

    static func patternConverter() {
        let month = PatternFormat("##").converter(
            parse: { Int($0).map(Conversion.valid) ?? .incomplete("Enter a month") },
            format: { String($0) })
        _ = month
    }

    static func valueFormat(model: (binding: Binding<Decimal>, Void)) {
        let amount = AmountFormat(decimals: 2)
        let field = BufferedField(form: "pay", id: "amount", binding: model.binding, format: amount)
        _ = field
    }

    static func drafts(store: DraftStore) throws {
        let draft: Draft = ["nickname": .string("Flow"), "age": .integer(36)]
        try store.save(draft, form: "profile")
        let halfTyped = Draft(values: ["card": .string("")], unfinished: ["card": "4111 1111"])
        _ = halfTyped
    }

    static func draftStore(stateHome: URL) throws {
        let store = DraftStore(directory: stateHome.appending(path: "drafts"))
        try store.save(["nickname": .string("Flow")], form: "profile")
        let draft = try store.load(form: "profile")  // draft?.values == ["nickname": .string("Flow")]
        _ = draft
    }

    static func draftOfFields(store: DraftStore, name: any FormField, age: any FormField, start: any FormField) throws {
        let fields: [any FormField] = [name, age, start]
        if let draft = try store.load(form: "signup") { draft.restore(into: fields) }  // at start
        try store.save(Draft(fields: fields), form: "signup")  // a second after an edit, and on close
    }

    @MainActor static func draftField(name: any FormField, age: any FormField) {
        final class PlanChoice: DraftField {
            let id = "plan"
            var plan = "Free"
            var currentValue: FieldValue { .string(plan) }
            func setModel(_ value: FieldValue, source: FieldEvent.Source) -> Bool {
                guard case .string(let name) = value, ["Free", "Pro"].contains(name) else { return false }
                plan = name  // and select it in the drop-down
                return true
            }
        }
        let draft = Draft(fields: [name, age, PlanChoice()])
        _ = draft
    }

    static func draftStoreMerging(store: DraftStore, session: (draft: Draft, Void)) throws {
        // This window read the draft at start, then the person typed a nickname.
        try store.save(session.draft, changing: ["nickname"], form: "profile")
    }

    @Statements static func converters() {
        FieldConverter<Date>.day.parse("2025-02-30")  // .invalid("February 2025 has 28 days")
        FieldConverter<Int>.integer.limited(to: 0...130).parse("200")
        // .invalid("Enter a value from 0 to 130")
        FieldConverter<Int?>.standard.parse("")  // .valid(nil)
    }

    @Statements static func ranges() {
        FieldConverter<Int>.integer.limited(to: 0...130).parse("200")
        // .invalid("Enter a value from 0 to 130")
        FieldConverter<Int>.integer.limited(to: 18...130).parseWhileTyping("13")
        // .incomplete("Enter a value from 18 to 130"): 130 is in range
    }

    @Statements static func validatingWhenEditingEnds() {
        let email = FieldConverter.string.validatingWhenEditingEnds {
            $0.contains("@") ? nil : "Enter an address such as ada@example.com"
        }
        email.parseWhileTyping("ada")  // .incomplete("Enter an address such as ada@example.com")
        email.parse("ada")  // .invalid("Enter an address such as ada@example.com")
    }

    @Statements static func parseWhileTyping() {
        let length = FieldConverter<Int>.integer.limited(to: 10...400)
        length.parseWhileTyping("5")  // .incomplete("Enter a value from 10 to 400"): 50 may follow
        length.parse("5")  // .invalid("Enter a value from 10 to 400")
    }

    @Statements static func decimalSeparator() {
        let share = FieldConverter<Double>(
            purpose: .number, decimalSeparator: ",",
            parse: { Double($0.replacing(",", with: ".")).map(Conversion.valid) ?? .incomplete("Enter a share") },
            format: { String($0).replacing(".", with: ",") })
        share.parse("12,5")  // .valid(12.5)
        share.limited(to: 0...100).decimalSeparator  // ",": the keypad's decimal key types ","
    }

    @Statements static func typedNumber() {
        let (lowest, highest) = (TypedNumber(ascii: "10"), TypedNumber(ascii: "400"))
        TypedNumber(ascii: "5")!.canReach(from: lowest, to: highest)  // true: 50 is in range
        TypedNumber(ascii: "4000")!.canReach(from: lowest, to: highest)  // false
    }

    @Statements static func limited() {
        let age = FieldConverter<Int>.integer.limited(to: 0...130)
        age.parse("42")  // .valid(42)
        age.parse("-")  // .incomplete("Enter a whole number")
        age.parse("200")  // .invalid("Enter a value from 0 to 130")
    }

    static func bufferedField(profile: Profile, log: EventLog, entry: any TextSurface) {
        let field = BufferedField(
            form: "profile", id: "nickname", binding: Binding(profile, \.nickname),
            transform: .maximumLength(4), converter: .string, log: log)
        field.surface = entry
    }

    @Statements static func fieldEditing(
        field: BufferedField<String>, age: BufferedField<Int>, edit: TextEdit, text: OpaquePointer, undone: TextState,
        updateSaveButton: @escaping @MainActor () -> Void
    ) {
        age.validationChanged = { _ in updateSaveButton() }  // reads each field's `isComplete`
        if !field.surfaceWillEdit(edit) { g_signal_stop_emission_by_name(text, "insert-text") }
        field.restore(undone, source: .user)  // Undo
        field.restore(TextState("4111 1111", caret: 9), source: .restore)  // a draft's half-typed card
        field.restore(TextState("2026-03-1"), value: .string("2026-02-10T00:00:00Z"), source: .user)
    }

    @Statements static func reset(field: BufferedField<Int>) {
        field.setModel(0, source: .external)  // Reset
    }

    @Statements static func showError(phone: BufferedField<String>) {
        if phone.text.isEmpty { phone.showError("This field is required") }
        var engine = FieldEngine(value: "", converter: .string)
        engine.showError("This field is required")  // validation == .invalid("This field is required")
    }

    @Statements static func fieldEngine() {
        var engine = FieldEngine(value: "Flow", transform: .maximumLength(4), converter: .string)
        engine.userEdited(TextEdit(from: engine.state, replacing: 4..<4, with: "e"))
        // state "Flow|", rejected, no write
    }

    static func fieldHistory(due: BufferedField<Date?>, edit: TextEdit, entry: (state: TextState, Void)) {
        let history = FieldHistory(field: due)
        let placement = history.place(edit)  // before each user edit
        due.surfaceEdited(edit)
        history.record(edit, shown: entry.state, placed: placement)  // after it
        history.clear(shown: { entry.state }) { due.setModel(.null, source: .user) }  // a clear button
        history.undo()  // Ctrl+Z
        history.redo { due.setModel(.null, source: .user) }  // Ctrl+Shift+Z
    }

    static func formField(name: any FormField, phone: any FormField) {
        let fields: [any FormField] = [name, phone]
        let complete = fields.allSatisfy(\.isComplete)  // false while the phone is empty
        _ = complete
    }

    static func optionalField(draft: Flat) {
        let title = OptionalField(form: "draft", id: "title", binding: Binding(draft, \.title), converter: .string)
        title.choose("Plan")  // draft.title == "Plan"
        title.clear()  // draft.title == nil, logged as a write of null
        title.field.commit()  // the entry's "" flush: draft.title stays nil
    }

    @Statements static func text() {
        let edit = TextEdit(from: TextState("1234", caret: 2), replacing: 2..<2, with: "x")
        edit.after  // "12x|34"
        edit.inserted  // "x"
        let state = TextState("héllo", caret: 2)  // h é | l l o
        state.length  // 5
    }

    @Statements static func undoHistory(field: BufferedField<String>, optional: OptionalField<String>, edit: TextEdit) {
        var history = UndoHistory()
        let placement = history.place(edit, holding: field.valueBehindText)  // before each user edit
        history.record(edit, shown: field.engine.state, placed: placement)  // after it
        if let state = history.undo(leaving: field.valueBehindText) { field.restore(state, source: .user) }
        let before = field.engine.state, value = field.currentValue
        optional.clear()
        history.recordClear(from: before, taking: value, to: field.engine.state)
    }

    static func undoHistoryPlacing(field: BufferedField<String>, edit: TextEdit, history: inout UndoHistory) {
        let placement = history.place(edit, holding: field.valueBehindText)
        field.surfaceEdited(edit)
        history.record(edit, shown: field.engine.state, placed: placement)
    }
}
