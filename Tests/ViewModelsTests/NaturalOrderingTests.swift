import Foundation
import Signals
import SignalsViewModels
import XCTest

/// Natural, case-insensitive, stable ordering, kept by the ViewModel without re-sorting per add.
final class NaturalOrderingTests: XCTestCase {
    private func names(_ names: [String], _ ordering: ContactOrdering = .name) -> [String] {
        ordering.sorted(names.enumerated().map { Contact(name: $1, number: "\($0)") }).map(\.name)
    }

    func testDigitRunsCompareAsNumbers() {
        XCTAssertEqual(names(["P10", "P2", "P1", "p3", "P20", "P100"]), ["P1", "P2", "p3", "P10", "P20", "P100"])
        XCTAssertEqual(names(["a10b2", "a10b10", "a9b99", "a"]), ["a", "a9b99", "a10b2", "a10b10"])
        XCTAssertEqual(names(["x 007", "x 7", "x 08", "X 6"]), ["X 6", "x 007", "x 7", "x 08"],
                       "007 equals 7 as a number; the exact text breaks the tie")
        XCTAssertEqual(names(["Room 99999999999999999999", "Room 100000000000000000000"]),
                       ["Room 99999999999999999999", "Room 100000000000000000000"], "numbers longer than any integer")
    }

    func testCaseIsIgnoredAndTiesAreStable() {
        XCTAssertEqual(names(["bob", "Ann", "BOB", "alex", "Émile", "éa"]), ["alex", "Ann", "BOB", "bob", "éa", "Émile"])
        let twins = [Contact(name: "Sam", number: "1", company: "A"), Contact(name: "Sam", number: "1", company: "B")]
        XCTAssertEqual(ContactOrdering.name.sorted(twins), twins, "equal keys keep the order added")
        XCTAssertEqual(ContactOrdering.name.sorted(twins.reversed()), twins.reversed())
        XCTAssertEqual(ContactOrdering.name.sorted([Contact(name: "A", number: "10"), Contact(name: "a", number: "9")]).map(\.number),
                       ["10", "9"], "exact name ('A' < 'a') before number")
        XCTAssertEqual(ContactOrdering.name.sorted([Contact(name: "A", number: "10"), Contact(name: "A", number: "9")]).map(\.number),
                       ["9", "10"], "numbers too compare naturally")
    }

    func testCompaniesCompareNaturallyTooWithoutCompanyLast() {
        let contacts = [
            Contact(name: "Z", number: "1"), Contact(name: "B", number: "2", company: "unit 10"),
            Contact(name: "A", number: "3", company: "Unit 9"), Contact(name: "C", number: "4", company: "unit 9"),
        ]
        XCTAssertEqual(ContactOrdering.company.sorted(contacts).map(\.name), ["A", "C", "B", "Z"])
    }

    func testTheViewModelsListEqualsAFullSortAfterEveryAdd() {
        var generator = SeededRandom(seed: 42)
        for ordering in ContactOrdering.allCases {
            let bag = DisposeBag()
            let repository = InMemoryContactRepository()
            let viewModel = PhoneBookViewModel(repository: repository, ordering: ordering)
            let contacts = viewModel.output.contacts.record(in: bag)
            let rows = viewModel.output.rows.record(in: bag)
            let words = ["p1", "P2", "p10", "ann", "Ann", "bob", "Bo", "x"]
            for step in 0..<300 {
                let company = generator.next() % 3 == 0 ? "" : words[Int(generator.next() % 8)]
                let draft = ContactDraft(name: words[Int(generator.next() % 8)] + "\(generator.next() % 12)",
                                         number: "\(generator.next() % 5)", company: company)
                if step % 50 == 49 {  // now and then, another writer adds several at once
                    for _ in 0..<3 { try? repository.add(Contact(name: draft.name, number: "9", company: nil)) }
                }
                viewModel.input.add.accept(draft)
                let expected = ordering.sorted((try? repository.allContacts()) ?? [])
                XCTAssertEqual(contacts.values.last, expected, "\(ordering) after \(step + 1) adds")
                XCTAssertEqual(rows.values.last, expected.map(\.rowText))
            }
            XCTAssertEqual(contacts.values.count, 301, "one emission per add, none when nothing changed")
        }
    }

    func testAnAddToALongListDoesNotSortItAgain() {
        let many = (0..<20_000).map { Contact(name: "Person \(($0 * 7919) % 20_000)", number: "\($0)") }
        let bag = DisposeBag()
        let viewModel = PhoneBookViewModel(repository: InMemoryContactRepository(contacts: many))
        let rows = viewModel.output.rows.record(in: bag)
        let sortStart = Date()
        _ = ContactOrdering.name.sorted(many)
        let oneSort = Date().timeIntervalSince(sortStart)

        let start = Date()
        for index in 0..<20 { viewModel.input.add.accept(ContactDraft(name: "Person \(index)x", number: "1")) }
        let twentyAdds = Date().timeIntervalSince(start)

        XCTAssertEqual(rows.values.count, 21)
        XCTAssertEqual(rows.values.last?.count, 20_020)
        XCTAssertEqual(rows.values.last?[1], "Person 0x - 1", "inserted in order")
        XCTAssertLessThan(twentyAdds, oneSort * 2, "20 adds took \(twentyAdds) s; one full sort takes \(oneSort) s")
    }
}
