/// Interning a whole snapshot's items at once, the way a built or rebuilt feed arrives: every section's item
/// names in order, as one array.
///
/// A first pass walks the names in order and resolves each name that follows the last one found (a rebuilt feed
/// keeps its order; no hashing, no probe) or is found by a probe where that order breaks; a non-ASCII name goes
/// through the dictionary. Every other name is hashed and left unresolved. Those are then looked up, and the new
/// ones placed, grouped by the range of slots they start probing in (``SlotRanges``): one by one in input order,
/// a million lookups in a table larger than the cache would miss it on nearly every one. New names get their
/// keys in input order, as one-by-one interning gives them. Two equal new names are a repeat: the pass gives up
/// and the caller interns one by one, which names every repeat.
///
/// The names are read in place through a `Span`: copying a `String` out of an array costs a retain and a
/// release, which were most of the cost of a name that follows the one before it.
extension IdentifierTable {
    /// The key of every name, interning the new ones; nil when a name new to the table occurs twice, leaving the
    /// table half-filled (the caller starts over from its own copy). A fresh table keeps `all` as its names.
    ///
    /// - Complexity: O(n) expected; one hash per name that does not follow the one before it.
    mutating func internAll(_ all: [String]) -> ContiguousArray<Int32>? {
        defer { poolSlots() }
        if count == 0 { return fill(with: all) }
        var session = session()
        var unresolved = Unresolved()
        var keys = resolve(all, unresolved: &unresolved, in: &session)
        guard unresolved.count > 0 else { return keys }
        var isNew = ContiguousArray(repeating: true, count: unresolved.count)
        // Only placed (ASCII) names can be found.
        if names.count > nonASCII.count { lookUp(unresolved, of: all, keys: &keys, isNew: &isNew) }
        if asciiEquivalentCount > 0 { lookUpEquivalents(unresolved, of: all, keys: &keys, isNew: &isNew) }
        return add(unresolved, isNew: isNew, of: all, keys: &keys, in: &session) ? keys : nil
    }

    /// Finds the new ASCII names Swift's `String` calls equal to a non-ASCII name held (`K` and the Kelvin sign):
    /// they take its key, as they would one by one.
    private func lookUpEquivalents(
        _ unresolved: Unresolved, of all: [String], keys: inout ContiguousArray<Int32>,
        isNew: inout ContiguousArray<Bool>
    ) {
        for index in 0..<unresolved.count where isNew[index] {
            let position = Int(unresolved.positions[index])
            guard let key = nonASCII[all[position]] else { continue }
            keys[position] = key
            isNew[index] = false
        }
    }

    /// The hashed ASCII names no earlier pass found, and their positions in the input.
    private struct Unresolved {
        var hashes = ContiguousArray<UInt64>()
        var positions = ContiguousArray<Int32>()

        var count: Int { hashes.count }

        mutating func append(_ hash: UInt64, at position: Int) {
            hashes.append(hash)
            positions.append(Int32(truncatingIfNeeded: position))
        }
    }

    /// The keys of the names that follow the name before them (taken a run at a time), are not ASCII, or are
    /// found by a probe right where the order breaks; -1 for the rest, which are hashed into `unresolved`.
    /// Probing where the order breaks finds the name to follow next (after a moved item); a name not found
    /// starts a run of new names (inserted items), left unprobed until the order resumes.
    private mutating func resolve(_ all: [String], unresolved: inout Unresolved, in session: inout Session)
        -> ContiguousArray<Int32>
    {
        var keys = BufferPools.keys.take(all.count, repeating: -1)
        var output = keys.mutableSpan
        let input = all.span
        let probing = names.count > nonASCII.count
        var inOrder = true
        var index = 0
        while index < input.count {
            let following = names.run(of: input, from: index, at: session.previous &+ 1)
            if following > 0 {
                for offset in 0..<following {
                    output[index &+ offset] = Int32(truncatingIfNeeded: session.previous &+ 1 &+ offset)
                }
                session.previous &+= following
                index &+= following
                inOrder = true
                continue
            }
            // The one name that breaks the order; the next round starts after it.
            defer { index &+= 1 }
            let scanned = scan(input[index])
            if !scanned.isASCII {
                output[index] = internNonASCII(input[index], in: &session)
                continue
            }
            let key = probing && inOrder ? find(input[index], hash: scanned.hash) : -1
            if key >= 0 {
                session.previous = Int(key)
                output[index] = key
            } else {
                unresolved.append(scanned.hash, at: index)
                inOrder = false
            }
        }
        _ = consume output
        return keys
    }

