import Foundation

/// Saves each form's values as a JSON file and restores them later, losing nothing.
///
/// A save replaces the file atomically (temporary file, fsync, rename, fsync of the folder), so a
/// crash leaves the old draft or the new one, never half of one, and the next save removes the
/// temporary file a crash left. Saves hold a lock on the folder they write in, so saves of one
/// form from several threads or processes at once each publish a whole draft. A draft that is a
/// symbolic link is saved where the link points, under the lock of the folder there, and the
/// link stays, also when the file it points to is moved aside, beside itself. A file that is not a draft is moved aside
/// (`<form>.json.corrupt-<seconds>`, with `-2`, `-3`, … when that name is taken) and reported; a
/// file that cannot be read is reported and left in place. Either way the caller starts empty.
/// A field whose value cannot be read (one a newer version wrote, say) is listed in the draft's
/// `unreadableFields`, and the other fields come back.
///
/// ```swift
/// let store = DraftStore(directory: stateHome.appending(path: "drafts"))
/// try store.save(["nickname": .string("Flow")], form: "profile")
/// let draft = try store.load(form: "profile")   // draft?.values == ["nickname": .string("Flow")]
/// ```
public struct DraftStore: Sendable {
    /// The folder holding one file per form.
    public let directory: URL

    /// A store whose files live in `directory`; the first save creates the folder.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The file for `form`.
    public func url(form: String) -> URL {
        directory.appendingPathComponent("\(form).json")
    }

    /// Writes `draft` as the draft of `form`, replacing any earlier one atomically.
    public func save(_ draft: Draft, form: String) throws(DraftError) {
        try locked(form: form) { () throws(DraftError) in try write(draft, form: form) }
    }

    /// Writes the fields `changed` of `draft` as the draft of `form`, and every other field as
    /// the file holds it now: another window of the app may have saved the form since this one
    /// read it, and its values are kept rather than replaced with older ones.
    ///
    /// ```swift
    /// // This window read the draft at start, then the person typed a nickname.
    /// try store.save(session.draft, changing: ["nickname"], form: "profile")
    /// ```
    /// Reading, merging and writing hold a lock that every process saving this way respects.
    /// A file that is not a draft is moved aside, as `load(form:)` does, and the draft saved.
    /// - Throws: `DraftError.unreadable` for a file that cannot be read, left as it is, with
    ///   nothing saved; `DraftError.unwritable` when the draft cannot be written.
    public func save(_ draft: Draft, changing changed: Set<String>, form: String) throws(DraftError) {
        try locked(form: form) { () throws(DraftError) in
            var merged = draft
            do throws(DraftError) {
                if let saved = try load(form: form) {
                    for (id, value) in saved.values where !changed.contains(id) {
                        merged.values[id] = value
                        merged.unfinished[id] = saved.unfinished[id]
                    }
                }
            } catch {
                guard case .corrupt = error else { throw error }
            }
            try write(merged, form: form)
        }
    }

    /// Runs `body` holding the lock that every save of the form's file takes, in every process:
    /// the lock of the folder the file is in, where a link points.
    private func locked(form: String, _ body: () throws(DraftError) -> Void) throws(DraftError) {
        let lock: Int32
        do {
            lock = try DraftFile.lock(for: url(form: form))
        } catch {
            throw .unwritable(url(form: form), reason: error.reason)
        }
        defer { DraftFile.unlock(lock) }
        try body()
    }

    /// Replaces the file of `form` with `draft`; the caller holds the lock.
    private func write(_ draft: Draft, form: String) throws(DraftError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data: Data
        do {
            data = try encoder.encode(draft)
        } catch {
            // NB: The one value JSON has no notation for; the encoder's own words are English.
            // Translators: why a draft could not be saved, said in “The draft %1$s could not be saved: %2$s.”
            throw .unwritable(url(form: form), reason: localized("a value is infinite or not a number"))
        }
        do {
            try DraftFile.replace(url(form: form), with: data)
        } catch {
            throw .unwritable(url(form: form), reason: error.reason)
        }
    }

