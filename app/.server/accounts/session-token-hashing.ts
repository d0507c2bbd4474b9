// Session tokens are kept in the database only as SHA-256 hashes, so a copy of the database is
// not enough to sign in as anyone. The authentication library reads and writes sessions by
// their token through its database adapter; this wraps the adapter so that every token it
// writes or looks up is hashed on the way in, and a session found by its token is handed back
// with the token the library asked for (the one in the cookie). A session found another way
// (by user) carries only the hash, which opens nothing.
import type { BetterAuthOptions, DBAdapter, Where } from "better-auth";
import { hashToken } from "./links";

const SESSION = "session";
const TOKEN = "token";

type Query = { model: string; where?: Where[]; data?: Record<string, unknown>; update?: Record<string, unknown> };

const hashValue = (value: Where["value"]): Where["value"] =>
  typeof value === "string" ? hashToken(value) : Array.isArray(value) ? (value as string[]).map((item) => hashToken(String(item))) : value;

/** The clear token a query looks for, when it looks for exactly one. */
const tokenSought = (where: Where[] | undefined): string | undefined => {
  const clause = where?.find((item) => item.field === TOKEN && (item.operator ?? "eq") === "eq");
  return typeof clause?.value === "string" ? clause.value : undefined;
};

function hashQuery<Q extends Query>(query: Q): Q {
  if (query.model !== SESSION) return query;
  const hashed: Q = { ...query };
  if (query.where) hashed.where = query.where.map((item) => (item.field === TOKEN ? { ...item, value: hashValue(item.value) } : item));
  if (typeof query.data?.[TOKEN] === "string") hashed.data = { ...query.data, [TOKEN]: hashToken(query.data[TOKEN]) };
  if (typeof query.update?.[TOKEN] === "string") hashed.update = { ...query.update, [TOKEN]: hashToken(query.update[TOKEN]) };
  return hashed;
}

/** The row as the library expects it: with the clear token it knew, where it knew one. */
function withClearToken<R>(query: Query, row: R): R {
  if (query.model !== SESSION || !row || typeof row !== "object") return row;
  const clear = (query.data?.[TOKEN] as string | undefined) ?? (query.update?.[TOKEN] as string | undefined) ?? tokenSought(query.where);
  return clear === undefined ? row : { ...row, [TOKEN]: clear };
}

export function hashSessionTokens<A extends Omit<DBAdapter, "transaction"> & { transaction?: DBAdapter["transaction"] }>(adapter: A): A {
  const wrapped = {
    ...adapter,
    create: async (query: Parameters<DBAdapter["create"]>[0]) => withClearToken(query, await adapter.create(hashQuery(query))),
    findOne: async (query: Parameters<DBAdapter["findOne"]>[0]) => withClearToken(query, await adapter.findOne(hashQuery(query))),
    findMany: (query: Parameters<DBAdapter["findMany"]>[0]) => adapter.findMany(hashQuery(query)),
    count: (query: Parameters<DBAdapter["count"]>[0]) => adapter.count(hashQuery(query)),
    update: async (query: Parameters<DBAdapter["update"]>[0]) => withClearToken(query, await adapter.update(hashQuery(query))),
    updateMany: (query: Parameters<DBAdapter["updateMany"]>[0]) => adapter.updateMany(hashQuery(query)),
    delete: (query: Parameters<DBAdapter["delete"]>[0]) => adapter.delete(hashQuery(query)),
    deleteMany: (query: Parameters<DBAdapter["deleteMany"]>[0]) => adapter.deleteMany(hashQuery(query)),
    consumeOne: async (query: Parameters<DBAdapter["consumeOne"]>[0]) => withClearToken(query, await adapter.consumeOne(hashQuery(query))),
    incrementOne: async (query: Parameters<DBAdapter["incrementOne"]>[0]) =>
      withClearToken(query, await adapter.incrementOne(hashQuery(query))),
  } as unknown as A;
  if (adapter.transaction) {
    const transaction = adapter.transaction.bind(adapter);
    (wrapped as { transaction?: DBAdapter["transaction"] }).transaction = (callback) =>
      transaction((trx) => callback(hashSessionTokens(trx as never)));
  }
  return wrapped;
}

/** The library's `database` option: `factory`'s adapter with session tokens hashed. */
export const withHashedSessionTokens =
  (factory: (options: BetterAuthOptions) => DBAdapter) =>
  (options: BetterAuthOptions): DBAdapter =>
    hashSessionTokens(factory(options));
