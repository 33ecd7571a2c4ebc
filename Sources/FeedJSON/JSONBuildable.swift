/// A value tree that `JSONReader` can build: one constructor for each kind of JSON value.
///
/// The reader knows only JSON; each module says what its values are (`LuaValue` has no null, so it reads
/// `null` as `.nil`; the host keeps a distinct null).
package protocol JSONBuildable {
    /// The value of `null`.
    static var jsonNull: Self { get }
    /// The value of `true` or `false`.
    static func jsonBoolean(_ value: Bool) -> Self
    /// A number without fraction or exponent that fits 64 bits.
    static func jsonInteger(_ value: Int64) -> Self
    /// Every other number.
    static func jsonNumber(_ value: Double) -> Self
    /// A string, escapes decoded.
    static func jsonString(_ value: String) -> Self
    /// An array, in order.
    static func jsonArray(_ elements: [Self]) -> Self
    /// An object; of repeated keys the last wins.
    static func jsonObject(_ members: [String: Self]) -> Self
}
