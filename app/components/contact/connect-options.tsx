import { CtaLink } from "~/components/sections/cta-link";
import { bookMeeting } from "~/content/contact";

/** The three ways to reach the team outside the form; /contact#bookMeeting lands here. */
export function ConnectOptions() {
  return (
    <section id={bookMeeting.id} aria-labelledby="book-meeting-title" className="scroll-mt-24">
      <h2 id="book-meeting-title" className="text-2xl font-semibold">
        {bookMeeting.title}
      </h2>
      <p className="mt-2 text-muted-foreground">{bookMeeting.description}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {bookMeeting.actions.map((action, index) => (
          <CtaLink key={action.text} cta={action} variant={index === 0 ? "default" : "outline"} className="w-full text-center sm:w-auto" />
        ))}
      </div>
      <p className="mt-4 text-sm text-muted-foreground">
        {bookMeeting.email.lead}{" "}
        <a href={`mailto:${bookMeeting.email.address}`} className="font-medium text-primary underline hover:no-underline">
          {bookMeeting.email.address}
        </a>
        .
      </p>
    </section>
  );
}
