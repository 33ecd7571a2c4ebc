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
        .systemLibrary(
            name: "CMicroHTTPD",
            pkgConfig: "libmicrohttpd",
            providers: [.apt(["libmicrohttpd-dev"])]
        ),
        .systemLibrary(
            name: "CHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        .systemLibrary(
            name: "CFreeType",
            pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]
        ),
        .target(name: "LuaBridge", dependencies: ["CLua"]),
        .target(name: "TextShaping", dependencies: ["CHarfBuzz", "CFreeType"]),
        .target(name: "CellLayout", dependencies: ["Constraints", "TextShaping", "FeedLayout"]),
        .target(name: "FeedLayout"),
        .target(name: "Constraints"),
        .target(name: "FeedDiff"),
        .target(name: "FeedScripting", dependencies: ["LuaBridge", "FeedLayout"]),
        .target(name: "FileWatching"),
        .target(
            name: "FeedHost",
            dependencies: ["FeedScripting", "FeedLayout", "FeedDiff", "FileWatching", "LuaBridge"]
        ),
        .target(name: "PreviewServer", dependencies: ["CMicroHTTPD", "FeedHost", "FeedLayout", "FileWatching"]),
        .target(
            name: "FeedCLI", dependencies: ["FeedHost", "FeedLayout", "FeedDiff", "FileWatching", "PreviewServer"]
        ),
        .executableTarget(name: "feed", dependencies: ["FeedCLI"]),
        .executableTarget(
            name: "FeedBenchmarks",
            dependencies: ["FeedLayout", "FeedDiff", "LuaBridge", "FeedScripting", "FeedHost", "FileWatching"]
        ),
        // Helpers shared by the test targets (a plain target: test targets cannot depend on each other).
        .target(name: "FeedTestSupport", path: "Tests/FeedTestSupport"),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge"]),
        .testTarget(name: "TextShapingTests", dependencies: ["TextShaping"]),
        .testTarget(name: "CellLayoutTests", dependencies: ["CellLayout", "TextShaping"]),
        .testTarget(name: "ConstraintsTests", dependencies: ["Constraints"], exclude: ["kiwi_oracle.py"]),
        .testTarget(
            name: "FeedLayoutTests", dependencies: ["FeedLayout", "FeedTestSupport"],
            exclude: ["Oracle/DISAGREEMENTS.md"]
        ),
        .testTarget(
            name: "FeedDiffTests", dependencies: ["FeedDiff", "FeedTestSupport"], exclude: ["Corpus"]
        ),
        .testTarget(
            name: "FeedScriptingTests", dependencies: ["FeedScripting", "FeedLayout", "LuaBridge", "FeedTestSupport"]
        ),
        .testTarget(name: "FileWatchingTests", dependencies: ["FileWatching"]),
        .testTarget(
            name: "FeedHostTests",
            dependencies: ["FeedHost", "FeedLayout", "FeedDiff", "FileWatching", "LuaBridge", "FeedTestSupport"],
            exclude: ["Rendering/Golden"]
        ),
        .testTarget(name: "FeedCLITests", dependencies: ["FeedCLI", "FeedHost", "FeedTestSupport"]),
        .testTarget(
            name: "PreviewServerTests",
            dependencies: ["PreviewServer", "FeedHost", "FeedLayout", "FileWatching", "FeedTestSupport"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
