import FeedDiff
import FeedTestSupport

/// A random outline kept as a flat list of nodes (each naming its parent; siblings in list order), edited the
/// way an app edits one: expand, collapse, move an item under another parent or to the top, insert, delete,
/// change content.
struct RandomOutline {
    struct Node {
        var id: String
        var parent: String?
        var hash: UInt64
        var expanded: Bool
    }

    var nodes: [Node] = []
    var generator: SeededGenerator
    private var nextID = 0
    /// Each node's parent, rebuilt before every edit (lookups stay O(1) so 10,000 pairs run quickly).
    private var parents: [String: String] = [:]

    init(seed: UInt64, maxItems: Int, maxDepth: Int) {
        generator = SeededGenerator(seed: seed)
        var candidates: [String] = []
        var depths: [String: Int] = [:]
        for _ in 0..<Int.random(in: 0...maxItems, using: &generator) {
            let parent = Bool.random(using: &generator) ? nil : candidates.randomElement(using: &generator)
            let node = fresh(parent: parent)
            depths[node.id] = parent.map { depths[$0]! + 1 } ?? 0
            if depths[node.id]! < maxDepth - 1 { candidates.append(node.id) }
            nodes.append(node)
        }
    }

    /// The outline these nodes describe.
    var snapshot: OutlineSnapshot {
        var children: [String?: [Node]] = [:]
        for node in nodes { children[node.parent, default: []].append(node) }
        func build(_ parent: String?) -> [OutlineItem] {
            (children[parent] ?? []).map {
                OutlineItem(id: $0.id, hash: $0.hash, isExpanded: $0.expanded, children: build($0.id))
            }
        }
        // Node lists are built acyclic, so this ends.
        return (try? OutlineSnapshot(build(nil))) ?? OutlineSnapshot()
    }

    mutating func edit(times: Int, maxDepth: Int) {
        for _ in 0..<times { editOnce(maxDepth: maxDepth) }
    }

    private mutating func editOnce(maxDepth: Int) {
        parents = [:]
        for node in nodes { parents[node.id] = node.parent }
        guard !nodes.isEmpty else {
            nodes.append(fresh(parent: nil))
            return
        }
        let index = Int.random(in: 0..<nodes.count, using: &generator)
        switch Int.random(in: 0..<100, using: &generator) {
        case 0..<30: nodes[index].expanded.toggle()
        case 30..<55:
            // Move under another parent (never into its own subtree, never deeper than allowed) or to the top.
            let id = nodes[index].id
            let height = subtreeHeight(of: id)
            let targets = nodes.filter { !isInSubtree($0.id, of: id) && depth(of: $0.id) + 1 + height < maxDepth }
            let node = nodes.remove(at: index)
            var moved = node
            moved.parent = Bool.random(using: &generator) ? nil : targets.randomElement(using: &generator)?.id
            nodes.insert(moved, at: Int.random(in: 0...nodes.count, using: &generator))
        case 55..<70:
            let parent = Bool.random(using: &generator) ? nil : nodes[index].id
            if parent == nil || depth(of: parent!) < maxDepth - 1 {
                nodes.insert(fresh(parent: parent), at: Int.random(in: 0...nodes.count, using: &generator))
            }
        case 70..<80:
            let doomed = nodes[index].id
            let kept = nodes.filter { !isInSubtree($0.id, of: doomed) }
            nodes = kept
        case 80..<90:
            // Reorder among siblings.
            let node = nodes.remove(at: index)
            nodes.insert(node, at: Int.random(in: 0...nodes.count, using: &generator))
        default: nodes[index].hash = UInt64.random(in: 0...3, using: &generator)
        }
    }

    private mutating func fresh(parent: String?) -> Node {
        nextID += 1
        return Node(
            id: "o\(nextID)", parent: parent, hash: UInt64.random(in: 0...3, using: &generator),
            expanded: Int.random(in: 0..<3, using: &generator) > 0)
    }

    private func parent(of id: String) -> String? { parents[id] }

    func depth(of id: String) -> Int {
        var depth = 0
        var current = parent(of: id)
        while let next = current {
            depth += 1
            current = parent(of: next)
        }
        return depth
    }

    private func isInSubtree(_ id: String, of root: String) -> Bool {
        var current: String? = id
        while let next = current {
            if next == root { return true }
            current = parent(of: next)
        }
        return false
    }

    private func subtreeHeight(of id: String) -> Int {
        let below = nodes.filter { $0.parent == id }.map { 1 + subtreeHeight(of: $0.id) }
        return below.max() ?? 0
    }
}
