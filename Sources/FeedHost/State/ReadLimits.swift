/// The largest file the host reads of each kind (docs/spec/contract.md §1).
///
/// A script's memory cap bounds what it can hold, so no real feed comes near these; they stop a read of a huge
/// or endless file (a sparse 1 GB file, a symlink to `/dev/zero`) before it costs memory or time.
package enum ReadLimits {
    /// A section script, `feed.lua` or a `lib/` module.
    package static let script = 16 << 20
    /// A file under `data/`: as large as the default memory cap of the script that decodes it.
    package static let data = ScriptLimits.defaultMemoryCap
    /// A state file, or a `build --format json` output given to `feed diff`.
    package static let state = 512 << 20
}
