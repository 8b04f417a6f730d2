import XCTest

// The SignalsTestTests suite: its test cases live in this folder.
