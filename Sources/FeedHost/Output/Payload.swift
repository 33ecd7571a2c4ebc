import FeedJSON

/// Fields that travel to the output untouched, kept as their canonical JSON encoding and its hash.
///
/// Encoding once serves three uses: the content hash of the diff, the state file and the JSON output (which
/// copies the bytes), so a large feed never encodes an item twice.
package struct Payload: Hashable, Sendable {
    /// Canonical JSON of an object: keys sorted by UTF-8 bytes, numbers with at most three decimals.
    package let bytes: [UInt8]
    package let hash: ContentHash

    /// Encodes `fields` canonically (an item's fields, a header's payload).
    package init(_ fields: JSONObject) {
        var writer = JSONWriter(capacity: 64)
        writer.object(fields)
        self.init(canonicalBytes: writer.bytes)
    }

    /// Encodes with a caller's writer, reusing its storage across many items.
    package init(_ fields: JSONObject, using writer: inout JSONWriter) {
        writer.reset()
        writer.object(fields)
        // A copy of exactly the bytes. `Array(writer.bytes)`, and even `Array(writer.bytes[...])`, share the
        // writer's buffer: each payload kept the writer's spare capacity and `reset` allocated anew for the next.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(writer.bytes.count)
        bytes.append(contentsOf: writer.bytes)
        self.init(canonicalBytes: bytes)
    }

    /// Wraps bytes that are already canonical JSON (from `JSONWriter.value(_:)`).
    package init(canonicalBytes: [UInt8]) {
        bytes = canonicalBytes
        hash = ContentHash(of: canonicalBytes)
    }

    /// `{}`.
    package static let empty = Payload([:])
}
