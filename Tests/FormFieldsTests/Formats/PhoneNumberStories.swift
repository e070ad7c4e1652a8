import FormFields
import FormFieldsTestSupport
import Testing

/// A phone number field, `PatternFormat.phoneNumberUS` ("+1 (###) ###-####"): the model gets
/// the ten digits once all are there.
@MainActor
@Suite struct PhoneNumberStories {
    @Test func typingFillsTheTemplateAndLiteralsArriveWithTheDigitAfterThem() {
        let phone = FormatStory("", format: PatternFormat.phoneNumberUS)
        phone.entry.type("5")
        phone.expect("+1 (5|", writes: [])
        #expect(phone.message == "Enter 9 more digits")
        phone.entry.type("55")
        phone.expect("+1 (555|", writes: [])
        phone.entry.type("1")
        phone.expect("+1 (555) 1|", writes: [])
        phone.entry.type("234")
        phone.expect("+1 (555) 123-4|", writes: [])
        phone.entry.type("567")
        phone.expect("+1 (555) 123-4567|", writes: ["5551234567"])
        #expect(phone.message == nil)
    }

    @Test func backspaceAndDeleteStepOverLiteralsToTheirDigit() {
        let phone = FormatStory("5551234567", format: PatternFormat.phoneNumberUS)
        phone.entry.moveCaret(to: 9)
        phone.expect("+1 (555) |123-4567", writes: [])
        phone.entry.backspace()
        phone.expect("+1 (55|1) 234-567", writes: [])
        #expect(phone.message == "Enter 1 more digit")
        phone.entry.moveCaret(to: 12)
        phone.expect("+1 (551) 234|-567", writes: [])
        phone.entry.deleteForward()
        phone.expect("+1 (551) 234|-67", writes: [])
        phone.entry.moveCaret(to: 4)
        phone.entry.backspace()  // nothing significant before the caret
        phone.expect("+1 (|551) 234-67", writes: [])
        #expect(phone.field.counters.rejected == 1)
    }

    /// To Pango the country code's "1" is a word, so Ctrl+Delete before "+1" deletes only the
    /// template's own literals. It takes the next group of digits instead, as it does after
    /// "(555" (") 123"), and never a single digit that pulls the rest one slot to the left.
    @Test func aWordKeyThatReachesOnlyLiteralsDeletesTheGroupOfDigitsBeyondThem() {
        let phone = FormatStory("5552345678", format: PatternFormat.phoneNumberUS)
        phone.entry.moveCaret(to: 0)
        phone.entry.deleteWord(to: 2)  // "+1"
        phone.expect("+1 (|234) 567-8", writes: [])
        #expect(phone.message == "Enter 3 more digits")
        phone.entry.moveCaret(to: 15)
        phone.expect("+1 (234) 567-8|", writes: [])
        phone.entry.type("901")
        phone.expect("+1 (234) 567-8901|", writes: ["2345678901"])
        phone.entry.moveCaret(to: 4)
        phone.entry.deleteWord(to: 1)  // "1 (": nothing significant before the caret
        phone.expect("+1 (|234) 567-8901", writes: ["2345678901"])
    }

    /// Ctrl+Backspace after a word of the template's own ("ext. ") deletes the group before it.
    @Test func aWordKeyBackOverLiteralsOnlyDeletesTheGroupBeforeThem() {
        let office = FormatStory("555123412", format: PatternFormat("###-#### ext. ##"))
        office.expect("555-1234 ext. 12|", writes: [])
        office.entry.moveCaret(to: 14)
        office.entry.deleteWord(to: 9)  // "ext. "
        office.expect("555|-12", writes: [])
        office.entry.deleteForward()
        office.expect("555|-2", writes: [])
    }

