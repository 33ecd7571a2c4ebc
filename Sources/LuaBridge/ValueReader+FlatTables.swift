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
        if var template = templates[depth], template.matches(entries) {
            if template.positions.isEmpty {
                // The first table this shape repeats: most shapes of a small result never do.
                template.positions = entries.map { template.fields.index(forKey: key(of: $0))! }
                templates[depth] = template
            }
            return .table(filled(template, entries))
        }
        let fields = try freshFields(entries)
        templates[depth] = FlatTemplate(keys: entries.map { UnsafeRawPointer($0.key) }, positions: [], fields: fields)
        return .table(fields)
    }

    /// The template's dictionary with the entries' values in place of its own.
    private func filled(_ template: FlatTemplate, _ entries: FlatTable.Entries) -> LuaValue.Fields {
        var fields = template.fields
        for (position, entry) in zip(template.positions, entries) { fields.values[position] = value(of: entry) }
        return fields
    }

    /// The entries' dictionary built key by key; two keys that are one Swift string are an error, as in
    /// `dictionary(_:depth:)`.
    private func freshFields(_ entries: FlatTable.Entries) throws(ConversionFailure) -> LuaValue.Fields {
        var fields = LuaValue.Fields(minimumCapacity: entries.count)
        for entry in entries {
            let key = key(of: entry)
            if fields.updateValue(value(of: entry), forKey: key) != nil {
                throw ConversionFailure(
                    message: "two keys of one table read as \"\(key)\" (\(Self.collision(of: key)))")
            }
        }
        return fields
    }

    private func key(of entry: fe_record_field) -> String {
        state.decodedStrings.string(at: UnsafeRawPointer(entry.key), length: entry.key_length)
    }

    private func value(of entry: fe_record_field) -> LuaValue {
        switch Int(entry.type) {
        case Int(FE_FIELD_BOOLEAN): return .boolean(entry.integer != 0)
        case Int(FE_FIELD_INTEGER): return .integer(Int64(entry.integer))
        case Int(FE_FIELD_NUMBER): return .number(entry.number)
        default:
            return .string(state.decodedStrings.string(at: UnsafeRawPointer(entry.text), length: entry.text_length))
        }
    }
}

extension FlatTemplate {
    /// Whether the entries have the template's keys, the same strings in the same order.
    func matches(_ entries: FlatTable.Entries) -> Bool {
        keys.elementsEqual(entries) { $0 == UnsafeRawPointer($1.key) }
    }
}
