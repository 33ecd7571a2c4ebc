// Replaced as the module's issue lands.
enum FeedScriptingModulePlaceholder {}
