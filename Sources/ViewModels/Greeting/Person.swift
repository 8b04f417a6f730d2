/// The greeting screen's model: a person's first and last name, as typed.
public struct Person: Equatable, Hashable, Sendable {
    /// The first name, as typed (may be blank).
    public var firstName: String
    /// The last name, as typed (may be blank).
    public var lastName: String

    /// A person named `firstName lastName`.
    public init(firstName: String, lastName: String) {
        self.firstName = firstName
        self.lastName = lastName
    }
}
