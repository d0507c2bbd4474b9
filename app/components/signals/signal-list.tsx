// The published signals as a signed-in advisor sees them on /signals: a filter by model (a plain
// GET form: /signals is a document, the answer a new page), the models the advisor follows with
// the way to change them, and the signals, newest first, each leading to its page.
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/input";
import { signalListCopy as copy } from "~/content/signals";
import { FOLLOWING_PATH } from "~/content/signals-sign-up";
import { formatDate } from "~/lib/format-date";

const LIST_ID = "published";

export type SignalListItem = {
  id: string;
  modelName: string;
  title: string;
  effectiveDate: string;
  publishedOn: string;
  revisedOn?: string;
};

export function SignalList({
  models,
  following,
  model,
  signals,
  problem,
}: {
  models: { id: number; name: string }[];
  following: string[];
  model: number | null;
  signals: SignalListItem[];
  problem?: string;
}) {
  return (
    <section id={LIST_ID} aria-labelledby="published-title" className="border-b border-border">
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="published-title" className="text-2xl font-semibold sm:text-3xl">
          {copy.title}
        </h2>
        <p className="mt-2 text-muted-foreground">{copy.lead}</p>
        {/* The answer opens at the list, not at the top of the page. */}
        <form method="get" action={`/signals#${LIST_ID}`} className="mt-6 flex flex-wrap items-end gap-3">
          <div className="grid gap-1">
            <Label htmlFor="signal-model">{copy.filterLabel}</Label>
            <NativeSelect id="signal-model" name="model" defaultValue={model ?? ""} className="w-72 max-w-full">
              <option value="">{copy.allModels}</option>
              {models.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <button type="submit" className={buttonVariants({ variant: "outline" })}>
            {copy.filterSubmit}
          </button>
        </form>
        <p className="mt-3 text-sm text-muted-foreground" data-slot="following">
          {copy.youFollow(following)}{" "}
          <Link to={FOLLOWING_PATH} className="font-semibold text-primary underline">
            {following.length === 0 ? copy.following : copy.changeFollowing}
          </Link>
        </p>
        {problem ? (
          <p role="alert" className="mt-4 text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        {signals.length === 0 ? (
          <p className="mt-6 text-muted-foreground">{model === null ? copy.none : copy.noneForModel}</p>
        ) : (
          <ul className="mt-6 grid list-none gap-4" data-slot="signal-list">
            {signals.map((signal) => (
              <li key={signal.id} className="rounded-lg border border-border bg-card p-4">
                <p className="text-sm font-semibold text-primary">{signal.modelName}</p>
                <h3 className="mt-1 text-lg font-semibold">
                  <Link to={`/signals/${encodeURIComponent(signal.id)}`} className="underline-offset-4 hover:underline">
                    {signal.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  {copy.effective(formatDate(signal.effectiveDate))} · {copy.published(formatDate(signal.publishedOn))}
                  {signal.revisedOn ? ` · ${copy.revised(formatDate(signal.revisedOn))}` : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
