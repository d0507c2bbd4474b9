import { heroTitleBreaks } from "~/content/hero";
import { splitTitle } from "~/lib/title-split";
import { cn } from "~/lib/utils";
import { type Cta, CtaLink } from "./cta-link";

export type HeroProps = {
  title: string;
  subtitle?: string;
  description?: string;
  primaryCta?: Cta;
  secondaryCta?: Cta;
  tertiaryCta?: Cta;
  className?: string;
};

/** The opening block of a page: a two-line title, optional subtitle and up to three calls to action. */
export function Hero({ title, subtitle, description, primaryCta, secondaryCta, tertiaryCta, className }: HeroProps) {
  const [firstLine, secondLine] = splitTitle(title, heroTitleBreaks);
  return (
    <section className={cn("bg-gradient-to-b from-primary-soft to-background", className)}>
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6 sm:py-24 lg:px-8">
        {subtitle ? <p className="mb-4 text-sm font-semibold uppercase tracking-widest text-accent">{subtitle}</p> : null}
        <h1 className="text-4xl font-semibold leading-tight sm:text-5xl lg:text-display">
          <span className="block">{firstLine}</span>
          {secondLine ? (
            <>
              {" "}
              <span className="block text-primary">{secondLine}</span>
            </>
          ) : null}
        </h1>
        {description ? <p className="mx-auto mt-6 max-w-3xl text-lg text-muted-foreground">{description}</p> : null}
        {primaryCta || secondaryCta || tertiaryCta ? (
          <div className="mt-10 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            {primaryCta ? <CtaLink cta={primaryCta} /> : null}
            {secondaryCta ? <CtaLink cta={secondaryCta} variant="outline" /> : null}
            {tertiaryCta ? <CtaLink cta={tertiaryCta} variant="secondary" /> : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
