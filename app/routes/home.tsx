import { ClosingBanner } from "~/components/sections/closing-banner";
import { Hero } from "~/components/sections/hero";
import { externalLinks } from "~/content/site";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/");

export default function HomePage() {
  return (
    <>
      <Hero
        title="Low Risk. Low Volatility. Investment Solutions Designed for Peace of Mind."
        primaryCta={{ text: "Access our Models", link: "/models" }}
        secondaryCta={{ text: "Book a Meeting", link: externalLinks.scheduling }}
        tertiaryCta={{ text: "Request Case Design", link: externalLinks.caseDesignForm }}
      />
      <ClosingBanner
        title="Ready to Grow Your Practice?"
        description="Join the advisors who use our models, signals and support to serve their clients."
        primaryButtonText="Sign Up Now"
        primaryButtonLink="/signup"
        secondaryButtonText="Book a Consultation"
        secondaryButtonLink={externalLinks.scheduling}
      />
    </>
  );
}
