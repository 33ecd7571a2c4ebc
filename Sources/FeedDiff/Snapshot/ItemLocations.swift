/// Where each item key sits in a snapshot, stored in the smallest form that tells it.
///
/// A snapshot of one section built on a fresh table keys every item by its position, so its locations are
/// derivable and nothing is stored (`positional`: key k is item k of section 0, keys from `count` on are absent);
/// an end-to-end diff of 100k ids builds one such snapshot, whose 800 KB of locations were written, faulted in
/// and freed every run. Any other snapshot of one section keeps one `Int32` per key, its item index (`oneSection`,
/// half the bytes of a pair); several sections keep a section and an item per key (`sections`). An edit writes
/// the locations it changes, which turns the positional form into the one-section form, and a location in a
/// second section turns that into pairs.
struct ItemLocations: Sendable {
    private enum Form: Sendable {
        case positional
        case oneSection
        case sections
    }

    private var form: Form
    /// The number of keys covered; keys from here on are absent.
    private(set) var count: Int
    /// `oneSection`: each key's item index in section 0, -1 when absent.
    private var items: ContiguousArray<Int32> = []
    /// `sections`: each key's location.
    private var pairs: ContiguousArray<ItemLocation> = []
    /// Gives `items` back to ``BufferPools/keys`` when the last snapshot holding them is gone; dropped before
    /// `items` is written.
    private var lease: PooledBuffer<Int32>?

    /// No key.
    init() {
        form = .sections
        count = 0
    }

    /// Key k is item k of section 0, for every k below `count`.
    static func positional(count: Int) -> ItemLocations {
        var locations = ItemLocations()
        locations.form = .positional
        locations.count = count
        return locations
    }

    /// The item index of each key in section 0, -1 for a key not in it.
    init(oneSection items: ContiguousArray<Int32>) {
        form = .oneSection
        count = items.count
        self.items = items
        lease = PooledBuffer(items, for: BufferPools.keys)
    }

    /// Every key of `count` absent, in the form that holds any location.
    init(absent count: Int) {
        self.init(ContiguousArray(repeating: .absent, count: count))
    }

    /// The location of each key.
    init(_ pairs: ContiguousArray<ItemLocation>) {
        form = .sections
        count = pairs.count
        self.pairs = pairs
    }

    /// The location of `key`, which is below ``count``.
    @inline(__always)
    subscript(key: Int) -> ItemLocation {
        get {
            if form == .sections { return pairs[key] }
            if form == .oneSection {
                let item = items[key]
                return item < 0 ? .absent : ItemLocation(section: 0, item: item)
            }
            precondition(key >= 0 && key < count, "ItemLocations key out of range")
            return ItemLocation(section: 0, item: Int32(truncatingIfNeeded: key))
        }
        set {
            precondition(key >= 0 && key < count, "ItemLocations key out of range")
            lease = nil
            if form == .positional { materialize() }
            if form == .oneSection && newValue.section > 0 { spread() }
            if form == .oneSection {
                items[key] = newValue.isAbsent ? -1 : newValue.item
            } else {
                pairs[key] = newValue
            }
        }
    }

    /// The location of `key`, `.absent` when it is out of range or not in the snapshot.
    @inline(__always)
    func locationOrAbsent(of key: Int) -> ItemLocation {
        // Pairs first, tested as a plain array is (the other forms keep `pairs` empty): several sections' diff
        // reads a location per item and pays nothing for the other forms; a test of `form` first cost 15% more
        // instructions in `diff.sections-1000x1000`. Each form tests the key against its own array's count,
        // which spares the read its bounds check.
        if key < pairs.count { return pairs[key] }
        if form == .oneSection {
            guard key < items.count else { return .absent }
            let item = items[key]
            return item < 0 ? .absent : ItemLocation(section: 0, item: item)
        }
        return form == .positional && key < count
            ? ItemLocation(section: 0, item: Int32(truncatingIfNeeded: key)) : .absent
    }

    /// Covers keys up to `total`, the new ones absent.
    mutating func grow(to total: Int) {
        guard total > count else { return }
        lease = nil
        if form == .positional { materialize() }
        switch form {
        case .oneSection: items.append(contentsOf: repeatElement(-1, count: total - count))
        default: pairs.append(contentsOf: repeatElement(ItemLocation.absent, count: total - count))
        }
        count = total
    }

    /// Writes out the positions of a positional form, before an edit changes one.
    private mutating func materialize() {
        var written = ContiguousArray<Int32>(repeating: 0, count: count)
        var output = written.mutableSpan
        for key in output.indices { output[key] = Int32(truncatingIfNeeded: key) }
        _ = consume output
        items = written
        form = .oneSection
    }

    /// Turns the one-section form into pairs, before a location in another section is written.
    private mutating func spread() {
        pairs = ContiguousArray(items.lazy.map { $0 < 0 ? ItemLocation.absent : ItemLocation(section: 0, item: $0) })
        items = []
        form = .sections
    }
}
