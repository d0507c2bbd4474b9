import { Menu } from "~/components/ui/icons/menu";
import { X } from "~/components/ui/icons/x";
import { Link } from "react-router";
import { HeaderAccount } from "~/components/account/header-account";
import { primaryNav } from "~/content/site";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/utils";

const linkClass = "block rounded-md px-3 py-2.5 text-base font-medium text-foreground hover:bg-muted";

/**
 * The stacked menu of small screens: the same links as the desktop header. React draws it closed;
 * its toggle opens and closes it with the header's dropdowns (app/lib/header-behaviour.ts).
 */
export function MobileMenu() {
  return (
    <div className="lg:hidden">
      <button
        type="button"
        data-slot="mobile-menu-toggle"
        className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "group")}
        aria-expanded={false}
        aria-controls="mobile-menu"
        aria-label="Main menu"
      >
        <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
        <X aria-hidden="true" className="hidden group-aria-expanded:block" />
      </button>
      <nav
        id="mobile-menu"
        aria-label="Main"
        hidden
        className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-background px-4 pb-6 pt-2 shadow-lg"
      >
        <ul className="grid gap-1">
          <li>
            <Link to={primaryNav.home.href} className={linkClass}>
              {primaryNav.home.label}
            </Link>
          </li>
          {primaryNav.groups.map((group) => (
            <li key={group.label}>
              <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wider text-muted-foreground">{group.label}</p>
              <ul className="grid gap-0.5">
                {group.items.map((item) => (
                  <li key={item.href}>
                    <Link to={item.href} className={`${linkClass} pl-6`}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li>
            <Link to={primaryNav.contact.href} className={linkClass}>
              {primaryNav.contact.label}
            </Link>
          </li>
        </ul>
        <HeaderAccount variant="menu" />
      </nav>
    </div>
  );
}
