// What the advisor area says of signals: those published since the last visit (the dashboard),
// and the models of a saved view's zones that changed after the view was saved (the dashboard
// and the saved view's page), each leading to its signal. The models of a zone are the firm's
// placement (app/content/zone-products.ts).
import { builtInProducts } from "~/content/zone-products";
import type { AdvisorChange, FollowedModel } from "~/lib/advisor-changes";
import type { ZoneSelection } from "~/lib/zones";
import { modelPath } from "~/content/model-basics";
import { viewName } from "~/content/zone-compare";
import { firmDay } from "~/.server/firm-day";
import type { PublishedSignals } from "./signal-pages";
import { listSignals, modelChangesSince, signalsSince } from "./signal-pages";
import { modelSubject, type Subject } from "./subscriptions";

export const signalPath = (id: string) => `/signals/${encodeURIComponent(id)}`;

/** Signals published after `since` (the last visit, or the registration before a second sign-in), newest first. */
export function newSignals(published: PublishedSignals, since: Date): AdvisorChange[] {
  return signalsSince(published, since).map((signal) => ({
    kind: "signal",
    title: signal.title,
    href: signalPath(signal.id),
    modelName: signal.modelName,
    date: signal.publishedOn,
  }));
}

/** The firm's models placed in any of `views`. */
export function modelsOfViews(views: readonly ZoneSelection[]): number[] {
  const ids = views.flatMap((view) => builtInProducts(view).flatMap((product) => (product.kind === "model" ? [Number(product.id)] : [])));
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** For each model of the view's zones that changed after `savedAt`: its newest signal. */
export function viewModelSignals(published: PublishedSignals, views: readonly ZoneSelection[], savedAt: Date) {
  const changes = modelChangesSince(published, savedAt);
  return modelsOfViews(views).flatMap((modelId) => {
    const signal = changes.get(modelId);
    return signal ? [{ modelName: signal.modelName, title: signal.title, href: signalPath(signal.id) }] : [];
  });
}

/** The dashboard's lines for saved views whose models changed since they were saved. */
export function savedViewSignals(
  published: PublishedSignals,
  saved: readonly { label: string; href: string; views: ZoneSelection[]; createdAt: Date }[],
): AdvisorChange[] {
  return saved.flatMap((view) =>
    viewModelSignals(published, view.views, view.createdAt).map((signal): AdvisorChange => ({
      kind: "saved-view-signal",
      label: view.label,
      viewHref: view.href,
      href: signal.href,
      modelName: signal.modelName,
      views: view.views.map(viewName).join(" · "),
      savedOn: firmDay(view.createdAt),
    })),
  );
}

/** The published models the advisor follows (`followed`: their subjects), in the order of their numbers, each with its newest signal. */
export function followedModels(
  published: PublishedSignals & { models: readonly { id: number; name: string }[] },
  followed: ReadonlySet<Subject>,
): FollowedModel[] {
  return published.models
    .filter((model) => followed.has(modelSubject(model.id)))
    .toSorted((a, b) => a.id - b.id)
    .map((model) => {
      // The one in force last (a revision of an older signal, published later, does not replace it).
      const [latest] = listSignals(published, model.id).toSorted((a, b) => b.effectiveDate.localeCompare(a.effectiveDate));
      return {
        id: model.id,
        name: model.name,
        href: modelPath(model.id),
        ...(latest
          ? {
              latest: {
                title: latest.title,
                href: signalPath(latest.id),
                effectiveDate: latest.effectiveDate,
              },
            }
          : {}),
      };
    });
}
