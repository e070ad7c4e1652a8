import CGtk
import FormFieldsGtk
import Testing

@MainActor
@Suite(.gtkDisplay, .serialized)
struct GObjectBridgeTests {
    @Test func aHandlerRunsPerEmissionAndIsReleasedWithItsWidget() {
        let baseline = GLibBoxes.live
        var changes: [String] = []
        let token = withWindow { window in
            let entry = gtk_entry_new()!
            window.add(entry)
            let token = entry.connect(.changed) {
                changes.append(String(cString: gtk_editable_get_text(entry.editable)))
            }
            #expect(GLibBoxes.live == baseline + 1)

            var position: Int32 = 0
            gtk_editable_insert_text(entry.editable, "ab", -1, &position)
            gtk_editable_set_text(entry.editable, "xy")
            #expect(changes == ["ab", "", "xy"])
            #expect(token.isConnected)
            return token
        }
        #expect(GLibBoxes.live == baseline)
        #expect(!token.isConnected)
        token.cancel()  // the widget is gone: nothing to disconnect, and no crash
    }

    @Test func cancellingDisconnectsAndReleasesTheHandler() {
        withWindow { window in
            let entry = gtk_entry_new()!
            window.add(entry)
            let baseline = GLibBoxes.live
            var count = 0
            let token = entry.connect(.changed) { count += 1 }
            gtk_editable_set_text(entry.editable, "a")
            #expect(count == 1)

            token.cancel()
            #expect(!token.isConnected)
            #expect(GLibBoxes.live == baseline)
            gtk_editable_set_text(entry.editable, "b")
            #expect(count == 1)
        }
    }

    @Test func droppingTheTokenDisconnects() {
        withWindow { window in
            let entry = gtk_entry_new()!
            window.add(entry)
            let baseline = GLibBoxes.live
            var count = 0
            do {
                _ = entry.connect(.changed) { count += 1 }
            }
            #expect(GLibBoxes.live == baseline)
            gtk_editable_set_text(entry.editable, "a")
            #expect(count == 0)
        }
    }

    @Test func aKeptHandlerLivesAsLongAsItsWidget() {
        let baseline = GLibBoxes.live
        var count = 0
        withWindow { window in
            let entry = gtk_entry_new()!
            window.add(entry)
            entry.connect(.changed) { count += 1 }.keepConnected()
            gtk_editable_set_text(entry.editable, "a")
            #expect(count == 1)
            #expect(GLibBoxes.live == baseline + 1)
        }
        #expect(GLibBoxes.live == baseline)
    }

    @Test func aBlockedHandlerMissesWhatHappensMeanwhile() {
        withWindow { window in
            let entry = gtk_entry_new()!
            window.add(entry)
            var count = 0
            let token = entry.connect(.changed) { count += 1 }
            token.blocked { gtk_editable_set_text(entry.editable, "quiet") }
            #expect(count == 0)
            gtk_editable_set_text(entry.editable, "loud")
            #expect(count == 2)  // set_text on a non-empty entry: "" then "loud"
        }
    }

    @Test func insertTextHandlersSeeTheTextAndPositionInCodePoints() {
        withWindow { window in
            let entry = gtk_entry_new()!
            window.add(entry)
            let text = gtk_editable_get_delegate(entry.editable)!
            var seen: [String] = []
            let token = text.connect(.insertText) { inserted, position in
                seen.append("\(inserted)@\(position.pointee)")
            }
            var position: Int32 = 0
            gtk_editable_insert_text(entry.editable, "héllo👨‍👩‍👧", -1, &position)
            #expect(seen == ["héllo👨‍👩‍👧@0"])
            #expect(position == 10)  // code points, not bytes or graphemes
            _ = token
        }
    }

    @Test func anOwnerLivesAsLongAsItsWidget() {
        final class Owner {}
        weak var weakOwner: Owner?
        let baseline = GLibBoxes.live
        withWindow { window in
            let label = gtk_label_new("owned")!
            do {
                let owner = Owner()
                weakOwner = owner
                label.retain(owner, key: "test-owner")
            }
            window.add(label)
            MainLoop.drain()
            #expect(weakOwner != nil, "nothing but the widget holds it, and the widget is still there")
            #expect(label.retained(key: "test-owner") === weakOwner)
            #expect(GLibBoxes.live == baseline + 1)
        }
        #expect(weakOwner == nil)
        #expect(GLibBoxes.live == baseline)
    }

    @Test func aFrameCallbackRunsOnceAtTheNextFrameAndIsReleased() {
        withWindow { window in
            let frames = FrameCounter(window: window.window)
            let baseline = GLibBoxes.live
            var ran = 0
            let callback = window.window.atNextFrame { ran += 1 }
            #expect(callback.isPending)
            #expect(GLibBoxes.live == baseline + 1)
            #expect(ran == 0)

            #expect(frames.waitForPaint(of: window.window))
            #expect(ran == 1)
            #expect(!callback.isPending)
            #expect(GLibBoxes.live == baseline)
            #expect(frames.waitForPaint(of: window.window))
            #expect(ran == 1, "once")
        }
    }

    @Test func aFrameCallbackOfAWidgetThatNeverGetsAFrameIsReleasedWithIt() {
        let baseline = GLibBoxes.live
        var ran = false
        let label = gtk_label_new("in no window")!
        g_object_ref_sink(label.rawPointer)
        let callback = label.atNextFrame { ran = true }
        MainLoop.drain()
        #expect(callback.isPending)

        g_object_unref(label.rawPointer)
        #expect(!callback.isPending)
        #expect(!ran)
        #expect(GLibBoxes.live == baseline)
    }

    @Test func scheduledWorkRunsOnTheNextTurnAndIsReleased() {
        let baseline = GLibBoxes.live
        var ran: [String] = []
        MainLoop.schedule { ran.append("first") }
        MainLoop.schedule { ran.append("second") }
        #expect(ran.isEmpty)
        #expect(GLibBoxes.live == baseline + 2)
        MainLoop.drain()
        #expect(ran == ["first", "second"])
        #expect(GLibBoxes.live == baseline)
    }
}
