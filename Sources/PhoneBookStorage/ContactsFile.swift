import Foundation
import SignalsViewModels

/// The contacts file's format: a JSON list of objects with text `name` and `number` and an optional
/// `company` (text or `null`), e.g. `[{"name": "Ann", "number": "555", "company": "Acme"}]`.
///
/// Keys the phone book does not know (`email`, `tags`, …) may hold any JSON value. They are
/// validated but not decoded, and an add never re-encodes the existing entries: it splices the new
/// entry in before the list's closing `]`, so every byte of the existing entries, unknown keys and
/// formatting included, survives the save. New entries are written as `JSONEncoder` wrote them with
/// `.prettyPrinted` and `.sortedKeys`, so files of earlier versions and new ones look alike.
struct ContactsFile: Sendable {
    /// The file's bytes.
    let data: Data
    /// Its entries, in the order added.
    let contacts: [Contact]
    /// Where the list's content ends: the offset just after its last entry (or after its `[`).
    private let contentEnd: Int
    /// Whether the list has no entries.
    private let isEmptyList: Bool

    /// The file a missing file stands for: an empty list (written out by the first add).
    static let empty = ContactsFile(data: Data(), contacts: [], contentEnd: 0, isEmptyList: true)

    private init(data: Data, contacts: [Contact], contentEnd: Int, isEmptyList: Bool) {
        self.data = data
        self.contacts = contacts
        self.contentEnd = contentEnd
        self.isEmptyList = isEmptyList
    }

    /// Parses `data`; throws the reason, as it reads inside a sentence, why it is not a contacts file
    /// (e.g. "it is not valid JSON", "a contact has no \"number\"").
    init(parsing data: Data) throws(Corruption) {
        if data.isEmpty { throw Corruption(reason: "the file is empty") }
        let result: Result<(contacts: [Contact], contentEnd: Int, isEmptyList: Bool), Corruption> =
            data.withUnsafeBytes { bytes in
                do throws(Corruption) {
                    return .success(try Self.parse(bytes))
                } catch {
                    return .failure(error)
                }
            }
        let parsed = try result.get()
        self.init(data: data, contacts: parsed.contacts, contentEnd: parsed.contentEnd, isEmptyList: parsed.isEmptyList)
    }

    /// Why bytes are not a contacts file.
    struct Corruption: Error, Equatable {
        /// E.g. "it is not valid JSON".
        let reason: String
    }

    /// This file with `contact` added after the existing entries, which are kept byte for byte.
    func appending(_ contact: Contact) -> ContactsFile {
        var entry = "{\n"
        if let company = contact.company { entry += "    \"company\" : \(Self.quoted(company)),\n" }
        entry += "    \"name\" : \(Self.quoted(contact.name)),\n    \"number\" : \(Self.quoted(contact.number))\n  }"
        var bytes = Data(capacity: contentEnd + entry.utf8.count + 8)
        if data.isEmpty { bytes.append(UInt8(ascii: "[")) } else { bytes.append(data.prefix(contentEnd)) }
        bytes.append(contentsOf: (isEmptyList ? "\n  " : ",\n  ").utf8)
        bytes.append(contentsOf: entry.utf8)
        let newContentEnd = bytes.count
        bytes.append(contentsOf: "\n]\n".utf8)  // a text file ends with a newline
        return ContactsFile(data: bytes, contacts: contacts + [contact], contentEnd: newContentEnd, isEmptyList: false)
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: false)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    private static func parse(_ bytes: UnsafeRawBufferPointer) throws(Corruption) -> (contacts: [Contact], contentEnd: Int, isEmptyList: Bool) {
        var scanner = JSONScanner(bytes)
        do {
            guard scanner.peek() == UInt8(ascii: "[") else {
                try scanner.skipValue()  // a JSON syntax error reads as such, valid JSON as the wrong shape
                throw Corruption(reason: "it is not a list of contacts")
            }
            try scanner.expect(UInt8(ascii: "["))
            var contacts: [Contact] = []
            var contentEnd = scanner.offset
            if !scanner.consume(UInt8(ascii: "]")) {
                repeat {
                    contacts.append(try parseContact(&scanner))
                    contentEnd = scanner.offset
                } while scanner.consume(UInt8(ascii: ","))
                try scanner.expect(UInt8(ascii: "]"))
            }
            guard scanner.isAtEnd else { throw JSONScanner.Failure.invalid(offset: scanner.offset) }
            return (contacts, contentEnd, contacts.isEmpty)
        } catch let failure as JSONScanner.Failure {
            throw Corruption(reason: failure == .tooDeep ? "its values are nested too deeply" : "it is not valid JSON")
        } catch let corruption as Corruption {
            throw corruption
        } catch {
            throw Corruption(reason: "it is not valid JSON")
        }
    }

    /// One `{…}` entry; unknown keys are validated and skipped.
    private static func parseContact(_ scanner: inout JSONScanner) throws -> Contact {
        guard scanner.peek() == UInt8(ascii: "{") else {
            try scanner.skipValue(depth: 2)
            throw Corruption(reason: "it is not a list of contacts")
        }
        try scanner.expect(UInt8(ascii: "{"))
        var name: String?
        var number: String?
        var company: String?
        if !scanner.consume(UInt8(ascii: "}")) {
            repeat {
                let key = try scanner.readString()
                try scanner.expect(UInt8(ascii: ":"))
                switch key {
                case "name": name = try readText(&scanner, key: key)
                case "number": number = try readText(&scanner, key: key)
                case "company": company = scanner.consumeNull() ? nil : try readText(&scanner, key: key)
                default: try scanner.skipValue(depth: 3)
                }
            } while scanner.consume(UInt8(ascii: ","))
            try scanner.expect(UInt8(ascii: "}"))
        }
        guard let name else { throw Corruption(reason: "a contact has no \"name\"") }
        guard let number else { throw Corruption(reason: "a contact has no \"number\"") }
        return Contact(name: name, number: number, company: company)
    }

    /// The string value of `key`; any other kind of value is a corruption naming the key.
    private static func readText(_ scanner: inout JSONScanner, key: String) throws -> String {
        guard scanner.peek() == UInt8(ascii: "\"") else {
            try scanner.skipValue(depth: 3)
            throw Corruption(reason: "a contact's \"\(key)\" is not text")
        }
        return try scanner.readString()
    }
}
