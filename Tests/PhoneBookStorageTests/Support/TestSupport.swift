// The helpers every test target shares (Tests/Support: the leak-checking test case, thread
// helpers), visible in every file of this target without an import line of its own.
@_exported import SignalsTestSupport
