// Drizzle tables of the commerce area (see drizzle.config.ts).
export {};
