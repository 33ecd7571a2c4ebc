import FeedDiff
import FeedTestSupport
import Foundation
import Testing

/// One case of `Tests/FeedDiffTests/Corpus/diff-cases.json`: two snapshots and the minimal change set expected.
struct CorpusCase: Sendable, CustomTestStringConvertible {
    var name: String
    var old: [Section]
    var new: [Section]
    var expect: Expectation

    struct Section: Sendable {
        var id: String
        var items: [String]
    }

    /// The `expect` object. Absent lists and counts mean none.
    struct Expectation: Sendable {
        var noChanges = false
        var sectionDeletes: [String] = []
        var sectionDeletesAt: [Int] = []
        var sectionInserts: [String] = []
        var sectionInsertsAt: [Int] = []
        var sectionReloads: [String] = []
        var sectionMoveCount = 0
        var sectionMoves: [IdentifiedMove<Int>]?
        var sectionMoveOptions: [[String]]?
        var itemDeletes: [String] = []
        var itemDeletesAt: [ItemPath] = []
        var itemInserts: [String] = []
        var itemInsertsAt: [ItemPath] = []
        var itemUpdates: [String] = []
        var itemMoveCount = 0
        var itemMoves: [IdentifiedMove<ItemPath>]?
        var itemMoveOptions: [[String]]?
        /// The duplicate identifier a strict engine must reject, from `strictEngine`.
        var rejectedDuplicate: String?
        /// Keys this loader does not know; a test fails on any, so nothing is skipped silently.
        var unknownKeys: [String] = []
    }

    var testDescription: String { name }

    var oldShape: Shape { old.map { ($0.id, $0.items) } }
    var newShape: Shape { new.map { ($0.id, $0.items) } }

    /// All cases, read from the copy the repository carries (`Tests/FeedDiffTests/Corpus/diff-cases.json`).
    static let all: [CorpusCase] = {
        let url = URL(fileURLWithPath: PackageFolder.root)
            .appendingPathComponent("Tests/FeedDiffTests/Corpus/diff-cases.json")
        guard let data = try? Data(contentsOf: url),
            let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [] }
        return list.map(CorpusCase.init(json:))
    }()

    init(json: [String: Any]) {
        name = json["name"] as? String ?? "?"
        old = Self.sections(json["old"])
        new = Self.sections(json["new"])
        expect = Expectation(json: json["expect"] as? [String: Any] ?? [:])
    }

    private static func sections(_ value: Any?) -> [Section] {
        (value as? [[Any]] ?? []).map { pair in
            Section(id: pair.first as? String ?? "", items: pair.count > 1 ? pair[1] as? [String] ?? [] : [])
        }
    }
}

extension CorpusCase.Expectation {
    init(json: [String: Any]) {
        for (key, value) in json {
            switch key {
            case "noChanges": noChanges = value as? Bool ?? false
            case "sectionDeletes": sectionDeletes = value as? [String] ?? []
            case "sectionDeletesAt": sectionDeletesAt = value as? [Int] ?? []
            case "sectionInserts": sectionInserts = value as? [String] ?? []
            case "sectionInsertsAt": sectionInsertsAt = value as? [Int] ?? []
            case "sectionReloads": sectionReloads = value as? [String] ?? []
            case "sectionMoveCount": sectionMoveCount = value as? Int ?? -1
            case "sectionMoves":
                sectionMoves = (value as? [[String: Any]] ?? []).map {
                    IdentifiedMove(
                        id: $0["id"] as? String ?? "", from: $0["from"] as? Int ?? -1, to: $0["to"] as? Int ?? -1)
                }
            case "sectionMoveOptions": sectionMoveOptions = value as? [[String]]
            case "itemDeletes": itemDeletes = value as? [String] ?? []
            case "itemDeletesAt": itemDeletesAt = Self.paths(value)
            case "itemInserts": itemInserts = value as? [String] ?? []
            case "itemInsertsAt": itemInsertsAt = Self.paths(value)
            case "itemUpdates": itemUpdates = value as? [String] ?? []
            case "itemMoveCount": itemMoveCount = value as? Int ?? -1
            case "itemMoves":
                itemMoves = (value as? [[String: Any]] ?? []).map {
                    IdentifiedMove(
                        id: $0["id"] as? String ?? "",
                        from: Self.paths([$0["from"] as Any]).first ?? ItemPath(section: -1, item: -1),
                        to: Self.paths([$0["to"] as Any]).first ?? ItemPath(section: -1, item: -1))
                }
            case "itemMoveOptions": itemMoveOptions = value as? [[String]]
            case "strictEngine":
                // "reject: duplicate item id 'X' ..." names the identifier between quotes.
                rejectedDuplicate = (value as? String)?.split(separator: "'").dropFirst().first.map(String.init)
            case "tolerantMinimal", "invariants": break  // prose and the tolerant variant; strict engine here
            default: unknownKeys.append(key)
            }
        }
    }

    private static func paths(_ value: Any) -> [ItemPath] {
        (value as? [[Int]] ?? []).map { ItemPath(section: $0.first ?? -1, item: $0.count > 1 ? $0[1] : -1) }
    }
}
