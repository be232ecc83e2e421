// Filled in by the header work.
export {};
