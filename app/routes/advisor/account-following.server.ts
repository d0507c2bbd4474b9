// The "Signals & commentary" section of /advisor/account: what the advisor may follow (the
// published models, and commentary), what they follow, and saving their choice. Only an
// advisor the site counts as one (a verified address; approved under ADVISOR_APPROVAL=staff)
// may follow; the change is logged with the account's id, as the account's other changes are.
import type { RouterContextProvider } from "react-router";
import type { CurrentAdvisor } from "~/.server/accounts/current-advisor";
import type { Db } from "~/.server/db/database";
import { log } from "~/.server/log";
import { publishedContentContext } from "~/.server/load-context";
import { COMMENTARY, listFollowing, modelSubject, setFollowing, type Subject } from "~/.server/signals/subscriptions";
import { followingCopy } from "~/content/following";
import { fieldErrors, type AccountFormResult } from "~/lib/schemas/form-result";
import { followingFields, followingSchema } from "~/lib/schemas/following";

export type FollowingChoice = { subject: Subject; label: string; on: boolean; offByLinkAt: string | null };

export type FollowingSection = { allowed: boolean; models: FollowingChoice[]; commentary: FollowingChoice };

/** What the advisor may follow, in the models' published order. */
function offered(context: Readonly<RouterContextProvider>): { subject: Subject; label: string }[] {
  const { models } = context.get(publishedContentContext);
  return [
    ...models.map((model) => ({ subject: modelSubject(model.id), label: model.name })),
    { subject: COMMENTARY, label: followingCopy.commentaryLabel },
  ];
}

export async function loadFollowing(db: Db, advisor: CurrentAdvisor, context: Readonly<RouterContextProvider>): Promise<FollowingSection> {
  const state = new Map((await listFollowing(db, advisor.id)).map((row) => [row.subject, row]));
  const choices = offered(context).map(({ subject, label }): FollowingChoice => {
    const row = state.get(subject);
    return { subject, label, on: row?.on ?? false, offByLinkAt: row && !row.on && row.endedBy === "unsubscribe-link" ? row.endedAt : null };
  });
  return { allowed: advisor.approved, models: choices.filter((choice) => choice.subject !== COMMENTARY), commentary: choices.at(-1)! };
}

export async function saveFollowing(
  db: Db,
  advisor: CurrentAdvisor,
  form: FormData,
  context: Readonly<RouterContextProvider>,
): Promise<{ result: AccountFormResult; status?: number }> {
  if (!advisor.approved) return { result: { status: "refused", message: followingCopy.awaitingApproval, values: {} }, status: 403 };
  const checked = followingSchema.safeParse(followingFields(form));
  if (!checked.success) return { result: { status: "invalid", errors: fieldErrors(checked.error), values: {} }, status: 400 };
  const subjects = offered(context).map((choice) => choice.subject);
  const wanted = checked.data.follow as Subject[];
  if (wanted.some((subject) => !subjects.includes(subject)))
    return { result: { status: "invalid", errors: { follow: followingCopy.unknown }, values: {} }, status: 400 };
  const { started, ended } = await setFollowing(db, advisor.id, subjects, wanted);
  if (started.length + ended.length > 0) log("info", "account.following.changed", { userId: advisor.id, started, ended });
  return { result: { status: "done" } };
}
