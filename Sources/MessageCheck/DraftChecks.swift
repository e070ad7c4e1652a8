import FormFields
import Foundation

/// What a person reads about a draft that could not be restored or saved, for GermanMessageTests:
/// each check takes one text and says the `DraftError`'s message.
enum DraftChecks {
    static let all: [String: @Sendable (String) -> String] = [
        "draft": loaded,
        "saved-number": savedNumber,
        "unreadable-draft": { DraftError.unreadable(file, reason: $0).description },
        "unsaved-draft": { DraftError.unwritable(file, reason: $0).description },
    ]

    /// The draft file the constructed errors name.
    private static let file = URL(fileURLWithPath: "/drafts/profile.json")

    /// A draft file holding `content`, loaded: why it is not a draft and where it went, or "valid".
    ///
    /// NB: The name it goes to ends in the time of the load, printed as TIME so lines compare.
    private static func loaded(_ content: String) -> String {
        inFolder { store in
            try? Data(content.utf8).write(to: store.url(form: "profile"))
            do throws(DraftError) {
                _ = try store.load(form: "profile")
                return "valid"
            } catch {
                guard case .corrupt(_, let aside?, _) = error else { return error.description }
                return error.description.replacingOccurrences(
                    of: aside.lastPathComponent, with: "profile.json.corrupt-TIME")
            }
        }
    }

    /// A draft whose price is `number` ("inf"), saved: why it could not be, or "saved".
    private static func savedNumber(_ number: String) -> String {
        inFolder { store in
            do throws(DraftError) {
                try store.save(["price": .number(Double(number) ?? 0)], form: "numbers")
                return "saved"
            } catch {
                return error.description
            }
        }
    }

    /// What `check` says of a store in a new folder of its own, removed after it.
    private static func inFolder(_ check: (DraftStore) -> String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("message-check-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return check(DraftStore(directory: folder))
    }
}
