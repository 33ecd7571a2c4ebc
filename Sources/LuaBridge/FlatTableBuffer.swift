internal import CLua

/// The buffer `fe_read_flat` fills (about 1.8 KB), one per state and made by its first conversion of a table:
/// conversions of a state never overlap, and most states convert a few small values at most.
final class FlatTableBuffer {
    private var storage: UnsafeMutablePointer<fe_flat>?

    init() {}

    deinit {
        storage?.deallocate()
    }

    /// The table at `index` read as a flat table (`flat.h`), or nil when it is not one. Valid until the next read.
    func read(_ thread: OpaquePointer, at index: Int32) -> FlatTable? {
        let flat = storage ?? allocate()
        guard fe_read_flat(thread, index, flat) != 0 else { return nil }
        // `entries` is a C array, which Swift sees as a tuple: its elements lie one after another from its start.
        let first = (UnsafeRawPointer(flat) + MemoryLayout<fe_flat>.offset(of: \fe_flat.entries)!)
            .assumingMemoryBound(to: fe_record_field.self)
        return FlatTable(
            entries: UnsafeBufferPointer(start: first, count: Int(flat.pointee.count)),
            textBytes: Int(flat.pointee.text_bytes))
    }

    private func allocate() -> UnsafeMutablePointer<fe_flat> {
        let flat = UnsafeMutablePointer<fe_flat>.allocate(capacity: 1)
        UnsafeMutableRawPointer(flat).initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<fe_flat>.size)
        storage = flat
        return flat
    }
}

/// One flat table as `fe_read_flat` read it.
struct FlatTable {
    typealias Entries = UnsafeBufferPointer<fe_record_field>

    /// The entries in Lua's traversal order; their keys and texts are Lua's own strings.
    let entries: Entries
    /// The bytes of every key and every string value.
    let textBytes: Int
}
