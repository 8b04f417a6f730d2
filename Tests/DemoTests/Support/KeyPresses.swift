import XCTest
@testable import SignalsDemo

/// Sends `keys` to `app` one at a time, drawing after each as the terminal loop does, and fails
/// the calling test if a key ends the app.
///
/// - Parameters:
///   - keys: The keys, in order.
///   - app: The interactive app under test.
func press(_ keys: [Key], on app: InteractiveApp, file: StaticString = #filePath, line: UInt = #line) {
    for key in keys {
        XCTAssertTrue(app.handle(key), "the app ended at \(key)", file: file, line: line)
        app.drawIfNeeded()
    }
}
