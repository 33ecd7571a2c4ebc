extension InotifyEvent {
    /// The size of the fixed part of a record: `wd`, `mask`, `cookie`, `len`.
    static let headerSize = 16

    /// Splits the bytes of one `read(2)` into records.
    ///
    /// Each record is the 16-byte header in host byte order, then `len` bytes of NUL-padded name. A truncated
    /// tail (which the kernel never produces) is dropped.
    static func parse(_ bytes: ArraySlice<UInt8>) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        var offset = bytes.startIndex
        while bytes.endIndex - offset >= headerSize {
            let watch = Int32(bitPattern: word(bytes, at: offset))
            let mask = word(bytes, at: offset + 4)
            let length = Int(word(bytes, at: offset + 12))
            let nameStart = offset + headerSize
            guard bytes.endIndex - nameStart >= length else { break }
            let nameBytes = bytes[nameStart..<(nameStart + length)].prefix { $0 != 0 }
            let valid = String(validating: nameBytes, as: UTF8.self)
            events.append(
                InotifyEvent(
                    watch: watch, mask: mask, name: valid ?? String(decoding: nameBytes, as: UTF8.self),
                    nameIsUndecodable: valid == nil))
            offset = nameStart + length
        }
        return events
    }

    /// The 32-bit word at `offset`, in host byte order.
    private static func word(_ bytes: ArraySlice<UInt8>, at offset: Int) -> UInt32 {
        var littleEndian: UInt32 = 0
        for index in 0..<4 {
            littleEndian |= UInt32(bytes[offset + index]) << (8 * index)
        }
        return UInt32(littleEndian: littleEndian)
    }
}
