import Foundation
import SignalsPhoneBookStorage
import SignalsViewModels
import XCTest

/// Store faults are reported, not read as an empty phone book, and leave the disk as it was; what
/// the phone book does not know survives a save.
final class JSONFileStoreFaultTests: ContactsFileTestCase {
    /// Makes the directory a test locked searchable again, so that the directory can be removed.
    override func tearDown() {
        try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.url.appendingPathComponent("locked").path)
        super.tearDown()
    }

    func testALoopOfLinksIsReportedAndTheLinkKept() throws {
        try FileManager.default.createSymbolicLink(atPath: fileURL.path, withDestinationPath: "contacts.json")
        let repository = JSONFileContactRepository(fileURL: fileURL)
        let expected = "Cannot read the contacts file \(fileURL.path): too many levels of symbolic links. The file was left untouched."
        XCTAssertEqual(message { _ = try repository.allContacts() }, expected)
        XCTAssertEqual(message { try repository.add(Contact(name: "Ann", number: "1")) }, expected)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: fileURL.path), "contacts.json", "still the link")
        XCTAssertEqual(try directory.fileNames(), ["contacts.json"], "nothing created")
    }

    func testAPathEndingInASlashIsNotAFile() throws {
        let url = URL(fileURLWithPath: directory.url.path + "/newdir/")
        let repository = JSONFileContactRepository(fileURL: url)
        let expected = "Cannot read the contacts file \(directory.url.path)/newdir/: a path ending in \"/\" names a directory, "
            + "not a file. The file was left untouched."
        XCTAssertEqual(message { _ = try repository.allContacts() }, expected)
        XCTAssertEqual(message { try repository.add(Contact(name: "Ann", number: "1")) }, expected)
        XCTAssertEqual(try directory.fileNames(), [], "no file named newdir, nothing else either")
    }

    func testADirectoryThatCannotBeSearchedIsReported() throws {
        guard geteuid() != 0 else {
            throw XCTSkip("root searches any directory; DemoTests.MultiProcessStoreTests checks this as the user nobody")
        }
        let locked = directory.url.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        let url = locked.appendingPathComponent("contacts.json")
        try JSONFileContactRepository(fileURL: url).add(Contact(name: "Ann", number: "1"))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: locked.path)  // no search (x) bit
        let repository = JSONFileContactRepository(fileURL: url)
        let expected = "Cannot read the contacts file \(url.path): permission denied. The file was left untouched."
        XCTAssertEqual(message { _ = try repository.allContacts() }, expected)
        XCTAssertEqual(message { try repository.add(Contact(name: "Bob", number: "2")) }, expected)
    }

    func testAFIFOIsRefusedWithoutWaitingForAWriter() throws {
        guard mkfifo(fileURL.path, 0o644) == 0 else { throw XCTSkip("cannot make a FIFO here") }
        XCTAssertEqual(message { _ = try JSONFileContactRepository(fileURL: fileURL).allContacts() },
                       "Cannot read the contacts file \(fileURL.path): it is not a regular file. The file was left untouched.")
    }

    func testUnknownKeysSurviveASave() throws {
        let original = """
            [{"name": "Ann", "number": "1", "email": "ann@example.com", "tags": ["a", {"x": [1, 2.5e3, null, true]}]},
             {"company": null, "name": "Bob", "number": "2", "note": "caf\\u00e9 \\ud83d\\ude00"}]
            """
        try Data(original.utf8).write(to: fileURL)
        let repository = JSONFileContactRepository(fileURL: fileURL)
        XCTAssertEqual(try repository.allContacts(), [Contact(name: "Ann", number: "1"), Contact(name: "Bob", number: "2")])

        try repository.add(Contact(name: "Cy", number: "3", company: "Acme"))

        let saved = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: fileURL)) as? [[String: Any]])
        XCTAssertEqual(saved.count, 3)
        XCTAssertEqual(saved[0]["email"] as? String, "ann@example.com")
        let tags = try XCTUnwrap(saved[0]["tags"] as? [Any])
        XCTAssertEqual(tags.first as? String, "a")
        XCTAssertEqual(((tags.last as? [String: Any])?["x"] as? [Any])?.count, 4)
        XCTAssertEqual(saved[1]["note"] as? String, "café 😀")
        XCTAssertEqual(saved[2] as? [String: String], ["name": "Cy", "number": "3", "company": "Acme"])
        XCTAssertTrue(try String(contentsOf: fileURL, encoding: .utf8).hasPrefix(original.dropLast()), "the existing entries are kept byte for byte")
        XCTAssertEqual(try JSONFileContactRepository(fileURL: fileURL).allContacts().map(\.name), ["Ann", "Bob", "Cy"])
    }

    func testFilesOfEarlierVersionsLoadAndGrow() throws {
        // As JSONEncoder (.prettyPrinted, .sortedKeys) wrote them, escaped slash included.
        let earlier = "[\n  {\n    \"company\" : \"A\\/B\",\n    \"name\" : \"Ann\",\n    \"number\" : \"1\"\n  }\n]\n"
        try Data(earlier.utf8).write(to: fileURL)
        try JSONFileContactRepository(fileURL: fileURL).add(Contact(name: "Bo \"B\"\n", number: "2\t\u{1}"))
        XCTAssertEqual(try JSONFileContactRepository(fileURL: fileURL).allContacts(),
                       [Contact(name: "Ann", number: "1", company: "A/B"), Contact(name: "Bo \"B\"\n", number: "2\t\u{1}")])
        XCTAssertEqual(try String(contentsOf: fileURL, encoding: .utf8), earlier.dropLast(3) + ",\n  {\n    \"name\" : \"Bo \\\"B\\\"\\n\",\n"
                       + "    \"number\" : \"2\\t\\u0001\"\n  }\n]\n")
        for compact in ["[]", " [ ] ", "\u{FEFF}[{\"name\":\"A\",\"number\":\"1\"}]"] {
            try Data(compact.utf8).write(to: fileURL)
            try JSONFileContactRepository(fileURL: fileURL).add(Contact(name: "Z", number: "9"))
            XCTAssertEqual(try JSONFileContactRepository(fileURL: fileURL).allContacts().last, Contact(name: "Z", number: "9"), compact)
            XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(contentsOf: fileURL)), compact)
        }
    }

    func testInvalidJSONIsCorruptNeverACrash() throws {
        let cases: [(String, String)] = [
            (#"[{"name":"A","number":"1"},]"#, "it is not valid JSON"),
            (#"[{"name":"A","number":"1"}] x"#, "it is not valid JSON"),
            (#"[{"name":"A","number":"1","n":01}]"#, "it is not valid JSON"),
            ("[{\"name\":\"A\u{1}\",\"number\":\"1\"}]", "it is not valid JSON"),
            (#"[{"name":"\ud800","number":"1"}]"#, "it is not valid JSON"),
            (#"[{"name":1,"number":"1"}]"#, "a contact's \"name\" is not text"),
            (#"[{"name":"A","number":"1","company":[]}]"#, "a contact's \"company\" is not text"),
            (#"[{"number":"1"}]"#, "a contact has no \"name\""),
            (#"[["A","1"]]"#, "it is not a list of contacts"),
            (#"{"contacts":[]}"#, "it is not a list of contacts"),
            (String(repeating: "[", count: 100_000), "its values are nested too deeply"),
        ]
        for (text, reason) in cases {
            try Data(text.utf8).write(to: fileURL)
            XCTAssertEqual(message { _ = try JSONFileContactRepository(fileURL: fileURL).allContacts() },
                           "The contacts file \(fileURL.path) is corrupt: \(reason). It was left untouched; fix or move it and try again.",
                           String(text.prefix(40)))
        }
        try Data([0x5B, 0x22, 0xFF, 0x22, 0x5D]).write(to: fileURL)  // invalid UTF-8 in a string
        XCTAssertEqual(message { _ = try JSONFileContactRepository(fileURL: fileURL).allContacts() }?.contains("not valid JSON"), true)
    }

    func testAnotherWritersSaveIsSeenEvenWhenTheSizeIsTheSame() throws {
        let mine = JSONFileContactRepository(fileURL: fileURL)
        try mine.add(Contact(name: "Ann", number: "1"))
        XCTAssertEqual(try mine.allContacts().map(\.name), ["Ann"])
        try JSONFileContactRepository(fileURL: fileURL).add(Contact(name: "Bob", number: "2"))
        XCTAssertEqual(try mine.allContacts().map(\.name), ["Ann", "Bob"])
        // Replaced by another program with a file of the very same size: a new inode all the same.
        let replacement = try String(contentsOf: fileURL, encoding: .utf8).replacingOccurrences(of: "Bob", with: "Cat")
        try Data(replacement.utf8).write(to: fileURL, options: .atomic)
        XCTAssertEqual(try mine.allContacts().map(\.name), ["Ann", "Cat"])
        try mine.add(Contact(name: "Dan", number: "4"))
        XCTAssertEqual(try JSONFileContactRepository(fileURL: fileURL).allContacts().map(\.name), ["Ann", "Cat", "Dan"])
    }
}
