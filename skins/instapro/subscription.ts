// Filled in by the subscription work.
export {};
