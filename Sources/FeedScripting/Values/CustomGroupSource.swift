import LuaBridge

/// A custom group whose frames come from a script function, `frames = function(env) … end`.
///
/// The host calls the function once per section per layout pass, with the container the layout engine gives, and
/// stores the answer in the group's `customFrames` (`SectionScript.recipe(environment:)` does it).
package struct CustomGroupSource: Hashable, Sendable {
    /// Where the group sits: 0-based positions in `subitems`, starting at the section's group (`[]` is the
    /// section's group itself, `[1, 0]` the first subitem of its second subitem).
    package var elementPath: [Int]
    /// The group's field path for messages, e.g. `layout.group.subitems[2]`.
    package var field: String
    /// The line of its `layout.group.custom` call.
    package var line: Int?
    package var frames: LuaFunctionReference

    package init(elementPath: [Int], field: String, line: Int?, frames: LuaFunctionReference) {
        self.elementPath = elementPath
        self.field = field
        self.line = line
        self.frames = frames
    }
}
