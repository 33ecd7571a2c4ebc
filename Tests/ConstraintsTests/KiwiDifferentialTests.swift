import Constraints
import FeedTestSupport
import Foundation
import Testing

/// The solver against kiwisolver (Debian's python3-kiwisolver, installed by scripts/install-deps): thousands of
/// random systems, all sent through one python process, must agree on every variable to 0.001 and on which
/// required constraints are unsatisfiable.
@Suite(.tags(.slow), .enabled(if: SlowTests.enabled)) struct KiwiDifferentialTests {
    static let systemCount = 5_000

    @Test func randomSystemsAgreeWithKiwisolver() throws {
        let systems = (0..<Self.systemCount).map { RandomSystem(seed: UInt64($0) &* 7919 &+ 17) }
        let oracle = try Self.runOracle(input: systems.map(\.protocolText).joined(separator: "\n") + "\n")
        let answers = Self.split(oracle)
        try #require(answers.count == systems.count, "kiwisolver answered \(answers.count) systems")
        var unsatisfiable = 0
        for (index, system) in systems.enumerated() {
            let ours = try system.solvedLines().dropLast()
            unsatisfiable += ours.filter { $0.hasPrefix("unsat") }.count
            let agree = Self.agree(Array(ours), answers[index])
            #expect(
                agree,
                "system \(index) differs:\n\(system.protocolText)\nours:\n\(ours.joined(separator: "\n"))\nkiwi:\n\(answers[index].joined(separator: "\n"))"
            )
            if !agree { break }
        }
        // The generator must exercise the unsatisfiable path, not just feasible systems.
        #expect(unsatisfiable > Self.systemCount / 10)
    }

    /// Lines agree when they are the same `unsat` lines and the same values to 0.001.
    static func agree(_ ours: [String], _ theirs: [String]) -> Bool {
        guard ours.count == theirs.count else { return false }
        for (mine, other) in zip(ours, theirs) {
            let left = mine.split(separator: " ")
            let right = other.split(separator: " ")
            guard left.count == right.count, left.first == right.first else { return false }
            if left.first == "unsat" {
                if left != right { return false }
                continue
            }
            for (a, b) in zip(left.dropFirst(), right.dropFirst()) {
                guard let x = Double(a), let y = Double(b), abs(x - y) <= 0.001 else { return false }
            }
        }
        return true
    }

    /// The oracle's output cut into one array of lines per system.
    static func split(_ output: String) -> [[String]] {
        var systems: [[String]] = []
        var current: [String] = []
        for line in output.split(separator: "\n") {
            if line == "end" {
                systems.append(current)
                current = []
            } else {
                current.append(String(line))
            }
        }
        return systems
    }

    /// Runs Tests/ConstraintsTests/kiwi_oracle.py under Debian's python3 (which has kiwisolver), feeding `input`.
    static func runOracle(input: String) throws -> String {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "kiwi_oracle.py")
        let inputFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kiwi-systems-\(ProcessInfo.processInfo.processIdentifier).txt")
        try Data(input.utf8).write(to: inputFile)
        defer { try? FileManager.default.removeItem(at: inputFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [script.path]
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: inputFile)
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        let errors = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(
            process.terminationStatus == 0,
            "kiwi_oracle.py failed (run scripts/install-deps for python3-kiwisolver): \(String(decoding: errors, as: UTF8.self))"
        )
        return String(decoding: output, as: UTF8.self)
    }
}