    @Test func typingAtTheStartOrInTheMiddleShiftsTheDigitsAfterIt() {
        let phone = FormatStory("55512345", format: PatternFormat.phoneNumberUS)
        phone.expect("+1 (555) 123-45|", writes: [])
        phone.entry.moveCaret(to: 0)
        phone.entry.type("2")
        phone.expect("+1 (2|55) 512-345", writes: [])
        phone.entry.moveCaret(to: 7)
        phone.entry.type("0")
        phone.expect("+1 (255) 0|51-2345", writes: ["2550512345"])
        phone.entry.type("9")
        phone.expect("+1 (255) 0|51-2345", writes: ["2550512345"])
        #expect(phone.field.counters.rejected == 1)
    }

    @Test func aPhoneNumberPastedInAnyUsualShapeGivesTheSameDigits() {
        let shapes = [
            "+1 (555) 123-4567", "5551234567", "15551234567", "+15551234567", "+1 555.123.4567",
            "(555) 123-4567", "555-123-4567", "tel: +1 555 123 4567",
        ]
        for pasted in shapes {
            let phone = FormatStory("", format: PatternFormat.phoneNumberUS)
            phone.entry.insert(pasted)
            #expect(phone.shown == "+1 (555) 123-4567|", "pasting \(pasted)")
            #expect(phone.writes == ["5551234567"], "pasting \(pasted)")
        }
    }

    /// A paste is never cut to fit, nor refused without a word: cut, the model got another
    /// number than the one pasted. One with more digits than the template holds shows whole,
    /// the extra digits after the last slot, marked invalid, and writes nothing.
    @Test func aPastedNumberWithMoreDigitsThanTheTemplateHoldsShowsWholeAndInvalid() {
        for format in [PatternFormat.phoneNumberUS, PatternFormat("+1 (###) ###-####")] {
            let phone = FormatStory("", format: format)
            phone.entry.insert("555-123-45678")  // eleven digits, not "+1 (555) 123-4567"
            phone.expect("+1 (555) 123-45678|", writes: [])
            #expect(phone.message == "Enter 10 digits", "\(format.template)")
            #expect(phone.entry.validation == .invalid("Enter 10 digits"))
            #expect(phone.field.counters.writes == 0)
            #expect(phone.field.counters.rejected == 0)
            #expect(phone.entry.refusals == 0)

            let uk = FormatStory("", format: format)
            uk.entry.insert("+44 20 7946 0958")  // a UK number, not "+1 (442) 079-4609"
            uk.expect("+1 (442) 079-460958|", writes: [])
            #expect(uk.message == "Enter 10 digits")

            let us = FormatStory("", format: format)
            us.entry.insert("15551234567")  // the 1 of +1 and ten digits: they fit
            us.expect("+1 (555) 123-4567|", writes: ["5551234567"])
            #expect(us.message == nil)
        }
    }

    /// Backspace takes the extra digit off an overfull number, which then fits and is written,
    /// once; a key into it is refused, as into a full field.
    @Test func backspaceMakesAnOverfullNumberFit() {
        let phone = FormatStory("", format: PatternFormat.phoneNumberUS)
        phone.entry.insert("555-123-45678")
        phone.entry.type("9")
        phone.expect("+1 (555) 123-45678|", writes: [])
        #expect(phone.entry.refusals == 1)
        phone.entry.backspace()
        phone.expect("+1 (555) 123-4567|", writes: ["5551234567"])
        #expect(phone.message == nil)

        let middle = FormatStory("", format: PatternFormat.phoneNumberUS)
        middle.entry.insert("555-123-45678")
        middle.entry.moveCaret(to: 7)
        middle.entry.deleteForward()  // past the ")", its digit goes
        middle.expect("+1 (555|) 234-5678", writes: ["5552345678"])
        #expect(middle.field.counters.writes == 1)
    }

    /// The app setting eleven digits (sample data, its own code) sees them all, marked invalid:
    /// shown as ten, or as nothing, the field hid the model's value.
    @Test func elevenDigitsTheAppSetsShowWholeAndInvalid() {
        let phone = FormatStory("5551234567", format: PatternFormat.phoneNumberUS)
        phone.model.setFromElsewhere("55512345678")
        phone.field.modelChanged()
        phone.expect("+1 (555) 123-45678|", writes: [])
        #expect(phone.message == "Enter 10 digits")
        #expect(phone.field.counters.writes == 0)
    }

