/// A short run of bytes written for every item — an encoded key, with its comma — held as two words as well, so
/// `OutputSpan.append(_:)` writes it with two stores rather than a byte at a time (a key cost ~95 instructions that
/// way in `host.sections-100x1000`'s output). A run over 16 bytes is written from its array.
package struct PackedBytes: Sendable {
    package let bytes: [UInt8]
    /// The first eight bytes, and the next eight, each as a word whose stored bytes read in order.
    let first: UInt64
    let second: UInt64
    /// `bytes.count`, without reading the array.
    let count: Int

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        count = bytes.count
        var words: [UInt64] = [0, 0]
        for (offset, byte) in bytes.prefix(16).enumerated() {
            words[offset / 8] |= UInt64(byte) << (8 * (offset % 8))
        }
        first = words[0].littleEndian
        second = words[1].littleEndian
    }
}
