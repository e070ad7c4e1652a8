import Foundation

/// A form's draft: each field's value, as a `DraftStore` saves and loads it.
///
/// ```swift
/// let draft: Draft = ["nickname": .string("Flow"), "age": .integer(36)]
/// try store.save(draft, form: "profile")
/// ```
public struct Draft: Equatable, Sendable, ExpressibleByDictionaryLiteral {
    /// Each field's value, by field id.
    public var values: [String: FieldValue]
    /// The ids of fields whose value the file holds in a form no field has (`true`, a list, an
    /// object), as another version of the app may write it; only `DraftStore.load(form:)` sets
    /// them, and a save writes none.
    public var unreadable: [String]

    public init(values: [String: FieldValue], unreadable: [String] = []) {
        self.values = values
        self.unreadable = unreadable
    }

    public init(dictionaryLiteral elements: (String, FieldValue)...) {
        self.init(values: Dictionary(uniqueKeysWithValues: elements))
    }
}

extension Draft: Codable {
    /// Reads every field it can: one whose value it cannot read is listed in `unreadable`,
    /// and the others still come back.
    ///
    /// NB: A draft written by a newer version may hold a kind of value this one does not know;
    /// failing the whole file for it would leave every field of the form empty.
    public init(from decoder: Decoder) throws {
        let fields = try decoder.singleValueContainer().decode([String: Field].self)
        var values: [String: FieldValue] = [:]
        var unreadable: [String] = []
        for (id, field) in fields {
            switch field {
            case .value(let value): values[id] = value
            case .unreadable: unreadable.append(id)
            }
        }
        self.init(values: values, unreadable: unreadable.sorted())
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }

    /// One field of a draft file.
    private enum Field: Decodable {
        case value(FieldValue)
        case unreadable

        init(from decoder: Decoder) throws {
            self = (try? FieldValue(from: decoder)).map(Field.value) ?? .unreadable
        }
    }
}
