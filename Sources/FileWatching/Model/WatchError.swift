import Glibc

/// Why a folder cannot be watched.
public struct WatchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The kind of failure.
    public enum Reason: Sendable, Equatable {
        /// Nothing exists at the path.
        case missing
        /// The path exists but is not a directory.
        case notADirectory
        /// The directory exists but cannot be listed; the system error number.
        case unreadable(errno: Int32)
    }

    /// The folder that was to be watched.
    public let path: String
    /// What went wrong.
    public let reason: Reason

    /// Creates an error for `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
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
