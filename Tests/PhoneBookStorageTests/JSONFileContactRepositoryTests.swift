import Foundation
@testable import SignalsPhoneBookStorage
import SignalsViewModels
import XCTest

final class JSONFileContactRepositoryTests: ContactsFileTestCase {
    func testAMissingFileIsAnEmptyPhoneBook() throws {
        XCTAssertEqual(try JSONFileContactRepository(fileURL: fileURL).allContacts(), [])
        XCTAssertEqual(try directory.fileNames(), [], "reading creates nothing")
    }

    func testContactsSurviveARestart() throws {
        let ann = Contact(name: "Ann", number: "555", company: "Acme")
        let bob = Contact(name: "Bob", number: "777")
        do {
            let first = JSONFileContactRepository(fileURL: fileURL)
            try first.add(ann)
            try first.add(bob)
        }
        let second = JSONFileContactRepository(fileURL: fileURL)
        XCTAssertEqual(try second.allContacts(), [ann, bob])
        try second.add(Contact(name: "Cy", number: "1"))
        XCTAssertEqual(try JSONFileContactRepository(fileURL: fileURL).allContacts().map(\.name), ["Ann", "Bob", "Cy"])
    }

    func testCreatesMissingDirectoriesOnFirstAdd() throws {
        let nested = directory.url.appendingPathComponent("a/b/contacts.json")
        try JSONFileContactRepository(fileURL: nested).add(Contact(name: "Ann", number: "1"))
        XCTAssertEqual(try JSONFileContactRepository(fileURL: nested).allContacts().count, 1)
    }

    func testASaveLeavesNoTemporaryFileBehind() throws {
        let repository = JSONFileContactRepository(fileURL: fileURL)
        for index in 0..<3 { try repository.add(Contact(name: "N\(index)", number: "\(index)")) }
        XCTAssertEqual(try directory.fileNames(), [".contacts.json.lock", "contacts.json"])
    }

    func testAFailedSaveLeavesTheOriginalIntactAndNoTemporaryFile() throws {
        try JSONFileContactRepository(fileURL: fileURL).add(Contact(name: "Ann", number: "1"))
        let original = try Data(contentsOf: fileURL)
        struct DiskFull: Error { let filesSeen: [String] }
        let directoryPath = directory.url.path
        let failing = JSONFileContactRepository(fileURL: fileURL, beforeRename: {
            // The temporary file is complete here; fail at the last moment, reporting what we saw.
            throw DiskFull(filesSeen: try FileManager.default.contentsOfDirectory(atPath: directoryPath).sorted())
        })

        XCTAssertThrowsError(try failing.add(Contact(name: "Bob", number: "2"))) { error in
            guard case .writeFailed(let path, let reason)? = error as? ContactRepositoryError else {
                return XCTFail("unexpected \(error)")
            }
            XCTAssertEqual(path, self.fileURL.path)
            XCTAssertTrue(reason.contains("DiskFull"), reason)
            let seen = reason.components(separatedBy: "\"")
            XCTAssertTrue(seen.contains { $0.hasPrefix(".contacts.json.") && $0.hasSuffix(".tmp") },
                          "the temporary file sat next to the original: \(reason)")
        }
        XCTAssertEqual(try Data(contentsOf: fileURL), original, "the original file is untouched")
        XCTAssertEqual(try directory.fileNames(), [".contacts.json.lock", "contacts.json"], "the temporary file was removed")
        XCTAssertEqual(try JSONFileContactRepository(fileURL: fileURL).allContacts().map(\.name), ["Ann"])
    }

