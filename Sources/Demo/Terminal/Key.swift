/// A key press, decoded from the bytes a terminal sends in raw mode.
enum Key: Equatable, Sendable {
    /// A printable character (letters, digits, space, punctuation, any Unicode scalar).
    case character(Character)
    case enter
    case backspace
    case delete
    case tab
    case backTab
    case escape
    case up
    case down
    case left
    case right
    case home
    case end
    case pageUp
    case pageDown
    /// A control key, by its letter: Ctrl-C is `.control("c")`.
    case control(Character)
    /// A sequence the decoder does not know (shown by tests, ignored by screens).
    case unknown([UInt8])
    /// Not a key: the terminal changed size, so the screen must be drawn again.
    case resized
}
