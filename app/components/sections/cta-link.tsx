import type { VariantProps } from "class-variance-authority";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { ExternalLink } from "~/components/ui/external-link";
import { cn } from "~/lib/utils";

export type Cta = { text: string; link: string };

const isExternal = (href: string) => /^https?:\/\//.test(href);

/** A call to action: a button-styled link, opened in a new tab when it leaves the site. */
export function CtaLink({ cta, className, ...variants }: { cta: Cta; className?: string } & VariantProps<typeof buttonVariants>) {
  const classes = cn(buttonVariants({ size: "lg", ...variants }), className);
  return isExternal(cta.link) ? (
    <ExternalLink href={cta.link} className={classes} showIcon={false}>
      {cta.text}
    </ExternalLink>
  ) : (
    <Link to={cta.link} className={classes}>
      {cta.text}
    </Link>
  );
}
