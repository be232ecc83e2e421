// Filled in by the chat work.
export {};
