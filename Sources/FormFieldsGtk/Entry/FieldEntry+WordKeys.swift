import FormFields

extension FieldEntry {
    /// What Ctrl+Backspace deletes of `range` in a field of numbers with a fraction, when GTK's
    /// word reaches back over the field's decimal separator (`FormField.decimalSeparator`) to
    /// the digits before it: the word alone, `nil` for any other deletion.
    ///
    /// A word to Pango is a run of letters or digits; Ctrl+Backspace deletes back to the start
    /// of one, with the punctuation between it and the caret. Right after the separator that is
    /// the separator too: "1,234.|50" lost "234." and the cents joined the whole part, 150 where
    /// the person deleted 234; "19.|99" in a plain number became 99. The separator stays while
    /// digits follow it: "1|.50", "|.99". Alone before the caret (".|99"), nothing is deleted.
    /// Backspace after the separator still deletes it, as does a selection holding it.
    func wordDeletionKeepingDecimalSeparator(_ range: Range<Int>, of before: TextState) -> Range<Int>? {
        guard isDeletingWordBackward, let separator = field.decimalSeparator, before.selection.isEmpty,
            range.upperBound == before.caret,
            before.text.codePoints((range.upperBound - 1)..<range.upperBound) == String(separator),
            before.text.codePoints(range.upperBound..<min(range.upperBound + 1, before.length)).first?.isNumber == true
        else { return nil }
        return range.lowerBound..<(range.upperBound - 1)
    }
}
