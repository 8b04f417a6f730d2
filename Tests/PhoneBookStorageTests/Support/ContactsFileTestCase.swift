import Foundation
import SignalsPhoneBookStorage
import SignalsViewModels
import XCTest

/// A test case for the JSON contacts store: every test gets a fresh temporary directory, removed
/// after the test (files and all).
class ContactsFileTestCase: XCTestCase {
    /// This test's directory; a new one for every test.
    private(set) var directory: TemporaryDirectory!

    /// Where the tests keep the contacts file: `contacts.json` in `directory` (not created here).
    var fileURL: URL { directory.url.appendingPathComponent("contacts.json") }

    /// Creates this test's directory; a failure to create it fails the test.
    override func setUpWithError() throws {
        directory = try TemporaryDirectory(prefix: "PhoneBookStorageTests")
    }

    /// Removes this test's directory.
    override func tearDown() {
        directory.remove()
        super.tearDown()
    }

    /// The message `body`'s `ContactRepositoryError` shows, or a failure if it does not throw one
    /// (or throws another error).
    func message(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            try body()
            XCTFail("expected an error", file: file, line: line)
            return nil
        } catch {
            XCTAssertTrue(error is ContactRepositoryError, "\(error)", file: file, line: line)
            return String(describing: error)
        }
    }
}
