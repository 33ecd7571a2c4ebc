import Glibc

/// Why a folder cannot be watched.
package struct WatchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of failure.
    package enum Reason: Sendable, Equatable {
        /// Nothing exists at the path.
        case missing
        /// The path exists but is not a directory.
        case notADirectory
        /// The directory exists but cannot be listed; the system error number.
        case unreadable(errno: Int32)
    }

    /// The folder that was to be watched.
    package let path: String
    /// What went wrong.
    package let reason: Reason

    /// Creates an error for `path`.
    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    package var description: String {
        switch reason {
        case .missing:
            return "cannot watch \(path): no such folder"
        case .notADirectory:
            return "cannot watch \(path): it is not a folder"
        case .unreadable(let code):
            return "cannot watch \(path): \(String(cString: strerror(code)))"
        }
    }
}
