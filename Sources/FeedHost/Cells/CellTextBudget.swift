import CellLayout
import FeedJSON
import FeedScripting

/// How much text the cells of a section, and of the whole feed, may lay out.
///
/// Every text a cell shows is shaped like UIKit's, about 0.3 s a megabyte here, and written out with its lines.
/// A label's text is limited (`CellTextLimit`), but a script multiplies it: a template of 64 labels of 4,000
/// literal bytes over 200 items took 17 s and 500 MB, and the same over 100,000 items would have run for hours;
/// one 4,000-byte string given to 55,000 items ran past a minute. The texts a section would lay out are counted
/// once its layout is known and before any is shaped (their byte counts only), so the limits stop that work,
/// and name the script, first.
enum CellTextBudget {
    /// The most bytes of text one section's cells, badges and headers may lay out.
    static let sectionBytes = 8 << 20
    /// The most for the whole feed, counted section by section in feed order.
    static let feedBytes = 16 << 20

    /// The bytes of text laid out for `items` and the section's supplementaries: each item's texts in its
    /// template; the template of each kind in `itemKinds` (anchored to items: badges) once per item, an upper
    /// bound where not every item has one; every other supplementary template once, with a label's worth of
    /// text for its fields (a header, a footer, another boundary).
    static func demand(_ set: CellSet, items: [SectionItem], itemKinds: Set<String>) -> Int {
        var total = 0
        let perItem = set.supplementaries.filter { itemKinds.contains($0.key) }.values
        for item in items {
            if let template = set.template(for: item) { total += bytes(template, fields: item.fields) }
            for template in perItem { total += bytes(template, fields: item.fields) }
        }
        for (kind, template) in set.supplementaries where !itemKinds.contains(kind) {
            total += bytes(template, fields: nil) + CellTextLimit.bytes
        }
        return total
    }

    /// The bytes of the texts a template shows for one set of fields, as `SectionCells.text(of:fields:)` gives
    /// them (a string field's text is the field's own, not a copy).
    private static func bytes(_ template: CellTemplate, fields: JSONObject?) -> Int {
        template.views.reduce(0) { $0 + (SectionCells.text(of: $1, fields: fields)?.utf8.count ?? 0) }
    }

    /// The error of a section over `sectionBytes`, or of the section where the feed passes `feedBytes`.
    static func problem(script: String, line: Int?, bytes: Int, limit: Int, feedTotal: Int? = nil) -> Diagnostic {
        let what =
            feedTotal.map { "the feed's cells would lay out \(megabytes($0)) of text up to this section" }
            ?? "the section's cells would lay out \(megabytes(bytes)) of text"
        return Diagnostic(
            script: script, line: line, field: "cell",
            message: "\(what), over the limit of \(megabytes(limit)) "
                + (feedTotal == nil ? "a section" : "a feed")
                + "; every text is shaped (about 0.3 s a megabyte): show fewer or shorter texts")
    }

    private static func megabytes(_ bytes: Int) -> String {
        guard bytes >= 1 << 20 else { return "\(bytes) bytes" }
        let tenths = (bytes * 10 + (1 << 19)) >> 20
        return "\(tenths / 10).\(tenths % 10) MiB"
    }
}
