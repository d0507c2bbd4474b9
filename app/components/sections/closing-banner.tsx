import { cn } from "~/lib/utils";
import { CtaLink } from "./cta-link";

export type ClosingBannerProps = {
  title: string;
  description: string;
  primaryButtonText: string;
  primaryButtonLink: string;
  secondaryButtonText?: string;
  secondaryButtonLink?: string;
  className?: string;
};

/** The call to action that closes a page, always below a phone's first screen: laid out as it comes near. */
export function ClosingBanner({
  title,
  description,
  primaryButtonText,
  primaryButtonLink,
  secondaryButtonText,
  secondaryButtonLink,
  className,
}: ClosingBannerProps) {
  return (
    <section className={cn("below-first-screen bg-primary text-primary-foreground", className)}>
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 className="text-3xl font-semibold text-white sm:text-4xl">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{description}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <CtaLink cta={{ text: primaryButtonText, link: primaryButtonLink }} variant="inverse" />
          {secondaryButtonText && secondaryButtonLink ? (
            <CtaLink cta={{ text: secondaryButtonText, link: secondaryButtonLink }} variant="inverse-outline" />
          ) : null}
        </div>
      </div>
    </section>
  );
}
