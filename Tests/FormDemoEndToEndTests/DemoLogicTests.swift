import FormFields
import FormFieldsTestSupport
import Foundation
import Testing

@testable import FormDemo

/// The demo's logic without a window: options, forms, the naive field, drafts, submissions.
@MainActor
@Suite struct DemoLogicTests {
    @Test func optionsAreReadBeforeGTKSeesThem() {
        #expect(DemoOptions.parse([]) == .run(DemoOptions()))
        #expect(
            DemoOptions.parse(["--trace", "--form=numbers", "--no-restore"])
                == .run(DemoOptions(form: .numbers, trace: true, restoreDrafts: false)))
        #expect(DemoOptions.parse(["--form", "compare"]) == .run(DemoOptions(form: .compare)))
        #expect(DemoOptions.parse(["--trace", "-h"]) == .help)
        #expect(
            DemoOptions.parse(["--form"])
                == .failure("--form needs a form name: profile, numbers, draft, search, payment, compare"))
    }

    @Test func aLaterLaunchSwitchesOnlyToAFormItNamesAndSaysThatItsNoRestoreIsIgnored() throws {
        guard case .run(let bare) = DemoOptions.parse([]),
            case .run(let payment) = DemoOptions.parse(["--form=payment"]),
            case .run(let fresh) = DemoOptions.parse(["--no-restore"])
        else {
            Issue.record("valid options were refused")
            return
        }
        // A launch that names no form starts on the profile, and leaves a running window's form as it is.
        #expect(bare.form == nil)
        #expect(bare.firstForm == .profile)
        #expect(payment.form == .payment)
        #expect(payment.firstForm == .payment)
        // Only --no-restore means something to a starting demo alone.
        #expect(bare.ignoredWhileRunning == nil)
        #expect(payment.ignoredWhileRunning == nil)
        #expect(
            fresh.ignoredWhileRunning
                == "form-demo: --no-restore is ignored: the demo is running already and its window keeps its values. "
                + "Quit it to start from the defaults.")
    }

    @Test func resetAndExampleGoThroughTheExternalPath() {
        let log = EventLog(capacity: 100)
        let profile = DemoForm.make(.profile, log: log)
        profile.session.fillExample()
        #expect(profile.session.values["nickname"] == .string("Flow"))
        profile.session.reset()
        let writes = log.events.filter { $0.kind == .write }
        #expect(writes.count == 8)
        #expect(writes.allSatisfy { $0.source == .external })
        #expect(profile.session.values == profile.session.defaults)
        #expect(profile.session.fields.allSatisfy { $0.counters.writes == 0 }, "no field wrote back")
    }

    @Test func exampleValuesAreWorkedOutWhenFillExampleIsPressed() {
        let log = EventLog(capacity: 100)
        let draft = DemoForm.make(.draft, log: log)
        let payment = DemoForm.make(.payment, log: log)
        #expect(log.events.isEmpty, "making the forms logs nothing")

        draft.session.fillExample()
        #expect(draft.session.values["title"] == .string("Quarterly plan"))
        #expect(draft.session.values["dueDate"] == .string("2025-03-14T00:00:00Z"))

        // The amount shows en_US separators.
        payment.session.fillExample()
        #expect(payment.session.values["amount"] == .decimal(Decimal(string: "1234.5")!))
        #expect(log.events.last { $0.kind == .edit && $0.field == "amount" }?.text == "1,234.50")
    }

    @Test func aPriceLeftAtItsDecimalPointIsShownWithItsCentsOnceEditingEnds() throws {
        let numbers = DemoForm.make(.numbers, log: EventLog(capacity: 100))
        let field = try #require(numbers.session.fields.first { $0.id == "price" } as? BufferedField<Double>)
        let price = FakeEntry()
        price.attach(field)
        price.moveCaret(to: 0, anchor: price.text.count)
        price.type("3.")
        #expect(field.validation == .incomplete("Enter the digits after the decimal point"))
        field.commit()
        #expect(price.text == "3.00")
        #expect(numbers.session.values["price"] == .number(3))
    }

    @Test func aDraftWithUnknownOrMistypedValuesIsRestoredAsFarAsItFits() {
        let numbers = DemoForm.make(.numbers, log: EventLog())
        let refused = numbers.session.set(
            ["quantity": .integer(5), "age": .string("old"), "shoeSize": .integer(44)], source: .restore)
        #expect(refused == ["age", "shoeSize"])
        #expect(numbers.session.values["quantity"] == .integer(5))
        #expect(numbers.session.values["age"] == .integer(0))
    }

    @Test func aDraftEditedByHandIsRestoredAsTheFormShowsItAndWhatItRefusesIsReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("form-demo-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = DraftStore(directory: folder)
        try store.save(["nickname": .string("Flowers"), "username": .string("Ada Lovelace!")], form: "profile")
        try store.save(["quantity": .integer(5), "age": .integer(500), "price": .number(-3)], form: "numbers")
        let log = EventLog()
        let profile = DemoForm.make(.profile, log: log)
        let numbers = DemoForm.make(.numbers, log: log)
        DraftKeeper(store: store, sessions: [profile.session, numbers.session], log: log).restoreAll()

        #expect(profile.session.values["nickname"] == .string("Flow"), "the model holds what the entry shows")
        #expect(profile.session.values["username"] == .string("adalovelace"))
        #expect(numbers.session.values["quantity"] == .integer(5))
        #expect(numbers.session.values["age"] == .integer(0), "500 is no age the form writes")
        #expect(numbers.session.values["price"] == .number(0))
        let writes = log.events.filter { $0.kind == .write }.map { "\($0.field)=\($0.value?.json ?? "")" }
        #expect(writes == [#"nickname="Flow""#, #"username="adalovelace""#, "quantity=5"])
        let problems = log.events.filter { $0.kind == .diagnostic }.map(\.reason)
        #expect(
            problems == [
                "The draft’s values for age, price do not fit the form; ignored, and kept: the draft is moved aside "
                    + "before the form’s next save."
            ])
    }

    @Test func halfTypedTextComesBackAsThePersonLeftItWithItsMessage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("form-demo-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = DraftStore(directory: folder)
        let log = EventLog()
        let payment = DemoForm.make(.payment, log: log)
        let numbers = DemoForm.make(.numbers, log: log)
        let keeper = DraftKeeper(store: store, sessions: [payment.session, numbers.session], log: log)
        let card = FakeEntry()
        card.attach(try #require(payment.session.fields[0] as? BufferedField<String>))
        card.type("41111111")
        let age = FakeEntry()
        age.attach(try #require(numbers.session.fields[2] as? BufferedField<Int>))
        numbers.session.set(["age": .integer(20)], source: .external)
        age.type("0")
        #expect([card.text, age.text] == ["4111 1111", "200"])
        #expect(numbers.session.values["age"] == .integer(20), "200 is no age: the model keeps 20")
        keeper.saveAll()

        let restoredLog = EventLog()
        let paymentAgain = DemoForm.make(.payment, log: restoredLog)
        let numbersAgain = DemoForm.make(.numbers, log: restoredLog)
        let cardAgain = try #require(paymentAgain.session.fields[0] as? BufferedField<String>)
        let ageAgain = try #require(numbersAgain.session.fields[2] as? BufferedField<Int>)
        let restoredCard = FakeEntry()
        restoredCard.attach(cardAgain)
        let restoredAge = FakeEntry()
        restoredAge.attach(ageAgain)
        DraftKeeper(store: store, sessions: [paymentAgain.session, numbersAgain.session], log: restoredLog)
            .restoreAll()

        #expect(restoredCard.text == "4111 1111")
        #expect(restoredCard.caret == 9, "the caret at the end, where typing goes on")
        #expect(cardAgain.validation == .incomplete("Enter 8 more digits"))
        #expect(paymentAgain.session.values["card"] == .string(""), "the model has no card number yet")
        #expect(restoredAge.text == "200")
        #expect(ageAgain.validation == .invalid("Enter a value from 0 to 130"))
        #expect(numbersAgain.session.values["age"] == .integer(20))
        #expect(restoredLog.events.filter { $0.kind != .diagnostic }.allSatisfy { $0.source == .restore })
        #expect(restoredLog.events.filter { $0.kind == .diagnostic }.isEmpty)
        #expect(cardAgain.counters.edits + ageAgain.counters.edits == 0, "no edit of the person’s")
    }

    @Test func aDraftFromAnotherVersionOpensWithWhatFitsAndIsKeptAsideBeforeTheNextSave() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("form-demo-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = DraftStore(directory: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Written by a version with a shoe size and a metric switch, and a wider age range.
        let file = #"{"quantity": 5, "age": 500, "shoeSize": 44, "metric": true, "price": 2.5}"#
        try Data(file.utf8).write(to: store.url(form: "numbers"))
        let log = EventLog()
        let numbers = DemoForm.make(.numbers, log: log)
        let keeper = DraftKeeper(store: store, sessions: [numbers.session], log: log)
        keeper.restoreAll()

        #expect(
            numbers.session.values == [
                "quantity": .integer(5), "optionalQuantity": .null, "age": .integer(0), "price": .number(2.5),
            ], "what fits is restored, the rest is at its default")
        numbers.session.fillExample()
        keeper.saveAll()
        #expect(try store.load(form: "numbers")?.values == numbers.session.values, "the new draft is saved")
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0 != "numbers.json" }
        #expect(aside.count == 1 && aside[0].hasPrefix("numbers.json.unused-"), "\(aside)")
        #expect(
            try String(contentsOf: folder.appendingPathComponent(aside[0]), encoding: .utf8) == file,
            "the old draft is kept as it was")
        let problems = log.events.filter { $0.kind == .diagnostic }.map(\.reason)
        #expect(
            problems == [
                "The draft’s values for age, metric, shoeSize do not fit the form; ignored, and kept: the draft is "
                    + "moved aside before the form’s next save.",
                "numbers.json, with values the form did not take, was moved to \(aside[0]).",
            ])
    }

    @Test func theSearchOutputTakesQueriesOfMoreThanThreeCharactersWithoutTheSpacesAround() throws {
        let search = DemoForm.make(.search, log: EventLog())
        let model = try #require(search.model as? SearchModel)
        guard case .gatedOutput(let output)? = search.rows.last else {
            Issue.record("the search form's last row is its output")
            return
        }
        let entry = FakeEntry()
        entry.attach(try #require(search.session.fields.first as? BufferedField<String>))
        entry.type("    ")
        #expect(model.results == "", "four spaces are nothing to search for")
        entry.type("gtk")
        #expect(model.results == "", "“    gtk” is three characters")
        entry.type("4")
        #expect(model.results == "gtk4", "the output searches for the words, not the spaces")
        entry.type(" ")
        #expect(model.results == "gtk4")
        #expect(output.gate.forwarded == 1, "a space after the query is nothing new to search for")
        entry.type("d")
        #expect(model.results == "gtk4 d")
    }

    @Test func theSearchOutputKeepsTheLastQueryWhileTheFieldIsShortAndEmptiesWithIt() throws {
        let search = DemoForm.make(.search, log: EventLog())
        let model = try #require(search.model as? SearchModel)
        let entry = FakeEntry()
        entry.attach(try #require(search.session.fields.first as? BufferedField<String>))
        entry.type("swift")
        entry.backspace()
        entry.backspace()
        #expect(model.results == "swif", "“swi” is a query being corrected")
        entry.moveCaret(to: 0, anchor: 3)
        entry.deleteForward()
        #expect(model.results == "", "nothing to search for: no results")

        entry.type("gtk4")
        entry.type("   ")
        #expect(model.results == "gtk4")
        entry.moveCaret(to: 0, anchor: 4)
        entry.deleteForward()
        #expect(model.results == "", "spaces alone are no query")

        entry.type("gtk4")
        search.session.reset()
        #expect(model.results == "", "Reset empties the query, and so the output")
        #expect(search.session.values == search.session.defaults)
    }

    @Test func aDraftThatCannotBeReadIsSetAsideBeforeTheFirstSaveNotReplaced() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("form-demo-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = DraftStore(directory: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // NB: Nothing opens a socket as a file, not even root: it stands for a draft the app may
        // not read today (permissions, a disk error) but that may still hold what was saved.
        try makeSocket(at: store.url(form: "profile"))
        let log = EventLog()
        let profile = DemoForm.make(.profile, log: log)
        let keeper = DraftKeeper(store: store, sessions: [profile.session], log: log)
        keeper.restoreAll()
        profile.session.fillExample()
        keeper.saveAll()

        #expect(try store.load(form: "profile")?.values["code"] == .string("AB12CD"), "the new draft is saved")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.contains { $0.hasPrefix("profile.json.unreadable-") }, "the old one is kept: \(names)")
        let problems = log.events.filter { $0.kind == .diagnostic }.map(\.reason)
        #expect(problems.count == 2, "\(problems)")
        #expect(
            problems.first == "The draft profile.json could not be read (No such device or address); left in place.")
        #expect(
            problems.last?.hasPrefix("profile.json, which could not be read, was moved to profile.json.unreadable-")
                == true)
    }

    @Test func aDraftThatCanBeNeitherReadNorSetAsideIsNotReplaced() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("form-demo-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = DraftStore(directory: folder)
        try FileManager.default.createDirectory(at: store.url(form: "profile"), withIntermediateDirectories: true)
        let log = EventLog()
        let profile = DemoForm.make(.profile, log: log)
        let keeper = DraftKeeper(store: store, sessions: [profile.session], log: log)
        keeper.restoreAll()
        for _ in 1...2 {
            profile.session.fillExample()
            keeper.saveAll()
        }

        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: store.url(form: "profile").path, isDirectory: &isFolder))
        #expect(isFolder.boolValue, "what stands at profile.json is left as it was")
        let problems = log.events.filter { $0.kind == .diagnostic }.map(\.reason)
        #expect(
            problems == [
                "The draft profile.json could not be read (Is a directory); left in place.",
                "The draft is not saved, so that profile.json, which could not be read, is not replaced.",
            ], "said once, not at every save")
    }

    @Test func aDraftThatCannotBeSavedIsSaidOnceAndSoIsItsFirstSaveAfterwards() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("form-demo-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // NB: A file where the state folder should be fails every save, as a full disk or a
        // read-only folder does.
        let blocker = folder.appendingPathComponent("state")
        try Data().write(to: blocker)
        let store = DraftStore(directory: blocker.appendingPathComponent("drafts"))
        let log = EventLog()
        let profile = DemoForm.make(.profile, log: log)
        let keeper = DraftKeeper(store: store, sessions: [profile.session], log: log)
        for _ in 1...3 {
            profile.session.fillExample()
            keeper.saveAll()
        }
        try FileManager.default.removeItem(at: blocker)
        profile.session.reset()
        keeper.saveAll()

        #expect(try store.load(form: "profile")?.values == profile.session.defaults)
        let problems = log.events.filter { $0.kind == .diagnostic }.map(\.reason)
        #expect(
            problems == [
                "The draft profile.json could not be saved: Not a directory.",
                "The draft profile.json is saved again.",
            ])
    }

    @Test func twoWindowsOfTheDemoKeepEachOthersTypingInTheirDrafts() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("form-demo-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = DraftStore(directory: folder)
        // Two demos started one after the other, both showing the empty profile.
        let (firstLog, secondLog) = (EventLog(), EventLog())
        let first = DemoForm.make(.profile, log: firstLog)
        let firstKeeper = DraftKeeper(store: store, sessions: [first.session], log: firstLog)
        let second = DemoForm.make(.profile, log: secondLog)
        let secondKeeper = DraftKeeper(store: store, sessions: [second.session], log: secondLog)
        firstKeeper.restoreAll()
        secondKeeper.restoreAll()
        let nickname = FakeEntry()
        nickname.attach(try #require(first.session.fields[0] as? BufferedField<String>))
        let fullName = FakeEntry()
        fullName.attach(try #require(second.session.fields[1] as? BufferedField<String>))

        nickname.type("Flo")
        firstKeeper.saveAll()
        second.session.fields[0].commit()  // Tab from the second's empty nickname to its full name
        fullName.type("Ada")
        secondKeeper.saveAll()
        #expect(try store.load(form: "profile")?.values["nickname"] == .string("Flo"), "the second keeps Flo")
        #expect(try store.load(form: "profile")?.values["fullName"] == .string("Ada"))

        nickname.type("w")
        firstKeeper.saveAll()
        #expect(
            try store.load(form: "profile")?.values == [
                "nickname": .string("Flow"), "fullName": .string("Ada"), "username": .string(""), "code": .string(""),
            ], "the first keeps Ada")
    }

    @Test func submitFindsTheFirstFieldInTabOrderThatIsNotAValue() {
        let payment = DemoForm.make(.payment, log: EventLog())
        #expect(payment.session.submit() == .invalid(index: 0, message: "This field is required"))
        payment.session.fillExample()
        payment.session.set(["expiry": .null], source: .external)
        #expect(payment.session.submit() == .invalid(index: 1, message: "This field is required"))
        payment.session.fillExample()
        guard case .valid(let values) = payment.session.submit() else {
            Issue.record("the example submits")
            return
        }
        #expect(values["card"] == .string("4111111111111111"))
        let nextYear = CardExpiry.thisMonth.year + 1
        #expect(values["expiry"] == .string("\(nextYear)-12"), "the example's card has not expired")
        #expect(payment.label(of: "expiry") == "Expiry")
    }

    /// Each field Submit cannot take says why itself, as an error, where a person and a screen
    /// reader find it, until the person types there; the banner names only the first.
    @Test func submitShowsWhyOnEveryFieldItRefusesUntilThePersonTypesThere() throws {
        let payment = DemoForm.make(.payment, log: EventLog())
        let card = FakeEntry()
        card.attach(try #require(payment.session.fields[0] as? BufferedField<String>))
        let required = Validation.invalid("This field is required")

        #expect(payment.session.submit() == .invalid(index: 0, message: "This field is required"))
        #expect(payment.session.fields.map(\.validation) == [required, required, required, required])
        #expect(card.validation == required, "shown with the card's entry")
        #expect(payment.session.draft.unfinished.isEmpty, "a draft keeps no text: none was typed")

        card.type("4")
        #expect(card.validation == .incomplete("Enter 15 more digits"), "typing says what the card needs now")
        #expect(payment.session.fields.dropFirst().map(\.validation) == [required, required, required])
        #expect(payment.session.submit() == .invalid(index: 0, message: "Enter 15 more digits"))
        #expect(card.validation == .invalid("Enter 15 more digits"), "half a card number is refused too")
        #expect(payment.session.draft.unfinished == ["card": "4"])

        payment.session.reset()
        #expect(payment.session.fields.map(\.validation) == [.valid, .valid, .valid, .valid])
    }

    @Test func aCardThatExpiredBeforeThisMonthIsRefused() throws {
        let payment = DemoForm.make(.payment, log: EventLog())
        let model = try #require(payment.model as? PaymentModel)
        let entry = FakeEntry()
        entry.attach(try #require(payment.session.fields[1] as? BufferedField<CardExpiry?>))
        let thisMonth = CardExpiry.thisMonth
        let expired = try #require(CardExpiry(month: 12, year: thisMonth.year - 1))
        entry.type(expired.description)
        #expect(model.expiry == nil)
        #expect(entry.validation.message == "This card has expired (\(expired))")
        entry.setText("")
        entry.type(thisMonth.description)
        #expect(model.expiry == thisMonth, "a card works until the end of its month")
    }

    @Test func theNaiveFieldWritesFloweThenFlow() {
        let log = EventLog()
        let model = CompareModel()
        let naive = NaiveField(form: "compare", id: "naive", binding: Binding(model, \.naive), limit: 4, log: log)
        #expect(naive.entryChanged("Flow") == nil)
        #expect(naive.entryChanged("Flowe") == "Flow", "the entry must be set back")
        #expect(model.naive == "Flow")
        #expect(
            log.events.filter { $0.kind == .write }.map(\.value) == [
                .string("Flow"), .string("Flowe"), .string("Flow"),
            ])
        #expect(naive.counters.writes == 3)
        #expect(naive.counters.rewrites == 1)
    }

    @Test func theNaiveFieldCountsResetAndFillExampleAsTheBufferedOneDoes() throws {
        let compare = DemoForm.make(.compare, log: EventLog())
        let naive = try #require(compare.session.fields.first as? NaiveField)
        let buffered = try #require(compare.session.fields.last as? BufferedField<String>)
        // GTK's set_text reports new text as a change, which the naive field writes back.
        var shown = ""
        naive.showInEntry = { [unowned naive] text in
            guard text != shown else { return }
            shown = text
            _ = naive.entryChanged(text)
        }
        FakeEntry().attach(buffered)

        compare.session.fillExample()
        #expect(naive.counters.writes == 1, "only the echo is the field's own write, not the app's")
        #expect(naive.counters.rewrites == 1, "the entry shows the app's value")
        #expect(buffered.counters.writes == 0)
        #expect(buffered.counters.rewrites == 1)

        compare.session.fillExample()
        #expect(naive.counters.writes == 1)
        #expect(naive.counters.rewrites == 1, "the entry showed “Flow” already")
        #expect(buffered.counters.rewrites == 1)

        compare.session.reset()
        #expect((naive.counters.writes, naive.counters.rewrites) == (2, 2), "Reset, and its echo “”")
        #expect((buffered.counters.writes, buffered.counters.rewrites) == (0, 2))
    }

    @Test func anOptionalTitleClearedStaysNullThroughTheEntrysFlush() {
        let log = EventLog()
        let draft = DraftModel()
        let title = OptionalField(
            form: "draft", id: "title", binding: Binding(draft, \.title), converter: .string, log: log)
        let entry = FakeEntry()
        entry.attach(title.field)
        title.choose("Plan", source: .user)
        entry.type("s")
        #expect(draft.title == "Plans")
        title.clear(source: .user)
        entry.setText("")
        title.field.commit()
        #expect(draft.title == nil)
        #expect(title.field.currentValue == .null)
        let writes = log.events.filter { $0.kind == .write }.map(\.value)
        #expect(writes == [.string("Plan"), .string("Plans"), .null], "no \"\" after the clear")
        entry.backspace()
        #expect(draft.title == nil, "emptying the entry's own text is not possible while it is nil")
    }

    @Test func submissionsAreOneJSONLineEach() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "form-demo-\(UUID())/submissions.jsonl")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let log = SubmissionLog(file: file)
        let date = Date(timeIntervalSince1970: 1_800_000_000)
        try log.append(form: .numbers, values: ["quantity": .integer(3), "optionalQuantity": .null], at: date)
        try log.append(form: .profile, values: ["nickname": .string("Flo\"w")], at: date)
        #expect(
            try String(contentsOf: file, encoding: .utf8) == """
                {"form":"numbers","submitted":"2027-01-15T08:00:00Z","values":{"optionalQuantity":null,"quantity":3}}
                {"form":"profile","submitted":"2027-01-15T08:00:00Z","values":{"nickname":"Flo\\"w"}}

                """)
    }

    /// Half a line, as a crash while a line was written leaves, stays as it is, and the next
    /// submission starts a line of its own rather than continuing it.
    @Test func aSubmissionAfterHalfALineIsALineOfItsOwn() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "form-demo-\(UUID())/submissions.jsonl")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let half = #"{"form":"numbers","submitted":"2027-01-15T08:00:00Z","valu"#
        try Data(half.utf8).write(to: file)
        try SubmissionLog(file: file).append(
            form: .profile, values: ["nickname": .string("Flo")], at: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(
            try String(contentsOf: file, encoding: .utf8) == half + """

                {"form":"profile","submitted":"2027-01-15T08:00:00Z","values":{"nickname":"Flo"}}

                """)
    }

    /// What the banner quotes when a submission cannot be added is the system's reason, which the
    /// C library translates, not Foundation's English "The operation could not be completed".
    @Test func aSubmissionThatCannotBeAddedSaysWhyInTheSystemsWords() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("form-demo-\(UUID())")
        defer { try? FileManager.default.removeItem(at: home) }
        try Data().write(to: home)
        let underAFile = SubmissionLog(
            file: home.appendingPathComponent("io.github.formfields.FormDemo/submissions.jsonl"))
        #expect {
            try underAFile.append(form: .profile, values: ["nickname": .string("Flo")])
        } throws: { ($0 as? SubmissionLog.Failure)?.reason == "Not a directory" }

        let unwritable = SubmissionLog(file: URL(fileURLWithPath: "/proc/formfields-submissions.jsonl"))
        #expect {
            try unwritable.append(form: .profile, values: ["nickname": .string("Flo")])
        } throws: { ($0 as? SubmissionLog.Failure)?.reason == "No such file or directory" }
    }

    @Test func pathsFollowTheXDGVariables() {
        let paths = DemoPaths(environment: [
            "HOME": "/home/ada", "XDG_STATE_HOME": "/tmp/state", "XDG_DATA_HOME": "rel",
        ])
        #expect(paths.drafts.path == "/tmp/state/io.github.formfields.FormDemo/drafts")
        #expect(paths.submissions.path == "/home/ada/.local/share/io.github.formfields.FormDemo/submissions.jsonl")
    }

    /// A HOME that is empty or relative would put the files under the folder the demo was
    /// started in; the account's home is used, as when HOME is unset.
    @Test func aHomeThatIsNotAnAbsolutePathIsNotWhereTheFilesGo() {
        let account = URL(fileURLWithPath: NSHomeDirectory())
        for home in ["", "rel", "./home/ada"] {
            let paths = DemoPaths(environment: ["HOME": home, "XDG_STATE_HOME": "state"])
            #expect(
                paths.drafts.path
                    == account.appendingPathComponent(".local/state/io.github.formfields.FormDemo/drafts").path,
                "HOME=\(home)")
            #expect(
                paths.submissions.path
                    == account.appendingPathComponent(".local/share/io.github.formfields.FormDemo/submissions.jsonl")
                    .path)
        }
    }

    @Test func draftsAreSavedWhenAWriteIsPendingAndRestoredWithSourceRestore() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("form-demo-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = DraftStore(directory: folder)
        let log = EventLog()
        let profile = DemoForm.make(.profile, log: log)
        let keeper = DraftKeeper(store: store, sessions: [profile.session], log: log)
        keeper.saveAll()
        #expect(try store.load(form: "profile") == nil, "nothing changed, nothing saved")
        profile.session.fillExample()
        keeper.saveAll()
        #expect(try store.load(form: "profile")?.values["code"] == .string("AB12CD"))

        let restoredLog = EventLog()
        let again = DemoForm.make(.profile, log: restoredLog)
        DraftKeeper(store: store, sessions: [again.session], log: restoredLog).restoreAll()
        #expect(again.session.values == profile.session.values)
        #expect(restoredLog.events.filter { $0.kind == .write }.allSatisfy { $0.source == .restore })
    }
}

/// Creates a Unix domain socket at `url`: a directory entry that no one can open as a file.
private func makeSocket(at url: URL) throws {
    let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
    try #require(fd >= 0)
    defer { close(fd) }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let path = Array(url.path.utf8CString)
    try #require(path.count <= MemoryLayout.size(ofValue: address.sun_path))
    withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: path.map { UInt8(bitPattern: $0) }) }
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    try #require(bound == 0)
}
