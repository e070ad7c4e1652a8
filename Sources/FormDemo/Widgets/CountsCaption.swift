/// The text of a caption of counts, "Query edits: 12  ·  passed the gate: 3" (no-break spaces
/// before the dot), for a label that wraps when its column is narrow.
///
/// NB: Spaces inside a count become no-break spaces, so a narrow column breaks the line between
/// counts, never inside one ("held back:" at the end of a line, "9" on the next); so do the spaces
/// before each middle dot, so a line ends with a dot rather than the next one starting with it.
///
/// ```swift
/// gtk_label_set_text(label.label, CountsCaption.text([["edits 3", "model writes 3"], ["rejected 0"]]))
/// ```
enum CountsCaption {
    /// `lines` of counts, each line's counts joined by a middle dot.
    static func text(_ lines: [[String]]) -> String {
        lines.map { counts in
            counts.map { String($0.map { $0 == " " ? "\u{A0}" : $0 }) }.joined(separator: "\u{A0}\u{A0}·  ")
        }.joined(separator: "\n")
    }
}
