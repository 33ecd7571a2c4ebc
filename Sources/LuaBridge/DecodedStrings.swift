internal import CLua

/// The Swift strings of Lua strings a read (a cursor read, or one conversion to `LuaValue`) has already decoded,
/// found again by the Lua string's address.
///
/// Items built alike repeat their keys and many values (`kind = "app"`); decoding each from UTF-8 again would
/// cost more than the rest of reading it. An address names the same Lua string for as long as the string lives,
/// and every string a read meets lives while the read does: it is reachable from the value being read, and no
/// Lua code runs in between. Whatever may run Lua code or start another read moves `generation` on, which makes
/// every entry stale.
final class DecodedStrings {
    private struct Slot {
        var address: UnsafeRawPointer?
        var generation = 0
        var text = ""
    }

    private static let slotCount = 256
    /// Strings at least this long are kept apart from the slots (see `long`).
    private static let longLength = 1024
    /// Allocated by the first decode: many states (a `feed.lua`, a benchmark's) never read a string.
    private var slots: UnsafeMutablePointer<Slot>?
    /// Entries from another generation are stale.
    var generation = 0
    /// Long strings of the current generation by address, never evicted by a short one: with one slot per
    /// address hash, an item's id landing on a long text's slot (which depends on where the allocator put
    /// each string) would make every later item decode its own copy of the text — 100 items holding one 8 MiB
    /// string cost 8 MiB or 800 MiB depending on heap layout. Long strings are few (each is a real Lua
    /// allocation) and each entry shares its storage with the values read.
    private var long: [UnsafeRawPointer: String] = [:]
    private var longGeneration = 0

    init() {}

    deinit {
        guard let slots else { return }
        slots.deinitialize(count: Self.slotCount)
        slots.deallocate()
    }

    private func allocateSlots() -> UnsafeMutablePointer<Slot> {
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: Self.slotCount)
        slots.initialize(repeating: Slot(), count: Self.slotCount)
        self.slots = slots
        return slots
    }

    /// The string at `index` (which must be a string), decoded once per generation.
    func string(_ thread: OpaquePointer, at index: Int32) -> String {
        var length = 0
        guard let bytes = lua_tolstring(thread, index, &length) else { return "" }
        return string(at: UnsafeRawPointer(bytes), length: length)
    }

    /// The key of a field a C pass read (`record.h`, `flat.h`), decoded once per generation.
    func key(of field: fe_record_field) -> String {
        string(at: UnsafeRawPointer(field.key), length: field.key_length)
    }

    /// The text of a string field a C pass read, decoded once per generation.
    func text(of field: fe_record_field) -> String {
        string(at: UnsafeRawPointer(field.text), length: field.text_length)
    }

    /// The Lua string whose bytes lie at `address`, decoded once per generation (the string must be alive).
    func string(at address: UnsafeRawPointer, length: Int) -> String {
        if length >= Self.longLength { return longString(address, length: length) }
        // Allocations are 16-byte aligned: the low four bits of every string's address are alike.
        let slot =
            (slots ?? allocateSlots())
            + Int(truncatingIfNeeded: (UInt(bitPattern: address) >> 4) & UInt(Self.slotCount - 1))
        if slot.pointee.address == address, slot.pointee.generation == generation { return slot.pointee.text }
        let text = String(decoding: UnsafeRawBufferPointer(start: address, count: length), as: UTF8.self)
        slot.pointee = Slot(address: address, generation: generation, text: text)
        return text
    }

    private func longString(_ address: UnsafeRawPointer, length: Int) -> String {
        if longGeneration != generation {
            long.removeAll()
            longGeneration = generation
        }
        if let text = long[address] { return text }
        let text = String(decoding: UnsafeRawBufferPointer(start: address, count: length), as: UTF8.self)
        long[address] = text
        return text
    }
}
