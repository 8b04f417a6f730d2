/// Where each node of a `BindingGraph` goes in a drawing: values flow left to right, so each node sits
/// one column right of the furthest node feeding it (sources in column 0), and a column's nodes are
/// ordered by where their inputs sit (then by id), which keeps most edges from crossing.
struct BindingGraphLayout {
    /// A node's place: its column and its row within the column.
    struct Place: Equatable {
        let column: Int
        let row: Int
    }

    /// Each node's place, by id.
    let places: [Int: Place]
    /// How many columns and, at most, rows the drawing has.
    let columns: Int
    let rows: Int

    init(_ graph: BindingGraph) {
        let upstream = Dictionary(grouping: graph.edges, by: \.to).mapValues { $0.map(\.from) }
        // Longest path from a source, by relaxation; a cycle (a subscription made inside its own
        // delivery) stops after as many rounds as there are nodes.
        var column = Dictionary(uniqueKeysWithValues: graph.nodes.map { ($0.id, 0) })
        for _ in 0..<graph.nodes.count {
            var changed = false
            for edge in graph.edges where edge.from != edge.to {
                let candidate = (column[edge.from] ?? 0) + 1
                if candidate > column[edge.to] ?? 0, candidate < graph.nodes.count {
                    column[edge.to] = candidate
                    changed = true
                }
            }
            if !changed { break }
        }
        let columnCount = (column.values.max() ?? -1) + 1
        var placed: [Int: Place] = [:]
        var tallest = 0
        for index in 0..<columnCount {
            let ids = graph.nodes.map(\.id).filter { column[$0] == index }
            // The average row of the inputs already placed; a source keeps its id order.
            func weight(_ id: Int) -> Double {
                let rows = (upstream[id] ?? []).compactMap { placed[$0]?.row }
                return rows.isEmpty ? Double(id) : Double(rows.reduce(0, +)) / Double(rows.count)
            }
            let ordered = index == 0 ? ids : ids.sorted { (weight($0), $0) < (weight($1), $1) }
            for (row, id) in ordered.enumerated() { placed[id] = Place(column: index, row: row) }
            tallest = max(tallest, ordered.count)
        }
        places = placed
        columns = columnCount
        rows = tallest
    }
}
