import FormFields
import FormFieldsTestSupport
import Foundation
import Testing

/// A form's fields kept as a draft and shown again from it: what the person left in each field
/// comes back as it was, half-typed text too.
@MainActor @Suite struct DraftOfFieldsTests {
    /// A sign-up form: a full name, an age of 18 to 130 that may be left empty, a start day.
    @MainActor struct SignUp {
        let name = FieldHarness(
            "",
            converter: FieldConverter.string.validatingWhenEditingEnds {
                $0.contains(" ") ? nil : "Enter your full name"
            },
            id: "name")
        let age = FieldHarness(nil, converter: FieldConverter<Int?>.standard.limited(to: 18...130), id: "age")
        let start = FieldHarness(nil, converter: .optional(.day), id: "start")
        var fields: [any FormField] { [name.field, age.field, start.field] }
    }

    @Test func halfTypedTextIsKeptBesideTheValueBehindItAndComesBackAsItWasLeft() {
        let form = SignUp()
        form.name.entry.type("Ada Lovelace")
        form.age.entry.type("4")
        form.start.entry.type("2026-03-1")
        let draft = Draft(fields: form.fields)
        #expect(
            draft
                == Draft(
                    values: ["name": .string("Ada Lovelace"), "age": .null, "start": .null],
                    unfinished: ["age": "4", "start": "2026-03-1"]))

