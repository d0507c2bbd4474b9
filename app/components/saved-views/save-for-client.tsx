import { Bookmark } from "~/components/ui/icons/bookmark";
import { LogIn } from "~/components/ui/icons/log-in";
import { useRef, type ReactNode } from "react";
import { useFetcher, useLocation } from "react-router";
import { ResultBanner } from "~/components/forms/result-banner";
import { useFocusFirstError } from "~/components/forms/use-first-error";
import { SavedViewFields } from "~/components/saved-views/saved-view-fields";
import { Button } from "~/components/ui/button";
import { LoaderCircle } from "~/components/ui/icons/loader-circle";
import { saveForClientCopy as copy } from "~/content/save-for-client";
import { SAVE_FORM_ANCHOR, savedViewsPath } from "~/content/saved-view-paths";
import type { AccountFormResult, FieldErrors, FormValues } from "~/lib/schemas/form-result";
import { useSession } from "~/lib/session-state";
import { useHydrated } from "~/lib/use-hydrated";
import { viewKey } from "~/lib/zone-views";
import type { ZoneSelection } from "~/lib/zones";

export type ShownView = { selection: ZoneSelection; dataVersion?: string };

/**
 * "Save for a client" beside a view, a questionnaire result or a comparison. The server's HTML
 * is the same for everyone (the zone pages are cached by address): it holds the form and a
 * sign-in link, and a visitor who posts the form is sent to sign in and back. In the browser,
 * once the header knows who is signed in, an advisor sees only the form and a visitor only
 * the link; the form stays while the header asks, so that nothing typed before is lost.
 */
export function SaveForClient({
  views,
  result,
  returnTo,
  defaultNote = "",
  signedIn = false,
  extraFields,
}: {
  views: ShownView[];
  result?: AccountFormResult;
  returnTo?: string;
  /** What the note says before the advisor writes one. */
  defaultNote?: string;
  signedIn?: boolean;
  /** More fields of the page's own (a questionnaire result's answers and reason), with the answer's values and errors. */
  extraFields?: (state: { values: FormValues; errors: FieldErrors }) => ReactNode;
}) {
  const hydrated = useHydrated();
  const session = useSession();
  const location = useLocation();
  const fetcher = useFetcher<AccountFormResult>();
  const back = returnTo ?? location.pathname + location.search;
  const known = signedIn ? "signed-in" : hydrated ? session.state : "unknown";
  const answer = fetcher.data ?? result;
  const errors = answer?.status === "invalid" ? answer.errors : {};
  const values = answer && answer.status !== "done" ? answer.values : {};
  const problem =
    answer?.status === "refused"
      ? answer.message
      : answer?.status === "error"
        ? copy.failed
        : (errors.views ?? errors.versions ?? errors.questionnaire);
  const pending = fetcher.state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, answer);
  return (
    <section
      aria-labelledby={SAVE_FORM_ANCHOR}
      className="rounded-lg border border-border bg-card p-6 shadow-sm print:hidden"
      data-slot="save-for-client"
    >
      <h2 id={SAVE_FORM_ANCHOR} className="flex items-center gap-2 text-xl font-semibold">
        <Bookmark aria-hidden="true" className="size-5 text-primary" />
        {copy.title}
      </h2>
      {/* Kept while the header asks who is signed in: what an advisor typed before then stays. */}
      {known !== "anonymous" ? (
        <fetcher.Form ref={form} method="post" action={savedViewsPath} className="mt-2 grid gap-x-6 gap-y-2 md:grid-cols-2">
          <p className="text-muted-foreground md:col-span-2">{copy.lead(views.length)}</p>
          {problem ? (
            <ResultBanner
              notice={{ title: copy.failedTitle, description: problem, variant: "destructive" }}
              answer={answer}
              className="md:col-span-2"
            />
          ) : null}
          <input type="hidden" name="views" value={views.map((view) => viewKey(view.selection)).join(",")} />
          <input type="hidden" name="versions" value={views.map((view) => view.dataVersion ?? "").join(",")} />
          <input type="hidden" name="returnTo" value={back} />
          <SavedViewFields values={values} errors={errors} defaults={{ label: "", note: defaultNote }} />
          {extraFields?.({ values, errors })}
          <div className="md:col-span-2">
            <Button type="submit" disabled={pending}>
              {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Bookmark aria-hidden="true" />}
              {pending ? copy.submitting : copy.submit}
            </Button>
          </div>
        </fetcher.Form>
      ) : null}
      {known === "unknown" || known === "anonymous" ? (
        <p className="mt-4 text-sm text-muted-foreground" data-slot="sign-in-to-save">
          {known === "unknown" ? copy.notSignedInPrompt : copy.signInPrompt}{" "}
          <a
            href={copy.signInHref(back)}
            className="inline-flex items-center gap-1 font-semibold text-primary underline hover:no-underline"
          >
            <LogIn aria-hidden="true" className="size-4" />
            {copy.signIn}
          </a>
        </p>
      ) : null}
    </section>
  );
}
