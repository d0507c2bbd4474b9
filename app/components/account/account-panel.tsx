import type * as React from "react";
import { useRef, type FormEvent } from "react";
import { ShieldCheck } from "~/components/ui/icons/shield-check";
import { Form, Link, useFormAction } from "react-router";
import type { Notice } from "~/lib/notice";
import { useHydrated } from "~/lib/use-hydrated";
import { ResultBanner } from "~/components/forms/result-banner";
import { useFocusFirstError } from "~/components/forms/use-first-error";

export type AccountLink = { label: string; href: string };

/**
 * The centred card of a sign-in screen: its h1, a lead, the form and a closing prompt. The form
 * posts to the route's action (never puts a password in the address), with or without
 * JavaScript. `notice` is the answer of the last post, shown once: above the form, or, for the
 * screens whose result the spec says with a toast (`toasted`), as that toast once hydrated.
 */
export function AccountPanel({
  title,
  lead,
  onSubmit,
  onFocus,
  children,
  prompt,
  note,
  notice,
  answer,
  toasted = false,
  action,
}: {
  title: string;
  lead: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Called when a field takes the focus: the page fetches its checks while the visitor types. */
  onFocus?: () => void;
  children: React.ReactNode;
  prompt?: { text?: string; link: AccountLink };
  note?: string;
  notice?: Notice;
  /** The action's last answer: with field errors, the focus goes to the first one. */
  answer?: unknown;
  /** The result is the spec's toast once the page is hydrated (one feedback per result). */
  toasted?: boolean;
  /** Where the form posts; the page's own address when unset. */
  action?: string;
}) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, answer);
  // The page's own address, query included. React Router 8 prerenders a page at `/login/`, which
  // the site serves at `/login`: without the slash the prerendered form posts where it was shown.
  const postTo = useFormAction(action).replace(/(.)\/(?=\?|$)/, "$1");
  return (
    <section className="flex flex-1 items-start justify-center bg-muted px-4 py-12 sm:py-16">
      <div className="w-full max-w-md rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
        <p className="mt-2 text-muted-foreground">{lead}</p>
        {/* A result the spec says with a toast (sign-in, registration) shows here only without JavaScript. */}
        {notice && !(toasted && hydrated) ? <ResultBanner notice={notice} className="mt-4" /> : null}
        {/* The browser's own checks help without JavaScript; with it, the schema's messages show. */}
        <Form
          ref={form}
          method="post"
          action={postTo}
          onSubmit={onSubmit}
          onFocus={onFocus}
          noValidate={hydrated && !onSubmit}
          className="mt-6 flex flex-col gap-2"
        >
          {children}
        </Form>
        {prompt ? (
          <p className="mt-6 text-center text-sm text-muted-foreground">
            {prompt.text ? `${prompt.text} ` : null}
            <TextLink link={prompt.link} />
          </p>
        ) : null}
        {note ? (
          <p className="mt-6 flex gap-2 rounded-md bg-primary-soft p-3 text-sm text-ink">
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{note}</span>
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** An underlined in-text link to another screen. */
export function TextLink({ link }: { link: AccountLink }) {
  return (
    <Link to={link.href} className="font-semibold text-primary underline hover:no-underline">
      {link.label}
    </Link>
  );
}
