// The staff console's frame: its navigation around each screen. Every screen's loader and action
// asks the one guard itself (staffOnly); this loader only says who is signed in. Anyone who is
// not staff sees the site's 404 screen, the same as for a page that does not exist.
import { data, isRouteErrorResponse, Outlet } from "react-router";
import { staffOnly } from "~/.server/staff/staff-only";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { ConsoleNav } from "~/components/staff/console-nav";
import { FormOutcome } from "~/components/staff/form-outcome";
import { notFoundPage } from "~/content/not-found-page";
import { accountPages as pages } from "~/content/account-pages";
import { forbiddenCopy } from "~/content/staff";
import { staffConfirmCopy } from "~/content/staff-session";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/layout";

export const meta = ({ error }: Route.MetaArgs) => pageMeta(error ? notFoundPage : pages["/staff"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  // Each screen settles the second factor itself; the frame only names who is signed in.
  const { staff, headers } = await staffOnly(request, context, "staff", { pending: "allowed", missing: "allowed" });
  // Back from the confirm page (/staff/confirm): the action can be repeated now.
  const confirmed = new URL(request.url).searchParams.get("confirmed") === "1";
  return data({ email: staff.email, role: staff.role, principal: staff.principal, confirmed }, { headers });
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-1 flex-col">
      <ConsoleNav role={loaderData.role} principal={loaderData.principal} email={loaderData.email} />
      {loaderData.confirmed ? (
        <div className="mx-auto w-full max-w-4xl px-4 sm:px-6 lg:px-8">
          <FormOutcome done={staffConfirmCopy.confirmed} />
        </div>
      ) : null}
      <Outlet />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section className="mx-auto flex max-w-2xl flex-1 flex-col items-center justify-center gap-4 px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold">{forbiddenCopy.title}</h1>
        <p className="text-muted-foreground">{forbiddenCopy.lead}</p>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  throw error;
}
