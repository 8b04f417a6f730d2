import XCTest

/// The `RxSwift`/`RxRelay`/`RxCocoa` namespaces are generated from Scripts/rx-module-names.txt and the
/// public declarations of the Signals modules: a type added or renamed there must regenerate them
/// (ModuleQualifiedNamesTests in SignalsCocoaTests walks the list itself).
final class ModuleNamespacesGeneratorTests: XCTestCase {
    func testGeneratedNamespacesAreCurrent() throws {
        try assertGeneratedFilesAreCurrent(script: "Scripts/generate-module-namespaces.py")
    }
}
