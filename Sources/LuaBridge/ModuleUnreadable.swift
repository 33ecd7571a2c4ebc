/// Why a module that exists cannot be loaded (a FIFO, an oversized or unreadable file): `require` reports this
/// reason instead of "not found".
package struct ModuleUnreadable: Error, Sendable {
    package let reason: String

    package init(reason: String) {
        self.reason = reason
    }
}
