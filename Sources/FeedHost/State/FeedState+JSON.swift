import FeedJSON
import FeedLayout

extension FeedState {
    /// The state file's bytes: one line of JSON with a final newline.
    package func jsonBytes() -> [UInt8] {
        JSONWriter.joined(jsonChunks())
    }

    /// `jsonBytes()` in pieces to write one after another (`JSONWriter.stateChunks`).
    package func jsonChunks() -> [[UInt8]] {
        JSONWriter.state(
            environment: environment, hashVersion: hashVersion, sections: sections,
            capacity: sections.reduce(0) { $0 + $1.items.count }, items: SectionState.writeItems,
            sectionHash: { $0.string($1.hash) }, sectionID: { $0.id }, sectionParts: { $0.parts })
    }

    /// Reads a state file or a `feed build --format json` output.
    ///
    /// A build output's items carry `fields` instead of `hash`; their hash is computed the way a build computes
    /// it, so a state file and a build output of the same run compare equal.
    /// - Throws: `HostError.invalidDocument` naming what is missing, `HostError.malformedJSON` for bad text,
    ///   `HostError.unreadable` naming where its sections and items took more than `allowance`.
    package init(parsing bytes: [UInt8], path: String, allowance: StateReadAllowance = .standard) throws(HostError) {
        // A state file as a build writes it is read in one pass; anything else by the general reader.
        if let state = StateFileReader.read(bytes, allowance: allowance) {
            self = state
            return
        }
        try self.init(parsingAnyShape: bytes, path: path, allowance: allowance)
    }

    /// Reads a state file or a build output of any shape, an item at a time (`StateDocumentReader`).
    init(parsingAnyShape bytes: [UInt8], path: String, allowance: StateReadAllowance = .standard) throws(HostError) {
        var reader = StateDocumentReader(bytes: bytes, path: path, allowance: allowance)
        self = try reader.state()
    }

    /// The state a document's top level gives, checked in this order: an object, `version`, `sections` (and
    /// the first of them that is wrong), `hashVersion`.
    static func document(_ top: StateDocumentTop, path: String) throws(HostError) -> FeedState {
        guard top.isObject else { throw .invalidDocument(path: path, reason: "the top level is not an object") }
        let values = try StateDocumentTop.built(top.values, inOrder: ["version", "hashVersion", "environment"])
        if let version = values["version"], version != .integer(1) {
            throw .invalidDocument(path: path, reason: "unsupported version \(Self.describe(version))")
        }
        let sections: [SectionState]
        switch top.sections {
        case .read(let read)?: sections = read
        case .failed(let error)?: throw error
        case .notArray?, nil: throw .invalidDocument(path: path, reason: "no \"sections\" array")
        }
        // A build's JSON output has no hashVersion: its section hashes are computed here, in today's version.
        let hashVersion: Int
        switch values["hashVersion"] {
        case nil: hashVersion = top.hasContentSize ? Self.currentHashVersion : 1
        case .integer(let version)?: hashVersion = Int(version)
        case let other?:
            throw .invalidDocument(path: path, reason: "hashVersion \(Self.describe(other)) is not a number")
        }
        return FeedState(
            environment: values["environment"].flatMap(Self.environment), sections: sections,
            hashVersion: hashVersion)
    }

    /// One section of a state file or a build output, from its members other than `items` and its items as
    /// read: the first thing wrong in the order id, items, the items themselves.
    static func section(
        members value: JSONValue, items: StateDocumentList<ItemState>?, index: Int, path: String
    ) throws(HostError) -> SectionState {
        guard let id = identifier(value["id"]) else {
            throw .invalidDocument(path: path, reason: "sections[\(index)] has no string \"id\"")
        }
        let hash = value["hash"]?.stringValue ?? outputSectionHash(value)
        switch items {
        case .read(let items)?: return SectionState(id: id, hash: hash, parts: parts(value["parts"]), items: items)
        case .failed(let error)?: throw error
        case .notArray?, nil: throw .invalidDocument(path: path, reason: "sections[\(index)] has no \"items\" array")
        }
    }

