/// Entry point of the `feed` command; replaced by the real parser as the CLI issue lands.
public enum FeedCommandLine {
    public static func run(_ arguments: [String]) -> Int32 {
        print("feed: not yet available")
        return 2
    }
}
