// The server side of /advisor, the dashboard an advisor starts a client meeting from: the
// recent saved views and what changed since the last visit (new signals and commentary, saved
// views whose zone data has a newer version or whose models changed since they were saved).
// Reading it changes nothing: the last visit is the previous sign-in, recorded when the session
// was created; before a second sign-in the changes count from the registration.
import { data, type RouterContextProvider } from "react-router";
import { advisorOnly } from "~/.server/accounts/advisor-only";
import { changesStart } from "~/.server/accounts/visits";
import { firmDay } from "~/.server/firm-day";
import { publishedContentContext, zoneDataContext } from "~/.server/load-context";
import { followedModels, newSignals, savedViewSignals } from "~/.server/signals/advisor-signals";
import { followedSubjects, type Subject } from "~/.server/signals/subscriptions";
import { listSavedViews } from "~/.server/saved-views/store";
import { loadViews } from "~/.server/zone-data/views";
import { RECENT_SAVED_VIEWS } from "~/content/advisor-dashboard";
import { savedViewPath } from "~/content/saved-view-paths";
import { viewName } from "~/content/zone-compare";
import { newCommentary, newerZoneData } from "~/lib/advisor-changes";
import { articlePath } from "~/lib/articles";
import { parseViewKey, viewKey } from "~/lib/zone-views";

export async function loadDashboard(request: Request, context: Readonly<RouterContextProvider>) {
  // An advisor the firm has not approved yet (ADVISOR_APPROVAL=staff) is told so here, and sees no saved views.
  const { advisor, headers, db } = await advisorOnly(request, context, undefined, { pending: "allowed" });
  const [saved, since, following] = await Promise.all([
    advisor.approved ? listSavedViews(db, advisor.id) : [],
    changesStart(db, advisor.id),
    advisor.approved ? followedSubjects(db, advisor.id) : new Set<Subject>(),
  ]);
  const content = context.get(publishedContentContext);
  const articles = content.articles.map(({ meta }) => ({ title: meta.title, href: articlePath(meta.slug), date: meta.date }));

  // Today's version of every view the saved views cite (at most ten zones by two account types).
  const keys = [...new Set(saved.flatMap((view) => view.views.map(viewKey)))];
  const current = await loadViews(
    keys.flatMap((key) => parseViewKey(key) ?? []),
    context.get(zoneDataContext),
  );
  const versions = new Map(current.map((view) => [viewKey(view.selection), view.dataVersion]));
  const linked = saved.map((view) => ({ ...view, href: savedViewPath(view.id) }));
  // The firm's calendar day of the last visit, as a signal's and an article's dates are.
  const sinceDay = firmDay(since.at);

  return data(
    {
      advisor: { firstName: advisor.firstName, lastName: advisor.lastName, firmName: advisor.firmName },
      awaitingApproval: !advisor.approved,
      recent: linked.slice(0, RECENT_SAVED_VIEWS).map((view) => ({
        id: view.id,
        label: view.label,
        href: view.href,
        views: view.views.map(viewName).join(" · "),
        savedOn: firmDay(view.createdAt),
      })),
      since: { day: sinceDay, from: since.from },
      changes: advisor.approved
        ? [
            ...newSignals(context.get(publishedContentContext), since.at),
            ...newCommentary(articles, sinceDay),
            ...newerZoneData(linked, versions, viewKey, viewName),
            ...savedViewSignals(context.get(publishedContentContext), linked),
          ]
        : [],
      /** The models whose signals the advisor follows, each with its newest signal. */
      following: followedModels(content, following),
      articles: articles.map(({ title, href }) => ({ title, href })),
      /** A fact sheet for every published model, in the order of their numbers. */
      factSheets: content.models.map(({ id, name }) => ({ id, name })).sort((a, b) => a.id - b.id),
    },
    { headers },
  );
}
