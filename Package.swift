// swift-tools-version:6.0
import PackageDescription

/// The module graph of DESIGN.md. The two engines (`FeedLayout`, `FeedDiff`) import nothing but the
/// toolchain's standard library (and FeedDiff its `Synchronization`); only `LuaBridge` touches C.
let package = Package(
    name: "FeedEngine",
    // `Synchronization`'s `Mutex` (LuaBridge, PreviewServer, FeedDiff's buffer pool) needs these.
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "feed", targets: ["feed"]),
        .executable(name: "feed-bench", targets: ["FeedBenchmarks"]),
        .library(name: "FeedLayout", targets: ["FeedLayout"]),
        .library(name: "FeedDiff", targets: ["FeedDiff"]),
        .library(name: "FeedEngine", targets: ["FeedEngine"]),
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
        // FNV-1a, the one stable hash: file contents, content hashes, script seeds.
        .target(name: "StableHashing"),
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
        // JSON: the one reader, writer and value tree of the scripts' `json` module, data files, outputs and state.
        .target(name: "FeedJSON"),
        .target(name: "LuaBridge", dependencies: ["CLua", "FeedJSON", "StableHashing"]),
        .target(name: "TextShaping", dependencies: ["CHarfBuzz", "CFreeType", "FeedLayout"]),
        .target(name: "CellLayout", dependencies: ["Constraints", "TextShaping", "FeedLayout"]),
        .target(name: "FeedLayout"),
        .target(name: "Constraints"),
        .target(name: "FeedDiff"),
        .target(
            name: "FeedScripting", dependencies: ["FeedJSON", "LuaBridge", "FeedLayout", "CellLayout", "TextShaping"]),
        .target(name: "FileWatching", dependencies: ["StableHashing"]),
        .target(
            name: "FeedHost",
            dependencies: [
                "FeedScripting", "FeedLayout", "FeedDiff", "FeedJSON", "FileWatching", "LuaBridge", "StableHashing",
                "CellLayout", "TextShaping",
            ]
        ),
        // The embeddable library: open a feed, build it, diff, save, watch (docs/spec/contract.md §8).
        .target(
            name: "FeedEngine",
            dependencies: ["FeedHost", "FeedScripting", "FeedLayout", "FeedDiff", "FileWatching"]
        ),
        .target(
            name: "FeedExport", dependencies: ["FeedHost", "FeedScripting", "FeedLayout", "CellLayout", "TextShaping"]
        ),
        .target(
            name: "PreviewServer",
            dependencies: ["CMicroHTTPD", "FeedEngine", "FeedHost", "FeedLayout", "FileWatching"]
        ),
        .target(
            name: "FeedCLI",
            dependencies: [
                "FeedEngine", "FeedHost", "FeedLayout", "FeedDiff", "FileWatching", "PreviewServer", "FeedExport",
            ]
        ),
        .executableTarget(name: "feed", dependencies: ["FeedCLI"]),
        // Examples/: programs that embed FeedEngine the way a user's app would (run by FeedEngineTests).
        .executableTarget(name: "feed-embed-example", dependencies: ["FeedEngine"], path: "Examples/EmbedFeed"),
        .executableTarget(
            name: "FeedBenchmarks",
            dependencies: [
                "FeedLayout", "FeedDiff", "LuaBridge", "FeedScripting", "FeedHost", "FileWatching", "CellLayout",
                "TextShaping",
            ]
        ),
        // Helpers shared by the test targets (a plain target: test targets cannot depend on each other).
        .target(name: "FeedTestSupport", path: "Tests/FeedTestSupport"),
        // The layout oracle's random recipe generator, shared by the layout and export tests.
        .target(
            name: "LayoutOracleSupport", dependencies: ["FeedLayout", "FeedTestSupport"],
            path: "Tests/LayoutOracleSupport"
        ),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge", "FeedTestSupport"]),
        .testTarget(name: "TextShapingTests", dependencies: ["TextShaping", "FeedLayout"]),
        .testTarget(name: "CellLayoutTests", dependencies: ["CellLayout", "TextShaping", "FeedLayout"]),
        .testTarget(
            name: "ConstraintsTests", dependencies: ["Constraints", "FeedTestSupport"], exclude: ["kiwi_oracle.py"]
        ),
        .testTarget(
            name: "FeedLayoutTests", dependencies: ["FeedLayout", "FeedTestSupport", "LayoutOracleSupport"],
            exclude: ["Oracle/DISAGREEMENTS.md"]
        ),
        .testTarget(
            name: "FeedDiffTests", dependencies: ["FeedDiff", "FeedTestSupport"], exclude: ["Corpus"]
        ),
        .testTarget(
            name: "FeedScriptingTests",
            dependencies: [
                "FeedScripting", "FeedJSON", "FeedLayout", "LuaBridge", "FeedTestSupport", "CellLayout", "TextShaping",
            ]
        ),
        .testTarget(name: "FileWatchingTests", dependencies: ["FileWatching", "StableHashing"]),
        .testTarget(
            name: "FeedEngineTests", dependencies: ["FeedEngine", "FeedLayout", "FeedDiff", "FeedTestSupport"]
        ),
        .testTarget(
            name: "FeedHostTests",
            dependencies: [
                "FeedHost", "FeedLayout", "FeedDiff", "FeedJSON", "FileWatching", "LuaBridge", "StableHashing",
                "FeedTestSupport",
            ],
            exclude: ["Rendering/Golden"]
        ),
        .testTarget(
            name: "FeedExportTests",
            dependencies: [
                "FeedExport", "FeedHost", "FeedLayout", "FeedScripting", "FeedTestSupport", "LayoutOracleSupport",
            ]
        ),
        .testTarget(
            name: "FeedCLITests",
            dependencies: [
                "FeedCLI", "FeedEngine", "FeedHost", "FeedJSON", "FeedLayout", "FileWatching", "FeedTestSupport",
            ]
        ),
        .testTarget(
            name: "PreviewServerTests",
            dependencies: [
                "PreviewServer", "FeedEngine", "FeedHost", "FeedJSON", "FeedLayout", "FileWatching", "FeedTestSupport",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
