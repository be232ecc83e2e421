// Filled in by the navigation work; see the issue tracker.
export {};
