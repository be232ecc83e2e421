// Filled in by the search work.
export {};
