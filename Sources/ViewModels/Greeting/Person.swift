/// The greeting screen's model: a person's first and last name, as typed.
public struct Person: Equatable, Hashable, Sendable {
    /// The first name, as typed (may be blank).
    public var firstName: String
    /// The last name, as typed (may be blank).
    public var lastName: String

    /// A person named `firstName lastName`.
    ///
    /// - Parameters:
    ///   - firstName: The first name as typed; kept untrimmed (`greeting` trims it).
    ///   - lastName: The last name as typed; kept untrimmed (`greeting` trims it).
    public init(firstName: String, lastName: String) {
        self.firstName = firstName
        self.lastName = lastName
    }
}