    /// Looks up every unresolved name among the placed ones, one range of slots after another; writes the keys
    /// found and clears their `isNew`.
    private func lookUp(
        _ unresolved: Unresolved, of all: [String], keys: inout ContiguousArray<Int32>,
        isNew: inout ContiguousArray<Bool>
    ) {
        let order = SlotRanges.orderIfItPays(unresolved.hashes, values: nil, slotCount: slots.count)
        let input = all.span
        for (hash, index) in zip(order.hashes, order.values) {
            let position = Int(unresolved.positions[Int(index)])
            let key = find(input[position], hash: hash)
            guard key >= 0 else { continue }
            keys[position] = key
            isNew[Int(index)] = false
        }
    }

    /// Appends the new names in input order, writes their keys, and places them one range of slots after
    /// another; false at a name placed twice.
    private mutating func add(
        _ unresolved: Unresolved, isNew: ContiguousArray<Bool>, of all: [String],
        keys: inout ContiguousArray<Int32>, in session: inout Session
    ) -> Bool {
        let newCount = isNew.count(where: { $0 })
        guard newCount > 0 else { return true }
        fork(&session)
        // Grown before the new names join `names`, as growing places every name in it.
        let inExtra = makeRoom(for: newCount)
        names.reserveCapacity(names.count + newCount)
        var newKeys = ContiguousArray<Int32>(repeating: -1, count: unresolved.count)
        for index in 0..<unresolved.count where isNew[index] {
            let position = Int(unresolved.positions[index])
            newKeys[index] = Int32(truncatingIfNeeded: names.count)
            keys[position] = newKeys[index]
            names.append(all[position])
        }
        let order = SlotRanges.orderIfItPays(
            unresolved.hashes, values: newKeys, slotCount: inExtra ? extra.count : slots.count)
        guard placeAll(order, inExtra: inExtra) else { return false }
        if inExtra { extraCount += newCount }
        return true
    }
}

extension IdentifierTable {
    /// Fills a fresh table with `all`, kept as its names: every name is new and keyed by its position, and the
    /// ASCII ones are placed one range of slots after another; nil at a repeated name.
    private mutating func fill(with all: [String]) -> ContiguousArray<Int32>? {
        var session = session()
        fork(&session)
        // Grown while empty: growing places every name the table holds.
        if Self.overloaded(holding: all.count, slotCount: slots.count) { grow(toHold: all.count) }
        names.start(with: all)
        // Both from the pool: the hashes go back once placed, the keys with the snapshot that keeps them.
        var hashes = BufferPools.words.take(all.count, repeating: 0)
        defer { BufferPools.words.give(hashes) }
        // Every name's key is its position.
        var keys = BufferPools.keys.take(all.count, repeating: 0)
        var hashOutput = hashes.mutableSpan
        let nonASCIIKeys = IdentifierHash.scanAll(all.span, seed: seed, keptBits: keptBits, into: &hashOutput)
        _ = consume hashOutput
        var keyOutput = keys.mutableSpan
        for key in keyOutput.indices { keyOutput[key] = Int32(truncatingIfNeeded: key) }
        _ = consume keyOutput
        for key in nonASCIIKeys {
            guard file(all[key], key: Int32(truncatingIfNeeded: key)) else { return nil }
        }
        if nonASCIIKeys.isEmpty && SlotRanges.pay(slotCount: slots.count) {
            guard placeAll(SlotRanges.order(hashes, values: nil, slotCount: slots.count)) else { return nil }
            return keys
        }
        // The non-ASCII names are filed in the dictionary, not placed.
        for key in nonASCIIKeys { keys[key] = -1 }
        guard placeAll(SlotRanges.orderIfItPays(hashes, values: keys, slotCount: slots.count)) else { return nil }
        for key in nonASCIIKeys { keys[key] = Int32(truncatingIfNeeded: key) }
        // A non-ASCII name `String` calls equal to an ASCII one (the Kelvin sign and K) repeats it.
        if asciiEquivalentCount > 0, nonASCIIKeys.contains(where: { asciiKey(equivalentTo: all[$0]) != nil }) {
            return nil
        }
        return keys
    }

    /// The key of every name, interned one by one in order: a repeat gets the key of its first occurrence.
    mutating func internEach(_ all: [String]) -> ContiguousArray<Int32> {
        var session = session()
        var keys = ContiguousArray<Int32>(repeating: -1, count: all.count)
        var output = keys.mutableSpan
        let input = all.span
        for index in input.indices { output[index] = intern(input[index], in: &session) }
        _ = consume output
        return keys
    }
}
