import Synchronization

/// Finds and opens the stand-in for the system font at run time: Inter (Debian `fonts-inter`, installed by
/// scripts/install-deps), its Display cut from 20 points up as SF Pro switches to its Display cut there; else
/// DejaVu Sans; else no file at all, when text is measured with fixed metrics. Each fallback is stated in one
/// warning, never a crash (docs/decisions.md, "Cells and text").
package final class FontLibrary: Sendable {
    /// The library every measurer shares, so each file is opened once per process.
    package static let shared = FontLibrary()

    static let interFolders = ["/usr/share/fonts/opentype/inter", "/usr/share/fonts/truetype/inter"]
    static let fallbackFolder = "/usr/share/fonts/truetype/dejavu"

    private struct Key {
        var weight: FontWeight
        var display: Bool

        /// The key's place in ``FontLibrary/slots``: two a weight, text then display.
        var slot: Int { 2 * FontWeight.allCases.firstIndex(of: weight)! + (display ? 1 : 0) }
    }

    /// One slot a face, filled under its own lock: two threads wanting the same face open its file once (a cold
    /// build has both cores laying out cells at once), and different faces open in parallel.
    private final class Slot: Sendable {
        let face = Mutex<FontFace?>(nil)
    }

    /// Every face's slot, made up front (two a weight) so finding one takes no lock. Not a dictionary keyed by
    /// `Key`: its first use made the runtime look up `Key: Hashable` in every loaded image's conformances, part of
    /// every cold build with text.
    private let slots = (0..<2 * FontWeight.allCases.count).map { _ in Slot() }
    /// Warnings in the order they happened; the fonts not found among them, and how many of those a build has
    /// already reported. A missing glyph belongs to one text, so builds do not report it for the whole process.
    private let notes = Mutex<(all: [String], fonts: [String], reported: Int)>(([], [], 0))
    private let interFolders: [String]
    private let fallbackFolder: String
    /// Faces an earlier process stored (`restore(_:)`): by slot, and the list as restored.
    private let restored = Mutex<(bySlot: [Int: StoredFace], list: [StoredFace])>(([:], []))

    /// A library that looks in the given folders (tests point it at an empty one to see the fallbacks).
    package init(interFolders: [String] = FontLibrary.interFolders, fallbackFolder: String = FontLibrary.fallbackFolder)
    {
        self.interFolders = interFolders
        self.fallbackFolder = fallbackFolder
    }

    /// Takes the faces an earlier process measured (`ShapeStoreCoding`): a face not opened yet whose file is still
    /// the one stored is served from its shapes, and opens its file only for a text they lack. Call it before
    /// anything is measured; a face already opened keeps what it has.
    package func restore(_ faces: [StoredFace]) {
        let valid = faces.filter { slots.indices.contains($0.slot) }
        restored.withLock { restored in
            for face in valid { restored.bySlot[face.slot] = face }
            restored.list = valid.sorted { $0.slot < $1.slot }
        }
    }

    /// What this process measured with each face it used, for the next one: the texts it shaped or looked up.
    package func storedFaces() -> [StoredFace] {
        slots.indices.compactMap { slot in
            slots[slot].face.withLock { $0 }?.stored(slot: slot)
        }
    }

    /// `storedFaces()` when it differs from what `restore(_:)` was given (there is something new to store), else
    /// nil.
    package func facesToStore() -> [StoredFace]? {
        let faces = storedFaces()
        return faces == restored.withLock({ $0.list }) ? nil : faces
    }

    /// How many faces have opened their font file (a face served from its store opens it only for a text the
    /// store lacks).
    var openedFileCount: Int {
        slots.filter { $0.face.withLock { $0?.shaper?.hasOpenedFile ?? false } }.count
    }

    /// Warnings about fonts not found, each stated once.
    package var warnings: [String] { notes.withLock { $0.all } }

    /// The font-not-found warnings no build has reported yet, marked reported: a long-lived `feed watch` states each once, not on
    /// every rebuild after it first happened.
    package func takeUnreported() -> [String] {
        notes.withLock { notes in
            defer { notes.reported = notes.fonts.count }
            return Array(notes.fonts.dropFirst(notes.reported))
        }
    }

    /// The face for `font`: its file (or the fixed-metric stand-in) and its name for messages.
    func face(for font: FontSpec) -> FontFace {
        let key = Key(weight: font.weight, display: font.size >= 20)
        return slots[key.slot].face.withLock { face in
            if let face { return face }
            let opened = open(key)
            face = opened
            return opened
        }
    }

    private func open(_ key: Key) -> FontFace {
        let family = key.display ? "InterDisplay" : "Inter"
        for folder in interFolders {
            for name in [family, "Inter"] {
                for suffix in ["otf", "ttf"] {
                    let path = "\(folder)/\(name)-\(key.weight.interStyle).\(suffix)"
                    if let face = face(at: path, name: "\(name) \(key.weight.interStyle)", slot: key.slot) {
                        return face
                    }
                }
            }
        }
        let dejaVu = key.weight.isBold ? "DejaVuSans-Bold" : "DejaVuSans"
        if let face = face(at: "\(fallbackFolder)/\(dejaVu).ttf", name: dejaVu, slot: key.slot) {
            warnOnce(
                "font: Inter (Debian fonts-inter) not found; text is measured with \(dejaVu), "
                    + "so sizes differ more from iOS (run scripts/install-deps)", fontNotFound: true)
            return face
        }
        warnOnce(
            "font: neither Inter (fonts-inter) nor DejaVu Sans found; text is measured with fixed metrics "
                + "(0.55 em per character), so sizes are rough (run scripts/install-deps)", fontNotFound: true)
        return FontFace.standIn
    }

    /// The face of the font file at `path`: from the store when it holds that very file for the slot, else the
    /// file opened; nil when there is no file there or it is not a font.
    private func face(at path: String, name: String, slot: Int) -> FontFace? {
        guard let identity = FontFileIdentity(path: path) else { return nil }
        if let stored = restored.withLock({ $0.bySlot[slot] }), stored.path == path, stored.identity == identity {
            return FontFace(stored: stored)
        }
        return FontFile(path: path).map { FontFace(file: $0, identity: identity, name: name) }
    }

    func warnOnce(_ message: String, fontNotFound: Bool = false) {
        notes.withLock { notes in
            guard !notes.all.contains(message) else { return }
            notes.all.append(message)
            if fontNotFound { notes.fonts.append(message) }
        }
    }
}
