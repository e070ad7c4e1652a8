import FormFields
import Foundation
import Synchronization
import Testing

/// Drafts are saved atomically and a corrupt one is moved aside, never losing what was typed.
@Suite struct DraftStoreTests {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("formfields-drafts-\(UUID().uuidString)")

    @Test func aSavedDraftComesBackValueForValue() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let values: [String: FieldValue] = [
            "nickname": .string("Flow"), "quantity": .integer(3), "optionalQuantity": .null,
            "price": .number(2.5), "amount": .decimal(Decimal(string: "1234.56")!),
        ]
        try store.save(Draft(values: values), form: "profile")
        let restored = try #require(try store.load(form: "profile")?.values)
        #expect(restored["nickname"] == .string("Flow"))
        #expect(restored["quantity"] == .integer(3))
        #expect(restored["optionalQuantity"] == .null)
        #expect(restored["price"] == .number(2.5))
        #expect(Decimal(fieldValue: restored["amount"]!) == Decimal(string: "1234.56"))
        #expect(try store.load(form: "numbers") == nil, "no draft is not an error")
    }

    @Test func savedAmountsComeBackDigitForDigit() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let amounts = [
            "12345678901234567.89", String(repeating: "9", count: 38), "-0.000000000000000000001",
            "1234567890123456789012345678901234567.8", "0.1", "92233720368547758.07",
        ].map { Decimal(string: $0)! }
        for amount in amounts {
            try store.save(["amount": .decimal(amount)], form: "payment")
            let restored = try #require(try store.load(form: "payment")?.values["amount"])
            #expect(Decimal(fieldValue: restored) == amount, "restored as \(restored)")
        }
        let numbers: [String: FieldValue] = ["price": .number(0.1), "large": .number(1e300), "count": .integer(.max)]
        try store.save(Draft(values: numbers), form: "numbers")
        #expect(try store.load(form: "numbers")?.values == numbers, "other numbers keep their case")
    }

    @Test func draftsSavedBeforeKeepTheirAmounts() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(#"{"amount" : 12345678901234567.89, "total" : 99999999999999999999999999999999999999}"#.utf8)
            .write(to: store.url(form: "payment"))
        let restored = try #require(try store.load(form: "payment")?.values)
        #expect(Decimal(fieldValue: restored["amount"]!) == Decimal(string: "12345678901234567.89"))
        #expect(Decimal(fieldValue: restored["total"]!) == Decimal(string: String(repeating: "9", count: 38)))
    }

    @Test func halfTypedTextIsSavedBesideItsFieldsValueAndComesBack() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let draft = Draft(
            values: ["card": .string(""), "age": .integer(20), "phone": .string("5551234567")],
            unfinished: ["card": "4111 1111", "age": "200"])
        try store.save(draft, form: "payment")

        #expect(try store.load(form: "payment") == draft)
        let file = try String(contentsOf: store.url(form: "payment"), encoding: .utf8)
        #expect(
            file.replacing(/\n\s*/, with: "")
                == #"{"age" : {"text" : "200","value" : 20},"card" : {"text" : "4111 1111","value" : ""},"#
                + #""phone" : "5551234567"}"#)
    }

    @Test func aSaveOfSomeFieldsKeepsTheOthersAsAnotherWindowSavedThem() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.save(
            Draft(values: ["nickname": .string("Flo"), "card": .string("")], unfinished: ["card": "4111"]),
            form: "profile")
        // A window that read the draft before those were typed, and where only the full name changed.
        let stale = Draft(values: ["nickname": .string(""), "fullName": .string("Ada"), "card": .string("")])
        try store.save(stale, changing: ["fullName"], form: "profile")

        #expect(
            try store.load(form: "profile")
                == Draft(
                    values: ["nickname": .string("Flo"), "fullName": .string("Ada"), "card": .string("")],
                    unfinished: ["card": "4111"]))
    }

    @Test func moreTextTypedBehindTheSameValueIsAChangeToSave() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let saved = Draft(values: ["nickname": .string("Flo"), "card": .string("")], unfinished: ["card": "4111"])
        try store.save(saved, form: "profile")
        let typed = Draft(values: ["nickname": .string("Flo"), "card": .string("")], unfinished: ["card": "4111 1111"])
        let changed = Set(typed.values.keys.filter { saved.differs(from: typed, at: $0) })
        #expect(changed == ["card"], "the card's value is still empty, its text is not")
        try store.save(typed, changing: changed, form: "profile")
        #expect(try store.load(form: "profile") == typed)
    }

    @Test func windowsSavingTheirOwnFieldsAtOnceLoseNoneOfThem() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fields = (0..<6).map { "field\($0)" }
        let problems = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: fields.count) { window in
            for round in 0..<5 {
                do {
                    try store.save([fields[window]: .integer(round)], changing: [fields[window]], form: "form")
                } catch {
                    problems.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(problems.withLock { $0 } == [])
        #expect(
            try store.load(form: "form")?.values == Dictionary(uniqueKeysWithValues: fields.map { ($0, .integer(4)) }))
    }

    @Test func aDraftFromAnotherVersionGivesBackEveryValueItCanReadAndNamesTheRest() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = #"{"nickname": "Flo", "subscribed": true, "tags": ["a"], "address": {"city": "Bath"}, "age": 36}"#
        try Data(file.utf8).write(to: store.url(form: "profile"))

        let draft = try #require(try store.load(form: "profile"))
        #expect(draft.values == ["nickname": .string("Flo"), "age": .integer(36)])
        #expect(draft.unreadableFields == ["address", "subscribed", "tags"])
        #expect(
            try String(contentsOf: store.url(form: "profile"), encoding: .utf8) == file, "the file is left as it is")
    }

    @Test func savingReplacesTheFileWithoutLeavingTemporaryFiles() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.save(["a": .integer(1)], form: "f")
        try store.save(["a": .integer(2)], form: "f")
        #expect(try store.load(form: "f") == ["a": .integer(2)])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files == ["f.json"])
    }

    /// A process killed between writing its temporary file and renaming it leaves the file; the
    /// next save of that form removes it, so they do not pile up kill after kill.
    @Test func theNextSaveRemovesTheTemporaryFilesAKilledSaveLeft() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.save(["a": .integer(1)], form: "f")
        for name in [".f.json.1x2y3z.tmp", ".f.json.k9.tmp", ".g.json.abc.tmp"] {
            try Data(#"{"a" : "#.utf8).write(to: directory.appendingPathComponent(name))
        }
        try Data("mine".utf8).write(to: directory.appendingPathComponent(".f.json.notes.txt"))

        try store.save(["a": .integer(2)], changing: ["a"], form: "f")
        #expect(try store.load(form: "f") == ["a": .integer(2)])
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
                == ["f.json", ".g.json.abc.tmp", ".f.json.notes.txt"],
            "another form's are left to its own save, and files not named as a save names them stay")
        try store.save(["a": .integer(3)], form: "g")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(".g.json.abc.tmp").path))
    }

    /// A person who links a draft to a file elsewhere (a synced folder) keeps it there: a save
    /// replaces the file the link points to, also one not there yet, and the link stays.
    @Test func aLinkedDraftIsSavedWhereTheLinkPointsAndTheLinkStays() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (store, synced) = try linkedStores()
        try Data(#"{"nickname": "Flo"}"#.utf8).write(to: synced.url(form: "profile"))
        let links = [
            ("profile", "../synced/profile.json"), ("numbers", synced.url(form: "numbers").path), ("loop", "loop.json"),
        ]
        for (form, target) in links {
            try FileManager.default.createSymbolicLink(atPath: store.url(form: form).path, withDestinationPath: target)
        }

        try store.save(["nickname": .string("Flow")], changing: ["nickname"], form: "profile")
        try store.save(["quantity": .integer(3)], form: "numbers")
        #expect(try synced.load(form: "profile") == ["nickname": .string("Flow")])
        #expect(try synced.load(form: "numbers") == ["quantity": .integer(3)])
        #expect(throws: DraftError.unwritable(store.url(form: "loop"), reason: "Too many levels of symbolic links")) {
            try store.save(["a": .null], form: "loop")
        }
        for (form, target) in links {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: store.url(form: form).path) == target)
        }
        #expect(try store.load(form: "profile") == ["nickname": .string("Flow")])
    }

    /// A linked draft that is not a draft, or that the form did not take whole, is set aside
    /// where it lives, and the link stays, so the saves after go where it points again.
    @Test func aLinkedDraftSetAsideKeepsItsLink() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (store, synced) = try linkedStores()
        for form in ["profile", "numbers"] {
            try FileManager.default.createSymbolicLink(
                atPath: store.url(form: form).path, withDestinationPath: "../synced/\(form).json")
        }
        try Data("[1, 2]".utf8).write(to: synced.url(form: "profile"))
        try Data(#"{"quantity": 3}"#.utf8).write(to: synced.url(form: "numbers"))

        try store.save(["nickname": .string("Flow")], changing: ["nickname"], form: "profile")
        let unused = try #require(store.setAside(form: "numbers", because: .unused))
        try store.save(["price": .integer(2)], form: "numbers")

        for form in ["profile", "numbers"] {
            #expect(
                try FileManager.default.destinationOfSymbolicLink(atPath: store.url(form: form).path)
                    == "../synced/\(form).json")
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: store.directory.path).sorted() == [
                "numbers.json", "profile.json",
            ])
        #expect(try synced.load(form: "profile") == ["nickname": .string("Flow")])
        #expect(try synced.load(form: "numbers") == ["price": .integer(2)])
        let corrupt = try FileManager.default.contentsOfDirectory(atPath: synced.directory.path).filter {
            $0.hasPrefix("profile.json.corrupt-")
        }
        #expect(
            try corrupt.map { try String(contentsOf: synced.directory.appendingPathComponent($0), encoding: .utf8) }
                == ["[1, 2]"])
        #expect(unused.lastPathComponent.hasPrefix("numbers.json.unused-"))
        #expect(
            try String(contentsOf: synced.directory.appendingPathComponent(unused.lastPathComponent), encoding: .utf8)
                == #"{"quantity": 3}"#, "beside the file it was")
    }

    /// A save through a link writes its temporary file in the folder the link points to, where
    /// another store's save may be writing one of that name: it waits for that folder's lock
    /// rather than removing the other save's file before its rename.
    @Test func aSaveThroughALinkWaitsForTheLockOfTheFolderItWritesIn() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (store, synced) = try linkedStores()
        try FileManager.default.createSymbolicLink(
            atPath: store.url(form: "profile").path, withDestinationPath: "../synced/profile.json")
        // Another process saving the synced store's profile: its lock held, its file half written.
        let otherSave = open(synced.directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        try #require(otherSave >= 0 && flock(otherSave, LOCK_EX) == 0)
        let writing = synced.directory.appendingPathComponent(".profile.json.k9x2.tmp")
        try Data(#"{"nickname" : "Fe"#.utf8).write(to: writing)

        let saved = DispatchSemaphore(value: 0)
        Thread {
            try? store.save(["nickname": .string("Flow")], form: "profile")
            saved.signal()
        }.start()
        let waited = saved.wait(timeout: .now() + 0.5) == .timedOut
        #expect(waited, "the save waits for the other save")
        #expect(FileManager.default.fileExists(atPath: writing.path), "the other save's file is left to it")

        try Data(#"{"nickname" : "Fern"}"#.utf8).write(to: writing)
        try #require(rename(writing.path, synced.url(form: "profile").path) == 0)
        close(otherSave)
        if waited { saved.wait() }
        #expect(try synced.load(form: "profile") == ["nickname": .string("Flow")])
        #expect(try FileManager.default.contentsOfDirectory(atPath: synced.directory.path) == ["profile.json"])
    }

    @Test func aCorruptDraftIsMovedAsideWithAClearError() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{\"nickname\": \"Flo".utf8).write(to: store.url(form: "profile"))

        #expect {
            try store.load(form: "profile")
        } throws: { error in
            guard case .corrupt(let file, let aside?, _) = error as? DraftError else { return false }
            return file.lastPathComponent == "profile.json"
                && aside.lastPathComponent.hasPrefix("profile.json.corrupt-")
                && FileManager.default.fileExists(atPath: aside.path)
        }
        #expect(try store.load(form: "profile") == nil, "the next start finds no draft and starts empty")
        let message = DraftError.corrupt(store.url(form: "profile"), movedTo: nil, reason: "bad").description
        #expect(message == "The draft profile.json could not be read (bad); left in place.")
    }

    @Test func savesOfOneFormFromManyThreadsEachPublishAWholeDraft() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let drafts: [Draft] = (0..<4).map { writer in
            ["notes": .string(String(repeating: "\(writer)", count: 20_000 + 1_000 * writer))]
        }
        try store.save(drafts[0], form: "notes")
        let problems = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: drafts.count + 1) { worker in
            for _ in 0..<50 {
                do {
                    if worker == drafts.count {
                        let loaded = try store.load(form: "notes")
                        if !drafts.contains(where: { $0 == loaded }) {
                            problems.withLock { $0.append("read a draft no one saved") }
                        }
                    } else {
                        try store.save(drafts[worker], form: "notes")
                    }
                } catch {
                    problems.withLock { $0.append("\(error)") }
                }
            }
        }
        #expect(problems.withLock { $0 } == [])
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files == ["notes.json"], "no temporary file is left")
    }

    @Test func aFileThatCannotBeReadIsLeftInPlaceWithTheSystemsReason() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let keep = store.url(form: "profile").appendingPathComponent("keep.txt")
        try FileManager.default.createDirectory(at: store.url(form: "profile"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: keep)

        #expect(throws: DraftError.unreadable(store.url(form: "profile"), reason: "Is a directory")) {
            try store.load(form: "profile")
        }
        #expect(try String(contentsOf: keep, encoding: .utf8) == "mine", "left where it is")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["profile.json"])
        let message = DraftError.unreadable(store.url(form: "profile"), reason: "Is a directory").description
        #expect(message == "The draft profile.json could not be read (Is a directory); left in place.")
    }

    /// A FIFO opened for reading waits for a writer; a draft in its place must not hang the app's start.
    @Test func aFIFOInTheDraftsPlaceIsLeftThereWithoutWaitingForAWriter() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fifo = store.url(form: "profile")
        try #require(mkfifo(fifo.path, 0o644) == 0)

        let outcome = Mutex<Result<Draft?, DraftError>?>(nil)
        let finished = DispatchSemaphore(value: 0)
        Thread {
            let result = Result { () throws(DraftError) in try store.load(form: "profile") }
            outcome.withLock { $0 = result }
            finished.signal()
        }.start()
        if finished.wait(timeout: .now() + 5) == .timedOut {
            Issue.record("the load still waits for a writer after 5 seconds")
            // NB: A writer that comes and goes lets the waiting open return.
            close(open(fifo.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC))
            finished.wait()
        }
        #expect(
            outcome.withLock { $0 }
                == .failure(.unreadable(fifo, reason: "not a regular file")))
        var status = stat()
        #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "left in place")
        #expect(
            DraftError.unreadable(fifo, reason: "not a regular file").description
                == "The draft profile.json could not be read (not a regular file); left in place.")
    }

    @Test func aSaveOfSomeFieldsLeavesAFileThatCannotBeReadAsItIsAndSavesNothing() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fifo = store.url(form: "profile")
        try #require(mkfifo(fifo.path, 0o644) == 0)

        #expect(throws: DraftError.unreadable(fifo, reason: "not a regular file")) {
            try store.save(["nickname": .string("Flo")], changing: ["nickname"], form: "profile")
        }
        var status = stat()
        #expect(lstat(fifo.path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "left in place")
    }

    @Test func everyCorruptDraftIsKeptUnderANameOfItsOwn() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var asides: [URL] = []
        for content in ["{\"nickname\": \"Flo", "{\"nickname\": \"Flow", "[1, 2]"] {
            try Data(content.utf8).write(to: store.url(form: "profile"))
            do {
                _ = try store.load(form: "profile")
            } catch {
                guard case .corrupt(_, let aside?, _) = error else { continue }
                asides.append(aside)
            }
        }
        #expect(
            try asides.map { try String(contentsOf: $0, encoding: .utf8) }
                == ["{\"nickname\": \"Flo", "{\"nickname\": \"Flow", "[1, 2]"],
            "three loads within a second or two keep all three files: \(asides.map(\.lastPathComponent))")
    }

    /// A file that is not a draft is said to be so in the library's words, which translate, not
    /// the decoder's ("The given data was not valid JSON.", "Expected to decode Dictionary<String, Any>…").
    @Test func aCorruptDraftSaysWhatItIsAndWhereItWent() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (content, why) in [
            ("{\"nickname\": ", "not valid JSON"), ("", "not valid JSON"), ("[1, 2]", "not a JSON object"),
            ("null", "not a JSON object"),
        ] {
            try Data(content.utf8).write(to: store.url(form: "profile"))
            do {
                _ = try store.load(form: "profile")
                Issue.record("“\(content)” was read as a draft")
            } catch {
                guard case .corrupt(_, let aside?, let reason) = error else {
                    Issue.record("“\(content)”: \(error)")
                    continue
                }
                #expect(reason == why, "“\(content)”")
                #expect(
                    error.description
                        == "The draft profile.json could not be read (\(why)); moved to \(aside.lastPathComponent).")
            }
        }
    }

    /// Infinity and NaN have no JSON: such a value is not saved, the draft before it stays, and
    /// the reason says which value is at fault rather than the encoder's English.
    @Test func aNumberJSONCannotHoldIsNotSavedAndSaysWhy() throws {
        let store = DraftStore(directory: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        try store.save(["price": .number(2.5)], form: "numbers")

        for number in [Double.infinity, -.infinity, .nan] {
            #expect(
                throws: DraftError.unwritable(
                    store.url(form: "numbers"), reason: "a value is infinite or not a number")
            ) {
                try store.save(["price": .number(number)], form: "numbers")
            }
        }
        #expect(try store.load(form: "numbers") == ["price": .number(2.5)])
        let message = DraftError.unwritable(store.url(form: "numbers"), reason: "No space left on device").description
        #expect(message == "The draft numbers.json could not be saved: No space left on device.")
    }

    @Test func anUnwritableFolderIsAnErrorInTheSystemsWords() throws {
        let proc = DraftStore(directory: URL(fileURLWithPath: "/proc/formfields-cannot-write-here"))
        #expect(throws: DraftError.unwritable(proc.url(form: "f"), reason: "No such file or directory")) {
            try proc.save(["a": .null], form: "f")
        }
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data().write(to: directory.appendingPathComponent("state"))
        let underAFile = DraftStore(directory: directory.appendingPathComponent("state/drafts"))
        #expect(throws: DraftError.unwritable(underAFile.url(form: "f"), reason: "Not a directory")) {
            try underAFile.save(["a": .null], form: "f")
        }
    }

    /// A store, `drafts`, and a second one, `synced`, a folder a person links drafts into;
    /// both folders made, under `directory`.
    private func linkedStores() throws -> (DraftStore, DraftStore) {
        let stores = ["drafts", "synced"].map { DraftStore(directory: directory.appendingPathComponent($0)) }
        for store in stores {
            try FileManager.default.createDirectory(at: store.directory, withIntermediateDirectories: true)
        }
        return (stores[0], stores[1])
    }

    @Test func fieldValuesConvertBothWays() {
        #expect(Int?(fieldValue: .null) == .some(nil))
        #expect(Int(fieldValue: .number(3.0)) == 3)
        #expect(Int(fieldValue: .number(3.5)) == nil)
        #expect(String(fieldValue: .integer(1)) == nil)
        #expect(Float(0.1).fieldValue == .number(0.1), "a Float is logged and saved by its own digits")
        #expect(Float(fieldValue: .number(0.1)) == Float(0.1))
        #expect(Float(fieldValue: .number(1e300)) == nil, "too large for a Float")
        let day = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(Date(fieldValue: day.fieldValue) == day)
    }
}
