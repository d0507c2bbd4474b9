import { Fragment } from "react";
import { Link } from "react-router";
import { contactDisclaimer } from "~/content/contact";

/** The closing note of the contact page, with links to the privacy policy and terms. */
export function ContactDisclaimer() {
  const { text, links } = contactDisclaimer;
  return (
    <p className="text-sm text-muted-foreground">
      {text}{" "}
      {links.map((link, index) => (
        <Fragment key={link.href}>
          {index > 0 ? (index === links.length - 1 ? " and " : ", ") : null}
          <Link to={link.href} className="font-medium text-primary underline hover:no-underline">
            {link.label}
          </Link>
        </Fragment>
      ))}
      .
    </p>
  );
}
