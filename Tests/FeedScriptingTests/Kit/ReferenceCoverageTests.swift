import FeedScripting
import Foundation
import Testing

/// docs/reference.md (the DSL reference for people) against `DSLSchema`: each constructor's table lists exactly the
/// keys the host accepts, and says "required" exactly for the keys the host requires (issue 8).
@Suite struct ReferenceCoverageTests {
    /// Field tables of the reference by heading: names (a row may name several, `width`, `height`) and the default
    /// column (nil for tables without one).
    static let tables: [String: [(names: [String], defaultText: String?)]] = {
        let text = KitDocs.read("docs/reference.md")
        var result: [String: [(names: [String], defaultText: String?)]] = [:]
        var heading = ""
        var hasDefault = false
        for line in text.split(separator: "\n") {
            if line.hasPrefix("## ") {
                heading = String(line.dropFirst(3))
                continue
            }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard cells.count >= 4 else { continue }
            if cells[1] == "field" {
                hasDefault = cells[3] == "default"
                continue
            }
            guard cells[1].hasPrefix("`") else { continue }
            let names = cells[1].split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["`"])
            }
            result[heading, default: []].append((names, hasDefault ? cells[3] : nil))
        }
        return result
    }()

    /// The heading of a kind's table.
    static func heading(_ kind: DSLTableKind) -> String? {
        switch kind {
        case .horizontalGroup, .verticalGroup:
            return "`layout.group.horizontal { … }` and `layout.group.vertical { … }`"
        case .supplementary: return "`layout.supplementary { … }` (badges)"
        case .boundary: return "`layout.boundary { … }` (headers, footers)"
        case .provider: return "The provider (what a script returns)"
        case .manifest: return "`feed.lua`"
        default: return kind.constructor.map { "`\($0) { … }`" }
        }
    }

    static let documented = DSLTableKind.allCases.filter { heading($0) != nil }

    @Test(arguments: documented)
    func tableListsTheHostsKeys(_ kind: DSLTableKind) throws {
        let heading = try #require(Self.heading(kind))
        let rows = try #require(Self.tables[heading], "no table under ## \(heading)")
        let schema = DSLSchema.table(kind)
        #expect(Set(rows.flatMap(\.names)) == Set(schema.fieldNames), "\(heading)")
        for row in rows {
            guard let defaultText = row.defaultText else { continue }
            for name in row.names {
                guard let field = schema.field(name) else { continue }
                #expect((defaultText == "required") == field.isRequired, "\(heading): \(name) default \(defaultText)")
            }
        }
    }
}
