// Filled in by the footer work.
export {};
