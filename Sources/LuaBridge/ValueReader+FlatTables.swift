internal import CLua

/// A dictionary built for one flat table, kept so that the next table with the same keys — the same Lua strings
/// in the same traversal order, as tables built alike have — copies it and replaces its values by position
/// instead of hashing every key again (SipHash of each key was a sixth of converting 100k items).
struct FlatTemplate {
    /// The key strings' addresses in traversal order: alive, and so naming the same strings, for one conversion.
    var keys: [UnsafeRawPointer]
    /// Where each key's value lies in `fields`, in traversal order; empty until a table repeats the keys.
    var positions: [LuaValue.Fields.Index]
    var fields: LuaValue.Fields
}

extension LuaValue {
    /// A `.table`'s fields.
    typealias Fields = [String: LuaValue]
}

extension ValueReader {
    /// The flat table at `index` (string keys, scalar values) as a `.table`, or nil to read it the general way:
    /// when it is not flat, or when its values would pass the conversion's value limit (the general way names
    /// the field where they do).
    mutating func flatTable(_ index: Int32, depth: Int) throws(ConversionFailure) -> LuaValue? {
        guard let flat = state.flatTables.read(thread, at: index) else { return nil }
        let entries = flat.entries
        if entries.isEmpty { return .array([]) }
        guard budget >= entries.count else { return nil }
        budget -= entries.count
        guard meter.add(values: entries.count, textBytes: flat.textBytes) else {
            throw ConversionFailure(refused: true)
        }
        if templates.count <= depth {
            templates.append(contentsOf: repeatElement(nil, count: depth + 1 - templates.count))
        }
        if let fields = filledTemplate(at: depth, with: entries) { return .table(fields) }
        let fields = try freshFields(entries)
        templates[depth] = FlatTemplate(keys: entries.map { UnsafeRawPointer($0.key) }, positions: [], fields: fields)
        return .table(fields)
    }

    /// The template at `depth` with the entries' values in place of its own, when it has the entries' keys.
    private mutating func filledTemplate(at depth: Int, with entries: FlatTable.Entries) -> LuaValue.Fields? {
        guard var template = templates[depth], template.matches(entries) else { return nil }
        if template.positions.isEmpty {
            // The first table this shape repeats: most shapes of a small result never do.
            template.positions = entries.map { template.fields.index(forKey: state.decodedStrings.key(of: $0))! }
            templates[depth] = template
        }
        var fields = template.fields
        for (position, entry) in zip(template.positions, entries) { fields.values[position] = value(of: entry) }
        return fields
    }

    /// The entries' dictionary built key by key; two keys that are one Swift string are an error, as in
    /// `dictionary(_:depth:)`.
    private func freshFields(_ entries: FlatTable.Entries) throws(ConversionFailure) -> LuaValue.Fields {
        var fields = LuaValue.Fields(minimumCapacity: entries.count)
        for entry in entries {
            let key = state.decodedStrings.key(of: entry)
            if fields.updateValue(value(of: entry), forKey: key) != nil { throw Self.collision(key) }
        }
        return fields
    }

    private func value(of entry: fe_record_field) -> LuaValue {
        switch Int(entry.type) {
        case Int(FE_FIELD_BOOLEAN): return .boolean(entry.integer != 0)
        case Int(FE_FIELD_INTEGER): return .integer(Int64(entry.integer))
        case Int(FE_FIELD_NUMBER): return .number(entry.number)
        default: return .string(state.decodedStrings.text(of: entry))
        }
    }
}

extension FlatTemplate {
    /// Whether the entries have the template's keys, the same strings in the same order.
    func matches(_ entries: FlatTable.Entries) -> Bool {
        keys.elementsEqual(entries) { $0 == UnsafeRawPointer($1.key) }
    }
}
