/// What the user typed into the "new contact" form, before validation.
public struct ContactDraft: Equatable, Sendable {
    /// The name field.
    public var name: String
    /// The number field.
    public var number: String
    /// The company field ("" or whitespace means no company).
    public var company: String

    /// A draft with these field texts.
    ///
    /// - Parameters:
    ///   - name: the contact's name.
    ///   - number: the contact's phone number.
    ///   - company: the contact's company, if any.
    public init(name: String, number: String, company: String = "") {
        self.name = name
        self.number = number
        self.company = company
    }
}
