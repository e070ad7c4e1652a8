import FormFields
import FormFieldsTestSupport
import Testing

/// Seed 000: filtering after the fact lets observers see "Flowe" before "Flow"; a buffered
/// field hands the model only cleaned values.
@MainActor
@Suite struct DoubleUpdateStoryTests {
    @Test func flowerTypedIntoALimitOfFourWritesFOnlyUpToFlow() {
        let nickname = FieldHarness("", transform: .maximumLength(4), converter: .string)

        nickname.entry.type("F")
        #expect(nickname.shown == "F|")
        #expect(nickname.model.writes == ["F"])

        nickname.entry.type("low")
        #expect(nickname.shown == "Flow|")
        #expect(nickname.model.writes == ["F", "Fl", "Flo", "Flow"])

        nickname.entry.type("e")
        #expect(nickname.shown == "Flow|")
        #expect(nickname.model.writes == ["F", "Fl", "Flo", "Flow"], "the model never sees Flowe")
        nickname.entry.type("r")
        #expect(nickname.model.writes == ["F", "Fl", "Flo", "Flow"])
        #expect(nickname.field.counters.rejected == 2)
        #expect(nickname.field.counters.edits == 6)
    }

    @Test func onlyAnEditThatChangedNothingTellsThePersonItWasRefused() {
        let nickname = FieldHarness("", transform: .maximumLength(4), converter: .string)
        nickname.entry.insert("Flower")
        #expect(nickname.shown == "Flow|")
        #expect(nickname.entry.refusals == 0, "a paste cut to fit still changed the text")
        nickname.entry.type("er")
        #expect(nickname.shown == "Flow|")
        #expect(nickname.entry.refusals == 2, "one for every key that changed nothing")
        nickname.setFromElsewhere("Flowers")
        nickname.field.setModel("Fernanda", source: .restore)
        #expect(nickname.shown == "Fern|")
        #expect(nickname.entry.refusals == 2, "values set by the app are no person's edit")
    }

    @Test func aValueAssignedThatTheFieldShowsCutIsWrittenAsShownOnlyWhenEditingEnds() {
        let nickname = FieldHarness("", transform: .maximumLength(4), converter: .string)
        nickname.setFromElsewhere("Flowers")
        #expect(nickname.shown == "Flow|")
        #expect(nickname.model.writes.isEmpty, "showing the model writes nothing back")
        #expect(nickname.model.value == "Flowers")

        nickname.field.commit()
        #expect(nickname.model.writes == ["Flow"], "editing ends: the model gets the text the field shows")
        #expect(nickname.events(.write).map(\.source) == [.commit])
        nickname.field.commit()
        #expect(nickname.model.writes == ["Flow"], "once: the model and the screen agree")
    }

    @Test func prefillAndResetReachTheEntryWithoutWritingBack() {
        let nickname = FieldHarness("Bloom", transform: .maximumLength(4), converter: .string)
        #expect(nickname.shown == "Bloo|", "a prefilled value is shown cleaned")
        #expect(nickname.model.writes.isEmpty)

        nickname.entry.type("m")
        #expect(nickname.model.writes == [], "typing into a full field is rejected")

        nickname.setFromElsewhere("Fern")
        #expect(nickname.shown == "Fern|")
        nickname.setFromElsewhere("")
        #expect(nickname.shown == "|")
        #expect(nickname.model.writes.isEmpty, "reset and prefill cause zero writes")
        #expect(nickname.entry.changes.contains("Fern"))
        #expect(nickname.field.counters.echoes > 0, "GTK-style reports during the rewrite were ignored")
    }

    @Test func aRejectedKeystrokeInTheMiddleKeepsTheCaret() {
        let digits = FieldHarness("1234", transform: .digits, converter: .string)
        digits.place("12|34")
        digits.entry.type("x")
        #expect(digits.shown == "12|34")
        #expect(digits.model.writes.isEmpty)
        digits.entry.type("5")
        #expect(digits.shown == "125|34")
        #expect(digits.model.writes == ["12534"])
    }

    @Test func aPasteIntoAFullFieldKeepsWhatFits() {
        let nickname = FieldHarness("", transform: .maximumLength(4), converter: .string)
        nickname.entry.insert("Flower")
        #expect(nickname.shown == "Flow|")
        #expect(nickname.model.writes == ["Flow"], "one paste, one write")
        nickname.place("Fl|ow")
        nickname.entry.insert("ee")
        #expect(nickname.shown == "Fl|ow", "nothing fits in the middle either")
        #expect(nickname.model.writes == ["Flow"])
    }

    @Test func theLogRecordsEveryEditAndWriteInOrder() {
        let nickname = FieldHarness("", transform: .maximumLength(4), converter: .string)
        nickname.entry.type("Flowe")
        let lines = nickname.log.events.map(\.jsonLine)
        #expect(lines.count == 9, "five edits and four writes")
        #expect(
            lines.last
                == #"{"event":"edit","seq":9,"form":"story","field":"field","text":"Flow","caret":4,"source":"user","reason":"rejected"}"#
        )
        #expect(
            nickname.events(.write).map(\.value) == [.string("F"), .string("Fl"), .string("Flo"), .string("Flow")])
    }
}
