// Filled in by the errors work; see the issue tracker.
export {};
