// Filled in by the request work; see the issue tracker.
export {};
