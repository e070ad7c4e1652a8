import FormFields
import FormFieldsTestSupport
import Foundation
import Testing

/// The engine on its own: idempotence, commits, model changes, bad input.
@MainActor
@Suite struct FieldEngineTests {
    @Test func aTransformThatIsNotIdempotentIsReportedOnceAndNeverLoops() {
        let appendDot = ClosureTransform { $0 + "." }
        let field = FieldHarness("", transform: appendDot, converter: .string)
        field.entry.type("a")
        field.entry.type("b")
        let diagnostics = field.events(.diagnostic)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.reason.hasPrefix("The transform is not idempotent") == true)
        #expect(field.field.counters.edits == 2, "each edit ran once: no loop")
        #expect(field.model.writes.count == 2)
    }

    @Test func aScalarMapThatIsNotIdempotentIsReportedToo() {
        // "a" becomes "b" and "b" becomes "c": cleaning the output changes it again. A scalar
        // map looks only at inserted code points, but the check asks about the whole text.
        let shift = ScalarMapTransform { scalar in
            switch scalar {
            case "a": .replace("b")
            case "b": .replace("c")
            default: .keep
            }
        }
        let field = FieldHarness("", transform: shift, converter: .string)
        field.entry.type("xa")
        #expect(field.shown == "xb|")
        let diagnostics = field.events(.diagnostic)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.reason.hasPrefix("The transform is not idempotent") == true)
        field.entry.type("y")
        #expect(field.shown == "xby|", "text from earlier edits is not cleaned again")
        #expect(field.model.writes == ["x", "xb", "xby"])
    }

    /// Refused is the state as it was, or nothing of the edit kept where it was made: a middle
    /// click pastes where it was pressed, not at the caret. Text cleaned back to what it was,
    /// with the caret past what was pasted or typed, was taken.
    @Test func anEditIsRefusedWhenNothingOfItIsKeptWhereItWasMade() {
        let pin = FieldHarness("123", transform: .digits, converter: .string)
        pin.entry.moveCaret(to: 2)
        pin.field.surfaceEdited(TextEdit(from: TextState("123", caret: 2), replacing: 0..<0, with: "world"))
        #expect(pin.field.counters.rejected == 1, "the paste at the click")
        pin.field.surfaceEdited(TextEdit(from: TextState("123", caret: 2), replacing: 2..<2, with: "x"))
        #expect(pin.field.counters.rejected == 2, "the key at the caret")
        pin.field.surfaceEdited(TextEdit(from: TextState("123", caret: 3, anchor: 0), replacing: 0..<3, with: "1x23"))
        #expect(pin.field.counters.rejected == 2, "the same digits pasted over all of them")
        #expect(pin.model.writes == [])
    }

    /// Taken or refused, an edit that leaves the text as it was writes nothing, also when the
    /// model holds a value set elsewhere that the field shows cleaned ("abc" as "ABC").
    @Test func anEditThatLeavesTheTextAsItWasWritesNothing() {
        let code = FieldHarness("", transform: .uppercase, converter: .string)
        code.setFromElsewhere("abc")
        #expect(code.shown == "ABC|")
        code.place("[ABC]")
        code.entry.insert("abc")
        #expect(code.shown == "ABC|")
        #expect(code.field.counters.rejected == 0, "the paste was taken")
        #expect(code.model.writes == [], "the model keeps the app's \"abc\"")
    }

    @Test func aCaretTheWidgetStopsInsideAClusterStaysThere() {
        var engine = FieldEngine(value: "नमस्ते", converter: .string)
        engine.caretMoved(to: 4)
        #expect(engine.state.caret == 6, "Swift joins स्ते into one cluster: the caret goes to its end")
        let pango: FieldEngine<String>.CaretStops = { offset, _ in offset == 4 }  // "नमस्|ते", after the virama
        engine.caretMoved(to: 4, caretStops: pango)
        #expect(engine.state.caret == 4, "where the widget stops it, or Left would never get past the cluster")
        engine.caretMoved(to: 5, caretStops: pango)
        #expect(engine.state.caret == 6)
    }

    @Test func aModelValueEqualToTheKnownOneIsTheFieldsOwnWriteComingBack() {
        var engine = FieldEngine(value: 5, converter: .integer)
        _ = engine.userEdited(text: "05", caret: 1)
        let echo = engine.modelChanged(to: 5)
        #expect(echo.state.text == "05", "no rewrite while the person types")
        #expect(!echo.needsRewrite)
        let reset = engine.modelChanged(to: 5, force: true)
        #expect(reset.state.text == "5")
        #expect(reset.needsRewrite)
        #expect(!reset.write.isWrite)
    }

    @Test func aModelValueTheTransformWouldChangeIsShownCleanedAndNotWrittenBack() {
        let nickname = FieldHarness("", transform: .maximumLength(4), converter: .string)
        nickname.setFromElsewhere("Flowerbed")
        #expect(nickname.shown == "Flow|")
        #expect(nickname.model.value == "Flowerbed")
        nickname.entry.type("x")
        #expect(nickname.model.writes == [], "a rejected keystroke writes nothing either")
        nickname.entry.backspace()
        #expect(nickname.model.writes == ["Flo"])
    }

    /// A key typed over a character no one selected (GTK's overwrite mode, after Insert; an
    /// input method replacing what it typed before the caret) that the field refuses leaves the
    /// character: "!" over the X of "q|xb" deleted it and wrote "qb". Over a selection, a refused
    /// key still removes what the person selected.
    @Test func aRefusedKeyTypedOverACharacterNoOneSelectedLeavesIt() {
        let username = FieldHarness("qxb", transform: .allowing { ("a"..."z").contains($0) }, converter: .string)
        username.place("q|xb")
        username.field.surfaceEdited(TextEdit(from: TextState("qxb", caret: 1), replacing: 1..<2, with: "!"))
        #expect(username.shown == "q|xb")
        #expect(username.model.writes == [])
        #expect(username.field.counters.rejected == 1)

        username.field.surfaceEdited(TextEdit(from: TextState("qxb", caret: 1), replacing: 1..<2, with: "y"))
        #expect(username.shown == "qy|b")
        #expect(username.model.writes == ["qyb"])

        username.place("q[y]b")
        username.field.surfaceEdited(TextEdit(from: TextState("qyb", caret: 2, anchor: 1), replacing: 1..<2, with: "!"))
        #expect(username.shown == "q|b")
        #expect(username.model.writes == ["qyb", "qb"])
    }

    @Test func aRefusedKeyTypedOverADigitOfAFormatInOverwriteModeLeavesIt() {
        let amount = FieldHarness("1,234", transform: AmountFormat(decimals: 2), converter: .string)
        amount.place("1,2|34")
        amount.field.surfaceEdited(TextEdit(from: TextState("1,234", caret: 3), replacing: 3..<4, with: "x"))
        #expect(amount.shown == "1,2|34")
        #expect(amount.model.writes == [])
    }

    @Test func aMegabytePasteIntoALimitedFieldKeepsWhatFits() {
        let nickname = FieldHarness("", transform: .maximumLength(30), converter: .string)
        nickname.entry.insert(String(repeating: "é", count: 1_000_000))
        #expect(nickname.entry.text == String(repeating: "é", count: 30))
        #expect(nickname.model.writes.count == 1)
    }

    @Test func combiningMarksWithNothingToCombineWithAreKeptAsTheyAre() {
        let field = FieldHarness("", transform: .maximumLength(2), converter: .string)
        field.entry.type("\u{301}")
        field.entry.type("\u{301}")
        #expect(field.entry.text == "\u{301}\u{301}", "one grapheme cluster of two marks")
        field.entry.type("a")
        field.entry.type("b")
        #expect(field.entry.text == "\u{301}\u{301}a")
        #expect(field.model.writes == ["\u{301}", "\u{301}\u{301}", "\u{301}\u{301}a"])
    }

    @Test func emptyTextInARequiredFieldIsNeitherZeroNorAnError() {
        var engine = FieldEngine(value: 3, converter: .integer)
        let outcome = engine.userEdited(text: "", caret: 0)
        #expect(!outcome.write.isWrite)
        #expect(outcome.validation == .incomplete("Enter a whole number"))
        #expect(!outcome.validation.isError)
        let commit = engine.commit()
        #expect(commit.state.text == "3")
        #expect(!commit.write.isWrite)
    }

    @Test func aCommitThatLeavesTheTextAsItIsLeavesItsSelectionToo() {
        let count = FieldHarness(15, converter: .integer)
        count.place("1[5]")
        count.field.commit()  // the window lost the keyboard: focus-out
        #expect(count.shown == "1[5]")
        count.place("[15]")
        count.field.setModel(15, source: .external)  // Reset, to the value the model holds
        #expect(count.shown == "[15]", "the model's own value changes nothing on screen")

        count.place("|15")
        count.entry.type("0")
        count.field.commit()
        #expect(count.shown == "15|", "\"015\" written as \"15\": the caret goes to the end")
    }
}

