// Filled in by the accessibility work; see the issue tracker.
export {};
