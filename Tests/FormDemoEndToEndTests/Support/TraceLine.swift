import FormFields
import Foundation

/// One line of `form-demo --trace`, decoded.
struct TraceLine: Sendable, Equatable, CustomStringConvertible {
    /// "ready", "write", "edit", "diagnostic", "submit".
    let event: String
    let form: String?
    let field: String?
    /// For writes: the value written (`null` is `.null`).
    let value: FieldValue?
    /// For edits: the text shown after processing.
    let text: String?
    let caret: Int?
    /// For edits whose text the log cut short: the whole text's length in code points.
    let length: Int?
    let source: String?
    /// For edits: why the edit was not a plain write ("rejected", "invalid: …").
    let reason: String?
    /// For diagnostics and failed submits.
    let message: String?
    /// The line as printed.
    let json: String

    var description: String { json.count > 300 ? String(json.prefix(300)) + "…" : json }

    /// Decodes `json`; `nil` for a line that is not a trace event.
    init?(_ json: String) {
        guard let wire = try? JSONDecoder().decode(Wire.self, from: Data(json.utf8)) else { return nil }
        self.json = json
        event = wire.event
        form = wire.form
        field = wire.field
        value = wire.value
        text = wire.text
        caret = wire.caret
        length = wire.length
        source = wire.source
        reason = wire.reason
        message = wire.message
    }

    private struct Wire: Decodable {
        let event: String
        let form, field, text, source, reason, message: String?
        let caret, length: Int?
        let value: FieldValue?

        enum CodingKeys: String, CodingKey {
            case event, form, field, text, source, reason, message, caret, length, value
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            event = try container.decode(String.self, forKey: .event)
            form = try container.decodeIfPresent(String.self, forKey: .form)
            field = try container.decodeIfPresent(String.self, forKey: .field)
            text = try container.decodeIfPresent(String.self, forKey: .text)
            source = try container.decodeIfPresent(String.self, forKey: .source)
            reason = try container.decodeIfPresent(String.self, forKey: .reason)
            message = try container.decodeIfPresent(String.self, forKey: .message)
            caret = try container.decodeIfPresent(Int.self, forKey: .caret)
            length = try container.decodeIfPresent(Int.self, forKey: .length)
            // NB: A written null is a value; only a missing key means "no value".
            value = container.contains(.value) ? try container.decode(FieldValue.self, forKey: .value) : nil
        }
    }

    /// Whether this is a model write of `field` (in `form`, if given).
    func isWrite(of field: String, in form: String? = nil) -> Bool {
        event == "write" && self.field == field && (form == nil || self.form == form)
    }

    /// Whether this is a processed edit of `field`.
    func isEdit(of field: String) -> Bool { event == "edit" && self.field == field }
}

extension Array where Element == TraceLine {
    /// The values written to `field`, in order.
    func writes(of field: String, source: String? = nil) -> [FieldValue] {
        filter { $0.isWrite(of: field) && (source == nil || $0.source == source) }.compactMap(\.value)
    }

    /// The edits of `field`, in order.
    func edits(of field: String) -> [TraceLine] { filter { $0.isEdit(of: field) } }
}
