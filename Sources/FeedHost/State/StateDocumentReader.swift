import FeedJSON

/// Reads a state file or a `feed build --format json` output of any shape (what `StateFileParser` leaves to
/// it) an item at a time: it holds the file, the state read so far and one item's values, never a value tree
/// of the whole file (100 MB of `[0,0,…]` planted as a state file held 1.7 GB that way).
///
/// It gives the state, and the error, that reading the whole file as a tree and then checking it would: a
/// syntax error anywhere first, then the top level, `version`, `sections`, the first section or item in order
/// that is wrong, and `hashVersion` (`FeedState.document(_:path:)`); of a repeated key, the last one counts.
/// Members no state or output uses are checked and stepped over without being built. One thing the tree never
/// refused: a value it keeps that holds more values than its bound (`maximumValueCost`, `smallValueCost`) is
/// stepped over and is that value's error, ranked where the value's own check is (a member of the top level
/// before `version`, a section's before its id, an item as that item).
struct StateDocumentReader {
    /// The most values one item or a section's `supplementaries` may hold, as `JSONReadingRules.maximumCost`
    /// counts them with keys charged (`JSONParser.rules`): 1,048,576, where the bundled feed's items hold ~30. A
    /// built value takes at most ~90 bytes a counted value (measured: an object of numbered keys), so a planted
    /// item stops at ~90 MB whatever the file's size.
    static let maximumValueCost = 1 << 20
    /// The most values of each other member kept (`version`, `hashVersion`, `environment`, a section's `id`,
    /// `hash`, `parts`, `orthogonalScrolling`), which a build writes as a scalar or a few: without a bound of
    /// their own, eight of them at `maximumValueCost` would be held at once.
    static let smallValueCost = 4_096

    private var reader: JSONReader<JSONValue>
    private let path: String
    private let maximumCost: Int
    private let smallCost: Int
    /// What the sections and items built so far cost against the read's allowance.
    private var meter: StateReadMeter

    /// A reader of `bytes`, read from `path`, that builds no item or `supplementaries` of more than
    /// `maximumCost` values and no other member of more than `smallCost` (tests lower them), and stops building
    /// sections and items once they take more than `allowance`.
    init(
        bytes: [UInt8], path: String, maximumCost: Int = Self.maximumValueCost, smallCost: Int = Self.smallValueCost,
        allowance: StateReadAllowance = .standard
    ) {
        reader = JSONReader(bytes: bytes, rules: JSONParser.rules())
        self.path = path
        self.maximumCost = maximumCost
        self.smallCost = min(smallCost, maximumCost)
        meter = StateReadMeter(allowance, path: path)
    }

    /// The state in the document.
    ///
    /// - Throws: `HostError.invalidDocument` naming what is wrong, or wording the first syntax error.
    mutating func state() throws(HostError) -> FeedState {
        let top: StateDocumentTop
        do throws(JSONSyntaxError) {
            top = try document()
        } catch {
            let syntax = HostError.malformedJSON(offset: error.offset, message: error.message)
            throw .invalidDocument(path: path, reason: syntax.description)
        }
        return try FeedState.document(top, path: path)
    }

    private mutating func document() throws(JSONSyntaxError) -> StateDocumentTop {
        var top = StateDocumentTop()
        guard reader.peek() == UInt8(ascii: "{") else {
            try reader.skip(depth: 0)
            try reader.end()
            top.isObject = false
            return top
        }
        try reader.openContainer(depth: 1)
        if reader.objectHasMember() {
            repeat { try member(of: &top) } while try reader.objectContinues()
        }
        try reader.end()
        return top
    }

    private mutating func member(of top: inout StateDocumentTop) throws(JSONSyntaxError) {
        let key = try reader.memberKey()
        switch key {
        case "sections":
            // Of a repeated key the last counts: the earlier list is let go, and its charge with it.
            top.sections = nil
            meter.reset()
            top.sections = try sections()
        case "version", "hashVersion", "environment":
            top.values[key] = try built(depth: 1, at: .member(key), maximumCost: smallCost)
        default:
            // A build output's `contentSize` says its sections' hashes are of today's version: only its presence counts.
            if key == "contentSize" { top.hasContentSize = true }
            try reader.skip(depth: 1)
        }
    }

    /// `[section, ...]`.
    private mutating func sections() throws(JSONSyntaxError) -> StateDocumentList<FeedState.SectionState> {
        try list(depth: 2) { (reader: inout Self, index: Int) throws(JSONSyntaxError) in try reader.section(at: index) }
    }

    /// `[element, ...]` at `depth` (the array counted), each read by `element` with its index; after the first
    /// element that is wrong, the rest are only checked.
    private mutating func list<Element>(
        depth: Int, _ element: (inout Self, Int) throws(JSONSyntaxError) -> Result<Element, HostError>
    ) throws(JSONSyntaxError) -> StateDocumentList<Element> {
        guard reader.peek() == UInt8(ascii: "[") else {
            try reader.skip(depth: depth - 1)
            return .notArray
        }
        try reader.openContainer(depth: depth)
        var elements: [Element] = []
        var failure: HostError?
        guard reader.arrayHasElement() else { return .read(elements) }
        repeat {
            if failure == nil {
                switch try element(&self, elements.count) {
                case .success(let next): elements.append(next)
                case .failure(let error):
                    failure = error
                    elements = []
                }
            } else {
                try reader.skip(depth: depth)
            }
        } while try reader.arrayContinues()
        return failure.map { .failed($0) } ?? .read(elements)
    }

