import FormFields
import FormFieldsTestSupport
import Observation
import Testing

/// Model changes made elsewhere reach the field through Observation, on the scheduler's next turn.
@MainActor
@Suite struct ModelObserverTests {
    @Observable final class Profile {
        var nickname = ""
        var fullName = ""
        var showsNickname = true
    }

    /// A scheduler whose turns the test runs by hand, as GLib's main loop would.
    @MainActor final class ManualScheduler {
        var pending: [@MainActor () -> Void] = []
        var schedule: MainScheduler { { self.pending.append($0) } }
        func runTurn() {
            let jobs = pending
            pending = []
            for job in jobs { job() }
        }
    }

    @Test func externalChangesArriveAfterTheChangeWithZeroWrites() {
        let profile = Profile()
        var writes: [String] = []
        let binding = Binding<String>(
            get: { profile.nickname },
            set: {
                profile.nickname = $0; writes.append($0)
            })
        let field = BufferedField(
            form: "profile", id: "nickname", binding: binding, transform: .maximumLength(4), converter: .string)
        let entry = FakeEntry()
        entry.attach(field)
        let scheduler = ManualScheduler()
        field.observeModel(scheduler: scheduler.schedule)

        profile.nickname = "Fern"
        profile.nickname = "Flowerbed"
        #expect(entry.text == "", "nothing happens before the next turn")
        #expect(scheduler.pending.count == 1, "changes in one turn are read together")
        scheduler.runTurn()
        #expect(entry.text == "Flow")
        #expect(writes.isEmpty)

        entry.type("x")
        entry.backspace()
        #expect(writes == ["Flo"])
        #expect(scheduler.pending.isEmpty, "the field's own write does not come back")
        profile.nickname = "Fir"
        #expect(scheduler.pending.count == 1, "changes made elsewhere are still followed after it")
        scheduler.runTurn()
        #expect(entry.text == "Fir")
        #expect(writes == ["Flo"])

        profile.nickname = "Ivy"
        #expect(scheduler.pending.count == 1)
        field.stopObservingModel()
        scheduler.runTurn()
        #expect(entry.text == "Fir", "a stopped observer delivers nothing")
    }

    @Test func anAbsorbedWriteIsNotReportedAndFollowingGoesOn() {
        let profile = Profile()
        let scheduler = ManualScheduler()
        var reported = 0
        let observer = ModelObserver(
            read: { _ = profile.nickname }, scheduler: scheduler.schedule, changed: { reported += 1 })

        observer.absorbing({ profile.nickname = "Flow" }, kept: { profile.nickname == "Flow" })
        #expect(scheduler.pending.isEmpty, "the owner's own write is not reported")
        observer.absorbing({ profile.nickname = "Fern" }, kept: { profile.nickname == "Fern" })
        #expect(scheduler.pending.isEmpty, "nor the next one: following resumed after the first")
        profile.nickname = "Ivy"
        scheduler.runTurn()
        #expect(reported == 1, "a change made elsewhere is")

        observer.absorbing({ profile.nickname = "ivy" }, kept: { profile.nickname == "IVY" })
        scheduler.runTurn()
        #expect(reported == 2, "so is a write the model did not keep")
    }

    @Test func afterAChangeElsewhereOnlyWhatTheReadReadsNowIsFollowed() {
        let profile = Profile()
        let scheduler = ManualScheduler()
        var reported = 0
        let observer = ModelObserver(
            read: { _ = profile.showsNickname ? profile.nickname : profile.fullName },
            scheduler: scheduler.schedule, changed: { reported += 1 })

        for name in ["I", "Iv", "Ivy"] {
            observer.absorbing({ profile.nickname = name }, kept: { profile.nickname == name })
        }
        profile.showsNickname = false
        scheduler.runTurn()
        #expect(reported == 1)
        profile.nickname = "Fern"
        #expect(scheduler.pending.isEmpty, "the nickname is no longer read, so no longer followed")
        profile.fullName = "Ivy Fern"
        scheduler.runTurn()
        #expect(reported == 2, "the full name is")
    }

    @Test func aModelThatChangesWhatTheFieldWritesIsShownAtTheNextTurn() {
        let profile = Profile()
        // A model that keeps nicknames in small letters, whatever it is given.
        let binding = Binding<String>(get: { profile.nickname }, set: { profile.nickname = $0.lowercased() })
        let field = BufferedField(form: "profile", id: "nickname", binding: binding, converter: .string)
        let entry = FakeEntry()
        entry.attach(field)
        let scheduler = ManualScheduler()
        field.observeModel(scheduler: scheduler.schedule)

        entry.type("Iv")
        #expect(profile.nickname == "iv")
        #expect(entry.text == "Iv", "the field shows what was typed until the next turn")
        scheduler.runTurn()
        #expect(entry.text == "iv", "then what the model kept")
        #expect(scheduler.pending.isEmpty)
        profile.nickname = "ivy"
        scheduler.runTurn()
        #expect(entry.text == "ivy", "and it goes on following the model")
    }
}
