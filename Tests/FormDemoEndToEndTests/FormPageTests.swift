import CGtk
import FormFields
import FormFieldsGtk
import FormFieldsTestSupport
import Testing

@testable import FormDemo

extension EndToEndTests {
    /// A form's page, in this process.
    @MainActor
    @Suite struct FormPageBanner {
        @Test func submitsOutcomeGoesOnceAValueOfTheFormChanges() throws {
            let log = EventLog()
            let numbers = DemoForm.make(.numbers, log: log)
            let profile = DemoForm.make(.profile, log: log)
            try EndToEndTests.showing({ FormPage(numbers, log: log) }, root: \.root) { page, _ in
                page.showBanner("Not submitted. Price: “1,5” is not a number", kind: .problem)
                profile.session.fillExample()
                #expect(page.isBannerShown, "another form's values are no news about this one")

                let price = FakeEntry()
                price.attach(try #require(numbers.session.fields.first { $0.id == "price" } as? BufferedField<Double>))
                price.moveCaret(to: 0)
                price.type("x")
                price.backspace()
                #expect(page.isBannerShown, "edits that leave the value as it was change nothing")
                price.type("2")
                #expect(numbers.session.values["price"] == .number(20))
                #expect(!page.isBannerShown, "the price changed: the problem may be gone")

                page.showBanner("Submitted.", kind: .success)
                numbers.session.reset()
                #expect(!page.isBannerShown)
            }
        }
    }
}
