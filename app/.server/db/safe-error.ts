// What may be logged of a database or driver error. Drizzle's DrizzleQueryError puts the query
// and its parameters (a visitor's name, e-mail and message) in its `.message`; the driver's
// `.message` and `.detail` can quote values too ("Key (email)=(…) already exists"). Only the
// kinds of error, the SQLSTATE or system code and the names of schema objects are kept.

const SQLSTATE_NAMES: Record<string, string> = {
  "08000": "connection_exception",
  "08003": "connection_does_not_exist",
  "08006": "connection_failure",
  "22001": "string_data_right_truncation",
  "22P02": "invalid_text_representation",
  "23502": "not_null_violation",
  "23503": "foreign_key_violation",
  "23505": "unique_violation",
  "23514": "check_violation",
  "25P02": "in_failed_sql_transaction",
  "28P01": "invalid_password",
  "3D000": "invalid_catalog_name",
  "40001": "serialization_failure",
  "40P01": "deadlock_detected",
  "42501": "insufficient_privilege",
  "42703": "undefined_column",
  "42P01": "undefined_table",
  "53100": "disk_full",
  "53300": "too_many_connections",
  "57014": "query_canceled",
  "57P01": "admin_shutdown",
  "57P03": "cannot_connect_now",
};

const CODE = /^[A-Za-z0-9_]{1,40}$/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$]{0,62}$/;
const CLASS_NAME = /^[A-Z][A-Za-z0-9_]{2,60}$/;

type DriverFields = { code?: unknown; table?: unknown; constraint?: unknown; column?: unknown };

/**
 * A description of `error` that is safe to log: error classes along the cause chain, then the
 * code (with its SQLSTATE name) and the table, column and constraint it names, e.g.
 * `DrizzleQueryError < DatabaseError code=23505 (unique_violation) table=contact_messages`.
 */
export function describeDbError(error: unknown): string {
  if (error instanceof StorageError) return error.message;
  const classes: string[] = [];
  const details: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    const fields = (typeof current === "object" ? current : {}) as DriverFields;
    const code = typeof fields.code === "string" && CODE.test(fields.code) ? fields.code : undefined;
    classes.push(className(current, code));
    if (code && details.length === 0) {
      details.push(`code=${code}${SQLSTATE_NAMES[code] ? ` (${SQLSTATE_NAMES[code]})` : ""}`);
      for (const key of ["table", "column", "constraint"] as const) {
        const value = fields[key];
        if (typeof value === "string" && IDENTIFIER.test(value)) details.push(`${key}=${value}`);
      }
    }
    current = current instanceof Error ? current.cause : undefined;
  }
  return [classes.join(" < "), ...details].join(" ");
}

function className(value: unknown, code: string | undefined): string {
  if (!(value instanceof Error)) return typeof value === "object" ? "object" : typeof value;
  const name = value.constructor?.name ?? "";
  if (CLASS_NAME.test(name)) return name;
  // A minified driver class (PGlite's is one letter): name it by what it carries.
  return code && /^[0-9A-Z]{5}$/.test(code) ? "DatabaseError" : "Error";
}

/**
 * A database failure that is safe to log as it is: its message is the description above and it
 * keeps no cause, so nothing downstream can print the original's query, values or detail.
 */
export class StorageError extends Error {
  constructor(error: unknown) {
    super(describeDbError(error));
    this.name = "StorageError";
  }
}
