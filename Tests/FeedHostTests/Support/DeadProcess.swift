import Foundation

/// The id of a process that has ended (and been waited for): what a writer killed mid-save leaves in its
/// temporary's name. Ids are handed out in increasing order, so it is not another process's for a long while.
func deadProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
}
