import FeedJSON

@testable import FeedHost

/// How a state file or build output was read before `StateDocumentReader`: the whole text parsed into one value
/// tree, then checked (with the same checks, `FeedState.document`, `section` and `item`, so this pins the walk:
/// which members are kept, in which order and priority, the last of repeated keys, syntax first). The reader must
/// give what this gives, state or error, for every text whose values are within its bounds.
enum WholeTreeStateOracle {
    static func read(_ bytes: [UInt8], path: String) throws(HostError) -> FeedState {
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw .invalidDocument(path: path, reason: error.description)
        }
        var top = StateDocumentTop()
        guard case .object(let members) = root else {
            top.isObject = false
            return try FeedState.document(top, path: path)
        }
        for (key, value) in members {
            switch key {
            case "version", "hashVersion", "environment": top.values[key] = .success(value)
            case "contentSize": top.hasContentSize = true
            case "sections": top.sections = try sections(value, path: path)
            default: continue
            }
        }
        return try FeedState.document(top, path: path)
    }

    private static func sections(
        _ value: JSONValue, path: String
    ) throws(HostError) -> StateDocumentList<FeedState.SectionState> {
        guard let values = value.arrayValue else { return .notArray }
        var sections: [FeedState.SectionState] = []
        for (index, section) in values.enumerated() {
            do throws(HostError) {
                let items = try items(section["items"], section: index, path: path)
                sections.append(try FeedState.section(members: section, items: items, index: index, path: path))
            } catch {
                return .failed(error)
            }
        }
        return .read(sections)
    }

    private static func items(
        _ value: JSONValue?, section: Int, path: String
    ) throws(HostError) -> StateDocumentList<FeedState.ItemState>? {
        guard let values = value?.arrayValue else { return nil }
        var items: [FeedState.ItemState] = []
        for (index, item) in values.enumerated() {
            do throws(HostError) {
                items.append(try FeedState.item(item, at: "sections[\(section)].items[\(index)]", path: path))
            } catch {
                return .failed(error)
            }
        }
        return .read(items)
    }
}
