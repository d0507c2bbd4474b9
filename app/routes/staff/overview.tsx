// /staff: where staff land after signing in: what waits for them, with links to each area.
import { and, count, eq, gt, inArray, or } from "drizzle-orm";
import { data, Link } from "react-router";
import { staffOnly } from "~/.server/staff/staff-only";
import { staffRoles } from "~/.server/staff/staff-accounts";
import { versionHeads } from "~/.server/content-store/versions";
import { advisorUsers, contentVersions, deliveries } from "~/.server/db/schema";
import { listLeads } from "~/.server/staff/leads";
import { consoleAreas, consoleOverviewLabel, consoleTitle, overviewCopy as copy } from "~/content/staff";
import { newestReleaseWaits } from "~/.server/releases/store";
import { countAwaitingReview } from "~/.server/saved-views/suitability-reviews";

/** How far back the overview counts the zones chosen above the answers' limit, for a principal's review. */
import { dueForReview } from "./desk-lists.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/overview";

export const meta = () => pageMeta({ title: consoleTitle(consoleOverviewLabel), description: copy.description });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { staff, headers, db } = await staffOnly(request, context);
  const [newLeads, [troubled], [pending], versions, [returned], [staffCount], releaseWaits, aboveLimit] = await Promise.all([
    listLeads(db, { status: "new" }),
    db
      .select({ count: count() })
      .from(deliveries)
      .where(or(eq(deliveries.status, "failed"), and(eq(deliveries.status, "pending"), gt(deliveries.attempts, 0)))),
    db
      .select({ count: count() })
      .from(advisorUsers)
      .where(and(eq(advisorUsers.role, "advisor"), eq(advisorUsers.emailVerified, true), inArray(advisorUsers.approval, ["pending"]))),
    versionHeads(db, ["submitted", "published"]),
    // What waits for this staff member themself: their versions a principal sent back.
    db
      .select({ count: count() })
      .from(contentVersions)
      .where(and(eq(contentVersions.status, "returned"), eq(contentVersions.authorId, staff.id))),
    db
      .select({ count: count() })
      .from(advisorUsers)
      .where(inArray(advisorUsers.role, [...staffRoles])),
    newestReleaseWaits(db),
    countAwaitingReview(db),
  ]);
  const today = new Date().toISOString().slice(0, 10);
  return data(
    {
      role: staff.role,
      newLeads: newLeads.length,
      troubled: troubled?.count ?? 0,
      pending: pending?.count ?? 0,
      waiting: versions.filter((version) => version.status === "submitted").length,
      due: dueForReview(versions, today).length,
      returned: returned?.count ?? 0,
      staffCount: staffCount?.count ?? 0,
      twoFactor: staff.twoFactor,
      releaseWaits,
      aboveLimit,
    },
    { headers },
  );
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { role, newLeads, troubled, pending, waiting, due, returned, staffCount, twoFactor, releaseWaits, aboveLimit } = loaderData;
  const figures: Record<(typeof consoleAreas)[number]["href"], string> = {
    "/staff/leads": copy.newLeads(newLeads),
    "/staff/advisors": copy.awaitingApproval(pending),
    "/staff/desk": copy.desk(waiting, due, returned, releaseWaits),
    "/staff/documents": copy.documents,
    "/staff/suitability": copy.suitability(aboveLimit),
    "/staff/deliveries": copy.troubled(troubled),
    "/staff/members": copy.members(staffCount),
    "/staff/audit": copy.audit,
    "/staff/security": copy.twoFactor(twoFactor),
  };
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">{copy.title}</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {consoleAreas
          .filter((area) => !area.admin || role === "admin")
          .map((area) => (
            <li key={area.href} className="rounded-lg border border-border bg-card p-4">
              <Link to={area.href} className="text-lg font-semibold text-primary underline hover:no-underline">
                {area.label}
              </Link>
              <p className="mt-1 text-sm text-muted-foreground">{figures[area.href]}</p>
            </li>
          ))}
      </ul>
    </section>
  );
}
