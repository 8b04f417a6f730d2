import XCTest

// The ViewModelsTests suite: its test cases live in this folder.
