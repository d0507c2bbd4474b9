// What the server answers on its control socket (see control-socket.ts), one JSON answer per
// request line:
//   ping                      → pong
//   list N                    → the N newest messages (1 to 1000; more is cut to 1000)
//   delete-before ISO-DATE [reason=B64]  → {"deleted": count} of messages sent before that moment
//   delete [reason=B64] ID…   → {"deleted": [ids found and deleted]}
//     (messages within the retention only with a reason, base64url: a forced, audited deletion)
//   mails N                   → the N newest mails of the outbox
//   datasets N [YYYY-MM-DD]   → the N newest zone datasets (served on that UTC day)
//   dataset VERSION           → one zone dataset with its content, or null
//   staff-invite EMAIL ROLE   → {"status"} of inviting EMAIL as staff or admin (npm run staff)
//   staff-list                → the staff accounts
//   staff-remove EMAIL        → {"status"} of removing that staff account
//   staff-audit-verify        → the check of the audit log's hash chain (npm run staff -- audit-verify)
//   content-findings          → the content check of what is published (npm run content:check -- --published)
// Anything wrong is answered with a short fixed {"error"}; database errors are logged, not sent.
import type { Db } from "~/.server/db/database";
import { listMails } from "~/.server/mail/stored-mails";
import { dayBounds, findDataset, listDatasets, MAX_DATASET_LIST, VERSION_PATTERN } from "~/.server/zone-data/dataset-store";
import { errorAnswer } from "./control-socket";
import { listMessages, MAX_LIST_LIMIT } from "~/.server/contact/message-store";
import {
  deleteMessagesBefore,
  deleteMessagesById,
  isMessageId,
  reasonOfArgument,
  RetentionRefusal,
  retentionRules,
  type RetentionRules,
} from "~/.server/contact/retention";
import { getSettings } from "~/.server/settings";
import type { QueuedMail } from "~/.server/mail/outbox";
import type { Settings } from "~/.server/settings";
import { answerStaffRequest } from "~/.server/staff/staff-commands";

export const requestErrors = {
  unknown:
    "unknown request; expected ping, list N, mails N, datasets N, dataset VERSION, delete-before DATE, delete ID, staff-invite EMAIL ROLE, staff-list, staff-remove EMAIL, staff-audit-verify or content-findings",
  opening: "the server is still opening the database; try again in a moment",
  list: `list needs a whole number of messages (at most ${MAX_LIST_LIMIT} are listed)`,
  date: "delete-before needs a moment such as 2019-01-31T00:00:00.000Z",
  ids: "delete needs one or more message ids",
  datasets: `datasets needs a whole number (at most ${MAX_DATASET_LIST} are listed) and optionally a day such as 2026-01-31`,
  version: "dataset needs a version: 12 hexadecimal characters",
  staff: "staff-invite needs an address and a role (staff or admin); staff-remove an address; staff-list and staff-audit-verify nothing",
} as const;

/**
 * What the server lends the staff commands: the address of mailed links, the relay's wake-up
 * for the mail, and the per-address mail cap's settings.
 */
export type ControlOptions = {
  siteUrl: string;
  mailQueued: (mail: QueuedMail) => void;
  mailLimits: Pick<Settings, "MAIL_RATE_LIMIT_MAX" | "MAIL_RATE_LIMIT_WINDOW_MS">;
};

const STAFF_ARITY: Record<string, number> = { "staff-invite": 2, "staff-list": 0, "staff-remove": 1, "staff-audit-verify": 0 };

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/** Answer one request line; `db` is unset while the database is still opening. */
export async function answerControlRequest(db: Db | undefined, request: string, options?: ControlOptions): Promise<string> {
  const [command = "", ...args] = request.trim().split(/\s+/);
  if (command === "ping") return "pong";
  const isStaff = command in STAFF_ARITY && options !== undefined;
  if (!isStaff && !["list", "mails", "datasets", "dataset", "delete-before", "delete", "content-findings"].includes(command))
    return errorAnswer(requestErrors.unknown);
  if (!db) return errorAnswer(requestErrors.opening);
  if (isStaff) {
    if (args.length !== STAFF_ARITY[command]) return errorAnswer(requestErrors.staff);
    return JSON.stringify(await answerStaffRequest(db, command, args, options));
  }

  // Loaded when asked: the content check reads the whole site's content, which the relay and the scripts never need.
  if (command === "content-findings")
    return JSON.stringify(await (await import("~/.server/content-store/published-findings")).publishedFindings(db));
  if (command === "datasets") {
    const limit = args.length >= 1 && /^\d{1,9}$/.test(args[0]!) ? Number(args[0]) : 0;
    const day = args[1];
    if (limit < 1 || args.length > 2 || (day !== undefined && !dayBounds(day))) return errorAnswer(requestErrors.datasets);
    return JSON.stringify(await listDatasets(db, { limit: Math.min(limit, MAX_DATASET_LIST), servedOn: day }));
  }
  if (command === "dataset") {
    if (args.length !== 1 || !VERSION_PATTERN.test(args[0]!)) return errorAnswer(requestErrors.version);
    return JSON.stringify((await findDataset(db, args[0]!)) ?? null);
  }

  if (command === "list" || command === "mails") {
    const limit = args.length === 0 ? 100 : /^\d{1,9}$/.test(args[0]!) ? Number(args[0]) : 0;
    if (limit < 1 || args.length > 1) return errorAnswer(requestErrors.list);
    const capped = Math.min(limit, MAX_LIST_LIMIT);
    return JSON.stringify(command === "list" ? await listMessages(db, capped) : await listMails(db, capped));
  }
  // The server's own retention and clock decide; a reason makes the deletion a forced one.
  let rules: RetentionRules;
  const reason = reasonOfArgument(command === "delete-before" ? args[1] : args[0]);
  try {
    rules = retentionRules(getSettings().CONTACT_RETENTION_MIN_YEARS, new Date(), reason);
  } catch (error) {
    if (error instanceof RetentionRefusal) return errorAnswer(error.message);
    throw error;
  }
  try {
    if (command === "delete-before") {
      const cutoff = args.length === (reason === undefined ? 1 : 2) && ISO_MOMENT.test(args[0]!) ? new Date(args[0]!) : undefined;
      if (!cutoff || Number.isNaN(cutoff.getTime())) return errorAnswer(requestErrors.date);
      return JSON.stringify({ deleted: await deleteMessagesBefore(db, cutoff, rules) });
    }
    const ids = reason === undefined ? args : args.slice(1);
    if (ids.length === 0 || !ids.every(isMessageId)) return errorAnswer(requestErrors.ids);
    return JSON.stringify({ deleted: await deleteMessagesById(db, ids, rules) });
  } catch (error) {
    if (error instanceof RetentionRefusal) return errorAnswer(error.message);
    throw error;
  }
}
