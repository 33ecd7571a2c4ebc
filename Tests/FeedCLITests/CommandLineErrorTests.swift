import FeedTestSupport
import Testing

/// Problems with the options rather than a file: `--width 10` leaves no room for the 16-point layout margins of a
/// compact width. The message gave neither the margins nor their sum ("insets leave no room in a 10×844
/// container"), and the summary counted the command line as a file ("1 error in 1 file").
@Suite struct CommandLineErrorTests {
    @Test func aScreenTooNarrowForItsMarginsSaysHowMuchAndWhere() throws {
        let run = try FeedBinary.run(["check", KitFolders.plugins, "--format", "text", "--width", "10"])
        #expect(run.status == 1)
        #expect(
            run.errors.split(separator: "\n") == [
                "error: command line: environment.layoutMargins: insets of 32 (16 + 16) leave no room in a "
                    + "container 10 wide",
                "feed: 1 error in the command line",
            ], "\(run.errors)")
    }
}
