import SignalsViewModels
import XCTest

final class PhoneBookUseCaseTests: XCTestCase {
    func testAddNeedsNameAndNumberAndStoresNothingOtherwise() throws {
        let repository = InMemoryContactRepository()
        let useCase = PhoneBookUseCase(repository: repository)
        let invalid = [
            ContactDraft(name: "", number: "555"),
            ContactDraft(name: "Ann", number: ""),
            ContactDraft(name: "   ", number: "555", company: "Acme"),
            ContactDraft(name: "Ann", number: " \t"),
            ContactDraft(name: "", number: ""),
        ]
        for draft in invalid {
            XCTAssertThrowsError(try useCase.add(draft), "\(draft)") { error in
                XCTAssertEqual(error as? PhoneBookError, .missingNameOrNumber)
                XCTAssertEqual(String(describing: error), "you need name and number")
            }
        }
        XCTAssertEqual(try repository.allContacts(), [])
    }

    func testFieldsOfOnlyInvisibleCharactersAreBlank() throws {
        let repository = InMemoryContactRepository()
        let useCase = PhoneBookUseCase(repository: repository)
        let invisible = ["\u{200B}", "\u{0}", "\u{200B}\u{200D} \u{FEFF}", "\u{1B}\u{7F}", "\u{2028}\u{3000}", "\u{3164}", "\u{E0041}"]
        for text in invisible {
            for draft in [ContactDraft(name: text, number: "1"), ContactDraft(name: "Ann", number: text)] {
                XCTAssertThrowsError(try useCase.add(draft), "\(text.unicodeScalars.map(\.value))") { error in
                    XCTAssertEqual(error as? PhoneBookError, .missingNameOrNumber)
                }
            }
        }
        XCTAssertEqual(try repository.allContacts(), [])
        XCTAssertEqual(try useCase.add(ContactDraft(name: "\u{200B}Ann\u{0}", number: "\u{FEFF}1", company: "\u{200B}")),
                       Contact(name: "Ann", number: "1"), "invisible edges are trimmed, an invisible company is none")
        XCTAssertEqual(try useCase.add(ContactDraft(name: "👩\u{200D}💻", number: "2")).name, "👩\u{200D}💻", "a joiner inside is kept")
    }

    func testAddTrimsFieldsAndTreatsABlankCompanyAsNone() throws {
        let repository = InMemoryContactRepository()
        let useCase = PhoneBookUseCase(repository: repository)
        XCTAssertEqual(try useCase.add(ContactDraft(name: " Ann ", number: " 555 ", company: "  ")),
                       Contact(name: "Ann", number: "555", company: nil))
        XCTAssertEqual(try useCase.add(ContactDraft(name: "Bob", number: "1", company: " Acme ")),
                       Contact(name: "Bob", number: "1", company: "Acme"))
        XCTAssertEqual(try repository.allContacts(), [
            Contact(name: "Ann", number: "555"), Contact(name: "Bob", number: "1", company: "Acme"),
        ])
    }

    func testOrderingByNameIgnoresCaseThenBreaksTiesByExactNameNumberAndOrderAdded() {
        let contacts = [
            Contact(name: "bob", number: "2"),
            Contact(name: "Carl", number: "1"),
            Contact(name: "Bob", number: "9"),
            Contact(name: "ann", number: "3", company: "Zeta"),
            Contact(name: "Bob", number: "1", company: "X"),
            Contact(name: "Bob", number: "1", company: "Y"),  // full tie with the previous: order added
        ]
        XCTAssertEqual(ContactOrdering.name.sorted(contacts), [
            Contact(name: "ann", number: "3", company: "Zeta"),
            Contact(name: "Bob", number: "1", company: "X"),
            Contact(name: "Bob", number: "1", company: "Y"),
            Contact(name: "Bob", number: "9"),
            Contact(name: "bob", number: "2"),
            Contact(name: "Carl", number: "1"),
        ])
    }

    func testOrderingByCompanyPutsContactsWithoutACompanyLastAndBreaksTiesByName() {
        let contacts = [
            Contact(name: "Zed", number: "1"),
            Contact(name: "Yan", number: "2", company: "beta"),
            Contact(name: "Abe", number: "3"),
            Contact(name: "Xia", number: "4", company: "Acme"),
            Contact(name: "Bea", number: "5", company: "Beta"),
            Contact(name: "Al", number: "6", company: "Beta"),
        ]
        XCTAssertEqual(ContactOrdering.company.sorted(contacts).map(\.name), ["Xia", "Al", "Bea", "Yan", "Abe", "Zed"])
    }

    func testListsThroughTheOrdering() throws {
        let useCase = PhoneBookUseCase(repository: InMemoryContactRepository(contacts: [
            Contact(name: "B", number: "1"), Contact(name: "A", number: "2", company: "Z"),
        ]))
        XCTAssertEqual(try useCase.contacts(orderedBy: .name).map(\.name), ["A", "B"])
        XCTAssertEqual(try useCase.contacts(orderedBy: .company).map(\.name), ["A", "B"])
    }

    func testRowText() {
        XCTAssertEqual(Contact(name: "Ann Lee", number: "555 0101", company: "Acme").rowText, "Ann Lee - 555 0101 (Acme)")
        XCTAssertEqual(Contact(name: "Ann Lee", number: "555 0101").rowText, "Ann Lee - 555 0101")
    }
}
