import FormFields

/// Keeps every form's draft: restores it at start, saves it within a second of a change, also
/// while the person goes on typing, and on close.
///
/// ```swift
/// let keeper = DraftKeeper(store: DraftStore(directory: paths.drafts), sessions: sessions, log: log)
/// keeper.restoreAll()   // source "restore"; a corrupt file is moved aside and reported in the log
/// keeper.saveAll()      // on close
/// ```
/// > Note: Problems are reported as diagnostic events of the log, which the side panel lists.
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
    /// Forms whose draft could not be read at start; it is set aside before their first save,
    /// so that nothing saved is replaced unread.
    private var unreadable: Set<DemoFormID> = []
    /// Forms whose unreadable draft could not be set aside either: not saved, said once.
    private var unsaved: Set<DemoFormID> = []
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
            guard event.kind == .write, event.source != .restore, let form = DemoFormID(rawValue: event.form) else {
                return
            }
            self?.timers[form]?.start()
        }
    }

    /// Restores every form's draft through the model's external path, with source `restore`.
    func restoreAll() {
        for id in DemoFormID.allCases {
            guard let session = sessions[id] else { continue }
            do {
                guard let values = try store.load(form: id.rawValue) else { continue }
                let refused = session.set(values, source: .restore)
                if !refused.isEmpty {
                    report(
                        id, "The draft’s values for \(refused.joined(separator: ", ")) do not fit the form; ignored.")
                }
            } catch {
                if case .unreadable = error { unreadable.insert(id) }
                report(id, error.description)
            }
        }
    }

    /// Saves every form whose save is pending, now.
    func saveAll() {
        for timer in timers.values { timer.flush() }
    }

    private func save(_ id: DemoFormID) {
        guard let session = sessions[id], setAsideIfUnreadable(id) else { return }
        do {
            try store.save(session.values, form: id.rawValue)
            if failing.removeValue(forKey: id) != nil {
                report(id, "The draft \(store.url(form: id.rawValue).lastPathComponent) is saved again.")
            }
        } catch {
            if failing.updateValue(error, forKey: id) != error { report(id, error.description) }
        }
    }

    /// Moves the form's unreadable draft aside before the first save replaces it.
    /// - Returns: Whether the form may be saved.
    private func setAsideIfUnreadable(_ id: DemoFormID) -> Bool {
        guard unreadable.contains(id) else { return true }
        let file = store.url(form: id.rawValue).lastPathComponent
        guard let aside = store.setAside(form: id.rawValue) else {
            if unsaved.insert(id).inserted {
                report(id, "The draft is not saved, so that \(file), which could not be read, is not replaced.")
            }
            return false
        }
        unreadable.remove(id)
        report(id, "\(file), which could not be read, was moved to \(aside.lastPathComponent).")
        return true
    }

    private func report(_ form: DemoFormID, _ message: String) {
        log.record(
            FieldEvent(
                kind: .diagnostic, source: .restore, form: form.rawValue, field: "", text: "", caret: 0, reason: message
            ))
    }
}
