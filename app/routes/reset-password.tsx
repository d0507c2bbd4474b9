import { NewPasswordField } from "~/components/account/new-password-field";
import { AccountPanel, TextLink } from "~/components/account/account-panel";
import { SubmitButton } from "~/components/account/submit-button";
import { noticeFor, useAccountForm, type AccountFormNotices } from "~/components/account/use-account-form";
import { resetPasswordCopy as copy } from "~/content/account";
import { accountFailures } from "~/content/account-fields";
import { accountPages as pages } from "~/content/account-pages";
import { pageMeta } from "~/lib/meta";
import { fieldErrors, type AccountFormResult } from "~/lib/schemas/form-result";
import type { Route } from "./+types/reset-password";
import { handleResetPost, linkStateOf } from "./reset-password.server";

export const meta = () => pageMeta(pages["/reset-password"]);

/** The password rules (and their library), loaded once when first needed, never with the page. */
const loadPasswordSchema = () => import("~/lib/schemas/password");

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return linkStateOf(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleResetPost(request, context);
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<AccountFormResult> {
  const form = await request.clone().formData();
  // Should the rules fail to load, the server's same rules answer instead.
  const rules = await loadPasswordSchema().catch(() => undefined);
  const checked = rules?.newPasswordSchema.safeParse(form.get("password") ?? "");
  if (checked && !checked.success) return { status: "invalid", errors: { password: fieldErrors(checked.error).form }, values: {} };
  try {
    return (await serverAction()) as AccountFormResult;
  } catch {
    return { status: "error", values: {} };
  }
}

const notices: AccountFormNotices = { done: copy.done, failedTitle: "Error", failed: accountFailures.request };

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, errors } = useAccountForm(actionData, notices);
  const notice = noticeFor(actionData, notices);
  if (actionData?.status === "done" || loaderData.state !== "valid") {
    const text = actionData?.status === "done" ? { title: copy.done.title, lead: copy.done.description } : copy[loaderData.state];
    const link = actionData?.status === "done" ? copy.backToLogin : copy.askAgain;
    return (
      <section className="flex flex-1 items-start justify-center bg-muted px-4 py-12 sm:py-16">
        <div className="w-full max-w-md rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold sm:text-3xl">{text.title}</h1>
          <p className="mt-2 text-muted-foreground">{text.lead}</p>
          <p className="mt-6 text-center text-sm">
            <TextLink link={link} />
          </p>
        </div>
      </section>
    );
  }
  return (
    <AccountPanel
      title={copy.valid.title}
      lead={copy.valid.lead}
      prompt={{ link: copy.backToLogin }}
      notice={notice}
      answer={actionData}
      onFocus={() => void loadPasswordSchema().catch(() => undefined)}
    >
      <input type="hidden" name="token" value={loaderData.token} />
      <NewPasswordField label={copy.passwordLabel} error={errors.password} />
      <SubmitButton pending={pending} text={copy.submit} pendingText={copy.submitting} />
    </AccountPanel>
  );
}
