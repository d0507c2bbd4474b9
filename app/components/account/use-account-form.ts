import { useEffect } from "react";
import { useNavigation } from "react-router";
import type { Notice } from "~/lib/notice";
import { notify } from "~/components/ui/toaster";
import type { AccountFormResult } from "~/lib/schemas/form-result";

export type AccountFormNotices = {
  /** Shown once the action is done. */
  done: Notice;
  /** Title of a refusal or failure toast. */
  failedTitle: string;
  /** What a failure (storage down) says. */
  failed: string;
  /** A field error shown as a toast as well (the spec's terms and empty-field toasts). */
  fieldToasts?: Partial<Record<string, Notice>>;
};

/** The notice an answer of the action shows, if any: beside the form, or as the spec's toast where it names one. */
export function noticeFor(result: AccountFormResult | undefined, notices: AccountFormNotices): Notice | undefined {
  if (!result) return undefined;
  if (result.status === "done") return notices.done;
  if (result.status === "refused")
    return { title: result.title ?? notices.failedTitle, description: result.message, variant: "destructive" };
  if (result.status === "error") return { title: notices.failedTitle, description: notices.failed, variant: "destructive" };
  const field = Object.keys(result.errors).find((name) => notices.fieldToasts?.[name]);
  return field ? notices.fieldToasts![field] : undefined;
}

/**
 * The state of an account form posted to its route action: pending while the request runs,
 * the field errors, and the values to fill in again. With `toast` (sign-in and registration,
 * whose toasts the spec names) each answer is a toast; otherwise the screen shows it beside the
 * form, once (docs/decisions/0015).
 */
export function useAccountForm(result: AccountFormResult | undefined, notices: AccountFormNotices, { toast = false } = {}) {
  const pending = useNavigation().state === "submitting";
  useEffect(() => {
    const notice = toast ? noticeFor(result, notices) : undefined;
    if (notice) void notify(notice);
    // A new answer is a new object: each one shows its toast once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result && result.status !== "done" ? result.values : {};
  return { pending, errors, values };
}
