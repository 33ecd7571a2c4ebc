import Glibc
import Testing

@testable import FileWatching

@Suite struct InotifyEventParsingTests {
    /// One record as the kernel lays it out on a little-endian machine: wd, mask, cookie, len, padded name.
    private func record(watch: Int32, mask: UInt32, name: String, paddedTo length: Int) -> [UInt8] {
        record(watch: watch, mask: mask, nameBytes: Array(name.utf8), paddedTo: length)
    }

    private func record(watch: Int32, mask: UInt32, nameBytes: [UInt8], paddedTo length: Int) -> [UInt8] {
        func bytes(_ value: UInt32) -> [UInt8] {
            (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
        }
        var name = nameBytes
        name += [UInt8](repeating: 0, count: length - name.count)
        return bytes(UInt32(bitPattern: watch)) + bytes(mask) + bytes(0) + bytes(UInt32(length)) + name
    }

    @Test func parsesConsecutiveRecordsWithPaddedNames() {
        let closeWrite = UInt32(bitPattern: IN_CLOSE_WRITE)
        let moveSelf = UInt32(bitPattern: IN_MOVE_SELF)
        let bytes =
            record(watch: 1, mask: closeWrite, name: "banners.lua", paddedTo: 16)
            + record(watch: 2, mask: moveSelf, name: "", paddedTo: 0)
            + record(watch: -1, mask: UInt32(bitPattern: IN_Q_OVERFLOW), name: "", paddedTo: 0)
        let events = InotifyEvent.parse(bytes[...])
        #expect(
            events == [
                InotifyEvent(watch: 1, mask: closeWrite, name: "banners.lua"),
                InotifyEvent(watch: 2, mask: moveSelf, name: ""),
                InotifyEvent(watch: -1, mask: UInt32(bitPattern: IN_Q_OVERFLOW), name: ""),
            ])
        #expect(events[0].has(IN_CLOSE_WRITE | IN_MOVED_TO))
        #expect(!events[0].has(IN_ISDIR))
    }

    @Test func dropsATruncatedTail() {
        let whole = record(watch: 3, mask: 8, name: "a.lua", paddedTo: 16)
        let bytes = whole + record(watch: 4, mask: 8, name: "b.lua", paddedTo: 16).dropLast(3)
        #expect(InotifyEvent.parse(bytes[...]) == [InotifyEvent(watch: 3, mask: 8, name: "a.lua")])
    }

    @Test func parsesASliceThatDoesNotStartAtZero() {
        let bytes = [0xAA, 0xBB] + record(watch: 5, mask: 8, name: "c.lua", paddedTo: 8)
        #expect(InotifyEvent.parse(bytes[2...]) == [InotifyEvent(watch: 5, mask: 8, name: "c.lua")])
    }

    /// A Latin-1 name: repaired for messages, and marked, so the watcher walks the tree instead of opening it.
    @Test func marksANameThatIsNotUTF8() {
        let latin1 = Array("zz".utf8) + [0xFF] + Array(".lua".utf8)
        let events = InotifyEvent.parse(
            (record(watch: 1, mask: 8, nameBytes: latin1, paddedTo: 16)
                + record(watch: 1, mask: 8, name: "zz\u{FFFD}.lua", paddedTo: 16))[...])
        #expect(
            events == [
                InotifyEvent(watch: 1, mask: 8, name: "zz\u{FFFD}.lua", nameIsUndecodable: true),
                InotifyEvent(watch: 1, mask: 8, name: "zz\u{FFFD}.lua"),
            ])
    }
}
