import Foundation
import SignalsPhoneBookStorage
import SignalsViewModels
import XCTest

/// The storage messages a View shows: exact text, one or two clean sentences, the system's reason.
final class ContactRepositoryMessageTests: ContactsFileTestCase {
    /// A regular file where the contacts file's directory should be.
    private func regularFile() throws -> URL {
        let file = directory.url.appendingPathComponent("file")
        try Data("x".utf8).write(to: file)
        return file
    }

    func testASaveUnderARegularFileNamesIt() throws {
        let file = try regularFile()
        let contacts = file.appendingPathComponent("contacts.json")
        XCTAssertEqual(message { try JSONFileContactRepository(fileURL: contacts).add(Contact(name: "Ann", number: "1")) },
                       "Could not save the contacts file \(contacts.path): \(file.path) is not a directory. "
                       + "Any previous version of the file is unchanged.")
        let nested = file.appendingPathComponent("a/b/contacts.json")
        XCTAssertEqual(message { try JSONFileContactRepository(fileURL: nested).add(Contact(name: "Ann", number: "1")) },
                       "Could not save the contacts file \(nested.path): \(file.path) is not a directory. "
                       + "Any previous version of the file is unchanged.")
        XCTAssertEqual(try Data(contentsOf: file), Data("x".utf8))
    }

    func testReadingADirectoryOrADeviceSaysWhatItIs() throws {
        XCTAssertEqual(message { _ = try JSONFileContactRepository(fileURL: directory.url).allContacts() },
                       "Cannot read the contacts file \(directory.url.path): it is a directory. The file was left untouched.")
        XCTAssertEqual(message { _ = try JSONFileContactRepository(fileURL: URL(fileURLWithPath: "/dev/null")).allContacts() },
                       "Cannot read the contacts file /dev/null: it is not a regular file. The file was left untouched.")
    }

    func testACorruptFileMessage() throws {
        let contacts = directory.url.appendingPathComponent("contacts.json")
        try Data("garbage".utf8).write(to: contacts)
        XCTAssertEqual(message { _ = try JSONFileContactRepository(fileURL: contacts).allContacts() },
                       "The contacts file \(contacts.path) is corrupt: it is not valid JSON. "
                       + "It was left untouched; fix or move it and try again.")
    }

    func testAReasonEndingInAPeriodIsNotDoubled() {
        XCTAssertEqual(ContactRepositoryError.writeFailed(path: "/c.json", reason: "The disk is full.").description,
                       "Could not save the contacts file /c.json: The disk is full. Any previous version of the file is unchanged.")
        XCTAssertEqual(ContactRepositoryError.unreadableFile(path: "/c.json", reason: "no access. ").description,
                       "Cannot read the contacts file /c.json: no access. The file was left untouched.")
        XCTAssertEqual(ContactRepositoryError.corruptFile(path: "/c.json", reason: "bad...").description,
                       "The contacts file /c.json is corrupt: bad. It was left untouched; fix or move it and try again.")
    }

    func testEveryMessageIsOneOrTwoCleanSentences() throws {
        let file = try regularFile()
        let messages = [
            message { try JSONFileContactRepository(fileURL: file.appendingPathComponent("c.json")).add(Contact(name: "A", number: "1")) },
            message { _ = try JSONFileContactRepository(fileURL: directory.url).allContacts() },
        ].compactMap { $0 }
        XCTAssertEqual(messages.count, 2)
        for text in messages {
            XCTAssertFalse(text.contains(".."), text)
            XCTAssertFalse(text.contains("NSCocoaErrorDomain"), text)
            XCTAssertFalse(text.contains("could not be completed"), text)
            XCTAssertTrue(text.hasSuffix("."), text)
        }
    }

    func testANewFileThroughADanglingLinkIsNotExecutable() throws {
        let target = directory.url.appendingPathComponent("target.json")
        let link = directory.url.appendingPathComponent("contacts.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        try JSONFileContactRepository(fileURL: link).add(Contact(name: "Ann", number: "1"))
        let saved = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? NSNumber
        let mode = try XCTUnwrap(saved?.intValue)
        XCTAssertEqual(mode & 0o111, 0, "a contacts file gets no execute bits (got \(String(mode, radix: 8)))")
        XCTAssertEqual(mode & 0o002, 0, "nor is it world-writable")
        XCTAssertEqual(try JSONFileContactRepository(fileURL: link).allContacts().map(\.name), ["Ann"])
    }
}
