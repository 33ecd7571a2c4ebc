import Glibc

/// A file as the kernel knows it, whatever names lead to it: its device and inode.
///
/// A struct rather than a `[device, inode]` array, which allocated for every file a picture keyed by it.
struct FileIdentity: Sendable, Hashable {
    let device: UInt64
    let inode: UInt64
}

extension FileIdentity {
    /// The file `info` (from `stat` or `fstat`) describes.
    init(_ info: stat) {
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
