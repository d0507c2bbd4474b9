import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { accountLinks } from "~/content/site";
import { cn } from "~/lib/utils";
import { useSession } from "~/lib/session-state";

export const advisorLinks = {
  area: { label: "Advisor Area", href: "/advisor" },
  signOut: "Sign Out",
};

/**
 * The header's account buttons: Login and Sign Up for a visitor; for a signed-in advisor, their
 * name, Advisor Area and Sign Out (a real form post). While the hint cookie's claim is being
 * checked the space stays reserved and empty, so the wrong buttons do not flash.
 */
export function HeaderAccount({ variant, onNavigate }: { variant: "bar" | "menu"; onNavigate?: () => void }) {
  const session = useSession();
  const layout = variant === "bar" ? "flex items-center gap-2" : "mt-4 grid grid-cols-2 gap-2";
  if (session.state === "checking") return <div className={cn(layout, "invisible")} aria-hidden="true" data-slot="account-pending" />;
  if (session.state === "signed-in") {
    return (
      <div className={layout} data-slot="account-signed-in">
        <span className={cn("truncate text-sm font-semibold", variant === "menu" && "col-span-2 px-1")}>{session.name}</span>
        <Link
          to={advisorLinks.area.href}
          className={buttonVariants({ variant: variant === "bar" ? "ghost" : "outline" })}
          onClick={onNavigate}
        >
          {advisorLinks.area.label}
        </Link>
        <Form method="post" action="/logout" reloadDocument>
          <button type="submit" className={cn(buttonVariants(), "w-full")}>
            {advisorLinks.signOut}
          </button>
        </Form>
      </div>
    );
  }
  return (
    <div className={layout}>
      <Link
        to={accountLinks.login.href}
        className={buttonVariants({ variant: variant === "bar" ? "ghost" : "outline" })}
        onClick={onNavigate}
      >
        {accountLinks.login.label}
      </Link>
      <Link to={accountLinks.signUp.href} className={buttonVariants()} onClick={onNavigate}>
        {accountLinks.signUp.label}
      </Link>
    </div>
  );
}
