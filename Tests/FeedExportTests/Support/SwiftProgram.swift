import FeedTestSupport
import Foundation
import Synchronization

/// Compiles Swift with the toolchain's `swiftc` at test time: the UIKit surface (`Tests/UIKitSurface`) once per test
/// process as a module named `UIKit`, then programs made of exported files and a driver against it.
enum SwiftProgram {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let surfaceFolder = PackageFolder.root + "/Tests/UIKitSurface"
    static let snapKitFolder = PackageFolder.root + "/Tests/SnapKitSurface"

    /// The folder holding `UIKit.swiftmodule` and `libUIKit.so`, built on first use.
    private static let surface = Mutex<Result<String, Failure>?>(nil)
    /// The folder holding the SnapKit surface (`SnapKit.swiftmodule`, `libSnapKit.so`), built on first use.
    private static let snapKit = Mutex<Result<String, Failure>?>(nil)

    /// The surface built once per version of its sources, under `.build/` (kept between test runs).
    static func surfaceModule() throws(Failure) -> String {
        let result = surface.withLock { cached -> Result<String, Failure> in
            if let cached { return cached }
            let made = Result { () throws(Failure) -> String in try buildSurface() }
            cached = made
            return made
        }
        return try result.get()
    }

    /// SnapKit's surface, built once per version of its sources and of the UIKit surface.
    static func snapKitModule() throws(Failure) -> String {
        let uikit = try surfaceModule()
        let result = snapKit.withLock { cached -> Result<String, Failure> in
            if let cached { return cached }
            let made = Result { () throws(Failure) -> String in
                try buildModule(
                    "SnapKit", sources: swiftFiles(in: snapKitFolder), salt: uikit,
                    flags: ["-I", uikit, "-L", uikit, "-lUIKit", "-Xlinker", "-rpath", "-Xlinker", uikit])
            }
            cached = made
            return made
        }
        return try result.get()
    }

    private static func buildSurface() throws(Failure) -> String {
        try buildModule("UIKit", sources: swiftFiles(in: surfaceFolder), salt: "", flags: [])
    }

    /// Builds the library module `name` from `sources` under `.build/`, named by a hash of the sources and `salt`.
    private static func buildModule(_ name: String, sources: [String], salt: String, flags: [String]) throws(Failure)
        -> String
    {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for path in sources {
            for byte in (FileManager.default.contents(atPath: path) ?? Data()) + Data(salt.utf8) {
                hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211
            }
        }
        let prefix = name == "UIKit" ? "/.build/uikit-surface-" : "/.build/\(name.lowercased())-surface-"
        let folder = PackageFolder.root + prefix + String(hash, radix: 16)
        if FileManager.default.fileExists(atPath: folder + "/lib\(name).so") { return folder }
        let building = folder + ".building-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: building, withIntermediateDirectories: true)
        try compile(
            ["-emit-library", "-emit-module", "-module-name", name, "-parse-as-library"] + flags + sources
                + ["-o", building + "/lib\(name).so"], in: building)
        // Another test process may have finished first; either copy is the same.
        if (try? FileManager.default.moveItem(atPath: building, toPath: folder)) == nil {
            try? FileManager.default.removeItem(atPath: building)
        }
        return folder
    }

    /// Builds an executable from `files` (name → text, written to a fresh folder; `main.swift` is the entry point)
    /// plus `extraSources` paths, linked against the surface, and runs it.
    ///
    /// - Returns: the program's standard output.
    static func run(
        files: [String: String], extraSources: [String] = [], arguments: [String] = [], snapKit: Bool = false
    ) throws(Failure) -> Data {
        let module = try surfaceModule()
        var libraries = ["-I", module, "-L", module, "-lUIKit", "-Xlinker", "-rpath", "-Xlinker", module]
        if snapKit {
            let snap = try snapKitModule()
            libraries += ["-I", snap, "-L", snap, "-lSnapKit", "-Xlinker", "-rpath", "-Xlinker", snap]
        }
        let folder = TemporaryDirectory(prefix: "export-program")
        let paths = files.keys.sorted().map { folder.write($0, files[$0] ?? "") }
        let executable = folder.path + "/program"
        // One frontend for all files (-wmo): batch mode would parse every file and load every module once per job.
        try compile(["-wmo"] + libraries + paths + extraSources + ["-o", executable], in: folder.path)
        return try execute(executable, arguments, in: folder.path)
    }

    /// Type-checks `files` against the surface without linking (for code that is not a program).
    static func typeCheck(files: [String: String], snapKit: Bool = false) throws(Failure) {
        let module = try surfaceModule()
        let snap = snapKit ? ["-I", try snapKitModule()] : []
        let folder = TemporaryDirectory(prefix: "export-typecheck")
        let paths = files.keys.sorted().map { folder.write($0, files[$0] ?? "") }
        try compile(["-typecheck", "-I", module] + snap + paths, in: folder.path)
    }

    static func swiftFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    /// Runs `swiftc` (Swift 6 mode, no optimisation, warnings are errors) with `arguments`.
    static func compile(_ arguments: [String], in directory: String) throws(Failure) {
        let common = [
            "-swift-version", "6", "-Onone", "-warnings-as-errors", "-module-cache-path", directory + "/cache",
        ]
        let output = try execute(compiler, common + arguments, in: directory)
        _ = output
    }

    /// `swiftc` from `PATH` (the toolchain running the tests).
    static let compiler: String = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = String(folder) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "/usr/bin/swiftc"
    }()

    /// Runs `executable` and returns its standard output; a non-zero exit is a failure quoting its standard error.
    static func execute(_ executable: String, _ arguments: [String], in directory: String) throws(Failure) -> Data {
        let result = try launch(executable, arguments, in: directory)
        guard result.status == 0 else {
            throw Failure(
                description: "\((executable as NSString).lastPathComponent) exited \(result.status):\n"
                    + result.errors.prefix(4000))
        }
        return result.output
    }

    /// Runs `executable` to its end; its outputs go through files, so a large output cannot block it.
    static func launch(_ executable: String, _ arguments: [String], in directory: String) throws(Failure)
        -> (status: Int32, output: Data, errors: String)
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let scratch = TemporaryDirectory(prefix: "export-process")
        let outputPath = scratch.write("stdout", "")
        let errorPath = scratch.write("stderr", "")
        process.standardOutput = FileHandle(forWritingAtPath: outputPath)
        process.standardError = FileHandle(forWritingAtPath: errorPath)
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run \(executable): \(error)")
        }
        process.waitUntilExit()
        return (
            process.terminationStatus, FileManager.default.contents(atPath: outputPath) ?? Data(),
            scratch.read("stderr") ?? ""
        )
    }
}
