/// Numbers as error messages show them.
enum NumberText {
    /// Integers without a fraction (`-3`), others with up to 3 decimals (`0.333`), non-finite values by name.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        let scaled = (value * 1000).rounded()
        if scaled == (value.rounded() * 1000) && abs(value) < 1e15 { return String(Int(value.rounded())) }
        return String(scaled / 1000)
    }

    /// A count with a comma every three digits (`18,999`), as the host's messages write counts.
    static func grouped(_ count: Int) -> String {
        let digits = Array(String(count.magnitude))
        var text = count < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
