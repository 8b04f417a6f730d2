import XCTest

// The DemoTests suite: its test cases live in this folder.
