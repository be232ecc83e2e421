// Filled in by the chat work; see the issue tracker.
export {};
