/// The sample forms, by the id the command line, drafts and the log use.
enum DemoFormID: String, CaseIterable, Sendable {
    case profile, numbers, draft, search, payment, compare

    /// The name in the form chooser.
    var title: String {
        switch self {
        case .profile: translated("Profile")
        case .numbers: translated("Numbers")
        case .draft: translated("Draft")
        case .search: translated("Search")
        case .payment: translated("Payment")
        case .compare: translated("Naive vs Buffered")
        }
    }

    /// One line on what the form shows, for `--help` and the form's heading.
    var summary: String {
        switch self {
        case .profile: translated("Length limits, trimming, forced lower and upper case")
        case .numbers: translated("Whole and decimal numbers that tolerate half-typed input")
        case .draft: translated("Optional values that stay empty when cleared")
        case .search: translated("A gated output that takes only queries longer than 3 characters")
        case .payment: translated("Card number, expiry, phone and amount with separators")
        case .compare: translated("The same 4-character limit, wired naively and buffered")
        }
    }

    /// Every id, for messages: "profile, numbers, …".
    static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
