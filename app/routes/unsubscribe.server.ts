// The server side of /unsubscribe/<token>, the one-click unsubscribe link of every mail to
// followers (RFC 8058). Opening it changes nothing (mail scanners open links): the page says
// what it would stop, and its button posts. A POST, from the page or from the mail provider's
// "Unsubscribe" (`List-Unsubscribe=One-Click`), ends that one subscription at once, without
// signing in: the token names it and nothing else.
import { data, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { formRejectionContext } from "~/.server/load-context";
import { accountServices } from "~/.server/accounts/services";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { modelNameOf } from "~/.server/signals/signal-mail";
import { findByToken, unsubscribeByToken, type Subject } from "~/.server/signals/subscriptions";

export type UnsubscribeState =
  | { status: "confirm"; what: { kind: "model"; modelName: string } | { kind: "commentary" } }
  | { status: "done" | "already-off" | "unknown" };

/** No cache, no referrer (the address holds the token), no index. */
export const UNSUBSCRIBE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex, nofollow" };

const whatOf = (subject: Subject) =>
  subject === "commentary"
    ? ({ kind: "commentary" } as const)
    : ({ kind: "model", modelName: modelNameOf(Number(subject.slice(6))) } as const);

export async function loadUnsubscribe(token: string, context: Readonly<RouterContextProvider>) {
  const accounts = await accountServices(context);
  const found = await findByToken(accounts.base.db, token);
  const page: UnsubscribeState = !found
    ? { status: "unknown" }
    : found.on
      ? { status: "confirm", what: whatOf(found.subject) }
      : { status: "already-off" };
  return data({ page }, { status: found ? 200 : 404, headers: UNSUBSCRIBE_HEADERS });
}

export async function handleUnsubscribe(request: Request, token: string, context: Readonly<RouterContextProvider>) {
  // A mailbox provider posts the one-clicks of many recipients from a few addresses: past the
  // per-client limit of posts it is still honoured (the token is the authority, 256 random bits,
  // and the body is not read). Any other refusal (another site, a wrong body) stands.
  const refused = context.get(formRejectionContext)?.reason === "rate-limited" ? undefined : refusedPost(request, context);
  if (refused)
    return data(
      { page: { status: "unknown" } as UnsubscribeState, problem: refused.message },
      { status: refused.status, headers: UNSUBSCRIBE_HEADERS },
    );
  try {
    const accounts = await accountServices(context);
    const ended = await unsubscribeByToken(accounts.base.db, token);
    if (!ended) return data({ page: { status: "unknown" } as UnsubscribeState }, { status: 404, headers: UNSUBSCRIBE_HEADERS });
    log("info", "subscription.unsubscribed", { subscriptionId: ended.id, subject: ended.subject });
    return data({ page: { status: "done" } as UnsubscribeState }, { headers: UNSUBSCRIBE_HEADERS });
  } catch (error) {
    log("error", "subscription.unsubscribe.failed", { error: describeDbError(error) });
    return data({ page: { status: "unknown" } as UnsubscribeState, problem: "error" }, { status: 503, headers: UNSUBSCRIBE_HEADERS });
  }
}
