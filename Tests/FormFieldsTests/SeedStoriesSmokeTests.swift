import FormFields
import FormFieldsTestSupport
import Testing

@MainActor
@Test func flowerTypedIntoLimitFourWritesFourValues() {
    let model = WriteRecorder("")
    let field = BufferedField(form: "profile", id: "nickname", binding: model.binding, transform: .maximumLength(4), converter: .string)
    let entry = FakeEntry()
    entry.attach(field)
    entry.type("Flower")
    #expect(model.writes == ["F", "Fl", "Flo", "Flow"])
    #expect(entry.text == "Flow")
    #expect(entry.caret == 4)
}
