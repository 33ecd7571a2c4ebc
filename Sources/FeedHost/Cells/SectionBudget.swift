import CellLayout
import FeedJSON
import FeedScripting
import LuaBridge

/// How much work the cells of a section, and of the whole feed, may ask for: text to shape, solver steps, and
/// views to hold and write; and how many badges the feed's layouts may give its items (a section's own are
/// bounded by the layout engine, `LayoutLimits`).
///
/// Every text a cell shows is shaped like UIKit's, about 0.3 s a megabyte here, and written out with its lines.
/// A label's text is limited (`CellTextLimit`), but a script multiplies it: a template of 64 labels of 4,000
/// literal bytes over 200 items took 17 s and 500 MB, and the same over 100,000 items would have run for hours;
/// one 4,000-byte string given to 55,000 items ran past a minute. Solving a template again for each item costs
/// with its size, whatever its texts: 63 labels under ~440 constraints took 2 ms an item with every text empty
/// (40 s for 20,000 items), so the text alone did not bound it. Nor did either bound the views: 64 empty views
/// over 100,000 items held 1.6 GB and wrote 367 MB of JSON in 4.8 s. All three are counted once the section's
/// layout is known and before anything is laid out (byte counts, each template's `stepsPerLayout` and views),
/// so the limits stop that work, and name the script, first. Badges: 2,000 declared on one item over 5,000 items
/// held 3.3 GB; the engine bounds a section, and the feed counts them here, as items × the badges declared.
enum SectionBudget {
    /// The most one section's cells, badges and headers may ask for (its layout's badges: `LayoutLimits`).
    static let section = SectionDemand(textBytes: 8 << 20, solverSteps: 1 << 27, views: 1 << 21, badges: .max)
    /// The most the whole feed may, counted section by section in feed order.
    static let feed = SectionDemand(textBytes: 16 << 20, solverSteps: 1 << 28, views: 1 << 22, badges: 1 << 22)
    /// What each line a label wraps into beyond its first is charged against the text limits, on top of its text
    /// (`wrappedLineProblems`): the output writes every line apart, an SVG `<text>` of ~115 bytes. At 32, text
    /// broken a character a line stays under ~4 bytes of SVG per byte of the limit, what text at a usual width
    /// writes (4.0 MB of SVG for 0.8 MB of text at 300 points); a 300-point line of body text holds ~45 bytes.
    static let lineBytes = 32

    /// What `items` and the section's supplementaries ask for: each item's template (its texts, and the steps
    /// `steps` gives for its name); the template of each kind in `itemKinds` (anchored to items: badges) once
    /// per item, an upper bound where not every item has one; every other supplementary template once, with a
    /// label's worth of text for its fields (a header, a footer, another boundary). `kindSteps`: the steps of
    /// each supplementary kind's template.
    static func demand(
        _ set: CellSet, items: [SectionItem], itemKinds: Set<String>, steps: [String: Int], kindSteps: [String: Int]
    ) -> SectionDemand {
        var total = SectionDemand()
        func add(_ template: CellTemplate, _ fields: JSONObject?, steps: Int, fieldBytes: Int = 0) {
            total =
                total
                + SectionDemand(
                    textBytes: bytes(template, fields: fields) + fieldBytes, solverSteps: steps,
                    views: template.views.count)
        }
        let perItem = set.supplementaries.filter { itemKinds.contains($0.key) }
        for item in items {
            if let template = set.template(for: item) { add(template, item.fields, steps: steps[template.name] ?? 0) }
            for (kind, template) in perItem { add(template, item.fields, steps: kindSteps[kind] ?? 0) }
        }
        for (kind, template) in set.supplementaries where !itemKinds.contains(kind) {
            add(template, nil, steps: kindSteps[kind] ?? 0, fieldBytes: CellTextLimit.bytes)
        }
        return total
    }

    /// The bytes of the texts a template shows for one set of fields, as `SectionCells.text(of:fields:)` gives
    /// them (a string field's text is the field's own, not a copy).
    private static func bytes(_ template: CellTemplate, fields: JSONObject?) -> Int {
        template.views.reduce(0) { $0 + (SectionCells.text(of: $1, fields: fields)?.utf8.count ?? 0) }
    }

    /// The errors of a section whose `counted` demand is over `limit` (`forFeed`: the feed's total up to and with
    /// this section, against the feed's limit), one for each measure that is over: the cells' at `line`, the
    /// badges' at `layoutLine`.
    static func problems(
        script: String, line: Int?, counted: SectionDemand, limit: SectionDemand, forFeed: Bool = false,
        layoutLine: Int? = nil
    ) -> [Diagnostic] {
        let (whose, upTo, scope) =
            forFeed ? ("the feed's", " up to this section", "a feed") : ("the section's", "", "a section")
        var messages: [String] = []
        if counted.textBytes > limit.textBytes {
            messages.append(
                "\(whose) cells would lay out \(megabytes(counted.textBytes)) of text\(upTo), over the limit of "
                    + "\(megabytes(limit.textBytes)) \(scope); every text is shaped (about 0.3 s a megabyte): show "
                    + "fewer or shorter texts")
        }
        if counted.solverSteps > limit.solverSteps {
            messages.append(
                "\(whose) cells would take \(LuaLimits.grouped(counted.solverSteps)) constraint-solver steps\(upTo), "
                    + "over the limit of \(LuaLimits.grouped(limit.solverSteps)) \(scope); each item's cell is solved "
                    + "again, at a cost that grows with its template's views and constraints: use a smaller template "
                    + "or fewer items")
        }
        if counted.views > limit.views {
            messages.append(
                "\(whose) cells would lay out \(LuaLimits.grouped(counted.views)) views\(upTo), over the limit of "
                    + "\(LuaLimits.grouped(limit.views)) \(scope); each is a frame the output holds and writes: use "
                    + "fewer views or fewer items")
        }
        var problems = messages.map { Diagnostic(script: script, line: line, field: "cell", message: $0) }
        if counted.badges > limit.badges {
            problems.append(
                Diagnostic(
                    script: script, line: layoutLine, field: "layout.group.supplementaries",
                    message: "\(whose) items would get up to \(LuaLimits.grouped(counted.badges)) anchored "
                        + "supplementaries\(upTo), over the limit of \(LuaLimits.grouped(limit.badges)) \(scope); "
                        + "each is a frame the layout holds and writes: declare fewer, or show fewer items"))
        }
        return problems
    }

    /// `bytes` in MiB to a tenth, rounded up: a count just over a limit of whole MiB must not read as the limit
    /// itself ("8.0 MiB of text, over the limit of 8.0 MiB").
    static func megabytes(_ bytes: Int) -> String {
        guard bytes >= 1 << 20 else { return "\(bytes) bytes" }
        let tenths = (bytes * 10 + (1 << 20) - 1) >> 20
        return "\(tenths / 10).\(tenths % 10) MiB"
    }
}