    /// A draft or another program setting eleven digits through the field is refused: the
    /// field would write no such value.
    @Test func elevenDigitsSetThroughTheFieldAreRefused() {
        let phone = FormatStory("5551234567", format: PatternFormat.phoneNumberUS)
        #expect(!phone.field.setModel("55512345678", source: .restore))
        phone.expect("+1 (555) 123-4567|", writes: [])
        #expect(phone.field.setModel("2125550100", source: .restore))
        phone.expect("+1 (212) 555-0100|", writes: ["2125550100"])
    }

    @Test func aPasteInTheMiddleThatDoesNotFitShowsWhole() {
        let phone = FormatStory("555123", format: PatternFormat.phoneNumberUS)
        phone.expect("+1 (555) 123|", writes: [])
        phone.entry.insert("45678")  // room for four
        phone.expect("+1 (555) 123-45678|", writes: [])
        #expect(phone.message == "Enter 10 digits")
        phone.entry.backspace()
        phone.expect("+1 (555) 123-4567|", writes: ["5551234567"])
        phone.entry.moveCaret(to: 4)
        phone.entry.insert("2")  // a key into a full field, refused as before
        phone.expect("+1 (|555) 123-4567", writes: ["5551234567"])
        #expect(phone.entry.refusals == 1)
        phone.entry.insert("21")
        phone.expect("+1 (21|5) 551-234567", writes: ["5551234567"])
        #expect(phone.message == "Enter 10 digits")
    }

    @Test func aPasteOverASelectionThatDoesNotFitShowsWhole() {
        let phone = FormatStory("5551234567", format: PatternFormat.phoneNumberUS)
        phone.select(9, 12)
        phone.entry.insert("12345")  // five digits for three
        phone.expect("+1 (555) 123-45|4567", writes: [])
        #expect(phone.message == "Enter 10 digits")
        #expect(phone.field.counters.rejected == 0)
        phone.select(9, 15)
        phone.entry.insert("987")
        phone.expect("+1 (555) 987|-4567", writes: ["5559874567"])
    }

    @Test func theUsualLeadingOneIsTheCountryCodeWhetherTypedOrPasted() {
        let typed = FormatStory("", format: PatternFormat.phoneNumberUS)
        typed.entry.type("1")
        typed.expect("+1|", writes: [])
        #expect(typed.message == "Enter 10 digits")
        typed.entry.type("555")
        typed.expect("+1 (555|", writes: [])
        typed.entry.type("1234567")
        typed.expect("+1 (555) 123-4567|", writes: ["5551234567"])
        let pasted = FormatStory("", format: PatternFormat.phoneNumberUS)
        pasted.entry.insert("15551234567")
        pasted.expect("+1 (555) 123-4567|", writes: ["5551234567"])
        pasted.select(0, 17)
        pasted.entry.insert("1 555 123")
        pasted.expect("+1 (555) 123|", writes: ["5551234567"])
        #expect(pasted.message == "Enter 4 more digits")
    }

    @Test func anAreaCodeNeverStartsWithZeroOrOne() {
        let phone = FormatStory("", format: PatternFormat.phoneNumberUS)
        phone.entry.type("0")
        phone.expect("|", writes: [])
        phone.entry.type("11")
        phone.expect("+1|", writes: [])
        #expect(phone.field.counters.rejected == 2)
        phone.entry.insert("1234567890")
        phone.expect("+1 (234) 567-890|", writes: [])
        #expect(phone.message == "Enter 1 more digit")
    }

    @Test func backspaceTakesTheCountryCodeATypedOneBroughtOneCharacterAtATime() {
        let phone = FormatStory("", format: PatternFormat.phoneNumberUS)
        phone.entry.type("1")
        phone.expect("+1|", writes: [])
        phone.entry.backspace()
        phone.expect("+|", writes: [])
        phone.entry.type("5")
        phone.expect("+1 (5|", writes: [])
        phone.entry.backspace()  // the literals go with the last digit
        phone.expect("|", writes: [])
    }

