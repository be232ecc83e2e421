// Filled in by the search work; see the issue tracker.
export {};
