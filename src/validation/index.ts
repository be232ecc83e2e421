// Filled in by the validation work; see the issue tracker.
export {};
