import { CalendarDays } from "~/components/ui/icons/calendar-days";
import { UserRound } from "~/components/ui/icons/user-round";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "~/components/ui/spinner";
import { ExternalLink } from "~/components/ui/external-link";
import { notify } from "~/components/ui/toaster";
import { bioParagraphs, imageFailureNotice, type LeadershipMember } from "~/content/leaders";
import { initials } from "~/lib/initials";
import { cn } from "~/lib/utils";

type PhotoState = "loading" | "loaded" | "failed";

/**
 * A leader's photo: a spinner while it loads, the photo when it has, and the leader's initials
 * with an error toast when it cannot be loaded. The image is in the server's HTML, so it may
 * finish (or fail) before React hydrates and attaches its handlers; the first effect reads
 * the element's state for that case.
 */
export function LeaderPhoto({ member, className }: { member: LeadershipMember; className?: string }) {
  const [state, setState] = useState<PhotoState>("loading");
  const image = useRef<HTMLImageElement>(null);
  const reported = useRef(false);

  const fail = () => {
    setState("failed");
    if (reported.current) return;
    reported.current = true;
    void notify({ ...imageFailureNotice(member.name), variant: "destructive" });
  };

  useEffect(() => {
    const element = image.current;
    if (!element?.complete) return;
    if (element.naturalWidth > 0) setState("loaded");
    else fail();
    // Runs once, after hydration: later changes arrive through onLoad and onError.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      className={cn("relative aspect-[4/5] overflow-hidden rounded-lg bg-primary-soft", className)}
      aria-busy={state === "loading" || undefined}
    >
      {state === "failed" ? (
        <div
          role="img"
          aria-label={member.name}
          data-testid="leader-initials"
          className="flex size-full items-center justify-center bg-primary font-serif text-5xl font-semibold text-white"
        >
          {initials(member.name)}
        </div>
      ) : (
        <>
          {state === "loading" ? (
            // Beneath the image: it shows until the photo paints over it, even before hydration.
            <div className="absolute inset-0 flex items-center justify-center">
              <UserRound aria-hidden="true" className="absolute size-20 text-primary/10" />
              <Spinner label={`Loading photo of ${member.name}`} />
            </div>
          ) : null}
          <img
            ref={image}
            src={member.imageUrl}
            width={member.imageWidth}
            height={member.imageHeight}
            alt={member.name}
            loading="lazy"
            decoding="async"
            className="relative size-full object-cover"
            onLoad={() => setState("loaded")}
            onError={fail}
          />
        </>
      )}
    </div>
  );
}

/** A member of the leadership team: photo, title, credentials, biography, specialties and links. */
export function LeaderCard({ member }: { member: LeadershipMember }) {
  const nameId = `leader-${member.id}`;
  return (
    <article
      aria-labelledby={nameId}
      className="grid gap-6 rounded-lg border border-border bg-card p-6 shadow-sm sm:grid-cols-[12rem_1fr] lg:grid-cols-[14rem_1fr] lg:gap-8 lg:p-8"
    >
      <LeaderPhoto member={member} className="w-full max-w-56 sm:max-w-none" />
      <div className="min-w-0">
        <h3 id={nameId} className="text-2xl font-semibold">
          {member.name}
        </h3>
        <p className="mt-1 font-semibold text-primary">{member.title}</p>
        {member.credentials ? <p className="mt-1 text-sm text-muted-foreground">{member.credentials}</p> : null}
        <div className="mt-4 space-y-3">
          {bioParagraphs(member.bio).map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        {member.specialties?.length ? (
          <div className="mt-5">
            <h4 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Specialties</h4>
            <ul className="mt-2 flex flex-wrap gap-2">
              {member.specialties.map((specialty) => (
                <li key={specialty} className="rounded-full bg-secondary px-3 py-1 text-sm text-secondary-foreground">
                  {specialty}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <ExternalLink
            href={member.linkedinUrl}
            showIcon={false}
            className="inline-flex h-10 items-center gap-2 rounded-md border border-primary px-4 text-sm font-semibold text-primary hover:bg-primary-soft"
          >
            <UserRound aria-hidden="true" className="size-4" />
            LinkedIn<span className="sr-only"> profile of {member.name}</span>
          </ExternalLink>
          <ExternalLink
            href={member.bookUrl}
            showIcon={false}
            className="inline-flex h-10 items-center gap-2 rounded-md bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
          >
            <CalendarDays aria-hidden="true" className="size-4" />
            Book a Meeting<span className="sr-only"> with {member.name}</span>
          </ExternalLink>
        </div>
      </div>
    </article>
  );
}
