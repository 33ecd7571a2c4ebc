import Foundation

/// The process's open descriptors that a server could leak, found in `/proc/self/fd`.
///
/// Other test suites may open and close descriptors at the same time, so counts are kept to what only a server
/// opens: TCP sockets on the server's port (either end, found through `/proc/net/tcp*`) and eventfds
/// (libmicrohttpd's wake-ups; nothing else in the package makes them).
enum Descriptors {
    /// Open sockets whose local or remote port is `port`.
    static func sockets(onPort port: Int) -> Int {
        var inodes = Set<String>()
        for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
            // Read to the end: procfs files report size 0, and a sized read gets only the first page.
            guard let handle = FileHandle(forReadingAtPath: table) else { continue }
            let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
            handle.closeFile()
            for line in text.split(separator: "\n").dropFirst() {
                let fields = line.split(separator: " ")
                guard fields.count > 9 else { continue }
                let ports = [fields[1], fields[2]].map { Int($0.split(separator: ":").last ?? "", radix: 16) }
                if ports.contains(port) { inodes.insert("socket:[\(fields[9])]") }
            }
        }
        return links().filter { inodes.contains($0) }.count
    }

    /// Open eventfds.
    static func eventDescriptors() -> Int {
        links().filter { $0 == "anon_inode:[eventfd]" }.count
    }

    private static func links() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return entries.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0) }
    }

    /// Waits (polling, at most `seconds`) until `condition` holds; returns whether it did.
    static func eventually(within seconds: Double = 30, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }
}
