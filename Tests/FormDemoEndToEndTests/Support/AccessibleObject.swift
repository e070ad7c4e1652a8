/// One accessible object as a screen reader finds it over AT-SPI.
struct AccessibleObject: Sendable, Equatable {
    /// AT-SPI's name of its role: "text box", "button", "label".
    let role: String
    let name: String
    /// What a screen reader says after the name: an entry's hint or message.
    let description: String
    let states: States
    /// The AT-SPI interfaces its parent offers ("org.a11y.atspi.Selection", say): Orca 43 reads
    /// a list item whose parent offers Selection, and does not count it as selected, as
    /// "… not selected".
    let parentInterfaces: Set<String>

    /// The AT-SPI states a test asks about, by their bits in AtspiStateType (at-spi2-core's
    /// atspi-constants.h).
    struct States: OptionSet, Sendable {
        let rawValue: UInt64

        /// ATSPI_STATE_INVALID, "an invalid state, probably an error condition", which Orca
        /// takes for an object that is gone. GTK 4.8 reports an entry marked invalid
        /// (GTK_ACCESSIBLE_STATE_INVALID) with it, where INVALID_ENTRY is meant.
        static let invalid = States(rawValue: 1 << 0)
        static let focused = States(rawValue: 1 << 12)
    }
}
