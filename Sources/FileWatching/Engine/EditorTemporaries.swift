/// Recognises the names editors and tools write next to the files being edited, so they are never reported.
package enum EditorTemporaries {
    /// Whether an entry with this name (not a path) is ignored.
    ///
    /// Ignored: hidden names (a leading `.`: vim's `.x.swp`/`.x.swx` swap files, Emacs's `.#x` lock links,
    /// Sublime's `.subl*.tmp`, the host's own `.feed/` state folder), backups ending in `~`, vim's write probe
    /// `4913`, `*.swp`/`*.swx`, Emacs auto-saves `#x#`, and JetBrains's `x___jb_tmp___`/`x___jb_old___`.
    /// Other temporaries (`sed -i`'s, an editor's `x.tmp` renamed over the target) usually live for less than
    /// the debounce and are never seen; if one outlives it, it shows up as created and then deleted.
    package static func isIgnored(_ name: String) -> Bool {
        if name.isEmpty || name.hasPrefix(".") || name.hasSuffix("~") || name == "4913" {
            return true
        }
        if name.hasSuffix(".swp") || name.hasSuffix(".swx") {
            return true
        }
        if name.count > 1 && name.hasPrefix("#") && name.hasSuffix("#") {
            return true
        }
        return name.hasSuffix("___jb_tmp___") || name.hasSuffix("___jb_old___")
    }
}
