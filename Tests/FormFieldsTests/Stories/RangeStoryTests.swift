import FormFields
import FormFieldsTestSupport
import Foundation
import Testing

/// A number on its way into a range is no error while it is typed: "5" may become 50 in a
/// field for 10...400. Text no digit at its end brings into the range is, and so is any text
/// out of range once editing ends.
@MainActor
@Suite struct RangeStoryTests {
    /// The field shows `shown`, the model received `writes` in all, and the field says `said`.
    func expect<Value>(
        _ field: FieldHarness<Value>, _ shown: String, writes: [Value], _ said: Validation,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(field.shown == shown, sourceLocation: sourceLocation)
        #expect(field.model.writes == writes, sourceLocation: sourceLocation)
        #expect(field.entry.validation == said, sourceLocation: sourceLocation)
    }

    @Test func aWholeNumberOnItsWayIntoTenToFourHundredIsIncomplete() {
        let range = "Enter a value from 10 to 400"
        let length = FieldHarness(100, converter: FieldConverter<Int>.integer.limited(to: 10...400))
        length.place("[100]")
        length.entry.type("5")
        expect(length, "5|", writes: [], .incomplete(range))
        length.entry.type("0")
        expect(length, "50|", writes: [50], .valid)
        length.entry.type("0")
        expect(length, "500|", writes: [50], .invalid(range))
        length.entry.backspace()
        expect(length, "50|", writes: [50], .valid)

        length.place("[50]")
        length.entry.type("0")
        expect(length, "0|", writes: [50], .incomplete(range))  // "050" is 50
        length.entry.type("4")
        expect(length, "04|", writes: [50], .incomplete(range))
        length.entry.type("0")
        expect(length, "040|", writes: [50, 40], .valid)

        length.place("[040]")
        length.entry.type("400")
        expect(length, "400|", writes: [50, 40, 400], .valid)
        length.entry.type("0")
        expect(length, "4000|", writes: [50, 40, 400], .invalid(range))
        #expect(length.model.value == 400)
    }

    @Test func eighteenToOneHundredThirtyWaitsForTheDigitThatCanStillComeIn() {
        let range = "Enter a value from 18 to 130"
        let age = FieldHarness(30, converter: FieldConverter<Int>.integer.limited(to: 18...130))
        age.place("[30]")
        age.entry.type("1")
        expect(age, "1|", writes: [], .incomplete(range))
        age.entry.type("3")
        expect(age, "13|", writes: [], .incomplete(range))  // on its way to 130
        age.entry.backspace()
        age.entry.type("4")
        expect(age, "14|", writes: [], .invalid(range))  // 140 is too large, 14 too small
        age.entry.backspace()
        expect(age, "1|", writes: [], .incomplete(range))
        age.entry.type("8")
        expect(age, "18|", writes: [18], .valid)
    }

    @Test func belowZeroTheRangeIsMirrored() {
        let range = "Enter a value from -400 to -10"
        let depth = FieldHarness(-100, converter: FieldConverter<Int>.integer.limited(to: -400 ... -10))
        depth.place("[-100]")
        depth.entry.type("-")
        expect(depth, "-|", writes: [], .incomplete("Enter a whole number"))
        depth.entry.type("5")
        expect(depth, "-5|", writes: [], .incomplete(range))
        depth.entry.type("0")
        expect(depth, "-50|", writes: [-50], .valid)
        depth.entry.type("00")
        expect(depth, "-5000|", writes: [-50], .invalid(range))

        depth.place("[-5000]")
        depth.entry.type("5")
        expect(depth, "5|", writes: [-50], .invalid(range))  // no digit makes it negative
    }

