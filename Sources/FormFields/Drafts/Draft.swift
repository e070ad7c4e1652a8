import Foundation

/// A form's draft: each field's value, and the text a person left in a field that is not a
/// value yet, as a `DraftStore` saves and loads it.
///
/// ```swift
/// let draft: Draft = ["nickname": .string("Flow"), "age": .integer(36)]
/// try store.save(draft, form: "profile")
/// let halfTyped = Draft(values: ["card": .string("")], unfinished: ["card": "4111 1111"])
/// ```
/// In the file a field is its value (`"age": 36`), or its value and its text when the text is
/// unfinished (`"card": {"value": "", "text": "4111 1111"}`).
///
/// A form's fields make one as the person left them, `Draft(fields:)`, and show one again,
/// `restore(into:)`.
public struct Draft: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// Each field's value, by field id.
    public var values: [String: FieldValue]
    /// The text of each field left with text that is not a value of it (half a card number,
    /// "2026-03-1", 200 in a field for 0...130), by field id: what the field showed, to be shown
    /// again so that nothing typed is lost.
    public var unfinished: [String: String]
    /// The ids of fields whose value the file holds in a form no field has (`true`, a list, an
    /// object), as another version of the app may write it; only `DraftStore.load(form:)` sets
    /// them, and a save writes none.
    public internal(set) var unreadableFields: [String] = []

    /// A draft to save: each field's value, and the unfinished text of the fields left with one.
    public init(values: [String: FieldValue], unfinished: [String: String] = [:]) {
        self.values = values
        self.unfinished = unfinished
    }

    /// A draft of values alone, written as a literal: `["age": .integer(36)]`.
    public init(dictionaryLiteral elements: (String, FieldValue)...) {
        self.init(values: Dictionary(uniqueKeysWithValues: elements))
    }

    /// Whether `other` holds another value or unfinished text for field `id`.
    public func differs(from other: Draft, at id: String) -> Bool {
        values[id] != other.values[id] || unfinished[id] != other.unfinished[id]
    }
}

extension Draft: Codable {
    /// Reads every field it can: one whose value it cannot read is listed in `unreadableFields`,
    /// and the others still come back.
    ///
    /// NB: A draft written by a newer version may hold a kind of value this one does not know;
    /// failing the whole file for it would leave every field of the form empty.
    public init(from decoder: Decoder) throws {
        let fields = try decoder.singleValueContainer().decode([String: Field].self)
        var values: [String: FieldValue] = [:]
        var unfinished: [String: String] = [:]
        var unreadable: [String] = []
        for (id, field) in fields {
            switch field {
            case .value(let value): values[id] = value
            case .unfinished(let typed):
                values[id] = typed.value
                unfinished[id] = typed.text
            case .unreadable: unreadable.append(id)
            }
        }
        self.init(values: values, unfinished: unfinished)
        self.unreadableFields = unreadable.sorted()
    }

    /// Writes each field as its value, or as its value and its text where the text is unfinished.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: FieldID.self)
        for (id, value) in values where unfinished[id] == nil {
            try container.encode(value, forKey: FieldID(id))
        }
        for (id, text) in unfinished {
            try container.encode(Unfinished(value: values[id] ?? .null, text: text), forKey: FieldID(id))
        }
    }

    /// One field of a draft file, as read.
    private enum Field: Decodable {
        case value(FieldValue)
        case unfinished(Unfinished)
        case unreadable

        init(from decoder: Decoder) throws {
            if let value = try? FieldValue(from: decoder) {
                self = .value(value)
            } else if let typed = try? Unfinished(from: decoder) {
                self = .unfinished(typed)
            } else {
                self = .unreadable
            }
        }
    }

    /// A field's value and the unfinished text it showed.
    private struct Unfinished: Codable {
        let value: FieldValue
        let text: String
    }

    /// A field's id as a key of the file's object.
    private struct FieldID: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }

        init(_ id: String) { stringValue = id }
        init(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { nil }
    }
}
