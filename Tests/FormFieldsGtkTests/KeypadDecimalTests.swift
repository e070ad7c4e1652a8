import CGtk
import FormFields
import FormFieldsGtk
import Foundation
import Testing

/// The numeric keypad's decimal key types a number field's decimal separator, whatever the
/// keyboard layout gives the key: on a German layout it is KP_Separator, ",".
///
/// NB: Real keys on a real layout (`setxkbmap -layout de`): KP_Separator is on the German
/// keypad, so xdotool presses that key rather than mapping a spare keycode for the keysym, which
/// GTK sometimes reads before it hears of the new mapping.
@MainActor
@Suite(
    .gtkDisplay, .serialized,
    .enabled(
        if: XKeyboard.isAvailable && XKeyboard.canSwitchLayouts,
        "needs xdotool and setxkbmap (Debian packages xdotool, x11-xkb-utils) to press real keys on a German layout"))
struct KeypadDecimalTests {
    @Test func theGermanKeypadsCommaTypesTheDecimalPointOfAnAmountWithAmericanSeparators() throws {
        try XKeyboard.withLayout("de") {
            try withWindow { window in
                let format = AmountFormat(decimals: 2, symbols: .unitedStates)
                let amount = EntryHarness<Decimal?>(
                    nil, transform: format, converter: format.optionalConverter, in: window)
                try XKeyboard.type("12")
                try XKeyboard.key("KP_Separator")
                try XKeyboard.type("5")
                #expect(amount.shown == "12.5|")
                #expect(amount.model.writes == [1, 12, 12.5], "12.5, not 125 with the comma refused")

                amount.activate(.undo)
                #expect(amount.shown == "|", "one run of typing, as with the point typed")
            }
        }
    }

    @Test func theGermanKeypadsCommaTypesThePointOfADouble() throws {
        try XKeyboard.withLayout("de") {
            try withWindow { window in
                let price = EntryHarness<Double?>(nil, converter: .optional(.double), in: window)
                try XKeyboard.type("12")
                try XKeyboard.key("KP_Separator")
                #expect(price.shown == "12.|")
                #expect(price.field.validation == .incomplete("Enter the digits after the decimal point"))
                try XKeyboard.type("5")
                #expect(price.shown == "12.5|")
                #expect(price.model.writes == [1, 12, 12.5])
                #expect(price.field.validation == .valid, "not “12,5” is not a number")
            }
        }
    }

    @Test func theGermanKeypadsCommaTypesThePointOfTheAppsOwnConverter() throws {
        try XKeyboard.withLayout("de") {
            try withWindow { window in
                // A share in percent, read by the app's converter, written with a point.
                let percent = FieldConverter<Double?>(
                    purpose: .number, decimalSeparator: ".",
                    parse: { $0.isEmpty ? .valid(nil) : Double($0).map { .valid($0) } ?? .invalid("Enter a share") },
                    format: { $0.map { String($0) } ?? "" })
                let share = EntryHarness<Double?>(nil, converter: percent.limited(to: 0...100), in: window)
                try XKeyboard.type("12")
                try XKeyboard.key("KP_Separator")
                try XKeyboard.type("5")
                #expect(share.shown == "12.5|")
                #expect(share.model.writes == [1, 12, 12.5], "not “12,5”, which the converter does not read")
            }
        }
    }

    @Test func fieldsThatTakeNoFractionGetTheKeysOwnCharacter() throws {
        try XKeyboard.withLayout("de") {
            try withWindow { window in
                let note = EntryHarness("", converter: .string, in: window)
                try XKeyboard.type("a")
                try XKeyboard.key("KP_Separator")
                try XKeyboard.type("b")
                #expect(note.shown == "a,b|")
                #expect(note.model.writes == ["a", "a,", "a,b"])

                let count = EntryHarness<Int?>(nil, converter: .optional(.integer), in: window)
                try XKeyboard.type("12")
                try XKeyboard.key("KP_Separator")
                #expect(count.shown == "12,|", "a whole number has no decimal point to type")
                #expect(count.model.writes == [1, 12])
            }
        }
    }

    @Test func anEntryLetGoTypesTheKeyAsTheLayoutDoes() throws {
        try XKeyboard.withLayout("de") {
            try withWindow { window in
                let price = EntryHarness<Double?>(nil, converter: .optional(.double), in: window)
                let controllers = controllerCount(of: price.text.widget)
                price.bound.unbind()
                #expect(controllerCount(of: price.text.widget) == controllers - 1, "the keypad's went with the binding")
                try XKeyboard.type("12")
                try XKeyboard.key("KP_Separator")
                #expect(price.shown == "12,|", "a plain GtkEntry again")
            }
        }
    }

    @Test func whileTheInputMethodComposesACharacterTheKeyIsItsToTake() throws {
        try XKeyboard.withLayout("de") {
            try withWindow { window in
                // What GTK's input method makes of the key after a dead key, in a field that
                // never takes the key.
                let note = EntryHarness("", converter: .string, in: window)
                try XKeyboard.type("12")
                try XKeyboard.key("dead_acute", "KP_Separator")

                let price = EntryHarness<Double?>(nil, converter: .optional(.double), in: window)
                try XKeyboard.type("12")
                try XKeyboard.key("dead_acute", "KP_Separator")
                #expect(price.shown == note.shown, "no point typed in under the accent waiting to be composed")
                #expect(price.model.writes == [1, 12])
            }
        }
    }
}
