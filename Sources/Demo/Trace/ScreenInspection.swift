import Foundation
import Signals

/// The binding inspector (`Inspector`) as the demo uses it: the graph of the open screen's bindings,
/// which the interactive graph pane shows as you type, and with `--inspect FILE` the HTML page of
/// the last screen's bindings, written as the demo exits (`BindingGraph.html`).
///
/// Turns the inspector on when made (the ViewModels and Views made afterwards are recorded), and
/// back to what it was when the last one alive goes (several may overlap: the tests make many apps).
final class ScreenInspection {
    /// How many are alive, and the inspector's state before the first: guarded by `lock`.
    nonisolated(unsafe) private static var alive = 0
    nonisolated(unsafe) private static var enabledBefore = false
    private static let lock = NSLock()
    /// `Inspector.lastNodeID` as the open screen was made: its bindings are the nodes after it.
    private var mark = Inspector.lastNodeID
    private var screenIsOpen = false
    /// The last screen's bindings as they were when it closed.
    private var closedScreenGraph: BindingGraph?

    init() {
        Self.lock.withLock {
            if Self.alive == 0 { Self.enabledBefore = Inspector.isEnabled }
            Self.alive += 1
            Inspector.isEnabled = true
        }
    }

    deinit {
        Self.lock.withLock {
            Self.alive -= 1
            if Self.alive == 0 { Inspector.isEnabled = Self.enabledBefore }
        }
    }

    /// Call before making a screen's View and ViewModel.
    func screenWillOpen() {
        mark = Inspector.lastNodeID
        screenIsOpen = true
    }

    /// Call before letting the open screen go (its bindings end with it).
    func screenWillClose() {
        closedScreenGraph = currentGraph
        screenIsOpen = false
    }

    /// The open screen's live bindings now (nothing on the menu).
    var currentGraph: BindingGraph {
        screenIsOpen ? Inspector.snapshot().made(after: mark) : BindingGraph(nodes: [], edges: [])
    }

    /// What the page shows: the open screen's bindings, else the last closed screen's as it closed.
    var pageGraph: BindingGraph {
        screenIsOpen ? currentGraph : closedScreenGraph ?? BindingGraph(nodes: [], edges: [])
    }

    /// Writes the page of `pageGraph` to `path` (replacing a file there).
    ///
    /// - Returns: `nil`, or what went wrong, for the user.
    func writePage(to path: String) -> String? {
        if let problem = storeDirectoryProblem(path) { return problem }
        do {
            try pageGraph.html.write(toFile: path, atomically: true, encoding: .utf8)
            return nil
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
            return "cannot write the inspector page to \(path): \(reason)"
        }
    }
}
