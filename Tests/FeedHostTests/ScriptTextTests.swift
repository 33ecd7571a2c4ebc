import Testing

@testable import FeedHost

/// A file's text goes to Lua as `lua file.lua` reads it: a byte order mark and a `#` first line dropped, every
/// line keeping its number.
@Suite struct ScriptTextTests {
    @Test(arguments: [
        ("\u{FEFF}return 1", "return 1"),
        ("#!/usr/bin/env lua\nreturn 1", "\nreturn 1"),
        ("#!/usr/bin/env lua\r\nreturn 1", "\nreturn 1"),
        ("\u{FEFF}# a comment line\nreturn 1\n", "\nreturn 1\n"),
        ("#!/usr/bin/env lua", ""),
        ("\u{FEFF}", ""),
        ("", ""),
        // Only a first line is skipped, and only after a mark at the very start.
        ("return 1\n#x", "return 1\n#x"),
        (" \u{FEFF}return 1", " \u{FEFF}return 1"),
        ("return '\u{FEFF}'", "return '\u{FEFF}'"),
        ("-- x\n#!/usr/bin/env lua", "-- x\n#!/usr/bin/env lua"),
    ])
    func theMarkAndAHashLineAreDropped(file: String, text: String) {
        #expect(ScriptText.chunk(of: Array(file.utf8)) == text)
    }

    @Test func everyLineKeepsItsNumber() {
        let file = "\u{FEFF}#!/usr/bin/env lua\nlocal a = 1\nlocal b = 2\n"
        let lines = ScriptText.chunk(of: Array(file.utf8)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4)
        #expect(lines[1] == "local a = 1")
        #expect(lines[2] == "local b = 2")
    }
}
