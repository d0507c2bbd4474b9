// /logout: a POST ends the session on the server (its row is deleted), clears both cookies and
// lands here, where the page says so. A GET changes nothing: it says "You are signed out" when
// there is no session, and otherwise offers the button that posts.
import { Form, Link, redirect } from "react-router";
import { currentAdvisor } from "~/.server/accounts/current-advisor";
import { refusedPost } from "~/.server/accounts/form-post";
import { hintCookie, isHttps } from "~/.server/accounts/hint-cookie";
import { accountServices } from "~/.server/accounts/services";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { buttonVariants } from "~/components/ui/button";
import { CircleCheck } from "~/components/ui/icons/circle-check";
import { accountPages as pages } from "~/content/account-pages";
import { signOutCopy as copy } from "~/content/sign-out";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/logout";

export const meta = () => pageMeta(pages["/logout"]);

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { advisor } = await currentAdvisor(request, context).catch(() => ({ advisor: undefined }));
  return { signedIn: Boolean(advisor) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const headers = new Headers({ "Set-Cookie": hintCookie(isHttps(request), false), "Cache-Control": "private, no-store" });
  if (refusedPost(request, context)) return redirect("/", { headers });
  try {
    const auth = (await accountServices(context)).authFor(request);
    if (await auth.api.getSession({ headers: request.headers })) {
      const ended = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
      for (const cookie of ended.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
      log("info", "account.signed-out");
    }
  } catch (error) {
    log("error", "account.sign-out.error", { error: describeDbError(error) });
  }
  return redirect("/logout", { headers });
}

export default function SignOutPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16 sm:px-6">
      {loaderData.signedIn ? (
        <>
          <h1 className="text-3xl font-semibold">{copy.stillTitle}</h1>
          <p className="mt-3 text-muted-foreground">{copy.stillLead}</p>
          <Form method="post" reloadDocument className="mt-6">
            <button type="submit" className={buttonVariants()}>
              {copy.submit}
            </button>
          </Form>
        </>
      ) : (
        <div role="status" data-slot="signed-out">
          <h1 className="flex items-center gap-2 text-3xl font-semibold">
            <CircleCheck aria-hidden="true" className="size-7 text-primary" />
            {copy.doneTitle}
          </h1>
          <p className="mt-3 text-muted-foreground">{copy.doneLead}</p>
          <p className="mt-6 flex flex-wrap gap-3">
            <Link to={copy.signInAgain.href} className={buttonVariants()}>
              {copy.signInAgain.label}
            </Link>
            <Link to={copy.home.href} className={buttonVariants({ variant: "outline" })}>
              {copy.home.label}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
