import { Form, Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { accountLinks } from "~/content/site";
import { cn } from "~/lib/utils";
import { hideVisitorButtons } from "~/lib/document-account";
import { type SessionView, useSession } from "~/lib/session-state";
import { SIGN_IN_HINT } from "~/lib/sign-in-hint";

export const advisorLinks = {
  area: { label: "Advisor Area", href: "/advisor" },
  signOut: "Sign Out",
};

type Variant = "bar" | "menu";

/**
 * The header's account buttons: Login and Sign Up for a visitor; for a signed-in advisor, their
 * name, Advisor Area and Sign Out (a real form post). While the hint cookie's claim is being
 * checked the space stays reserved and empty, so the wrong buttons do not flash. A page that
 * needs no script draws the visitor's buttons and the advisor's as templates (`SignedInTemplates`),
 * and its own script puts the one that answers in their place (app/lib/document-account.ts).
 */
export function HeaderAccount({ variant }: { variant: Variant }) {
  return <AccountButtons variant={variant} session={useSession()} />;
}

/** The advisor's buttons of both variants, for a page that needs no script; the name is filled in. */
export function SignedInTemplates() {
  const advisor = { state: "signed-in", name: "", firmName: "" } as const;
  return (["bar", "menu"] as const).map((variant) => (
    <template key={variant} id={`account-signed-in-${variant}`}>
      <AccountButtons variant={variant} session={advisor} />
    </template>
  ));
}

/**
 * Hides Login and Sign Up from a browser holding the sign-in hint as soon as the header is read:
 * on a page that hydrates, React draws the advisor's buttons only once its scripts have run, and
 * until then a signed-in advisor saw the visitor's. Its text is the server's; in the browser
 * React keeps the element as it came (the server adds the response's nonce).
 */
export function VisitorButtonsGuard() {
  const text = import.meta.env.SSR ? `(${hideVisitorButtons.toString()})(${SIGN_IN_HINT.toString()});` : "";
  return <script data-slot="account-guard" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}

function AccountButtons({ variant, session }: { variant: Variant; session: SessionView }) {
  const layout = variant === "bar" ? "flex items-center gap-2" : "mt-4 grid grid-cols-2 gap-2";
  // Each state has its own element (a key of its own): the visitor's, hidden by the guard above
  // before React ran, is never reused for another state.
  if (session.state === "checking")
    return <div key="checking" className={cn(layout, "invisible")} aria-hidden="true" data-slot="account-pending" />;
  if (session.state === "signed-in") {
    const name = (
      <span className={cn("truncate text-sm font-semibold", variant === "menu" ? "col-span-2 px-1" : "block max-w-48")} data-account-name>
        {session.name}
      </span>
    );
    return (
      <div key="advisor" className={layout} data-slot="account-signed-in">
        {/* The bar has room for the name from 1280 px; a screen reader hears it at every width. */}
        {variant === "bar" ? <span className="sr-only xl:not-sr-only">{name}</span> : name}
        <Link to={advisorLinks.area.href} className={buttonVariants({ variant: variant === "bar" ? "ghost" : "outline" })}>
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
    <div key="visitor" className={layout} data-slot="account-signed-out" data-variant={variant}>
      <Link to={accountLinks.login.href} className={buttonVariants({ variant: variant === "bar" ? "ghost" : "outline" })}>
        {accountLinks.login.label}
      </Link>
      <Link to={accountLinks.signUp.href} className={buttonVariants()}>
        {accountLinks.signUp.label}
      </Link>
    </div>
  );
}
