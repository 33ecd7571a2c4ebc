import Foundation

/// The process's open descriptors of the kinds a server leaks: sockets and eventfds (libmicrohttpd's wake-ups).
enum Descriptors {
    static func serverKinds() -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return entries.filter { entry in
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + entry)) ?? ""
            return target.hasPrefix("socket:") || target.hasPrefix("anon_inode:[eventfd]")
        }.count
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
