import FeedCLI

#if canImport(Glibc)
    import Glibc
#endif

exit(FeedCommandLine.run(Array(CommandLine.arguments.dropFirst())))
