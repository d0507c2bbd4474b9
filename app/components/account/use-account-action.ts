import { notify } from "~/components/ui/toaster";
import type { AccountNotices } from "~/content/account";
import { usePending } from "~/lib/use-pending";

type Outcome<Problem> = { ok: true } | { ok: false; problem: Problem };

/**
 * Submit an account form: a problem found before sending shows its toast at once; otherwise
 * the request runs (`pending` is true meanwhile) and its outcome shows the matching toast.
 */
export function useAccountAction<Input, Problem extends string>({
  check,
  send,
  notices,
}: {
  check: (input: Input) => Problem | undefined;
  send: (input: Input) => Promise<Outcome<Problem>>;
  notices: AccountNotices<Problem>;
}) {
  const { pending, run } = usePending();
  async function submit(input: Input) {
    const problem = check(input);
    if (problem) return void notify(notices.problems[problem]);
    const outcome = await run(() => send(input));
    void notify(outcome.ok ? notices.success : notices.problems[outcome.problem]);
  }
  return { pending, submit };
}
