extension BindingGraph {
    /// The graph as one self-contained HTML page: the live bindings drawn as boxes and arrows (inline
    /// SVG, values flowing left to right; your subscriptions rounded, with their call sites), then,
    /// for each named stream, its recent events as a marble timeline — drawn, and written in the
    /// marble grammar of SignalsTest (`-` nothing, a key for a value, `|` completed, `#` error) —
    /// with the legend. No script, no style sheet, font or image from elsewhere: it opens offline
    /// and can be attached to a bug report.
    ///
    /// ```swift
    /// try Inspector.snapshot().html.write(toFile: "bindings.html", atomically: true, encoding: .utf8)
    /// ```
    public var html: String {
        var page = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Signals: live bindings</title>
            <style>
            body { font-family: -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; margin: 24px; color: #1d1d1f; }
            h1 { font-size: 20px; margin: 0 0 4px; } h2 { font-size: 16px; margin: 28px 0 8px; }
            p.note { color: #6e6e73; margin: 0 0 12px; font-size: 13px; }
            .scroll { overflow-x: auto; border: 1px solid #d2d2d7; border-radius: 8px; padding: 8px; background: #fbfbfd; }
            pre { font-family: Menlo, "DejaVu Sans Mono", monospace; font-size: 13px; margin: 4px 0 12px; }
            table.legend td { padding: 2px 12px 2px 0; font-size: 13px; } code { font-family: Menlo, "DejaVu Sans Mono", monospace; }
            </style>
            </head>
            <body>

            """
        let subscriptions = nodes.filter(\.isSubscription).count
        page += "<h1>Live bindings</h1>\n<p class=\"note\">\(nodes.count) stream\(nodes.count == 1 ? "" : "s"), "
            + "\(subscriptions) subscription\(subscriptions == 1 ? "" : "s"). Values flow left to right; "
            + "rounded boxes are your subscriptions, with where they were made; a dashed box has ended. "
            + "Made by Signals' binding inspector (<code>Inspector.snapshot().html</code>).</p>\n"
        page += "<div class=\"scroll\">\n" + graphSVG() + "</div>\n"
        page += marbleSection()
        page += "</body>\n</html>\n"
        return page
    }

    // MARK: - The graph

    private static let boxWidth = 204, boxHeight = 62, columnGap = 52, rowGap = 20, margin = 12

    /// The boxes and arrows, placed by `BindingGraphLayout`.
    private func graphSVG() -> String {
        guard !nodes.isEmpty else { return "<p class=\"note\">No live bindings.</p>\n" }
        let layout = BindingGraphLayout(self)
        let width = Self.margin * 2 + layout.columns * Self.boxWidth + max(0, layout.columns - 1) * Self.columnGap
        let height = Self.margin * 2 + layout.rows * Self.boxHeight + max(0, layout.rows - 1) * Self.rowGap
        func origin(_ id: Int) -> (x: Int, y: Int) {
            let place = layout.places[id] ?? BindingGraphLayout.Place(column: 0, row: 0)
            return (Self.margin + place.column * (Self.boxWidth + Self.columnGap),
                    Self.margin + place.row * (Self.boxHeight + Self.rowGap))
        }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" font-size=\"12\">\n"
        svg += "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\">"
            + "<path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"#86868b\"/></marker></defs>\n"
        for edge in edges {
            let (fromX, fromY) = origin(edge.from), (toX, toY) = origin(edge.to)
            let startX = fromX + Self.boxWidth, startY = fromY + Self.boxHeight / 2, endY = toY + Self.boxHeight / 2
            svg += "<path d=\"M \(startX) \(startY) C \(startX + 40) \(startY), \(toX - 40) \(endY), \(toX) \(endY)\" "
                + "fill=\"none\" stroke=\"#86868b\" stroke-width=\"1.5\" marker-end=\"url(#arrow)\"/>\n"
            if edge.subscriptions > 1 {
                svg += "<text x=\"\((startX + toX) / 2)\" y=\"\((startY + endY) / 2 - 4)\" fill=\"#6e6e73\" text-anchor=\"middle\">×\(edge.subscriptions)</text>\n"
            }
        }
        let hasUpstream = Set(edges.map(\.to))
        for node in nodes {
            let (x, y) = origin(node.id)
            let fill = node.isSubscription ? "#e8f2ff" : hasUpstream.contains(node.id) ? "#ffffff" : "#eefbea"
            let dash = node.end == nil ? "" : " stroke-dasharray=\"5 3\""
            svg += "<g><title>\(Self.escaped(Self.line(for: node)))</title>"
            svg += "<rect x=\"\(x)\" y=\"\(y)\" width=\"\(Self.boxWidth)\" height=\"\(Self.boxHeight)\" rx=\"\(node.isSubscription ? 14 : 4)\" "
                + "fill=\"\(fill)\" stroke=\"#6e6e73\"\(dash)/>\n"
            let lines = [
                (Self.clipped("\(node.label) #\(node.id)", 28), "font-weight=\"600\""),
                (Self.clipped(node.callSite ?? "", 31), "fill=\"#6e6e73\""),
                (Self.clipped(Self.flowSummary(of: node, separator: " · "), 31), ""),
            ]
            for (index, (text, attributes)) in lines.enumerated() where !text.isEmpty {
                svg += "<text x=\"\(x + 10)\" y=\"\(y + 18 + index * 17)\" \(attributes)>\(Self.escaped(text))</text>\n"
            }
            svg += "</g>\n"
        }
        return svg + "</svg>\n"
    }

    /// `text` cut to `limit` characters plus `…`.
    static func clipped(_ text: String, _ limit: Int) -> String {
        text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    /// `text` safe inside HTML or SVG text and attribute values.
    static func escaped(_ text: String) -> String {
        text.escaping(["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"])
    }
}