    /// One section: its items read one at a time, the members its hash and parts come from built; past the
    /// allowance (charged before its items, and its id and hash after them), only checked, and its error.
    private mutating func section(at index: Int) throws(JSONSyntaxError) -> Result<FeedState.SectionState, HostError> {
        if let stop = meter.chargeSection(index) {
            try reader.skip(depth: 2)
            return .failure(stop)
        }
        var members: [String: Result<JSONValue, HostError>] = [:]
        var items: StateDocumentList<FeedState.ItemState>?
        if reader.peek() == UInt8(ascii: "{") {
            try reader.openContainer(depth: 3)
            if reader.objectHasMember() {
                repeat {
                    let key = try reader.memberKey()
                    switch key {
                    case "items": items = try self.items(inSection: index)
                    case "supplementaries":
                        members[key] = try built(depth: 3, at: .section(index, key), maximumCost: maximumCost)
                    case "id", "hash", "parts", "orthogonalScrolling":
                        members[key] = try built(depth: 3, at: .section(index, key), maximumCost: smallCost)
                    default: try reader.skip(depth: 3)
                    }
                } while try reader.objectContinues()
            }
        } else {
            try reader.skip(depth: 2)
        }
        let path = path
        let section = Result { () throws(HostError) in
            let values = try StateDocumentTop.built(
                members, inOrder: ["id", "hash", "parts", "orthogonalScrolling", "supplementaries"])
            return try FeedState.section(members: .object(JSONObject(values)), items: items, index: index, path: path)
        }
        guard case .success(let built) = section,
            let stop = meter.chargeSectionText(built.id.utf8.count + built.hash.utf8.count, ofSection: index)
        else { return section }
        return .failure(stop)
    }

    /// `[item, ...]`, each built alone and made an `ItemState` before the next; an item past the allowance is
    /// that item's error, and the rest of the file is only checked.
    private mutating func items(
        inSection section: Int
    ) throws(JSONSyntaxError) -> StateDocumentList<FeedState.ItemState> {
        try list(depth: 4) { (reader: inout Self, index: Int) throws(JSONSyntaxError) in
            let value = try reader.built(depth: 4, at: .item(section, index), maximumCost: reader.maximumCost)
            let path = reader.path
            let item = Result { () throws(HostError) in
                try FeedState.item(value.get(), at: "sections[\(section)].items[\(index)]", path: path)
            }
            guard case .success = item, let stop = reader.meter.chargeItem(index, ofSection: section) else {
                return item
            }
            return .failure(stop)
        }
    }

    /// The value at the reader's offset, built with at most `maximumCost` values; one that holds more is
    /// checked, stepped over and is its place's error.
    private mutating func built(
        depth: Int, at place: StateDocumentPlace, maximumCost: Int
    ) throws(JSONSyntaxError) -> Result<JSONValue, HostError> {
        guard let value = try reader.value(depth: depth, atMost: maximumCost) else {
            return .failure(
                .invalidDocument(path: path, reason: "\(place) holds more values than a build writes for one value"))
        }
        return .success(value)
    }
}

/// What a document's top level held, for `FeedState.document(_:path:)` to check.
struct StateDocumentTop {
    var isObject = true
    /// `version`, `hashVersion` and `environment`, as given, or why one was not built.
    var values: [String: Result<JSONValue, HostError>] = [:]
    var hasContentSize = false
    /// nil: no `sections` member.
    var sections: StateDocumentList<FeedState.SectionState>?

    /// The members built, or the error of the first (in `keys`' order) that was over its bound: an object's
    /// members over their bound come before its other errors, in a fixed order whatever the file's.
    static func built(
        _ members: [String: Result<JSONValue, HostError>], inOrder keys: [String]
    ) throws(HostError) -> [String: JSONValue] {
        var values: [String: JSONValue] = [:]
        for key in keys {
            if let member = members[key] { values[key] = try member.get() }
        }
        return values
    }
}

/// A list read from a document: its elements, or why it is not a list of them.
enum StateDocumentList<Element> {
    case notArray
    case read([Element])
    /// The first element that is wrong, and why.
    case failed(HostError)
}

/// Where in a document a value sits, as an error names it.
enum StateDocumentPlace: CustomStringConvertible {
    case member(String)
    case section(Int, String)
    case item(Int, Int)

    var description: String {
        switch self {
        case .member(let key): "\"\(key)\""
        case .section(let index, let key): "sections[\(index)].\(key)"
        case .item(let section, let index): "sections[\(section)].items[\(index)]"
        }
    }
}
