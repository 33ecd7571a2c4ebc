import Foundation

/// The parts of a LuaLS annotation file (docs/lua/feedengine.lua) the coverage test compares: classes with their
/// `---@field` lines, string aliases, and the functions declared with the class of their argument.
struct LuaAnnotationFile {
    struct Field: Equatable {
        var name: String
        var isOptional: Bool
        var type: String
    }

    /// Public fields per class (`---@field private` lines are the editor's tags, not keys a script writes).
    var classes: [String: [Field]] = [:]
    /// `---@alias Name "a"|"b"` and multi-line `---| "a"` aliases of string literals.
    var aliases: [String: Set<String>] = [:]
    /// Every `---@alias` as written after its name (`LayoutItem|LayoutGroup`, `"a"|"b"`).
    var aliasDefinitions: [String: String] = [:]
    /// `function name(spec)` → the type of its `---@param` (nil without one).
    var functions: [String: String?] = [:]
    /// Names given a value at the top level (`json = {}`, `_VERSION = "Lua 5.4"`).
    var assigned: Set<String> = []

    init(text: String) {
        var currentClass: String?
        var currentAlias: String?
        var lastParameterType: String?
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("---@class ") {
                let name = String(line.dropFirst(10).split(separator: " ").first ?? "")
                classes[name, default: []] = []
                currentClass = name
                currentAlias = nil
                continue
            }
            if line.hasPrefix("---@field "), let name = currentClass {
                let words = line.dropFirst(10).split(separator: " ", maxSplits: 2).map(String.init)
                guard let first = words.first, first != "private", first != "protected", words.count >= 2 else {
                    continue
                }
                let isOptional = first.hasSuffix("?")
                classes[name]?.append(
                    Field(name: isOptional ? String(first.dropLast()) : first, isOptional: isOptional, type: words[1]))
                continue
            }
            if line.hasPrefix("---@alias ") {
                let words = line.dropFirst(10).split(separator: " ", maxSplits: 1).map(String.init)
                currentAlias = words.first
                aliases[words[0]] = words.count > 1 ? Self.literals(words[1]) : []
                aliasDefinitions[words[0]] = words.count > 1 ? words[1] : ""
                currentClass = nil
                continue
            }
            if line.hasPrefix("---| "), let alias = currentAlias {
                aliases[alias]?.formUnion(Self.literals(String(line.dropFirst(5).split(separator: " ").first ?? "")))
                continue
            }
            if line.hasPrefix("---@param ") {
                let words = line.dropFirst(10).split(separator: " ").map(String.init)
                lastParameterType = words.count > 1 ? words[1] : nil
                continue
            }
            if rawLine.first?.isLetter == true || rawLine.first == "_", let equals = rawLine.range(of: " = "),
                !rawLine.hasPrefix("function "), !rawLine.hasPrefix("local ")
            {
                assigned.insert(String(rawLine[..<equals.lowerBound]))
            }
            if line.hasPrefix("function "), let open = line.firstIndex(of: "(") {
                functions[String(line.dropFirst(9)[..<open])] = lastParameterType
            }
            if !line.hasPrefix("---") {
                currentClass = nil
                currentAlias = nil
                lastParameterType = nil
            }
        }
    }

    /// The string literals of a union such as `"a"|"b"`.
    static func literals(_ union: String) -> Set<String> {
        Set(
            union.split(separator: "|").compactMap { part in
                let trimmed = part.trimmingCharacters(in: .whitespaces)
                guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return nil }
                return String(trimmed.dropFirst().dropLast())
            })
    }
}
