import CellLayout
import FeedJSON
import FeedLayout

extension JSONWriter {
    /// An item's or supplementary's `content`: one object per view of its cell template (docs/spec/contract.md
    /// §5, docs/schema/output.schema.json), written only when there is a template.
    mutating func content(_ frames: [ContentFrame]) {
        guard !frames.isEmpty else { return }
        key("content")
        beginArray()
        for frame in frames {
            beginObject()
            key("name")
            string(frame.name)
            key("kind")
            string(frame.kind.rawValue)
            key("frame")
            numbers(frame.x, frame.y, frame.width, frame.height)
            if let text = frame.text {
                key("text")
                string(text)
            }
            if let lines = frame.lines {
                key("lines")
                beginArray()
                for line in lines { string(line) }
                endArray()
            }
            if let font = frame.font {
                key("font")
                beginObject()
                key("size")
                number(font.size)
                key("weight")
                string(font.weight.rawValue)
                if let lineHeight = frame.lineHeight, let ascender = frame.ascender {
                    key("lineHeight")
                    number(lineHeight)
                    key("ascender")
                    number(ascender)
                }
                endObject()
                key("textAlignment")
                string(frame.textAlignment.rawValue)
            }
            if !frame.appearance.isEmpty {
                key("appearance")
                beginObject()
                for name in frame.appearance.keys.sorted() {
                    key(name)
                    string(frame.appearance[name]!)
                }
                endObject()
            }
            endObject()
        }
        endArray()
    }
}
