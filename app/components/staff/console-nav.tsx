import { NavLink } from "react-router";
import { consoleAreas, consoleOverviewLabel, consoleRoleLabel } from "~/content/staff";
import { cn } from "~/lib/utils";

/** The console's areas; an admin's areas only for admins. Wraps onto two lines on a phone. */
export function ConsoleNav({ role, principal, email }: { role: "staff" | "admin"; principal: boolean; email: string }) {
  const areas = consoleAreas.filter((area) => !area.admin || role === "admin");
  return (
    <div className="border-b border-border bg-muted">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
        <nav aria-label="Staff console">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
            <li>
              <NavLink to="/staff" end className={linkClass}>
                {consoleOverviewLabel}
              </NavLink>
            </li>
            {areas.map((area) => (
              <li key={area.href}>
                <NavLink to={area.href} className={linkClass}>
                  {area.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* On a phone a long address is cut short, never the role after it. */}
        <p className="flex min-w-0 max-w-full text-sm text-muted-foreground">
          <span className="truncate">{email}</span>
          <span className="shrink-0 whitespace-pre"> · {consoleRoleLabel(role, principal)}</span>
        </p>
      </div>
    </div>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn("inline-block py-1 text-primary underline-offset-4 hover:underline", isActive && "underline");
