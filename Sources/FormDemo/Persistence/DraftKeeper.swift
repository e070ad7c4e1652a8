import FormFields

/// Keeps every form's draft: restores it at start, saves it within a second of a change, also
/// while the person goes on typing, and on close.
///
/// ```swift
/// let keeper = DraftKeeper(store: DraftStore(directory: paths.drafts), sessions: sessions, log: log)
/// keeper.restoreAll()   // source "restore"; a corrupt file is moved aside and reported in the log
/// keeper.saveAll()      // on close
/// ```
/// > Note: Problems are reported as diagnostic events of the log, which the side panel lists and
/// > `--trace` prints, in the person's language.
@MainActor
final class DraftKeeper {
    /// How long after a change a form's draft is saved at the latest: what a crash or a kill -9
    /// can lose.
    static let delay: UInt32 = 1_000

    private let store: DraftStore
    private let sessions: [DemoFormID: FormSession]
    private let log: EventLog
    private var timers: [DemoFormID: GLibTimeout] = [:]
    private var subscription: Subscription?
    /// Forms whose draft could not be read at start, or held values the form did not take; it
    /// is set aside before their first save, so that nothing saved is replaced unused.
    private var toSetAside: [DemoFormID: DraftStore.AsideReason] = [:]
    /// Forms whose draft could not be set aside either: not saved, said once.
    private var unsaved: Set<DemoFormID> = []
    /// What each form held when its draft was last restored or saved. A field that differs from
    /// it changed here (typed, reset, filled) and a save writes it; the others are kept as the
    /// file has them, which another demo running beside this one (traced, or where there is no
    /// session bus) may have saved meanwhile. A form without one (not restored: `--no-restore`)
    /// writes every field.
    ///
    /// NB: Compared, not gathered from events: leaving a field commits it and logs an edit even
    /// when nothing changed, and that must not undo another demo's value.
    private var synced: [DemoFormID: Draft] = [:]
    /// Why each form's last save failed, said once: a full disk or a read-only folder fails
    /// every save until it is fixed.
    private var failing: [DemoFormID: DraftError] = [:]

    init(store: DraftStore, sessions: [FormSession], log: EventLog) {
        self.store = store
        self.sessions = Dictionary(uniqueKeysWithValues: sessions.map { ($0.id, $0) })
        self.log = log
        for session in sessions {
            timers[session.id] = GLibTimeout(milliseconds: Self.delay) { [weak self] in self?.save(session.id) }
        }
        subscription = log.subscribe { [weak self] event in
            // NB: Edits too: half a card number writes nothing, and it is what a draft must keep.
            guard event.kind == .write || event.kind == .edit, event.source != .restore,
                let form = DemoFormID(rawValue: event.form)
            else { return }
            self?.timers[form]?.start()
        }
    }

    /// Restores every form's draft with source `restore`, each field as the person left it
    /// (`Draft.restore(into:)`): its value, and beside it the text left unfinished there.
    func restoreAll() {
        for id in DemoFormID.allCases {
            guard let session = sessions[id] else { continue }
            defer { synced[id] = session.draft }
            do {
                guard let draft = try store.load(form: id.rawValue) else { continue }
                let refused = session.restore(draft)
                if !refused.isEmpty {
                    toSetAside[id] = .unused
                    let fields = refused.joined(separator: ", ")
                    report(
                        id,
                        translated(
                            // Translators: %s lists the ids of the fields, as the side panel names them: "age, price".
                            "The draft’s values for %s do not fit the form; ignored, and kept: the draft is moved aside before the form’s next save.",
                            fields))
                }
            } catch {
                if case .unreadable = error { toSetAside[id] = .unreadable }
                report(id, error.description)
            }
        }
    }

    /// Saves every form whose save is pending, now.
    func saveAll() {
        for timer in timers.values { timer.flush() }
    }

    private func save(_ id: DemoFormID) {
        guard let session = sessions[id], setAsideIfUnused(id) else { return }
        let draft = session.draft
        let changed = synced[id].map { synced in
            Set(draft.values.keys.filter { synced.differs(from: draft, at: $0) })
        }
        do {
            try store.save(draft, changing: changed ?? Set(draft.values.keys), form: id.rawValue)
            synced[id] = draft
            if failing.removeValue(forKey: id) != nil {
                // Translators: %s is the draft's file name, "profile.json"; its saves failed until now.
                report(id, translated("The draft %s is saved again.", store.url(form: id.rawValue).lastPathComponent))
            }
        } catch {
            if failing.updateValue(error, forKey: id) != error { report(id, error.description) }
        }
    }

    /// Moves the form's draft aside before the first save replaces it, if it was not used whole.
    /// - Returns: Whether the form may be saved.
    private func setAsideIfUnused(_ id: DemoFormID) -> Bool {
        guard let reason = toSetAside[id] else { return true }
        let file = store.url(form: id.rawValue).lastPathComponent
        guard let aside = store.setAside(form: id.rawValue, because: reason) else {
            if unsaved.insert(id).inserted { report(id, reason.notSaved(file)) }
            return false
        }
        toSetAside[id] = nil
        report(id, reason.movedAside(file, to: aside.lastPathComponent))
        return true
    }

    private func report(_ form: DemoFormID, _ message: String) {
        log.record(
            FieldEvent(
                kind: .diagnostic, source: .restore, form: form.rawValue, field: "", text: "", caret: 0, reason: message
            ))
    }
}

extension DraftStore.AsideReason {
    /// That the form is not saved, so that its draft `file`, set aside for this reason and not
    /// movable, is kept.
    ///
    /// NB: One whole sentence per reason, not a phrase put into another: a translation words the
    /// file's description around its name as its grammar needs.
    fileprivate func notSaved(_ file: String) -> String {
        switch self {
        case .unreadable:
            // Translators: %s is the draft's file name, "profile.json".
            translated("The draft is not saved, so that %s, which could not be read, is not replaced.", file)
        case .unused:
            // Translators: %s is the draft's file name, "profile.json".
            translated("The draft is not saved, so that %s, with values the form did not take, is not replaced.", file)
        }
    }

    /// That the draft `file` was moved aside, to `aside`, for this reason.
    fileprivate func movedAside(_ file: String, to aside: String) -> String {
        switch self {
        case .unreadable:
            // Translators: %1$s is the draft's file name, "profile.json", %2$s its new one,
            // "profile.json.unreadable-1796044754".
            translated("%1$s, which could not be read, was moved to %2$s.", file, aside)
        case .unused:
            // Translators: %1$s is the draft's file name, "profile.json", %2$s its new one,
            // "profile.json.unused-1796044754".
            translated("%1$s, with values the form did not take, was moved to %2$s.", file, aside)
        }
    }
}
