/// The `data/` files a load read, for `feed watch`: by the names the script gave (`ctx.data("z-sets/x.json")`),
/// and by their paths inside `data/` with every link resolved (`other/x.json`), which is how the watcher names
/// the file when it walked the linked folder by its other name.
final class DataReads: Sendable {
    let names = Lines()
    let targets = Lines()
    /// The hash of the bytes read, by target.
    let hashes = ReadHashRecorder()
}
