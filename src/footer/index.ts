// Filled in by the footer work; see the issue tracker.
export {};
