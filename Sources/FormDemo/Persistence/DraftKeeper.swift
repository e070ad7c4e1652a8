import FormFields

/// Keeps every form's draft: restores it at start, saves it about a second after the last
/// change, and on close.
///
/// ```swift
/// let keeper = DraftKeeper(store: DraftStore(directory: paths.drafts), sessions: sessions, log: log)
/// keeper.restoreAll()   // source "restore"; a corrupt file is moved aside and reported in the log
/// keeper.saveAll()      // on close
/// ```
/// > Note: Problems are reported as diagnostic events of the log, which the side panel lists.
@MainActor
final class DraftKeeper {
    /// How long after the last change a form's draft is saved.
    static let delay: UInt32 = 1_000

    private let store: DraftStore
    private let sessions: [DemoFormID: FormSession]
    private let log: EventLog
    private var timers: [DemoFormID: GLibTimeout] = [:]
    private var subscription: Subscription?

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
            self?.timers[form]?.restart()
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
                report(id, error.description)
            }
        }
    }

    /// Saves every form whose save is pending, now.
    func saveAll() {
        for timer in timers.values { timer.flush() }
    }

    private func save(_ id: DemoFormID) {
        guard let session = sessions[id] else { return }
        do {
            try store.save(session.values, form: id.rawValue)
        } catch {
            report(id, error.description)
        }
    }

    private func report(_ form: DemoFormID, _ message: String) {
        log.record(
            FieldEvent(
                kind: .diagnostic, source: .restore, form: form.rawValue, field: "", text: "", caret: 0, reason: message
            ))
    }
}
