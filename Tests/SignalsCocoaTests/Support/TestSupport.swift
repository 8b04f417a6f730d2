// The helpers every test target shares (Tests/Support: the leak-checking test case, thread
// helpers), visible in every file of this target without an import line of its own.
@_exported import SignalsTestSupport
#if os(Linux)
// Linux: the UIKit bindings and `rx.deallocated` are in SignalsCocoaUIKit, built against the UIKit
// stand-in (see Package.swift); on Apple platforms they are part of SignalsCocoa.
@_exported import SignalsCocoaUIKit
#endif
