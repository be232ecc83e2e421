// Filled in by the subscription work; see the issue tracker.
export {};
