/// The bytes of a shape store (`StoredFace`s) as `feed build` keeps them beside its state file: a magic, the
/// HarfBuzz release that shaped them, then each face with its texts, little-endian, doubles as their bit patterns
/// so every advance reads back to the last bit.
///
/// The file is the feed folder's, so anyone may have written it: `decode` checks every count and offset against
/// the bytes and the bounds the live cache keeps, and every cluster against its text (starts increasing, on
/// character boundaries, within the text), and refuses the whole store at the first thing wrong. A refused or
/// stale store costs only the shaping it would have spared.
package enum ShapeStoreCoding {
    /// The first bytes of every store.
    package static let magic = Array("FEEDSHP1".utf8)
    /// The most faces a store may hold: two a weight.
    static let faceLimit = 2 * FontWeight.allCases.count
    static let longestName = 4_096
    /// Bounds on the numbers, in ems (units for the em itself), far past any font's: a planted store's numbers
    /// may change the labels' sizes, never make them infinite, NaN or large enough to overflow a feed's layout.
    static let longestMetric = 16.0
    static let largestEm = 65_536.0
    static let widestCluster = 1_000.0

    package static func encode(_ faces: [StoredFace]) -> [UInt8] {
        var out = StoreWriter()
        out.bytes += magic
        out.text(FontFile.harfBuzzVersion)
        out.integer(faces.count)
        for face in faces { encode(face, into: &out) }
        return out.bytes
    }

    private static func encode(_ face: StoredFace, into out: inout StoreWriter) {
        out.integer(face.slot)
        out.text(face.path)
        out.text(face.name)
        for value in [face.identity.device, face.identity.inode] { out.word(value) }
        for value in [face.identity.size, face.identity.modifiedSeconds, face.identity.modifiedNanoseconds] {
            out.word(UInt64(bitPattern: value))
        }
        let metrics = face.metrics
        for value in [metrics.ascender, metrics.descender, metrics.lineGap, metrics.unitsPerEm, face.ellipsis] {
            out.word(value.bitPattern)
        }
        out.integer(face.shapes.count)
        // In text order, so a store of the same shapes is the same bytes.
        for (text, clusters) in face.shapes.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            out.text(text)
            out.integer(clusters.missingGlyphs)
            out.integer(clusters.starts.count)
            for start in clusters.starts { out.integer(start) }
            for advance in clusters.advances { out.word(advance.bitPattern) }
        }
    }

    /// The faces `bytes` hold; nil when they are not a store this HarfBuzz wrote, or anything in them is amiss.
    package static func decode(_ bytes: [UInt8]) -> [StoredFace]? {
        var input = StoreReader(bytes: bytes)
        guard input.take(magic.count).map(Array.init) == magic, input.text(limit: 64) == FontFile.harfBuzzVersion,
            let count = input.integer(limit: faceLimit)
        else { return nil }
        var faces: [StoredFace] = []
        for _ in 0..<count {
            guard let face = decodeFace(&input) else { return nil }
            faces.append(face)
        }
        return input.isAtEnd ? faces : nil
    }

    private static func decodeFace(_ input: inout StoreReader) -> StoredFace? {
        guard let slot = input.integer(limit: faceLimit - 1), let path = input.text(limit: longestName),
            let name = input.text(limit: longestName), let device = input.word(), let inode = input.word(),
            let size = input.word(), let seconds = input.word(), let nanoseconds = input.word(),
            let metrics = input.doubles(4), let ellipsis = input.doubles(1)?.first,
            metrics[..<3].allSatisfy({ $0.magnitude <= longestMetric }), (1...largestEm).contains(metrics[3]),
            ellipsis.magnitude <= widestCluster,
            let textCount = input.integer(limit: ShapeCache.capacity)
        else { return nil }
        var shapes: [String: ShapedClusters] = [:]
        for _ in 0..<textCount {
            guard let text = input.text(limit: ShapeCache.longestText), shapes[text] == nil,
                let clusters = decodeClusters(of: text, &input)
            else { return nil }
            shapes[text] = clusters
        }
        let identity = FontFileIdentity(
            device: device, inode: inode, size: Int64(bitPattern: size), modifiedSeconds: Int64(bitPattern: seconds),
            modifiedNanoseconds: Int64(bitPattern: nanoseconds))
        return StoredFace(
            slot: slot, path: path, identity: identity, name: name,
            metrics: FontMetrics(
                ascender: metrics[0], descender: metrics[1], lineGap: metrics[2], unitsPerEm: metrics[3]),
            ellipsis: ellipsis, shapes: shapes)
    }

    /// A text's clusters, checked as `ShapedText`'s line breaking reads them: one start a cluster, the first 0,
    /// increasing, each at the first byte of a character of `text`; advances within `widestCluster`.
    private static func decodeClusters(of text: String, _ input: inout StoreReader) -> ShapedClusters? {
        let utf8 = Array(text.utf8)
        guard let missing = input.integer(limit: 4 * utf8.count), let count = input.integer(limit: utf8.count),
            count > 0 || utf8.isEmpty
        else { return nil }
        var clusters = ShapedClusters()
        clusters.missingGlyphs = missing
        var previous = -1
        for index in 0..<count {
            guard let start = input.integer(limit: utf8.count - 1), start > previous, index > 0 || start == 0,
                !UTF8.isContinuation(utf8[start])
            else { return nil }
            clusters.starts.append(start)
            previous = start
        }
        guard let advances = input.doubles(count), advances.allSatisfy({ $0.magnitude <= widestCluster }) else {
            return nil
        }
        clusters.advances = advances
        return clusters
    }
}

/// Appends a store's fields.
private struct StoreWriter {
    var bytes: [UInt8] = []

    mutating func word(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> shift)) }
    }

    mutating func integer(_ value: Int) { word(UInt64(bitPattern: Int64(value))) }

    mutating func text(_ value: String) {
        integer(value.utf8.count)
        bytes += value.utf8
    }
}

/// Reads a store's fields, each checked against what is left of the bytes; nil past the end or out of bounds.
private struct StoreReader {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, bytes.count - offset >= count else { return nil }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func word() -> UInt64? {
        guard bytes.count - offset >= 8 else { return nil }
        var value: UInt64 = 0
        for index in (offset..<offset + 8).reversed() { value = value << 8 | UInt64(bytes[index]) }
        offset += 8
        return value
    }

    /// An integer in `0...limit`.
    mutating func integer(limit: Int) -> Int? {
        guard limit >= 0, let word = word(), case let value = Int(Int64(bitPattern: word)),
            (0...limit).contains(value)
        else { return nil }
        return value
    }

    /// UTF-8 text of at most `limit` bytes.
    mutating func text(limit: Int) -> String? {
        guard let length = integer(limit: limit), let slice = take(length) else { return nil }
        return String(validating: slice, as: UTF8.self)
    }

    mutating func doubles(_ count: Int) -> [Double]? {
        guard count >= 0, bytes.count - offset >= 8 * count else { return nil }
        var values: [Double] = []
        values.reserveCapacity(count)
        for _ in 0..<count {
            guard let word = word() else { return nil }
            values.append(Double(bitPattern: word))
        }
        return values
    }
}
