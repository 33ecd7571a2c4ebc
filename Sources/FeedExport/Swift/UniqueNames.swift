/// Swift names made unique by a number, as the generated file needs: `base`, else `base2`, `base3`, … — the first
/// not taken.
///
/// Each base remembers where its numbers reached: names are never given back, so those below are still taken,
/// and n names of one base cost n steps rather than n²/2. Script strings that spell one base many ways (`a!`,
/// `a@`, `a#`: every element kind becomes `elementAKind`) made `feed export swift` take 9.8 s for 3,000 of them,
/// and the time grew with the cube (a scan of every name given, for every number tried).
struct UniqueNames {
    private var taken: Set<String>
    private var next: [String: Int] = [:]
    /// Names looked up so far: what the numbering costs (`UniqueNamesTests`).
    private(set) var probes = 0

    init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// `base` or the first numbered form of it not taken, now taken.
    mutating func claim(_ base: String) -> String {
        var name = base
        probes += 1
        if taken.contains(name) {
            var number = next[base, default: 2]
            repeat {
                name = base + String(number)
                number += 1
                probes += 1
            } while taken.contains(name)
            next[base] = number
        }
        taken.insert(name)
        return name
    }
}
