/// A file as the kernel knows it, whatever names lead to it: its device and inode.
///
/// A struct rather than a `[device, inode]` array, which allocated for every file a picture keyed by it.
struct FileIdentity: Sendable, Hashable {
    let device: UInt64
    let inode: UInt64
}
