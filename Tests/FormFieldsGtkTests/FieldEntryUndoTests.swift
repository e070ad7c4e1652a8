import CGtk
import FormFields
import FormFieldsGtk
import Foundation
import Testing

@MainActor
@Suite(.gtkDisplay, .serialized)
struct FieldEntryUndoTests {
    @Test func undoAfterRefusedKeystrokesGoesBackToShownTextAndNeverForwards() {
        withWindow { window in
            let nickname = EntryHarness("", transform: .maximumLength(4), converter: .string, in: window)
            nickname.type("Flower")
            #expect(nickname.shown == "Flow|")

            nickname.activate(.undo)  // GTK's own undo: "", then "Flow" again
            #expect(nickname.shown == "|")
            nickname.activate(.undo)
            #expect(nickname.shown == "|")

            nickname.activate(.redo)
            #expect(nickname.shown == "Flow|")
            #expect(nickname.model.writes == ["F", "Fl", "Flo", "Flow", "", "Flow"])
        }
    }

    @Test func undoAfterARewriteReturnsToTheAcceptedTextWithItsCaret() {
        withWindow { window in
            let pin = EntryHarness("1234", transform: .digits, converter: .string, in: window)
            pin.place("12|34")
            pin.commit("5-6")  // cleaned to "56"
            #expect(pin.shown == "1256|34")
            pin.type("x")  // refused
            #expect(pin.shown == "1256|34")

            pin.activate(.undo)
            #expect(pin.shown == "12|34")
            #expect(pin.model.writes == ["125634", "1234"])
            #expect(!pin.bound.canUndo)
        }
    }

    @Test func undoInAFormatBringsBackTheTextAndCaretItShowed() {
        withWindow { window in
            let format = AmountFormat(decimals: 2)
            let amount = EntryHarness(Decimal(0), transform: format, converter: format.converter, in: window)
            amount.place("[0.00]")
            amount.type("1234")
            amount.place("|1,234")
            amount.keybinding(.deleteForward)
            #expect(amount.shown == "|234")

            // Read as new input, the "1," put back would be taken for "1." and refused.
            amount.activate(.undo)
            #expect(amount.shown == "|1,234")
            #expect(amount.model.writes.suffix(2) == [Decimal(234), Decimal(1234)])
            amount.activate(.redo)
            #expect(amount.shown == "|234")

            let card = EntryHarness("", transform: GroupedFormat.cardNumber, converter: .string, in: window)
            card.type("41111111")
            card.place("|4111 1111")
            card.keybinding(.deleteForward)
            card.activate(.undo)
            #expect(card.shown == "|4111 1111", "the caret where it was, not after the fifth digit")
        }
    }

    @Test func aModelChangeMadeElsewhereStartsANewHistory() {
        withWindow { window in
            let name = EntryHarness("", converter: .string, in: window)
            name.type("Ann")
            #expect(name.bound.canUndo)
            name.model.setFromElsewhere("Bea")
            name.field.modelChanged()
            #expect(name.shown == "Bea|")
            #expect(!name.bound.canUndo)

            name.activate(.undo)
            #expect(name.shown == "Bea|")
            #expect(name.model.writes == ["A", "An", "Ann"])
        }
    }

    @Test func aResetToTheTextShownStartsANewHistoryToo() {
        withWindow { window in
            let name = EntryHarness("", converter: .string, in: window)
            name.type("Ann")
            name.field.setModel("Ann", source: .external)  // Reset, to what the entry shows
            #expect(!name.bound.canUndo)

            name.activate(.undo)
            #expect(name.shown == "Ann|")
            #expect(name.model.writes == ["A", "An", "Ann", "Ann"], "the Reset's write, and none over it")
        }
    }

    @Test func ctrlZAndCtrlShiftZReachTheFieldNotGtkText() {
        withWindow { window in
            let name = EntryHarness("", converter: .string, in: window)
            #expect(gtk_editable_get_enable_undo(name.bound.entry.editable) == 0)

            // The entry's shortcut controller runs in the capture phase, ahead of GtkText.
            var shortcuts: [String: String] = [:]
            let controllers = gtk_widget_observe_controllers(name.bound.entry)!
            for index in 0..<g_list_model_get_n_items(controllers) {
                let controller = g_list_model_get_item(controllers, index)!
                defer { g_object_unref(controller) }
                guard controller.isInstance(of: gtk_shortcut_controller_get_type()) else { continue }
                #expect(gtk_event_controller_get_propagation_phase(controller.eventController) == GTK_PHASE_CAPTURE)
                let list = OpaquePointer(controller)
                for item in 0..<g_list_model_get_n_items(list) {
                    let shortcut = OpaquePointer(g_list_model_get_item(list, item))!
                    defer { g_object_unref(UnsafeMutableRawPointer(shortcut)) }
                    let trigger = gtk_shortcut_trigger_to_string(gtk_shortcut_get_trigger(shortcut))!
                    let action = gtk_shortcut_action_to_string(gtk_shortcut_get_action(shortcut))!
                    shortcuts[String(cString: trigger)] = String(cString: action)
                    g_free(trigger)
                    g_free(action)
                }
            }
            g_object_unref(controllers.rawPointer)
            #expect(shortcuts == ["<Control>z": "action(field.undo)", "<Shift><Control>z": "action(field.redo)"])
        }
    }
}
