// Filled in by the http work; see the issue tracker.
export {};
