import { CalendarDays } from "~/components/ui/icons/calendar-days";
import { UserRound } from "~/components/ui/icons/user-round";
import { useEffect } from "react";
import { Spinner } from "~/components/ui/spinner";
import { ExternalLink } from "~/components/ui/external-link";
import { notify } from "~/components/ui/toaster";
import { bioParagraphs, imageFailureNotice, type LeadershipMember } from "~/content/leaders";
import { initials } from "~/lib/initials";
import { followLeaderPhotos } from "~/lib/leader-photos";
import { cn } from "~/lib/utils";

/**
 * A leader's photo, drawn loading: a spinner beneath the image, which paints over it once
 * loaded, and the leader's initials, hidden until the photo cannot be loaded (with an error
 * toast). What happens next is `followLeaderPhotos`, the same function on a page drawn by React
 * (called here) and on the page that needs no script (in its own script, docs/decisions/0028).
 */
export function LeaderPhoto({ member, className }: { member: LeadershipMember; className?: string }) {
  useEffect(() => followLeaderPhotos((notice) => void notify(notice)), []);
  const failure = imageFailureNotice(member.name);
  return (
    <div
      data-slot="leader-photo"
      data-failure-title={failure.title}
      data-failure-text={failure.description}
      className={cn("relative aspect-[4/5] overflow-hidden rounded-lg bg-primary-soft", className)}
      aria-busy
    >
      {/* Beneath the image: it shows until the photo paints over it. */}
      <div data-slot="leader-photo-loading" className="absolute inset-0 flex items-center justify-center">
        <UserRound aria-hidden="true" className="absolute size-20 text-primary/10" />
        <Spinner label={`Loading photo of ${member.name}`} />
      </div>
      <img
        src={member.imageUrl}
        width={member.imageWidth}
        height={member.imageHeight}
        alt={member.name}
        loading="lazy"
        decoding="async"
        className="relative size-full object-cover"
      />
      <div
        hidden
        role="img"
        aria-label={member.name}
        data-testid="leader-initials"
        className="flex size-full items-center justify-center bg-primary font-serif text-5xl font-semibold text-white"
      >
        {initials(member.name)}
      </div>
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