/// What a form does to its fields on the app's behalf: reset, sample data, drafts.
@MainActor
@Suite struct FormFieldTests {
    @Test func theAppSettingTheModelIsLoggedWithItsSourceAndShown() {
        let quantity = FieldHarness(Int?.some(4), converter: .optional(.integer))
        quantity.entry.type("-")
        let form: any FormField = quantity.field
        form.setModel(.integer(4), source: .external)
        #expect(quantity.shown == "4|", "Reset shows the value even though the model already held it")
        #expect(form.setModel(.null, source: .restore))
        #expect(quantity.shown == "|")
        #expect(quantity.model.value == nil)
        #expect(!form.setModel(.string("four"), source: .restore), "a draft value of the wrong type is refused")
        #expect(quantity.model.value == nil)
        #expect(
            quantity.events(.write).map(\.jsonLine) == [
                #"{"event":"write","seq":2,"form":"story","field":"field","value":4,"source":"external"}"#,
                #"{"event":"write","seq":4,"form":"story","field":"field","value":null,"source":"restore"}"#,
            ])
        #expect(form.currentValue == .null)
        #expect(form.counters.writes == 0, "the field itself wrote nothing")
        #expect(
            quantity.log.events.map(\.kind) == [.edit, .write, .edit, .write, .edit],
            "each write of the app's comes before the edit that shows it")
    }

    @Test func aClearButtonOnAnEmptyOptionalDateEmptiesTheTextAndWritesNothing() {
        let dueDate = FieldHarness(Date?.none, transform: .maximumLength(10), converter: .optional(.day))
        dueDate.entry.type("2025-")
        #expect(dueDate.message == "Enter a date as YYYY-MM-DD")
        let form: any FormField = dueDate.field
        form.setModel(.null, source: .user)
        #expect(dueDate.shown == "|")
        #expect(dueDate.message == nil)
        #expect(dueDate.model.writes == [], "the value was nil already")
        #expect(dueDate.events(.write).isEmpty)

        dueDate.entry.type("2025-03-14")
        form.setModel(.null, source: .user)
        #expect(dueDate.model.writes.count == 2, "the date, then the clear")
        #expect(dueDate.model.writes.last == .some(nil))
        #expect(dueDate.events(.write).map(\.source) == [.user, .user])
        #expect(
            dueDate.log.events.suffix(2).map(\.kind) == [.write, .edit], "the clear's write, then the field showing it")
        #expect(dueDate.events(.edit).last?.reason == "", "no \"value unchanged\" after the value changed")
        #expect(dueDate.field.counters.writes == 2, "a person's clear counts as the person's write")
    }

    @Test func theFieldOfAnOptionalValueTellsNilFromEmptyTextAndTakesNilBack() {
        let model = WriteRecorder<String?>("")
        let title = OptionalField(form: "draft", id: "title", binding: model.binding, converter: .string)
        let form: any FormField = title.field
        #expect(form.currentValue == .string(""), "present, and empty")
        title.clear()
        #expect(form.currentValue == .null, "no title, though the entry shows the same empty text")

        #expect(form.setModel(.string("Plan"), source: .restore))
        #expect(form.setModel(.null, source: .external), "Reset, or a draft's null, through the field alone")
        #expect(model.writes == [nil, "Plan", nil])
        #expect(form.currentValue == .null)
        #expect(form.text == "")
    }

    @Test func aValueFromADraftIsCleanedLikeTypedTextOrRefused() {
        let nickname = FieldHarness("", transform: .maximumLength(4), converter: .string)
        #expect(nickname.field.setModel(.string("Flowers"), source: .restore))
        #expect(nickname.model.writes == ["Flow"], "the model holds what the field shows")
        #expect(nickname.shown == "Flow|")

        let age = FieldHarness(18, converter: FieldConverter.integer.limited(to: 0...130))
        #expect(!age.field.setModel(.integer(500), source: .restore))
        #expect(age.model.writes == [])
        #expect(age.shown == "18|")
        #expect(age.events(.write).isEmpty)

        let phone = FieldHarness(
            "5551234567", transform: .phoneNumberUS, converter: PatternFormat.phoneNumberUS.converter)
        #expect(!phone.field.setModel(.string("abc"), source: .restore), "no digit of it fits")
        #expect(phone.field.setModel(.string(""), source: .external), "Reset may empty a required field")
        #expect(phone.model.writes == [""])
        #expect(phone.shown == "|")
        #expect(phone.message == nil, "an empty field says nothing before the person edits it")
    }

    @Test func resetEmptiesANameThatValidatingMakesRequired() {
        let required = FieldConverter<String>.string.validating { $0.isEmpty ? "Enter a name" : nil }
        let name = FieldHarness("Quarterly report", converter: required)
        #expect(name.field.setModel(.string(""), source: .external), "Reset empties it, as it does a phone number")
        #expect(name.model.writes == [""])
        #expect(name.shown == "|")
        #expect(name.message == nil, "an empty field says nothing before the person edits it")
        #expect(!name.field.isComplete, "yet the name is missing")

        name.entry.type("Q")
        name.entry.backspace()
        #expect(name.message == "Enter a name", "said once the person emptied it")
        #expect(name.model.writes == ["", "Q"])
        name.setFromElsewhere("Plan")
        name.setFromElsewhere("")  // a preset without a name
        #expect(name.shown == "|")
        #expect(name.message == nil)
    }

    @Test func aRequiredNameEmptiedAndLeftShowsTheNameTheModelHolds() {
        let required = FieldConverter<String>.string.validating { $0.isEmpty ? "Enter a name" : nil }
        let name = FieldHarness("Plan", converter: required)
        name.place("[Plan]")
        name.entry.backspace()
        #expect(name.message == "Enter a name")
        name.field.commit()  // focus leaves
        #expect(name.shown == "Plan|", "nothing typed on purpose: the model's value comes back")
        #expect(name.message == nil)
        #expect(name.field.isComplete)
        #expect(name.model.writes == [])
    }

    @Test func anAppHearsWhenTheFieldsMessageChanges() {
        let age = FieldHarness(18, converter: FieldConverter.integer.limited(to: 0...130))
        var heard: [Validation] = []
        let form: any FormField = age.field
        form.validationChanged = { heard.append($0) }
        age.place("[18]")
        age.entry.type("-")
        age.entry.type("5")
        age.entry.backspace()
        age.entry.backspace()
        age.entry.type("42")
        age.entry.type("0")
        #expect(
            heard == [
                .incomplete("Enter a whole number"), .invalid("Enter a value from 0 to 130"),
                .incomplete("Enter a whole number"), .valid, .invalid("Enter a value from 0 to 130"),
            ], "once per change of message, not per keystroke")
        #expect(age.model.writes == [4, 42])
    }

    @Test func aFormTellsWhetherEveryFieldHoldsAValueWhereTheFieldsSayNothing() {
        let phone = FieldHarness(
            "", transform: PatternFormat.phoneNumberUS, converter: PatternFormat.phoneNumberUS.converter)
        let age = FieldHarness(18, converter: FieldConverter<Int>.integer.limited(to: 0...130))
        let form: [any FormField] = [phone.field, age.field]
        #expect(phone.message == nil, "an empty field says nothing before the person edits it")
        #expect(form.map(\.isComplete) == [false, true], "yet the phone number is missing")

        phone.entry.type("555123")
        #expect(phone.message == "Enter 4 more digits")
        #expect(form.map(\.isComplete) == [false, true])
        phone.entry.setText("")
        phone.field.commit()  // focus leaves the emptied field
        #expect(phone.shown == "|")
        #expect(phone.message == nil, "nothing said again")
        #expect(form.map(\.isComplete) == [false, true], "and still no phone number")

        phone.entry.type("5551234567")
        #expect(form.map(\.isComplete) == [true, true])
        age.setFromElsewhere(500)
        #expect(age.message == "Enter a value from 0 to 130")
        #expect(form.map(\.isComplete) == [true, false], "a value the field refuses is none of its")
        #expect(phone.model.writes == ["5551234567"])
    }

    @Test func aSaveButtonHearsWhenAFieldThatSaidNothingBecomesComplete() {
        let name = FieldHarness(
            "", converter: FieldConverter<String>.string.validating { $0.isEmpty ? "Enter a name" : nil })
        let phone = FieldHarness(
            "", transform: PatternFormat.phoneNumberUS, converter: PatternFormat.phoneNumberUS.converter)
        let form: [any FormField] = [name.field, phone.field]
        var saveable: [Bool] = []
        for field in form {
            field.validationChanged = { [weak name = name.field, weak phone = phone.field] _ in
                saveable.append([name, phone].allSatisfy { $0?.isComplete == true })
            }
        }
        #expect(form.map(\.isComplete) == [false, false], "an empty form, though no field says so")

        name.entry.type("Fern")
        #expect(name.message == nil)
        #expect(saveable == [false], "heard once, at the F, with no message to bring")
        phone.entry.setText("5551234567")  // pasted
        #expect(saveable == [false, true])
        name.entry.setText("")
        #expect(name.message == "Enter a name")
        #expect(saveable == [false, true, false])
    }

    @Test func aStateTheFieldShowedComesBackExactlyForUndo() {
        let format = AmountFormat(decimals: 2)
        let amount = FieldHarness(Decimal(234), transform: format, converter: format.converter)
        amount.field.restore(TextState(picture: "|1,234"))
        #expect(amount.shown == "|1,234", "not cleaned again as if \"1,\" had been typed")
        #expect(amount.model.writes == [1234])
        #expect(amount.field.counters.edits == 1)
    }

    @Test func aValueSetElsewhereThatTheFieldWouldRefuseShowsWhy() {
        let age = FieldHarness(18, converter: FieldConverter.integer.limited(to: 0...130))
        age.setFromElsewhere(500)
        #expect(age.shown == "500|")
        #expect(age.message == "Enter a value from 0 to 130")
        #expect(age.model.writes == [], "the field never writes back")
        #expect(age.events(.edit).last?.reason == "invalid: Enter a value from 0 to 130")
        age.setFromElsewhere(42)
        #expect(age.message == nil)
        #expect(age.events(.edit).last?.reason == "", "showing the model's value is no unchanged edit")
    }
}
