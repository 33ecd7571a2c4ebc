/// Chunks of bytes read as one sequence, for comparing a file with what would be written to it without joining
/// the chunks first.
struct FlatBytes {
    private let chunks: [[UInt8]]
    private var chunk = 0
    private var offset = 0

    init(_ chunks: [[UInt8]]) {
        self.chunks = chunks
    }

    /// Whether every byte has been consumed.
    var isAtEnd: Bool {
        var index = chunk
        var start = offset
        while index < chunks.count {
            if start < chunks[index].count { return false }
            index += 1
            start = 0
        }
        return true
    }

    /// Whether `bytes` come next, consuming them; false (consuming an unspecified amount) at a difference or when
    /// fewer bytes are left.
    mutating func consume(_ bytes: ArraySlice<UInt8>) -> Bool {
        var remaining = bytes
        while !remaining.isEmpty {
            guard chunk < chunks.count else { return false }
            let available = chunks[chunk].count - offset
            if available == 0 {
                chunk += 1
                offset = 0
                continue
            }
            let count = min(available, remaining.count)
            guard EqualBytes.compare(chunks[chunk][offset..<(offset + count)], remaining.prefix(count)) else {
                return false
            }
            offset += count
            remaining = remaining.dropFirst(count)
        }
        return true
    }
}
