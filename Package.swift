// swift-tools-version:6.0
import PackageDescription

/// The module graph of DESIGN.md. The two engines (`FeedLayout`, `FeedDiff`) import nothing but the
/// standard library; only `LuaBridge` touches C.
let package = Package(
    name: "FeedEngine",
    products: [
        .executable(name: "feed", targets: ["feed"]),
        .executable(name: "feed-bench", targets: ["FeedBenchmarks"]),
        .library(name: "FeedLayout", targets: ["FeedLayout"]),
        .library(name: "FeedDiff", targets: ["FeedDiff"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        .target(name: "LuaBridge", dependencies: ["CLua"]),
        .target(name: "FeedLayout"),
        .target(name: "FeedDiff"),
        .target(name: "FeedScripting", dependencies: ["LuaBridge", "FeedLayout"]),
        .target(name: "FileWatching"),
        .target(
            name: "FeedHost",
            dependencies: ["FeedScripting", "FeedLayout", "FeedDiff", "FileWatching", "LuaBridge"]
        ),
        .target(name: "FeedCLI", dependencies: ["FeedHost", "FeedLayout", "FeedDiff", "FileWatching"]),
        .executableTarget(name: "feed", dependencies: ["FeedCLI"]),
        .executableTarget(
            name: "FeedBenchmarks",
            dependencies: ["FeedLayout", "FeedDiff", "LuaBridge", "FeedScripting", "FeedHost", "FileWatching"]
        ),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge"]),
        .testTarget(name: "FeedLayoutTests", dependencies: ["FeedLayout"]),
        .testTarget(name: "FeedDiffTests", dependencies: ["FeedDiff"]),
        .testTarget(name: "FeedScriptingTests", dependencies: ["FeedScripting", "FeedLayout", "LuaBridge"]),
        .testTarget(name: "FileWatchingTests", dependencies: ["FileWatching"]),
        .testTarget(name: "FeedHostTests", dependencies: ["FeedHost", "FeedLayout", "FeedDiff", "FileWatching"]),
        .testTarget(name: "FeedCLITests", dependencies: ["FeedCLI", "FeedHost"]),
    ],
    swiftLanguageModes: [.v6]
)
