import FeedJSON
import FeedLayout
import FeedTestSupport
import Testing

@testable import FeedHost

/// Section hashes (docs/spec/contract.md §6): the canonical encoding of the decoded recipe, pinned, and baselines
/// written by the older hash version.
@Suite struct SectionHashTests {
    /// The bundled feed's section hashes. They change only when a script's header, footer or layout changes, or when
    /// the encoding does — and then `FeedState.currentHashVersion` must be raised with them.
    @Test func bundledFeedHashesArePinned() throws {
        let pipeline = FeedPipeline(folder: try FeedFolder.discover(at: PackageFolder.root + "/plugins"))
        let document = pipeline.run()
        #expect(document.errors.isEmpty)
        let hashes = Dictionary(uniqueKeysWithValues: document.sections.map { ($0.id, $0.hash.hex) })
        #expect(hashes == Self.pinned)
    }

    static let pinned: [String: String] = [
        "banners": "dc3f5f63de13c70c", "featured": "4f04b986e5640a8e", "categories": "dba4b209a50f1dd0",
        "charts": "636b73d29a983fa7",
    ]

    /// Every stored property of the layout model is encoded: a field added to the model without a key in
    /// `JSONValue(recipe:)` would leave sections unchanged that did change.
    @Test func encodingCoversEveryModelField() {
        let size = LayoutSize(width: .absolute(1), height: .absolute(1))
        let item = LayoutItem(size: size)
        let group = LayoutGroup(direction: .horizontal, size: size, subitems: [.item(item)])
        let section = LayoutSection(group: group)
        let anchor = SupplementaryAnchor(edges: [.top])
        let badge = AnchoredSupplementary(kind: "badge", size: size, containerAnchor: anchor)
        let boundary = BoundarySupplementary(kind: "header", size: size, alignment: .top)
        let decoration = BackgroundDecoration(kind: "background")
        let list = ListConfiguration()
        let counts: [(Any, Int, JSONValue)] = [
            (group, 10, JSONValue(group)), (item, 4, JSONValue(item)),
            (badge, 5, JSONValue(badge)), (boundary, 8, JSONValue(boundary)),
            (decoration, 3, JSONValue(decoration)), (anchor, 3, JSONValue(anchor)), (size, 2, JSONValue(size)),
            (EdgeInsets(), 4, JSONValue(EdgeInsets())), (EdgeSpacing(), 4, JSONValue(EdgeSpacing())),
        ]
        for (value, keys, encoded) in counts {
            #expect(Mirror(reflecting: value).children.count == keys, "\(type(of: value)) has a field not encoded")
            #expect(encoded.objectValue?.count == keys, "\(type(of: value))")
        }
        // A section encodes `effects` only when it has some (older sections keep their hashes): 10 properties, 9
        // keys without effects, 10 with.
        #expect(Mirror(reflecting: section).children.count == 10, "LayoutSection has a field not encoded")
        #expect(JSONValue(section).objectValue?.count == 9)
        var withEffects = section
        withEffects.effects = ScrollEffects(minimumScale: 0.8)
        #expect(JSONValue(withEffects).objectValue?.count == 10)
        // A list encodes its issue-13 settings only away from their defaults (old lists keep their hashes): the
        // default list has the 4 old keys; one with every setting changed has all 7 properties, the separator
        // insets as two keys (9).
        #expect(Mirror(reflecting: list).children.count == 7, "ListConfiguration has a field not encoded")
        #expect(JSONValue(list).objectValue?.count == 4)
        var changed = list
        changed.headerMode = .firstItemInSection
        changed.headerTopPadding = 8
        changed.showsSeparators = false
        changed.separatorInsets = ListSeparatorInsets(leading: 60, trailing: 4)
        #expect(JSONValue(changed).objectValue?.count == 9)
    }

    /// The encoding names fields as the DSL does, so the hash does not depend on Swift's property names.
    @Test func encodingUsesDSLNames() {
        let size = LayoutSize(width: .fractionalWidth(0.5), height: .estimated(44))
        var writer = JSONWriter(capacity: 64)
        writer.value(JSONValue(size))
        #expect(
            String(decoding: writer.bytes, as: UTF8.self)
                == #"{"height":{"estimated":44},"width":{"fractionalWidth":0.5}}"#)
    }

    /// Two sections of rows from `data/<id>.json`, `b` with a header whose height `headerHeight` sets.
    private func makeFolder(headerHeight: Int = 44) -> TemporaryDirectory {
        let folder = TemporaryDirectory(prefix: "sectionhash")
        for id in ["a", "b"] {
            let header = id == "b" ? "header = layout.boundary { height = absolute(\(headerHeight)) }," : ""
            folder.write(
                "\(id).lua",
                """
                return {
                  id = "\(id)", header = { title = "\(id)" },
                  items = function(ctx) return ctx.data("\(id).json") end,
                  layout = layout.section { \(header) group = layout.group.vertical { width = fractionalWidth(1),
                    height = absolute(50),
                    subitems = { layout.item { width = fractionalWidth(1), height = fractionalHeight(1) } } } },
                }
                """)
            folder.write("data/\(id).json", #"[{ "id": "\#(id)1" }, { "id": "\#(id)2" }]"#)
        }
        return folder
    }

    /// A state file of hash version 1 (no `hashVersion`: every section hash differs from today's) is still the
    /// baseline: no section is reported updated, and item changes still are.
    @Test func olderHashVersionBaselineReportsNoSectionUpdated() throws {
        let folder = makeFolder()
        let pipeline = FeedPipeline(folder: try FeedFolder.discover(at: folder.path))
        var old = FeedState(pipeline.build(against: nil))
        for index in old.sections.indices { old.sections[index].hash = "reflection-\(index)" }
        old.hashVersion = 1
        old.sections[0].items[1].hash = 0
        let reread = try FeedState(parsing: Array(old.jsonBytes().withoutHashVersion()), path: "state.json")
        #expect(reread.hashVersion == 1)
        let changes = try #require(pipeline.build(against: reread).changes)
        #expect(changes.changeset.sections.updated.isEmpty)
        #expect(changes.changeset.items.updated == ["a2"])
        #expect(changes.changeset.batch.reloadSections.isEmpty)
    }

    /// With today's hash version a changed layout is an updated section.
    @Test func currentHashVersionReportsChangedLayout() throws {
        let before = makeFolder()
        let first = FeedPipeline(folder: try FeedFolder.discover(at: before.path)).build(against: nil)
        let after = makeFolder(headerHeight: 60)
        let state = FeedState(first)
        #expect(state.hashVersion == FeedState.currentHashVersion)
        let changes = try #require(
            FeedPipeline(folder: try FeedFolder.discover(at: after.path)).build(against: state).changes)
        #expect(changes.changeset.sections.updated == ["b"])
    }

    /// `feed diff` compares hashes as given, whatever their version.
    @Test func diffComparesHashesAsGiven() throws {
        let old = FeedState(sections: [.init(id: "s", hash: "x", items: [])], hashVersion: 1)
        let new = FeedState(sections: [.init(id: "s", hash: "y", items: [])])
        #expect(try FeedComparison.changes(from: old, to: new).changeset.sections.updated == ["s"])
    }
}

extension Array where Element == UInt8 {
    /// A state file as version 1 wrote it: without the `hashVersion` key.
    fileprivate func withoutHashVersion() -> [UInt8] {
        Array(String(decoding: self, as: UTF8.self).replacingOccurrences(of: #""hashVersion":1,"#, with: "").utf8)
    }
}
