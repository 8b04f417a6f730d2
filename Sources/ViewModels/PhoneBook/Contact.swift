/// A phone-book entry: a name, a number and an optional company. Stored as JSON by
/// `JSONFileContactRepository` (keys `name`, `number`, `company`; other keys in the file are kept).
public struct Contact: Codable, Hashable, Sendable {
    /// The person's name (never blank once added through `PhoneBookUseCase`).
    public var name: String
    /// The phone number, as entered (never blank once added through `PhoneBookUseCase`).
    public var number: String
    /// The company, or `nil` when there is none.
    public var company: String?

    /// A contact with these fields.
    ///
    /// - Parameters:
    ///   - name: the contact's name.
    ///   - number: the contact's phone number.
    ///   - company: the contact's company, if any.
    public init(name: String, number: String, company: String? = nil) {
        self.name = name
        self.number = number
        self.company = company
    }

    /// The list row a View shows: "Ann Lee - 555 0101 (Acme)", or without " (…)" when there is no company.
    public var rowText: String {
        if let company { "\(name) - \(number) (\(company))" } else { "\(name) - \(number)" }
    }
}