    /// Reads the draft of `form`; `nil` when there is none.
    ///
    /// - Throws: `DraftError.corrupt` after moving a file that is not a draft aside;
    ///   `DraftError.unreadable` for a file that cannot be read, left where it is.
    public func load(form: String) throws(DraftError) -> Draft? {
        let file = url(form: form)
        let data: Data
        do {
            guard let content = try DraftFile.read(file) else { return nil }
            data = content
        } catch {
            throw .unreadable(file, reason: error.reason)
        }
        do {
            return try JSONDecoder().decode(Draft.self, from: data)
        } catch {
            let aside = DraftFile.moveAside(file, label: "corrupt-\(Int(Date().timeIntervalSince1970))")
            throw .corrupt(file, movedTo: aside, reason: Self.describe(error))
        }
    }

    /// Why a draft is moved aside (`setAside(form:because:)`); its new name says so.
    public enum AsideReason: String, Sendable {
        /// The file could not be read: `<form>.json.unreadable-<time>`.
        case unreadable
        /// It holds values no field of the form took: `<form>.json.unused-<time>`.
        case unused
    }

    /// Moves the draft of `form` aside as `<form>.json.<reason>-<time>`, so that the next save
    /// does not replace a draft that holds what a person saved and the form could not take.
    ///
    /// A rename: it needs no permission to read the file.
    /// - Returns: Where the draft went; `nil` when it could not be moved.
    public func setAside(form: String, because reason: AsideReason) -> URL? {
        DraftFile.moveAside(url(form: form), label: "\(reason.rawValue)-\(Int(Date().timeIntervalSince1970))")
    }

    /// Removes the draft of `form`, if there is one.
    public func remove(form: String) {
        try? FileManager.default.removeItem(at: url(form: form))
    }

    /// Why the content of a draft file is not a draft, in the person's language.
    ///
    /// NB: `Draft` reads every field it can, so decoding fails only when the file is not JSON
    /// (`dataCorrupted`, an empty file too) or holds JSON that is not an object (an array,
    /// `null`). Foundation's own words are English and name Swift types.
    private static func describe(_ error: any Error) -> String {
        guard case DecodingError.dataCorrupted = error else {
            // Translators: why a file is not a draft, said in “The draft %1$s could not be read (%2$s)…”.
            return localized("not a JSON object")
        }
        // Translators: why a file is not a draft, said in “The draft %1$s could not be read (%2$s)…”.
        return localized("not valid JSON")
    }
}

/// Why a draft could not be saved or restored.
///
/// Its `description` is a sentence for the person whose draft it is, in the language the app
/// runs in, as are the reasons: the system's words for a file it could not read or write
/// (`strerror`'s, which the C library translates) and the library's for one that is not a draft.
public enum DraftError: Error, Equatable, CustomStringConvertible {
    /// The file is not a draft; it was moved to `movedTo` (nil if even that failed).
    case corrupt(URL, movedTo: URL?, reason: String)
    /// The file could not be read (a folder or a FIFO in its place, no permission, a disk
    /// error); it was left in place, since what it holds may still be a draft.
    case unreadable(URL, reason: String)
    /// The file could not be written; the previous draft, if any, is untouched.
    case unwritable(URL, reason: String)

    /// Which file, and what went wrong with it, in a sentence.
    public var description: String {
        switch self {
        case .corrupt(let url, let aside?, let reason):
            let (file, moved) = (url.lastPathComponent, aside.lastPathComponent)
            // Translators: %1$s is a file name ("profile.json"), %2$s why it is not a draft, such as
            // "not valid JSON", %3$s the name it was moved to ("profile.json.corrupt-1796044754").
            return localized("The draft %1$s could not be read (%2$s); moved to %3$s.", file, reason, moved)
        case .corrupt(let url, nil, let reason), .unreadable(let url, let reason):
            // Translators: %1$s is a file name ("profile.json"), %2$s the system's reason, such as
            // "Permission denied". The file stays where it is.
            return localized("The draft %1$s could not be read (%2$s); left in place.", url.lastPathComponent, reason)
        case .unwritable(let url, let reason):
            // Translators: %1$s is a file name ("profile.json"), %2$s the system's reason, such as
            // "No space left on device".
            return localized("The draft %1$s could not be saved: %2$s.", url.lastPathComponent, reason)
        }
    }
}