    func testACorruptFileIsReportedAndNeverOverwritten() throws {
        let corruptions: [(String, Data)] = [
            ("not JSON", Data("{ this is not json".utf8)),
            ("empty", Data()),
            ("wrong shape", Data(#"{"name": "Ann"}"#.utf8)),
            ("missing field", Data(#"[{"name": "Ann"}]"#.utf8)),
            ("binary", Data([0xFF, 0xFE, 0x00, 0x01])),
        ]
        for (label, bytes) in corruptions {
            try bytes.write(to: fileURL)
            let repository = JSONFileContactRepository(fileURL: fileURL)

            XCTAssertThrowsError(try repository.allContacts(), label) { error in
                guard case .corruptFile(let path, _)? = error as? ContactRepositoryError else {
                    return XCTFail("\(label): unexpected \(error)")
                }
                XCTAssertEqual(path, self.fileURL.path)
                XCTAssertTrue(String(describing: error).contains("corrupt"), "\(error)")
                XCTAssertTrue(String(describing: error).contains("left untouched"), "\(error)")
            }
            XCTAssertThrowsError(try repository.add(Contact(name: "Bob", number: "2")), label)
            XCTAssertEqual(try Data(contentsOf: fileURL), bytes, "\(label): the file is byte-for-byte untouched")
            XCTAssertEqual(try directory.fileNames(), ["contacts.json"], label)
        }
    }

    func testAnUnreadablePathIsReportedAndLeftAlone() throws {
        try FileManager.default.createDirectory(at: fileURL, withIntermediateDirectories: true)
        let repository = JSONFileContactRepository(fileURL: fileURL)
        XCTAssertThrowsError(try repository.allContacts()) { error in
            guard case .unreadableFile? = error as? ContactRepositoryError else { return XCTFail("unexpected \(error)") }
        }
        XCTAssertThrowsError(try repository.add(Contact(name: "Bob", number: "2")))
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: fileURL.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    func testASaveKeepsTheFilesPermissions() throws {
        let repository = JSONFileContactRepository(fileURL: fileURL)
        try repository.add(Contact(name: "Ann", number: "1"))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: fileURL.path)
        try repository.add(Contact(name: "Bob", number: "2"))
        let permissions = try FileManager.default.attributesOfItem(atPath: fileURL.path)[.posixPermissions] as? NSNumber
        XCTAssertEqual(permissions?.intValue, 0o600)
    }

    func testASymbolicLinkIsFollowedAndKept() throws {
        let realFile = directory.url.appendingPathComponent("real.json")
        try JSONFileContactRepository(fileURL: realFile).add(Contact(name: "Ann", number: "1"))
        try FileManager.default.createSymbolicLink(at: fileURL, withDestinationURL: realFile)

        try JSONFileContactRepository(fileURL: fileURL).add(Contact(name: "Bob", number: "2"))

        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: fileURL.path), realFile.path)
        XCTAssertEqual(try JSONFileContactRepository(fileURL: realFile).allContacts().map(\.name), ["Ann", "Bob"])
        XCTAssertEqual(try directory.fileNames(), [".real.json.lock", "contacts.json", "real.json"])
    }

    func testALinkToAFileNotYetCreatedIsKeptAndItsTargetCreated() throws {
        let realFile = directory.url.appendingPathComponent("real.json")
        try FileManager.default.createSymbolicLink(atPath: fileURL.path, withDestinationPath: "real.json")  // relative, dangling

        try JSONFileContactRepository(fileURL: fileURL).add(Contact(name: "Ann", number: "1"))

        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: fileURL.path), "real.json", "the link is kept")
        XCTAssertEqual(try JSONFileContactRepository(fileURL: realFile).allContacts().map(\.name), ["Ann"])
        XCTAssertEqual(try directory.fileNames(), [".real.json.lock", "contacts.json", "real.json"])
    }

    func testTheFileIsReadableJSON() throws {
        try JSONFileContactRepository(fileURL: fileURL).add(Contact(name: "Ann", number: "555"))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: fileURL)) as? [[String: String]]
        XCTAssertEqual(json, [["name": "Ann", "number": "555"]])
    }

    func testTheFileIsTextEndingWithANewline() throws {
        try JSONFileContactRepository(fileURL: fileURL).add(Contact(name: "Ann", number: "555"))
        let text = try String(contentsOf: fileURL, encoding: .utf8)
        XCTAssertEqual(text, "[\n  {\n    \"name\" : \"Ann\",\n    \"number\" : \"555\"\n  }\n]\n")
        try JSONFileContactRepository(fileURL: fileURL).add(Contact(name: "Bob", number: "1"))
        XCTAssertEqual(try JSONFileContactRepository(fileURL: fileURL).allContacts().map(\.name), ["Ann", "Bob"])
    }

    func testConcurrentAddsThroughOneInstanceAreAllKept() throws {
        let repository = JSONFileContactRepository(fileURL: fileURL)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for index in 0..<5 { try? repository.add(Contact(name: "T\(thread)-\(index)", number: "1")) }
        }
        XCTAssertEqual(try repository.allContacts().count, 20)
        XCTAssertEqual(try directory.fileNames(), [".contacts.json.lock", "contacts.json"])
    }
}