        let next = SignUp()
        #expect(draft.restore(into: next.fields) == [])
        #expect(next.name.shown == "Ada Lovelace|")
        #expect(next.name.model.writes == ["Ada Lovelace"])
        #expect(next.age.shown == "4|")
        #expect(
            next.age.entry.validation == .invalid("Enter a value from 18 to 130"),
            "no one is typing it now: wrong as it stands, as when the person left it")
        #expect(next.age.model.writes == [nil], "the value behind the text, written once")
        #expect(next.start.shown == "2026-03-1|")
        #expect(next.start.entry.validation == .incomplete("Enter a date as YYYY-MM-DD"), "half a date stays a hint")
        #expect(next.start.model.writes == [nil])
        #expect(next.name.events(.write).map(\.source) == [.restore])
        #expect(Draft(fields: next.fields) == draft, "saved again, it is the same draft")
    }

    @Test func aFieldEmptiedWhileTypingComesBackEmptyWithTheValueItHid() {
        let form = SignUp()
        form.name.entry.type("Ada Lovelace")
        for _ in 0..<12 { form.name.entry.backspace() }
        #expect(form.name.model.value == "Ada ", "the last full name typed")

        let next = SignUp()
        Draft(fields: form.fields).restore(into: next.fields)
        #expect(next.name.shown == "|")
        #expect(next.name.model.writes == ["Ada "])
        #expect(!next.name.field.isComplete)
        next.name.field.commit()
        #expect(next.name.shown == "Ada |", "editing ends as it would have in the form the draft was taken of")
    }

    @Test func aNumberOnItsWayComesBackAsTypedAndAnUntouchedFieldAsItsValue() {
        let price = FieldHarness(nil, converter: .optional(.double), id: "price")
        let phone = FieldHarness(
            "", transform: .phoneNumberUS, converter: PatternFormat.phoneNumberUS.converter, id: "phone")
        price.entry.type("12.")
        #expect(price.message == "Enter the digits after the decimal point")
        let draft = Draft(fields: [price.field, phone.field])
        #expect(draft == Draft(values: ["price": .number(12), "phone": .string("")], unfinished: ["price": "12."]))

        let nextPrice = FieldHarness(nil, converter: .optional(.double), id: "price")
        let nextPhone = FieldHarness(
            "", transform: .phoneNumberUS, converter: PatternFormat.phoneNumberUS.converter, id: "phone")
        draft.restore(into: [nextPrice.field, nextPhone.field])
        #expect(nextPrice.shown == "12.|")
        #expect(nextPrice.entry.validation == .incomplete("Enter the digits after the decimal point"))
        #expect(nextPrice.model.writes == [12])
        #expect(nextPhone.shown == "|")
        #expect(nextPhone.message == nil, "nothing is said of a field no one typed into")
    }

    @Test func valuesNoFieldTakesAreNamedAndEverythingElseComesBack() {
        let draft = Draft(
            values: [
                "name": .string("Ada Lovelace"), "age": .integer(200), "start": .string("soon"), "plan": .string("Pro"),
            ],
            unfinished: ["start": "2026-0", "nickname": "Zoë👩‍👧"])
        let form = SignUp()
        #expect(draft.restore(into: form.fields) == ["age", "nickname", "plan", "start"])
        #expect(form.name.model.writes == ["Ada Lovelace"])
        #expect(form.age.shown == "|")
        #expect(form.age.model.writes == [], "200 is not an age of 18 to 130")
        #expect(form.start.shown == "2026-0|", "what was typed is shown, though no day stands behind it")
        #expect(form.start.model.writes == [])
    }

    /// The value a draft keeps behind unfinished text comes from a file, as its other values do:
    /// it goes through the field as they do, and the log says what the model received.
    @Test func aValueBehindUnfinishedTextIsTakenAsTheFieldTakesEveryOtherValueOfADraft() {
        let form = SignUp()
        let refused = Draft(values: ["age": .integer(500)], unfinished: ["age": "4"]).restore(into: form.fields)
        #expect(refused == ["age"])
        #expect(form.age.shown == "4|", "what was typed is shown, though no age stands behind it")
        #expect(form.age.model.writes == [], "500 is not an age of 18 to 130")

        let price = FieldHarness(0.0, converter: FieldConverter.double.limited(to: 0...1_000), id: "price")
        let below = Draft(values: ["price": .integer(-5)], unfinished: ["price": "3."])
        #expect(below.restore(into: [price.field]) == ["price"])
        #expect(price.model.writes == [])
        #expect(Draft(values: ["price": .integer(3)], unfinished: ["price": "3."]).restore(into: [price.field]) == [])
        #expect(price.model.writes == [3])
        #expect(price.events(.write).map(\.value) == [.number(3)], "the price the model holds, logged as a typed one")
    }

    @Test func aValueTheFileHeldInAFormNoFieldHasIsNamedToo() throws {
        let draft = try JSONDecoder().decode(Draft.self, from: Data(#"{"name": "Ada Lovelace", "age": [36]}"#.utf8))
        let form = SignUp()
        #expect(draft.restore(into: form.fields) == ["age"], "another version of the app wrote it")
        #expect(form.name.model.writes == ["Ada Lovelace"])
        #expect(form.age.model.writes == [])
    }

    @Test func ofTwoFieldsWithOneIdTheDraftKeepsTheFirst() {
        let typed = FieldHarness(nil, converter: FieldConverter<Int?>.standard.limited(to: 18...130), id: "age")
        let untouched = FieldHarness(36, converter: FieldConverter<Int?>.standard, id: "age")
        typed.entry.type("4")
        #expect(
            Draft(fields: [typed.field, untouched.field]) == Draft(values: ["age": .null], unfinished: ["age": "4"]),
            "the text and the value behind it of one field, not the text of one with the value of the other")
    }

    @Test func textWrongAsItStandsIsAnErrorWhenADraftBringsItBackAndAHintWhenUndoDoes() {
        let form = SignUp()
        Draft(values: [:], unfinished: ["age": "4"]).restore(into: form.fields)
        #expect(form.age.shown == "4|")
        #expect(form.age.entry.validation == .invalid("Enter a value from 18 to 130"))
        #expect(form.age.model.writes == [])

        form.age.entry.type("0")
        form.age.field.restore(TextState("4", caret: 1), source: .user)
        #expect(
            form.age.entry.validation == .incomplete("Enter a value from 18 to 130"),
            "Undo goes back to text being typed, to which 0 may follow again")
    }

    /// A plan chosen from a list: a control of the app's own, with no text.
    @MainActor final class PlanChoice: DraftField {
        let id = "plan"
        var plan = "Free"
        var currentValue: FieldValue { .string(plan) }
        func setModel(_ value: FieldValue, source: FieldEvent.Source) -> Bool {
            guard case .string(let name) = value, ["Free", "Pro"].contains(name) else { return false }
            plan = name
            return true
        }
    }

    @Test func aControlOfTheAppsOwnIsKeptInTheSameDraftAndGivenBackItsValueOnly() {
        let form = SignUp()
        let plan = PlanChoice()
        plan.plan = "Pro"
        form.age.entry.type("4")
        let draft = Draft(fields: form.fields + [plan])
        #expect(draft.values["plan"] == .string("Pro"))
        #expect(draft.unfinished == ["age": "4"], "a control without text keeps no text")

        let next = SignUp()
        let nextPlan = PlanChoice()
        #expect(draft.restore(into: next.fields + [nextPlan]) == [])
        #expect(nextPlan.plan == "Pro")
        #expect(next.age.shown == "4|")

        let other = PlanChoice()
        let refused = Draft(values: ["plan": .string("Gold")], unfinished: ["plan": "Pro"]).restore(into: [other])
        #expect(refused == ["plan"], "a plan the list does not have, and text the control cannot show")
        #expect(other.plan == "Free")
    }

    @Test func textOfSeveralCodePointsComesBackWithTheCaretAfterAllOfThem() {
        let form = SignUp()
        Draft(values: ["name": .string("")], unfinished: ["name": "👩‍👧Zoë"]).restore(into: form.fields)
        #expect(form.name.entry.text == "👩‍👧Zoë")
        #expect(form.name.entry.caret == 6)
        #expect(form.name.entry.validation == .invalid("Enter your full name"))
    }
}
