/// What one read of a state file has charged so far against its allowance, and the error that stops it at the
/// section or item that passes it: both readers (`StateFileParser`, `StateDocumentReader`) charge through it, so
/// they stop at the same place with the same words.
struct StateReadMeter {
    let allowance: StateReadAllowance
    /// The file the error names.
    let path: String
    private(set) var used = 0

    init(_ allowance: StateReadAllowance, path: String) {
        self.allowance = allowance
        self.path = path
    }

    /// Charges section `index`, before its items; the error once what is charged takes more than the allowance.
    mutating func chargeSection(_ index: Int) -> HostError? {
        charge(StateReadAllowance.sectionCost) { "sections[\(index)]" }
    }

    /// Charges section `index`'s id and hash, `count` UTF-8 bytes together, once its members are read.
    mutating func chargeSectionText(_ count: Int, ofSection index: Int) -> HostError? {
        charge(count) { "sections[\(index)]" }
    }

    /// Charges item `index` of section `section`.
    mutating func chargeItem(_ index: Int, ofSection section: Int) -> HostError? {
        charge(StateReadAllowance.itemCost) { "sections[\(section)].items[\(index)]" }
    }

    /// Forgets what was charged: the list it was charged for is let go (a repeated `sections` key).
    mutating func reset() {
        used = 0
    }

    /// The place is worded only for the error.
    private mutating func charge(_ bytes: Int, at place: () -> String) -> HostError? {
        used &+= bytes
        return used <= allowance.bytes ? nil : allowance.exceeded(path: path, at: place())
    }
}
