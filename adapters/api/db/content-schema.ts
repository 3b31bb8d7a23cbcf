// Drizzle tables of the content area (see drizzle.config.ts).
export {};