    @Test func aDoubleMayStillGetItsDecimalPart() {
        let range = "Enter a value from 0.5 to 2"
        let ratio = FieldHarness(1.0, converter: FieldConverter<Double>.double.limited(to: 0.5...2))
        ratio.place("[1]")
        ratio.entry.type("0")
        expect(ratio, "0|", writes: [], .incomplete(range))
        ratio.entry.type(".")
        expect(ratio, "0.|", writes: [], .incomplete("Enter the digits after the decimal point"))
        ratio.entry.type("4")
        expect(ratio, "0.4|", writes: [], .invalid(range))
        ratio.entry.backspace()
        ratio.entry.type("7")
        expect(ratio, "0.7|", writes: [0.7], .valid)

        ratio.place("[0.7]")
        ratio.entry.type("3")
        expect(ratio, "3|", writes: [0.7], .invalid(range))
        ratio.entry.type(".")
        expect(ratio, "3.|", writes: [0.7], .invalid(range))  // 3.x is above 2

        let length = FieldHarness(100.0, converter: FieldConverter<Double>.double.limited(to: 10...400))
        length.place("[100]")
        length.entry.type("5")
        expect(length, "5|", writes: [], .incomplete("Enter a value from 10 to 400"))
        length.entry.type(".")
        expect(length, "5.|", writes: [], .invalid("Enter a value from 10 to 400"))  // below 10 now
        length.entry.backspace()
        length.entry.type("0.5")
        expect(length, "50.5|", writes: [50, 50.5], .valid)
    }

    @Test func aDecimalAndAnAmountWaitAsWell() {
        let range = "Enter a value from 10 to 400"
        let weight = FieldHarness(Decimal(100), converter: FieldConverter<Decimal>.decimal.limited(to: 10...400))
        weight.place("[100]")
        weight.entry.type("5")
        expect(weight, "5|", writes: [], .incomplete(range))
        weight.entry.type("0")
        expect(weight, "50|", writes: [50], .valid)

        let amount = AmountFormat(decimals: 2)
        let price = FieldHarness(Decimal(100), transform: amount, converter: amount.converter.limited(to: 10...400))
        price.place("[100.00]")
        price.entry.type("5")
        expect(price, "5|", writes: [], .incomplete("Enter a value from 10.00 to 400.00"))
        price.entry.type("000")
        expect(price, "5,000|", writes: [50], .invalid("Enter a value from 10.00 to 400.00"))
    }

    @Test func anOptionalNumberOnItsWayIsIncompleteAndEmptyIsNil() {
        let range = "Enter a value from 10 to 400"
        let rooms = FieldHarness(Int?.none, converter: FieldConverter<Int?>.standard.limited(to: 10...400))
        rooms.entry.type("5")
        expect(rooms, "5|", writes: [], .incomplete(range))
        rooms.entry.type("0")
        expect(rooms, "50|", writes: [50], .valid)
        rooms.entry.backspace()
        expect(rooms, "5|", writes: [50], .incomplete(range))
        rooms.entry.backspace()
        expect(rooms, "|", writes: [50, nil], .valid)
        rooms.entry.type("5")
        expect(rooms, "5|", writes: [50, nil], .incomplete(range))
        rooms.field.commit()
        expect(rooms, "5|", writes: [50, nil], .invalid(range))
        #expect(rooms.model.value == nil)
    }

    @Test func editingThatEndsShortOfTheRangeIsAnError() {
        let range = "Enter a value from 10 to 400"
        let length = FieldHarness(100, converter: FieldConverter<Int>.integer.limited(to: 10...400))
        length.place("[100]")
        length.entry.type("5")
        expect(length, "5|", writes: [], .incomplete(range))
        length.field.commit()
        expect(length, "5|", writes: [], .invalid(range))
        #expect(length.model.value == 100)
        length.entry.type("0")
        expect(length, "50|", writes: [50], .valid)

        let ratio = FieldHarness(1.0, converter: FieldConverter<Double>.double.limited(to: 0.5...2))
        ratio.place("[1]")
        ratio.entry.type("0.")
        expect(ratio, "0.|", writes: [], .incomplete("Enter the digits after the decimal point"))
        ratio.field.commit()
        expect(ratio, "0.|", writes: [], .invalid("Enter a value from 0.5 to 2"))  // read as 0

        let weight = FieldHarness(Decimal(100), converter: FieldConverter<Decimal>.decimal.limited(to: 10...400))
        weight.place("[100]")
        weight.entry.type("5")
        expect(weight, "5|", writes: [], .incomplete(range))
        weight.field.commit()
        expect(weight, "5|", writes: [], .invalid(range))
    }
}
