import FormFields
import FormFieldsTestSupport
import Foundation
import Testing

/// An error the app finds itself (`showError`), as a form's Submit does with an empty field it
/// cannot go without: shown as bad input is, until the person edits the text.
@MainActor
@Suite struct AppErrorTests {
    @Test func submitsRequiredStaysThroughACommitAndARefusedKeyAndGoesWithTheFirstDigit() {
        let phone = FieldHarness(
            "", transform: PatternFormat.phoneNumberUS, converter: PatternFormat.phoneNumberUS.converter)
        var heard: [Validation] = []
        phone.field.validationChanged = { heard.append($0) }
        phone.field.commit()  // Submit commits every field first
        let events = phone.log.events.count

        phone.field.showError("This field is required")
        #expect(phone.entry.validation == .invalid("This field is required"), "shown as an error")
        #expect(phone.field.validation == .invalid("This field is required"))
        #expect(!phone.field.isComplete)
        #expect(heard == [.invalid("This field is required")])
        #expect(phone.log.events.count == events, "nothing to log: no edit, no write")

        phone.field.commit()  // Tab through the field
        #expect(phone.message == "This field is required", "leaving the field keeps the error")
        phone.entry.type("x")
        #expect(phone.entry.refusals == 1)
        #expect(phone.entry.validation == .invalid("This field is required"), "a refused key changes nothing")

        phone.entry.type("5")
        #expect(phone.shown == "+1 (5|")
        #expect(phone.entry.validation == .incomplete("Enter 9 more digits"), "what the field finds, no error")
        phone.entry.type("551234567")
        #expect(phone.entry.validation == .valid)
        #expect(heard.first == .invalid("This field is required"))
        #expect(heard.last == .valid)
        #expect(phone.model.writes == ["5551234567"])
    }

    @Test func resetOrUndoShowsWhatTheFieldFindsOfItsTextAgain() {
        let amount = FormatStory(Decimal?.none, format: AmountFormat())
        amount.field.showError("This field is required")
        amount.field.setModel(FieldValue.null, source: .external)  // Reset
        #expect(amount.message == nil, "an empty amount is a value, nil")
        #expect(amount.field.validation == .valid)

        amount.field.showError("This field is required")
        amount.field.restore(TextState(picture: "|"))  // Undo back to the same empty text
        #expect(amount.message == nil)
        #expect(amount.writes == [nil], "Reset's, and none for Undo")
    }

    /// Reset as the README shows it: the app assigns its model and has each field show it with
    /// `modelChanged(source: .external, force: true)`, here the empty text the field shows already.
    @Test func aResetThatShowsTheSameTextStillTakesTheErrorAway() {
        let phone = FieldHarness(
            "", transform: PatternFormat.phoneNumberUS, converter: PatternFormat.phoneNumberUS.converter)
        phone.field.showError("This field is required")
        phone.field.modelChanged(source: .external, force: true)
        #expect(phone.message == nil, "what the field finds of its empty text: nothing")
        #expect(phone.field.validation == .valid)
        #expect(phone.entry.newHistories == 1, "undoing past a Reset would write over it")
        #expect(phone.events(.edit).map(\.source) == [.external])
        #expect(phone.model.writes == [])
    }

    @Test func anErrorOnHalfTypedTextKeepsTheTextAsItIs() {
        let card = FormatStory("", format: GroupedFormat.cardNumber)
        card.entry.type("4111")
        card.field.commit()
        #expect(card.message == "Enter 12 more digits")
        #expect(card.field.validation.isError == false, "a hint while typing")

        card.field.showError("Enter 12 more digits")
        #expect(card.entry.validation == .invalid("Enter 12 more digits"))
        card.field.commit()
        #expect(card.shown == "4111|", "nothing typed is lost")
        #expect(card.entry.validation == .invalid("Enter 12 more digits"))
        card.entry.backspace()
        #expect(card.entry.validation == .incomplete("Enter 13 more digits"))
    }

    /// A draft keeps what the person typed under an error, and no text for a field they left
    /// empty: it comes back as it was left, not as a field typed into and emptied again.
    @Test func aDraftKeepsTextTypedUnderAnErrorAndNoneOfAnEmptyField() {
        let phone = FieldHarness(
            "", transform: PatternFormat.phoneNumberUS, converter: PatternFormat.phoneNumberUS.converter, id: "phone")
        let card = FieldHarness(
            "", transform: GroupedFormat.cardNumber, converter: GroupedFormat.cardNumber.converter, id: "card")
        card.entry.type("4111")
        phone.field.showError("This field is required")
        card.field.showError("Enter 12 more digits")
        let draft = Draft(fields: [phone.field, card.field])
        #expect(draft == Draft(values: ["phone": .string(""), "card": .string("")], unfinished: ["card": "4111"]))

        let (nextPhone, nextCard) = (
            FieldHarness(
                "", transform: PatternFormat.phoneNumberUS, converter: PatternFormat.phoneNumberUS.converter,
                id: "phone"),
            FieldHarness(
                "", transform: GroupedFormat.cardNumber, converter: GroupedFormat.cardNumber.converter, id: "card")
        )
        #expect(draft.restore(into: [nextPhone.field, nextCard.field]) == [])
        #expect(nextPhone.message == nil, "an empty phone number, as the form started")
        #expect(nextCard.shown == "4111|")
        #expect(nextCard.message == "Enter 12 more digits")
    }
}
