/**
 * The libraries the server build bundles rather than loading from node_modules file by file
 * (docs/decisions/0025): a bare import of one of them, or of a file inside it.
 */
export const bundledLibrary = /^(drizzle-orm|better-auth|@better-auth\/[^/]+|kysely|zod|jose|better-call)(\/|$)/;
