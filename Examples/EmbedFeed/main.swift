// Embedding FeedEngine: build the bundled feed, change a data file, build again, print the batch update.
// `swift run feed-embed-example [FEED]` works on a temporary copy of FEED (default: plugins).
import FeedEngine
import Foundation

let files = FileManager.default
let copy = files.temporaryDirectory.appendingPathComponent("feed-embed-\(UUID().uuidString)").path
try files.copyItem(atPath: CommandLine.arguments.dropFirst().first ?? "plugins", toPath: copy)

let feed = try Feed(opening: copy)
let first = feed.build()
print("first build: \(first.sectionIDs.joined(separator: ", "))")

// The top two charts trade places (data/charts.json holds one entry per line).
let charts = copy + "/data/charts.json"
var lines = try String(contentsOfFile: charts, encoding: .utf8).components(separatedBy: "\n")
lines.swapAt(1, 2)
try lines.joined(separator: "\n").write(toFile: charts, atomically: true, encoding: .utf8)

let second = feed.build(against: first.baseline)
try? files.removeItem(atPath: copy)
guard let batch = second.changes?.batch else {
    for diagnostic in second.diagnostics { print(diagnostic) }
    exit(1)
}
print("batch: \(batch.operationCount) operation(s)")
print("  moveItems: \(batch.moveItems.map { "\($0.from) → \($0.to)" }.joined(separator: ", "))")
print("  reloadItems: \(batch.reloadItems), insertItems: \(batch.insertItems), deleteItems: \(batch.deleteItems)")
