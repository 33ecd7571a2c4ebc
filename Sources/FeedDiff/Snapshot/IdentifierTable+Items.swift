/// Interning a whole snapshot's items at once, the way a built or rebuilt feed arrives.
///
/// A first pass walks the items in order and resolves each name that follows the last one found (a rebuilt feed
/// keeps its order; no hashing, no probe) or is found by a probe where that order breaks; a non-ASCII name goes
/// through the dictionary. Every other name is hashed and left unresolved. Those are then looked up, and the new
/// ones placed, grouped by the range of slots they start probing in (``SlotRanges``): one by one in input order,
/// a million lookups in a table larger than the cache would miss it on nearly every one. New names get their keys in input order, as one-by-one
/// interning gives them. Two equal new names are a repeat: the pass gives up and the caller interns one by one,
/// which names every repeat.
extension IdentifierTable {
    /// The key of every item of every section, interning the new names; nil when a name new to the table occurs
    /// twice, leaving the table half-filled (the caller starts over from its own copy).
    ///
    /// - Complexity: O(n) expected; one hash per name that does not follow the one before it.
    mutating func internItems(of sections: some ItemNameSource) -> [ContiguousArray<Int32>]? {
        if count == 0 { return fill(with: sections) }
        var session = session()
        var unresolved = Unresolved()
        var keys: [ContiguousArray<Int32>] = []
        keys.reserveCapacity(sections.sectionCount)
        for section in 0..<sections.sectionCount {
            keys.append(
                resolve(sections.itemNames(ofSection: section), section: section, unresolved: &unresolved, in: &session)
            )
        }
        guard unresolved.count > 0 else { return keys }
        var isNew = ContiguousArray(repeating: true, count: unresolved.count)
        // Only placed (ASCII) names can be found.
        if names.count > nonASCII.count { lookUp(unresolved, of: sections, keys: &keys, isNew: &isNew) }
        return add(unresolved, isNew: isNew, of: sections, keys: &keys, in: &session) ? keys : nil
    }

    /// The hashed ASCII names no earlier pass found, and where they are.
    private struct Unresolved {
        var hashes = ContiguousArray<UInt64>()
        var locations = ContiguousArray<ItemLocation>()

        var count: Int { hashes.count }

        mutating func append(_ hash: UInt64, section: Int, item: Int) {
            hashes.append(hash)
            locations.append(
                ItemLocation(section: Int32(truncatingIfNeeded: section), item: Int32(truncatingIfNeeded: item)))
        }

        func name(_ index: Int, in sections: some ItemNameSource) -> String {
            sections.itemNames(ofSection: Int(locations[index].section))[Int(locations[index].item)]
        }
    }

    /// The keys of one section's items that follow the name before them, are not ASCII, or are found by a probe
    /// right where the order breaks; -1 for the rest, which are hashed into `unresolved`. Probing where the order
    /// breaks finds the name to follow next (after a moved item); a name not found starts a run of new names
    /// (inserted items), left unprobed until the order resumes.
    private mutating func resolve<Names: RandomAccessCollection<String>>(
        _ items: Names, section: Int, unresolved: inout Unresolved, in session: inout Session
    ) -> ContiguousArray<Int32> where Names.Index == Int {
        var keys = ContiguousArray<Int32>(repeating: -1, count: items.count)
        var output = keys.mutableSpan
        let probing = names.count > nonASCII.count
        var inOrder = true
        for index in items.indices {
            let name = items[index]
            if let key = followingKey(of: name, in: &session) {
                output[index] = key
                inOrder = true
                continue
            }
            let scanned = scan(name)
            if !scanned.isASCII {
                output[index] = internNonASCII(name, in: &session)
                continue
            }
            let key = probing && inOrder ? find(name, hash: scanned.hash).key : -1
            if key >= 0 {
                session.previous = Int(key)
                output[index] = key
            } else {
                unresolved.append(scanned.hash, section: section, item: index)
                inOrder = false
            }
        }
        _ = consume output
        return keys
    }