    @Test func aNumberSetInCodeThatNoAreaCodeCouldStartIsShownAsItIs() {
        let phone = FormatStory("1555123456", format: PatternFormat.phoneNumberUS)
        phone.expect("+1 (155) 512-3456|", writes: [])
        phone.entry.moveCaret(to: 5)
        phone.entry.backspace()
        phone.expect("+1 (|555) 123-456", writes: [])
        #expect(phone.message == "Enter 1 more digit")
    }

    /// "8 (###) ###-##-##", a Russian number with its trunk prefix: the "8" is no digit of it.
    @Test func aTemplateStartingWithADigitReadsItsOwnTextBackAsItWasShown() {
        let phone = FormatStory("91612", format: PatternFormat("8 (###) ###-##-##"))
        phone.expect("8 (916) 12|", writes: [])
        phone.entry.type("34567")
        phone.expect("8 (916) 123-45-67|", writes: ["9161234567"])
        phone.select(0, 17)
        phone.entry.insert("8 916 12")
        phone.expect("8 (916) 12|", writes: ["9161234567"])
        #expect(phone.message == "Enter 5 more digits")
        phone.entry.moveCaret(to: 0)
        phone.entry.insert("8 (4")
        phone.expect("8 (4|91) 612", writes: ["9161234567"])
    }

    @Test func aCodeAfterAFixedZeroPastedAsShownKeepsItsDigits() {
        let code = FormatStory("", format: PatternFormat("0## ###"))
        code.entry.type("7")
        code.expect("07|", writes: [])
        code.select(0, 2)
        code.entry.insert("07")
        code.expect("07|", writes: [])
        #expect(code.message == "Enter 4 more digits")
        code.entry.insert("12 34")
        code.expect("071 234|", writes: ["71234"])
    }

    @Test func theCountryCodeTypedByHandIsNotTakenForTheFirstDigit() {
        let phone = FormatStory("", format: PatternFormat.phoneNumberUS)
        phone.entry.type("+1")
        phone.expect("+1|", writes: [])
        #expect(phone.message == "Enter 10 digits")
        phone.entry.type(" 555 123 4567")
        phone.expect("+1 (555) 123-4567|", writes: ["5551234567"])
    }

    @Test func aCountryCodeTypedByHandGoesWithBackspaceLikeAnyTypedText() {
        let phone = FormatStory("", format: PatternFormat.phoneNumberUS)
        phone.entry.type("+1 x")
        phone.expect("+1 |", writes: [])
        #expect(phone.field.counters.rejected == 1, "a letter is no part of the template")
        phone.entry.backspace()
        phone.expect("+1|", writes: [])
        phone.entry.backspace()
        phone.entry.backspace()
        phone.expect("|", writes: [])
        phone.entry.type("5")
        phone.expect("+1 (5|", writes: [])
        phone.entry.backspace()
        phone.expect("|", writes: [])
    }

    @Test func selectingAcrossLiteralsAndTypingReplacesOnlyTheDigits() {
        let phone = FormatStory("5551234567", format: PatternFormat.phoneNumberUS)
        phone.select(6, 11)
        phone.expect("+1 (55[5) 12]3-4567", writes: [])
        phone.entry.type("0")
        phone.expect("+1 (550|) 345-67", writes: [])
        #expect(phone.message == "Enter 2 more digits")
        phone.entry.insert("89")
        phone.expect("+1 (550) 89|3-4567", writes: ["5508934567"])
    }

    @Test func escapedPlaceholdersAndOtherCharacterClasses() {
        let ticket = PatternFormat("\\#@@-###")
        #expect(ticket.slotCount == 5)
        #expect(ticket.clean("ab123") == "#ab-123")
        #expect(ticket.clean("#AB-123") == "#AB-123")
        #expect(ticket.clean("1ab23") == "#ab-23")
        let field = FormatStory("", format: ticket)
        field.entry.type("x7")
        field.expect("#x|", writes: [])
        #expect(field.message == "Enter 4 more characters")
        field.entry.type("Y7")
        field.expect("#xY-7|", writes: [])
        #expect(field.message == "Enter 2 more digits")
    }
}
