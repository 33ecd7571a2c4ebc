import FeedDiff
import FeedJSON

extension ChangesDocument {
    /// `{ "version": 1, "changes": { … } }` on one line: the JSON output of `feed diff`.
    package func jsonBytes() -> [UInt8] {
        var writer = JSONWriter(capacity: 1024)
        writer.beginObject()
        writer.key("version")
        writer.int(1)
        writer.key("changes")
        writer.changes(self)
        writer.endObject()
        return writer.line()
    }
}

extension JSONWriter {
    mutating func changes(_ changes: ChangesDocument) {
        beginObject()
        key("baseline")
        string(changes.baseline.rawValue)
        key("itemUpdates")
        string(changes.itemUpdates.rawValue)
        key("reloadData")
        bool(changes.reloadData)
        key("invalidateLayout")
        bool(changes.invalidateLayout)
        key("sections")
        sectionChanges(changes)
        key("items")
        identifierChanges(changes.changeset.items) { writer, path in writer.itemPath(path) }
        key("supplementaries")
        beginObject()
        key("updated")
        beginArray()
        for update in changes.supplementaryUpdates {
            beginObject()
            key("section")
            int(update.section)
            key("id")
            string(update.id)
            key("kind")
            string(update.kind)
            endObject()
        }
        endArray()
        endObject()
        key("batch")
        batch(changes.changeset.batch)
        key("afterBatch")
        beginObject()
        key("reloadItems")
        itemPaths(changes.changeset.afterBatch.reloadItems)
        key("reconfigureItems")
        itemPaths(changes.changeset.afterBatch.reconfigureItems)
        endObject()
        key("frames")
        beginArray()
        for change in changes.frames {
            beginObject()
            key("id")
            string(change.id)
            key("from")
            rect(change.from)
            key("to")
            rect(change.to)
            endObject()
        }
        endArray()
        endObject()
    }

    /// `changes.sections`: moves say how the batch sends them, updates say why.
    private mutating func sectionChanges(_ changes: ChangesDocument) {
        let sections = changes.changeset.sections
        let movedInBatch = Set(changes.changeset.batch.moveSections.map(\.from))
        beginObject()
        key("inserted")
        strings(sections.inserted)
        key("deleted")
        strings(sections.deleted)
        key("moved")
        beginArray()
        for move in sections.moved {
            beginObject()
            key("id")
            string(move.id)
            key("from")
            int(move.from)
            key("to")
            int(move.to)
            key("sentAs")
            string(changes.reloadData ? "reloadData" : movedInBatch.contains(move.from) ? "move" : "delete+insert")
            endObject()
        }
        endArray()
        key("updated")
        beginArray()
        for update in changes.sectionUpdates {
            beginObject()
            key("id")
            string(update.id)
            key("reasons")
            strings(update.reasons.map(\.rawValue))
            endObject()
        }
        endArray()
        endObject()
    }

    private mutating func identifierChanges<Position>(
        _ changes: IdentifierChanges<Position>, position: (inout JSONWriter, Position) -> Void
    ) {
        beginObject()
        key("inserted")
        strings(changes.inserted)
        key("deleted")
        strings(changes.deleted)
        key("moved")
        beginArray()
        for move in changes.moved {
            beginObject()
            key("id")
            string(move.id)
            key("from")
            position(&self, move.from)
            key("to")
            position(&self, move.to)
            endObject()
        }
        endArray()
        key("updated")
        strings(changes.updated)
        endObject()
    }

    private mutating func batch(_ batch: BatchUpdate) {
        beginObject()
        key("deleteSections")
        integers(batch.deleteSections)
        key("insertSections")
        integers(batch.insertSections)
        key("moveSections")
        beginArray()
        for move in batch.moveSections {
            beginArray()
            int(move.from)
            int(move.to)
            endArray()
        }
        endArray()
        key("reloadSections")
        integers(batch.reloadSections)
        key("deleteItems")
        itemPaths(batch.deleteItems)
        key("insertItems")
        itemPaths(batch.insertItems)
        key("moveItems")
        beginArray()
        for move in batch.moveItems {
            beginArray()
            itemPath(move.from)
            itemPath(move.to)
            endArray()
        }
        endArray()
        key("reloadItems")
        itemPaths(batch.reloadItems)
        endObject()
    }

    mutating func itemPath(_ path: ItemPath) {
        beginArray()
        int(path.section)
        int(path.item)
        endArray()
    }

    private mutating func itemPaths(_ paths: [ItemPath]) {
        beginArray()
        for path in paths { itemPath(path) }
        endArray()
    }

    private mutating func integers(_ values: [Int]) {
        beginArray()
        for value in values { int(value) }
        endArray()
    }

    private mutating func strings(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }
}
