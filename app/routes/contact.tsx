import { ConnectOptions } from "~/components/contact/connect-options";
import { ContactDisclaimer } from "~/components/contact/contact-disclaimer";
import { ContactForm, loadContactSchema } from "~/components/contact/contact-form";
import { PageIntro } from "~/components/sections/page-intro";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { contactForm, contactIntro, contactLimits } from "~/content/contact";
import { sitePages as pages } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import { contactFields, type ContactFormResult } from "~/lib/schemas/contact-fields";
import { keptValues } from "~/lib/schemas/form-result";
import type { Route } from "./+types/contact";
import { handleContactPost } from "./contact.server";

export const meta = () => pageMeta(pages["/contact"]);

// Without this, the headers the action sets (Retry-After when rate-limited, Connection: close
// when the body is too large to read) never reach the visitor.
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return handleContactPost(request, context);
}

/**
 * With JavaScript: check the message with the same schema first, then post it. A failed post
 * (no network, server error) becomes an answer the form shows, so nothing the visitor typed is lost.
 * The schema is not needed to show the page: it loads when the visitor first enters the form
 * (see ContactForm), or here at the latest.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<ContactFormResult> {
  const formData = await request.clone().formData();
  const values = keptValues(formData, contactFields, contactLimits.message);
  try {
    const { validateContactMessage } = await loadContactSchema();
    const checked = validateContactMessage(Object.fromEntries(formData));
    if (!checked.success) return { status: "invalid", errors: checked.errors, values };
    return await serverAction();
  } catch {
    return { status: "error", values };
  }
}

export default function ContactPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageIntro title={contactIntro.title} description={contactIntro.description} />
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-12 px-4 py-12 sm:px-6 lg:px-8">
        <ConnectOptions />
        <Card>
          <CardHeader>
            <h2 id="contact-form-title" className="text-2xl font-semibold">
              {contactForm.title}
            </h2>
            <CardDescription>{contactForm.description}</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm result={actionData} />
          </CardContent>
        </Card>
        <ContactDisclaimer />
      </div>
    </>
  );
}
