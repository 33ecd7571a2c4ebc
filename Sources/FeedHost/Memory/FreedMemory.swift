/// Memory the allocator holds after large frees, handed back to the kernel.
///
/// glibc keeps freed blocks for reuse; a block between live ones (an item's fields among the items converted after
/// it, a Lua state's garbage among the values converted out of it) is never given back on its own. The next large
/// arrays (a section's item documents) then come from fresh pages, and the freed ones still count in the resident
/// set: a build's peak would be the sum of both.
package enum FreedMemory {
    /// Returns every whole free page of every arena to the kernel (`malloc_trim(0)`, which walks the free lists:
    /// milliseconds, worth it only after megabytes were freed).
    package static func release() {
        _ = trimMalloc(0)
    }
}

/// glibc's `malloc_trim` (`<malloc.h>`), which the Glibc module does not export.
@_silgen_name("malloc_trim")
private func trimMalloc(_ pad: Int) -> Int32
