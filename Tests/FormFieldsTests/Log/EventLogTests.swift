import FormFields
import Testing

/// The bounded log that feeds the side panel and `--trace`.
@MainActor @Suite struct EventLogTests {
    func event(_ text: String) -> FieldEvent {
        FieldEvent(kind: .edit, source: .user, form: "f", field: "x", text: text, caret: 0)
    }

    @Test func onlyTheNewestEventsAreKeptAndNumbersGoOn() {
        let log = EventLog(capacity: 3)
        for text in ["a", "b", "c", "d", "e"] { log.record(event(text)) }
        #expect(log.events.map(\.text) == ["c", "d", "e"])
        #expect(log.events.map(\.sequence) == [3, 4, 5])
        log.removeAll()
        #expect(log.events.isEmpty)
        log.record(event("f"))
        #expect(log.events.map(\.sequence) == [6])
    }

    @Test func subscribersSeeEveryEventUntilTheyCancel() {
        let log = EventLog(capacity: 1)
        var seen: [String] = []
        let subscription = log.subscribe { seen.append($0.text) }
        log.record(event("a"))
        log.record(event("b"))
        subscription.cancel()
        log.record(event("c"))
        #expect(seen == ["a", "b"])
        do {
            let temporary = log.subscribe { seen.append($0.text) }
            _ = temporary
        }
        log.record(event("d"))
        #expect(seen == ["a", "b"], "a freed subscription ends too")
    }

    @Test func eventsPrintAsOneJSONLineEach() {
        let write = FieldEvent(
            sequence: 7, kind: .write, source: .restore, form: "numbers", field: "optionalQuantity", text: "",
            caret: 0, value: .null)
        #expect(
            write.jsonLine
                == #"{"event":"write","seq":7,"form":"numbers","field":"optionalQuantity","value":null,"source":"restore"}"#
        )
        let edit = FieldEvent(kind: .edit, source: .user, form: "p", field: "q", text: "say \"hi\"\n\u{1}", caret: 3)
        #expect(edit.jsonLine.contains(#""text":"say \"hi\"\n\u0001""#))
        #expect(FieldValue.decimal(12.5).json == "12.5")
        #expect(FieldValue.number(.nan).json == "null")
    }
}

/// A megabyte field must not make every logged event keep a megabyte.
@Suite struct EventTextLimitTests {
    @Test func longTextIsCutInTheLogAndItsLengthKept() {
        let long = String(repeating: "é", count: 100_000)
        let event = FieldEvent(kind: .edit, source: .user, form: "f", field: "x", raw: long, text: long, caret: 5)
        #expect(event.text.unicodeScalars.count == FieldEvent.textLimit + 1)
        #expect(event.text.hasSuffix("…"))
        #expect(event.raw?.unicodeScalars.count == FieldEvent.textLimit + 1)
        #expect(event.textLength == 100_000)
        #expect(event.jsonLine.contains(#""length":100000,"caret":5"#))
        let write = FieldEvent(
            kind: .write, source: .user, form: "f", field: "x", text: long, caret: 0, value: .string(long))
        #expect(write.value == .string(String(repeating: "é", count: FieldEvent.textLimit) + "…"))
        let short = FieldEvent(kind: .edit, source: .user, form: "f", field: "x", text: "Flow", caret: 4)
        #expect(short.text == "Flow")
        #expect(!short.jsonLine.contains("length"))
    }
}
