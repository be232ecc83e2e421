// Filled in by the auth work; see the issue tracker.
export {};