    /// Looks up every unresolved name among the placed ones, one range of slots after another; writes the keys
    /// found and clears their `isNew`.
    private func lookUp(
        _ unresolved: Unresolved, of sections: some ItemNameSource, keys: inout [ContiguousArray<Int32>],
        isNew: inout ContiguousArray<Bool>
    ) {
        let indices = ContiguousArray((0..<unresolved.count).lazy.map { Int32(truncatingIfNeeded: $0) })
        let order = SlotRanges.order(unresolved.hashes, values: indices, slotCount: slots.count)
        for (hash, index) in zip(order.hashes, order.values) {
            let key = find(hash: hash) { names[$0] == unresolved.name(Int(index), in: sections) }.key
            guard key >= 0 else { continue }
            let location = unresolved.locations[Int(index)]
            keys[Int(location.section)][Int(location.item)] = key
            isNew[Int(index)] = false
        }
    }

    /// Appends the new names in input order, writes their keys, and places them one range of slots after
    /// another; false at a name placed twice.
    private mutating func add(
        _ unresolved: Unresolved, isNew: ContiguousArray<Bool>, of sections: some ItemNameSource,
        keys: inout [ContiguousArray<Int32>], in session: inout Session
    ) -> Bool {
        let newCount = isNew.count(where: { $0 })
        guard newCount > 0 else { return true }
        fork(&session)
        // Grown before the new names join `names`, as growing places every name in it.
        if (names.count + newCount) * 4 > slots.count * 3 { grow(toHold: names.count + newCount) }
        names.reserveCapacity(names.count + newCount)
        var newKeys = ContiguousArray<Int32>(repeating: -1, count: unresolved.count)
        for index in 0..<unresolved.count where isNew[index] {
            let location = unresolved.locations[index]
            newKeys[index] = Int32(truncatingIfNeeded: names.count)
            keys[Int(location.section)][Int(location.item)] = newKeys[index]
            names.append(unresolved.name(index, in: sections))
        }
        let order = SlotRanges.order(unresolved.hashes, values: newKeys, slotCount: slots.count)
        return placeAll(order)
    }
}

extension IdentifierTable {
    /// Fills a fresh table: every name is new, keyed in input order, and the ASCII ones are placed one range of
    /// slots after another; nil at a repeated name.
    private mutating func fill(with sections: some ItemNameSource) -> [ContiguousArray<Int32>]? {
        let total = sections.itemCount
        var session = session()
        fork(&session)
        if total * 4 > slots.count * 3 { grow(toHold: total) }
        names.reserveCapacity(total)
        var hashes = ContiguousArray<UInt64>(repeating: 0, count: total)
        // The key of each ASCII name, -1 for the others.
        var placed = ContiguousArray<Int32>(repeating: -1, count: total)
        var keys: [ContiguousArray<Int32>] = []
        keys.reserveCapacity(sections.sectionCount)
        var hashOutput = hashes.mutableSpan
        var placedOutput = placed.mutableSpan
        var key = 0
        for section in 0..<sections.sectionCount {
            let items = sections.itemNames(ofSection: section)
            for name in items {
                let scanned = scan(name)
                if scanned.isASCII {
                    hashOutput[key] = scanned.hash
                    placedOutput[key] = Int32(truncatingIfNeeded: key)
                } else if !file(name, key: Int32(truncatingIfNeeded: key)) {
                    return nil
                }
                key &+= 1
            }
            keys.append(ContiguousArray((names.count..<key).lazy.map { Int32(truncatingIfNeeded: $0) }))
            names.append(contentsOf: items)
        }
        _ = consume hashOutput
        _ = consume placedOutput
        return placeAll(SlotRanges.order(hashes, values: placed, slotCount: slots.count)) ? keys : nil
    }

    /// Places names by key, in the order given; false at a name placed already.
    private mutating func placeAll(_ order: (hashes: ContiguousArray<UInt64>, values: ContiguousArray<Int32>))
        -> Bool
    {
        for (hash, key) in zip(order.hashes, order.values) where !place(Int(key), hash: hash) { return false }
        return true
    }

    /// The key of every item of every section, interned one by one in order: a repeat gets the key of its first
    /// occurrence.
    mutating func internEach(of sections: some ItemNameSource) -> [ContiguousArray<Int32>] {
        var session = session()
        var keys: [ContiguousArray<Int32>] = []
        keys.reserveCapacity(sections.sectionCount)
        for section in 0..<sections.sectionCount {
            let items = sections.itemNames(ofSection: section)
            var sectionKeys = ContiguousArray<Int32>(reservingCapacity: items.count)
            for name in items { sectionKeys.append(intern(name, in: &session)) }
            keys.append(sectionKeys)
        }
        return keys
    }
}