    /// One item: its id, its hash (given, or taken from its fields as a build output shows them), its frame and
    /// its parent row.
    static func item(_ value: JSONValue, at place: @autoclosure () -> String, path: String) throws(HostError)
        -> ItemState
    {
        guard let id = identifier(value["id"]) else {
            throw .invalidDocument(path: path, reason: "\(place()) has no string \"id\"")
        }
        let hash: UInt64
        if let given = value["hash"]?.stringValue {
            hash = FeedComparison.hashValue(given)
        } else if let fields = value["fields"]?.objectValue {
            hash = Payload(fields).hash.value
        } else {
            throw .invalidDocument(path: path, reason: "\(place()) has neither \"hash\" nor \"fields\"")
        }
        let frame = try value["frame"].map { frame throws(HostError) in
            guard let rect = rect(frame) else {
                throw .invalidDocument(path: path, reason: "\(place()).frame is not [x, y, width, height]")
            }
            return rect
        }
        return ItemState(id: id, hash: hash, frame: frame, parent: parentRow(value["parentRow"]))
    }

    /// A build output does not print a section's layout, so its hash stands in with what the output shows of
    /// the section's own content: its scrolling behaviour and its supplementaries' payloads.
    private static func outputSectionHash(_ section: JSONValue) -> String {
        let payloads = (section["supplementaries"]?.arrayValue ?? []).map { $0["fields"] ?? .null }
        let content: JSONObject = [
            "orthogonalScrolling": section["orthogonalScrolling"] ?? .null, "supplementaries": .array(payloads),
        ]
        return Payload(content).hash.hex
    }

    /// `{ "layout":, "header":, "footer": }` when all three are strings.
    static func parts(_ value: JSONValue?) -> SectionPartHashes? {
        guard let layout = value?["layout"]?.stringValue, let header = value?["header"]?.stringValue,
            let footer = value?["footer"]?.stringValue
        else { return nil }
        return SectionPartHashes(layout: layout, header: header, footer: footer)
    }

    /// A row index of -1 or more, as `parentRow` spells it.
    private static func parentRow(_ value: JSONValue?) -> Int? {
        parentRow(value?.doubleValue)
    }

    static func parentRow(_ number: Double?) -> Int? {
        guard let number, number >= -1, number < 1e9, number == number.rounded() else { return nil }
        return Int(number)
    }

    private static func identifier(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text): return text
        case .integer(let integer): return String(integer)
        default: return nil
        }
    }

    private static func rect(_ value: JSONValue) -> Rect? {
        guard let numbers = value.arrayValue?.compactMap(\.doubleValue), numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    static func environment(_ value: JSONValue) -> LayoutEnvironment? {
        guard let width = value["width"]?.doubleValue, let height = value["height"]?.doubleValue else { return nil }
        return LayoutEnvironment(width: width, height: height, scale: value["scale"]?.doubleValue ?? 3)
    }

    private static func describe(_ value: JSONValue) -> String {
        var writer = JSONWriter(capacity: 16)
        writer.value(value)
        return String(decoding: writer.bytes, as: UTF8.self)
    }
}

extension FeedState.SectionState {
    /// The section as the state file spells it (`FeedState.jsonBytes` joins these).
    func jsonBytes() -> [UInt8] {
        var writer = JSONWriter(capacity: 256 + items.count * 80)
        writer.stateSection(
            self, items: Self.writeItems, sectionHash: { $0.string($1.hash) }, sectionID: { $0.id }, parts: parts)
        return writer.bytes
    }

    @Sendable static func writeItems(_ writer: inout JSONWriter, _ section: Self) {
        for item in section.items {
            writer.stateItem(id: item.id, frame: item.frame, parent: item.parent, hash: item.hash)
        }
    }
}

extension FeedState {
    /// Reads a state file or a build output from disk.
    ///
    /// - Throws: `HostError.unreadable` when the file cannot be read, `HostError.invalidDocument` when it is not
    ///   a state or build output, `HostError.unreadable` too when its sections and items take more than
    ///   `allowance`.
    package init(reading path: String, allowance: StateReadAllowance = .standard) throws(HostError) {
        switch try StateFileReader.read(path: path, limit: ReadLimits.state, allowance: allowance) {
        case .state(let state): self = state
        case .missing, .otherShape:
            try self.init(
                parsingAnyShape: FileSystem.readFile(path, limit: ReadLimits.state), path: path, allowance: allowance)
        }
    }
}
