import FormFields
import FormFieldsTestSupport
import Testing

private let addressMessage = "Enter an address such as ada@example.com"

/// Whether `text` looks like an address, for the stories' check.
private func refusesAddress(_ text: String) -> String? {
    text.contains("@") ? nil : addressMessage
}

/// A check an app adds that tells the person only once editing ends: an address on its way
/// ("ada", "ada@") is a hint while typed, never red, and an error only when focus leaves it.
@MainActor
@Suite struct CheckWhenEditingEndsStoryTests {
    @Test func anAddressOnItsWayIsAHintUntilEditingEnds() {
        let email = FieldHarness("", converter: FieldConverter.string.validatingWhenEditingEnds(refusesAddress))
        email.entry.type("ada")
        #expect(email.shown == "ada|")
        #expect(email.model.writes == [], "a refused value never reaches the model")
        #expect(email.entry.validation == .incomplete(addressMessage))
        email.entry.type("@x")
        #expect(email.model.writes == ["ada@", "ada@x"])
        #expect(email.entry.validation == .valid)

        email.place("[ada@x]")
        email.entry.type("b")
        #expect(email.entry.validation == .incomplete(addressMessage))
        email.field.commit()
        #expect(email.shown == "b|", "what was typed stays")
        #expect(email.entry.validation == .invalid(addressMessage))
        #expect(email.model.writes == ["ada@", "ada@x"])
    }

    @Test func theSameCheckWithValidatingIsAnErrorFromTheFirstLetter() {
        let email = FieldHarness("", converter: FieldConverter.string.validating(refusesAddress))
        email.entry.type("a")
        #expect(email.entry.validation == .invalid(addressMessage))
        #expect(email.model.writes == [])
    }
}
