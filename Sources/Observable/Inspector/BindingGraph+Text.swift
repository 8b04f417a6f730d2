extension BindingGraph {
    /// The graph as an indented tree, one node per line, for a console or a test failure: each
    /// source at the left, then what its values flow into, indented below it. A node reached a second
    /// way (the second input of a `combineLatest`) is listed again as `↑` with its id.
    ///
    /// ```
    /// "increment" PublishRelay #1 — 2 values, last ()
    /// └─ scan #3 — 2 values, last 2
    ///    └─ "count" map #4 — 2 values, last 2
    ///       └─ bind #6 at TouchCounterView.swift:20 — 2 values, last 2
    /// ```
    public var text: String {
        var lines: [String] = []
        var shown = Set<Int>()
        let children = Dictionary(grouping: edges, by: \.from)
        func visit(_ node: Node, prefix: String, branch: String, multiplicity: Int) {
            let times = multiplicity > 1 ? " ×\(multiplicity)" : ""
            guard shown.insert(node.id).inserted else {
                lines.append(prefix + branch + "↑ \(node.label) #\(node.id)\(times)")
                return
            }
            lines.append(prefix + branch + Self.line(for: node) + times)
            let outgoing = children[node.id] ?? []
            let childPrefix = prefix + (branch == "└─ " ? "   " : branch.isEmpty ? "" : "│  ")
            for (index, edge) in outgoing.enumerated() {
                guard let child = self.node(id: edge.to) else { continue }
                visit(child, prefix: childPrefix, branch: index == outgoing.count - 1 ? "└─ " : "├─ ",
                      multiplicity: edge.subscriptions)
            }
        }
        let hasUpstream = Set(edges.map(\.to))
        for node in nodes where !hasUpstream.contains(node.id) { visit(node, prefix: "", branch: "", multiplicity: 1) }
        // Whatever is left is on a cycle (a subscription made inside its own delivery): start anywhere.
        for node in nodes where !shown.contains(node.id) { visit(node, prefix: "", branch: "", multiplicity: 1) }
        return lines.isEmpty ? "(no live bindings)" : lines.joined(separator: "\n")
    }

    /// One node's line of `text`: label, id, call site, what flowed, how it ended.
    package static func line(for node: Node) -> String {
        var line = "\(node.label) #\(node.id)"
        if let callSite = node.callSite { line += " at \(callSite)" }
        return line + " — " + flowSummary(of: node, separator: ", ")
    }

    /// What flowed through `node`: "3 values, last 2, completed" (with `separator` between the parts).
    package static func flowSummary(of node: Node, separator: String) -> String {
        var summary = "\(node.valueCount) value\(node.valueCount == 1 ? "" : "s")"
        if let lastValue = node.lastValue { summary += "\(separator)last \(lastValue)" }
        switch node.end {
        case .completed: summary += "\(separator)completed"
        case .failed(let error): summary += "\(separator)failed: \(error)"
        case nil: break
        }
        return summary
    }

    /// The graph in Graphviz's language (`dot -Tsvg`): a `digraph`, values flowing left to right,
    /// sources and operators as boxes, your subscriptions as rounded boxes with their call sites.
    public var dot: String {
        var lines = ["digraph bindings {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];"]
        for node in nodes {
            var label = "\(node.label) #\(node.id)"
            if let callSite = node.callSite { label += "\n\(callSite)" }
            label += "\n" + Self.flowSummary(of: node, separator: ", ")
            let style = node.isSubscription ? ", style=rounded" : ""
            lines.append("  n\(node.id) [label=\"\(Self.dotEscaped(label))\"\(style)];")
        }
        for edge in edges {
            let label = edge.subscriptions > 1 ? " [label=\"×\(edge.subscriptions)\"]" : ""
            lines.append("  n\(edge.from) -> n\(edge.to)\(label);")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// `text` inside a Graphviz double-quoted string: quotes and backslashes escaped, newlines as `\n`.
    static func dotEscaped(_ text: String) -> String { text.escaping(String.quotedStringEscapes) }
}
