import FeedJSON

extension SectionRun {
    /// The hash that makes a section `updated`: its header and footer payloads and its layout recipe.
    var contentHash: ContentHash {
        sectionHash ?? computeHashes().whole
    }

    /// The parts `contentHash` covers, hashed one by one.
    var partHashes: SectionPartHashes {
        sectionParts ?? computeHashes().parts
    }

    /// `contentHash` and its parts from scratch: the header and footer payloads and the canonical encoding of the
    /// decoded recipe (`JSONValue(recipe:)`: DSL names as keys, sorted, numbers as the JSON writer prints them),
    /// so neither a renamed Swift property nor another toolchain changes it. Changing what goes in changes every
    /// section's hash: raise `FeedState.currentHashVersion` with it. (`ScriptRuntime.lay` keeps the result.)
    func computeHashes() -> (whole: ContentHash, parts: SectionPartHashes) {
        let header = header?.bytes ?? []
        let footer = footer?.bytes ?? []
        var layout: [UInt8] = []
        if let recipe {
            var writer = JSONWriter(capacity: 512)
            writer.value(JSONValue(recipe: recipe.recipe))
            layout = writer.bytes
        }
        var bytes: [UInt8] = []
        bytes += header
        bytes.append(0)
        bytes += footer
        bytes.append(0)
        bytes += layout
        return (ContentHash(of: bytes), SectionPartHashes(layout: layout, header: header, footer: footer))
    }

    /// Each item's id and row hash, as the snapshot takes them.
    func makeSnapshotItems() -> [(id: String, hash: UInt64)] {
        // Outline rows come from `children`, a field the host reads: without any, each row hash is its fields'
        // hash, and the items' places are not read (~250 instructions an item, callgrind: each read copied the
        // item out).
        guard itemsMayHoldHostFields else {
            return items.indices.map { index in (id: items[index].id, hash: itemPayloads[index].hash.value) }
        }
        // By index: zipping the arrays copies each whole item out (retaining all its fields) for two of them.
        return items.indices.map { index in
            (id: items[index].id, hash: ItemDocument.rowHash(itemPayloads[index].hash, items[index].outline).value)
        }
    }
}
