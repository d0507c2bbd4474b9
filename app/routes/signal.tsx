// /signals/{id}: one published signal for a signed-in advisor: the model, the change table, the
// reasoning and the date it takes effect, with the trade list and the model's weights as CSV.
import { isRouteErrorResponse, Link } from "react-router";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { SignalDetails } from "~/components/signals/signal-details";
import { modelPath } from "~/content/model-basics";
import { notFoundPage } from "~/content/not-found-page";
import { signalPageCopy as copy } from "~/content/signals";
import { site } from "~/content/site";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/signal";
import { loadSignal } from "./signal.server";
import { documentPage } from "~/lib/page-handle";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    loaderData
      ? { title: `${loaderData.signal.title} | Signals | ${site.brand}`, description: `A change to the ${loaderData.signal.modelName}.` }
      : notFoundPage,
    { index: false },
  );

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSignal(request, context, params.id);
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function SignalPage({ loaderData }: Route.ComponentProps) {
  const { signal, hasWeights } = loaderData;
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <Link to="/signals#published" className="text-sm font-semibold text-primary underline">
        {copy.back}
      </Link>
      <SignalDetails
        signal={signal}
        modelHref={modelPath(signal.modelId)}
        downloads={
          <p className="flex flex-wrap gap-4 text-sm">
            <a
              href={`/advisor/downloads/signals/${encodeURIComponent(signal.id)}/trades.csv`}
              className="font-semibold text-primary underline"
              download
            >
              {copy.tradesCsv}
            </a>
            {hasWeights ? (
              <a href={`/advisor/downloads/models/${signal.modelId}/weights.csv`} className="font-semibold text-primary underline" download>
                {copy.weightsCsv}
              </a>
            ) : null}
          </p>
        }
      />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  throw error;
}

// A document to read: no script from React (docs/decisions/0028).
export const handle = documentPage;
