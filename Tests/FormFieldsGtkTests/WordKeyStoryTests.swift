import CGtk
import FormFields
import FormFieldsGtk
import FormFieldsTestSupport
import Foundation
import Testing

/// GTK's word keys in formatted and number fields, pressed for real: Ctrl+Backspace deletes back
/// to the start of the word before the caret, Ctrl+Delete to the end of the word after it, and a
/// word to Pango is a run of letters or digits: "123" in "+1 (555) 123-4567", "234" in "1,234.50",
/// with the punctuation between it and the caret deleted along with it.
@MainActor
@Suite(
    .gtkDisplay, .serialized,
    .enabled(if: XKeyboard.isAvailable, "needs xdotool (Debian package xdotool) to press real keys"))
struct WordKeyStoryTests {
    @Test func wordKeysInAPhoneNumberDeleteItsGroupsOfDigitsAndUndoBringsThemBack() throws {
        try withWindow { window in
            let format = PatternFormat.phoneNumberUS
            let phone = EntryHarness("5551234567", transform: format, converter: format.converter, in: window)
            try XKeyboard.key("ctrl+BackSpace")
            #expect(phone.shown == "+1 (555) 123|", "the \"-\" before the caret goes with its group")
            phone.place("+1 (555|) 123")
            try XKeyboard.key("ctrl+Delete")
            #expect(phone.shown == "+1 (555|", "\") 123\": the next word, with the literals before it")
            #expect(phone.model.writes == [], "incomplete: nothing written")
            try XKeyboard.key("ctrl+z")
            try XKeyboard.key("ctrl+z")
            #expect(phone.shown == "+1 (555) 123-4567|")
            #expect(phone.model.writes == [])
        }
    }

    /// Before "+1" the next word is the country code's "1", which the template keeps: the
    /// area code goes instead, never its first digit alone ("+1 (552) 345-678").
    @Test func ctrlDeleteBeforeTheCountryCodeDeletesTheAreaCode() throws {
        try withWindow { window in
            let format = PatternFormat.phoneNumberUS
            let phone = EntryHarness("5552345678", transform: format, converter: format.converter, in: window)
            phone.place("|+1 (555) 234-5678")
            try XKeyboard.key("ctrl+Delete")
            #expect(phone.shown == "+1 (|234) 567-8")
            #expect(phone.model.writes == [], "incomplete: nothing written")
            try XKeyboard.key("ctrl+z")
            #expect(phone.shown == "|+1 (555) 234-5678")
            #expect(phone.model.writes == [])
        }
    }

    /// The word before a caret that follows the decimal separator is the whole part's last
    /// group: "234." to GTK. Deleted with it, the separator let the cents join the whole part,
    /// and "1,234.50" became 150.
    @Test func ctrlBackspaceAfterTheDecimalSeparatorKeepsItInAnAmount() throws {
        try withWindow { window in
            let format = AmountFormat(decimals: 2, allowsNegative: false, symbols: .unitedStates)
            let amount = EntryHarness(
                Decimal(string: "1234.5")!, transform: format, converter: format.converter, in: window)
            amount.place("1,234.|50")
            try XKeyboard.key("ctrl+BackSpace")
            #expect(amount.shown == "1|.50")
            #expect(amount.model.writes == [Decimal(string: "1.5")!], "never 150")
            try XKeyboard.key("ctrl+z")
            #expect(amount.shown == "1,234.|50")
            #expect(amount.model.writes == [Decimal(string: "1.5")!, Decimal(string: "1234.5")!])
        }
    }

    @Test func ctrlBackspaceAfterTheDecimalPointKeepsItInANumber() throws {
        try withWindow { window in
            let price = EntryHarness(19.99, converter: .double, in: window)
            price.place("19.|99")
            try XKeyboard.key("ctrl+BackSpace")
            #expect(price.shown == "|.99")
            #expect(price.model.writes == [0.99], "never 99")
            price.place(".|99")  // no word left before the point
            try XKeyboard.key("ctrl+BackSpace")
            #expect(price.shown == ".|99")
            #expect(price.model.writes == [0.99])
            try XKeyboard.key("ctrl+z")
            #expect(price.shown == "19.|99")
            #expect(price.model.writes == [0.99, 19.99])
        }
    }

    /// Where no digits follow the separator, or the key deletes that character alone, the
    /// separator goes as GTK deletes it.
    @Test func otherDeletionsOfTheDecimalSeparatorAreGtksOwn() throws {
        try withWindow { window in
            let format = AmountFormat(decimals: 2, allowsNegative: false, symbols: .unitedStates)
            let amount = EntryHarness(
                Decimal(string: "1234.5")!, transform: format, converter: format.converter, in: window)
            try XKeyboard.key("ctrl+BackSpace")
            #expect(amount.shown == "1,234.|")
            try XKeyboard.key("ctrl+BackSpace")
            #expect(amount.shown == "1|", "no digits after the separator: it goes with the word")
            try XKeyboard.type(",234.50")
            amount.place("1,234|.50")
            try XKeyboard.key("ctrl+Delete")
            #expect(amount.shown == "1,234|")
            try XKeyboard.type(".50")
            amount.place("1,234.|50")
            let written = amount.model.writes.count
            try XKeyboard.key("BackSpace")
            #expect(amount.shown == "123,4|50", "Backspace asked for the separator alone")
            #expect(amount.model.writes[written...] == [123450])
        }
    }
}
