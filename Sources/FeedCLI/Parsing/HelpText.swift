/// The texts of `feed --help`, `feed <command> --help` and usage errors.
enum HelpText {
    static let version = "feed 0.1.0 (FeedEngine, contract v1)"

    static var overview: String {
        var text = """
            feed — every section of a feed is a Lua script; feed lays it out like UIKit's compositional layout
            and diffs each run against the last like a diffable data source.

            usage: feed <command> [options]

            commands:

            """
        let width = Command.allCases.map(\.rawValue.count).max() ?? 0
        for command in Command.allCases {
            text += "  \(command.rawValue.padded(to: width))  \(command.summary)\n"
        }
        text += """

            DIR defaults to . when it holds section scripts (*.lua), else to plugins (the bundled App Store feed);
            the folder used is said on standard error. Run 'feed <command> --help' for its options.
            Exit status: 0 success, 1 a script or validation error (state left untouched), 2 usage.
            --version prints the version.

            """
        return text
    }

    static func help(for command: Command) -> String {
        var text = "usage: \(command.synopsis)\n\n\(command.summary).\n"
        text += details(command)
        let rows =
            (command.options + []).map { option -> (String, String) in
                let (placeholder, help) = option == .format ? FormatChoice.help(for: command) : option.help
                return (placeholder.isEmpty ? option.flag : "\(option.flag) \(placeholder)", help)
            } + [("--help", "show this help")]
        let width = rows.map(\.0.count).max() ?? 0
        text += "\noptions:\n"
        for (flag, help) in rows { text += "  \(flag.padded(to: width))  \(help)\n" }
        return text
    }

    private static func details(_ command: Command) -> String {
        switch command {
        case .build:
            return """

                Runs every *.lua at the top of DIR (feed.lua is the manifest) in its own Lua state, in parallel;
                lays the sections out for the environment; compares with the state file; prints the sections and
                what changed; saves the new state atomically. With errors nothing is saved.

                """
        case .check:
            return "\nLike build, but prints every problem of every script and writes nothing but --out (no state).\n"
        case .diff:
            return """

                OLD and NEW are state files (DIR/.feed/state.json) or outputs of 'feed build --format json'.
                Equal hash strings mean equal content.

                """
        case .watch:
            return "\nOnly scripts that changed (or read a changed data/ or lib/ file) run again.\n"
        case .new:
            return """

                Writes DIR/NAME.lua and its data file DIR/data/NAME.json from a template (default carousel): a
                commented script that passes 'feed check' as written. DIR defaults to . inside a feed folder, else
                plugins. NAME is the section id: letters, digits, _ and -, starting with a letter or _.
                Never overwrites: if either file exists, nothing is written and the exit status is 1. An invalid
                NAME is a usage error (status 2).

                """
        case .`init`:
            return """

                Writes DIR/feed.lua (the manifest, listing the section), DIR/featured.lua and DIR/data/featured.json
                (from a feed new template, default carousel), and DIR/.luarc.json with DIR/types/feedengine.lua, so
                the Lua Language Server completes every DSL field. DIR defaults to . and is created when missing;
                the result builds as written: cd DIR, then feed build. Never overwrites: if any of the files exists,
                nothing is written and the exit status is 1.

                """
        case .serve:
            return ServerOptions.details
        case .devices:
            return """

                Each preset is a row of one table (docs/spec/layout.md §6.1) with its source: size and scale, safe
                areas in portrait and landscape, size classes, layout margins, readable width and bar heights.
                Pick one with --device NAME, turn it with --landscape.

                """
        case .export:
            return """

                Writes ONE Swift file that imports only UIKit and builds the feed's layout with UIKit's API: an enum
                (--name, default FeedSections) with order, section(_:environment:), layout() and
                layout(sectionIdentifier:), and a constant per element kind. layout(env) recipes are evaluated on
                every --device preset and become branches; what cannot follow the device (item data, measure) is
                exported as this run has it, with a // feed: comment and a warning. --client FILE also writes the
                Swift that applies 'changes' to a UICollectionView. Cell templates become UICollectionViewCell
                classes with Item and dataSource(for:); --constraints snapkit writes their constraints with SnapKit
                (the file then imports SnapKit too), anchors (the default) with UIKit's layout anchors. With errors
                nothing is written (status 1).

                """
        }
    }

    /// The lines after a usage error's reason.
    static func usage(for command: Command?) -> String {
        guard let command else { return "usage: feed <command> [options]; see 'feed --help'\n" }
        return "usage: \(command.synopsis); see 'feed \(command.rawValue) --help'\n"
    }
}

extension String {
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
