import XCTest
@testable import SignalsDemo

final class KeyDecoderTests: XCTestCase {
    private func decode(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(bytes) + decoder.flush()
    }

    func testPrintableControlAndEditingKeys() {
        XCTAssertEqual(decode(Array("a Z1~".utf8)), [.character("a"), .character(" "), .character("Z"), .character("1"), .character("~")])
        XCTAssertEqual(decode([0x0D, 0x0A, 0x7F, 0x08, 0x09]), [.enter, .enter, .backspace, .backspace, .tab])
        XCTAssertEqual(decode([0x03, 0x0F, 0x12, 0x15]), [.control("c"), .control("o"), .control("r"), .control("u")])
    }

    func testArrowHomeEndDeleteAndShiftTabSequences() {
        let bytes = Array("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}OA\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~\u{1B}[Z".utf8)
        XCTAssertEqual(decode(bytes), [.up, .down, .right, .left, .up, .home, .end, .home, .end, .delete, .backTab])
    }

    func testUnknownSequenceIsReportedNotDropped() {
        XCTAssertEqual(decode(Array("\u{1B}[15~x".utf8)), [.unknown(Array("\u{1B}[15~".utf8)), .character("x")])
    }

    func testMultiByteCharactersSplitAcrossReads() {
        var decoder = KeyDecoder()
        let bytes = Array("é€😀".utf8)
        var keys: [Key] = []
        for byte in bytes { keys += decoder.feed([byte]) }
        XCTAssertEqual(keys, [.character("é"), .character("€"), .character("😀")])
        XCTAssertFalse(decoder.hasPending)
    }

    func testEscapeSequenceSplitAcrossReadsWaitsForTheRest() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.feed([0x1B]), [])
        XCTAssertTrue(decoder.hasPending)
        XCTAssertEqual(decoder.feed(Array("[".utf8)), [])
        XCTAssertEqual(decoder.feed(Array("A".utf8)), [.up])
    }

    func testLoneEscapeIsReportedOnFlush() {
        var decoder = KeyDecoder()
        XCTAssertEqual(decoder.feed([0x1B]), [])
        XCTAssertEqual(decoder.flush(), [.escape])
        XCTAssertEqual(decode([0x1B, UInt8(ascii: "q")]), [.escape, .character("q")])
    }

    func testInvalidUTF8IsUnknownByteByByte() {
        XCTAssertEqual(decode([0xFF, 0x61]), [.unknown([0xFF]), .character("a")])
        XCTAssertEqual(decode([0xC3, 0x28]), [.unknown([0xC3]), .character("(")])
    }

    func testWellFormedLookingButInvalidUTF8IsUnknown() {
        // Continuation bytes in place, yet not UTF-8: an overlong "/" and a UTF-16 surrogate half.
        XCTAssertEqual(decode([0xC0, 0xAF]), [.unknown([0xC0]), .unknown([0xAF])])
        XCTAssertEqual(decode([0xED, 0xA0, 0x80]), [.unknown([0xED]), .unknown([0xA0]), .unknown([0x80])])
    }
}
