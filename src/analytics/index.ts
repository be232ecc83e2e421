// Filled in by the analytics work; see the issue tracker.
export {};
