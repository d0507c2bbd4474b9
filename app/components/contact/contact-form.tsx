import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { CheckboxField, InputField, SelectField, TextareaField } from "~/components/forms/field";
import { ResultBanner } from "~/components/forms/result-banner";
import { Button } from "~/components/ui/button";
import { useFocusFirstError } from "~/components/forms/use-first-error";
import { Spinner } from "~/components/ui/spinner";
import { notify } from "~/components/ui/toaster";
import { contactForm, contactLimits, contactNotices, contactSubjects } from "~/content/contact";
import type { Notice } from "~/lib/notice";
import { HONEYPOT_FIELD, type ContactFormResult } from "~/lib/schemas/contact-fields";
import { useSession } from "~/lib/session-state";
import { useHydrated } from "~/lib/use-hydrated";

const { labels, placeholders } = contactForm;

/** The schema that checks a message (zod's small build and the rules), loaded once when first needed. */
export const loadContactSchema = () => import("~/lib/schemas/contact-message");

/** The one-line fields, two to a row on wider screens. */
const textInputs = [
  { name: "name", id: "contact-name", autoComplete: "name", required: true, minLength: 2 },
  { name: "email", id: "contact-email", type: "email", autoComplete: "email", required: true },
  { name: "firmName", id: "contact-firm", autoComplete: "organization" },
  { name: "phoneNumber", id: "contact-phone", type: "tel", autoComplete: "tel" },
] as const;

/**
 * The 'Send Us a Message' form: a real form post to /contact, so it works without JavaScript.
 * With JavaScript, the answer shows as a toast, and the form clears after a message is sent.
 */
export function ContactForm({ result }: { result: ContactFormResult | undefined }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [version, setVersion] = useState(0);
  const hydrated = useHydrated();
  const submitting = useNavigation().state === "submitting";

  useEffect(() => {
    if (!result) return;
    if (result.status === "done") {
      void notify(contactNotices.sent);
      setVersion((current) => current + 1);
    } else if (result.status !== "invalid") {
      const description = result.status === "refused" ? result.message : contactNotices.failed.description;
      void notify({ title: contactNotices.failed.title, description, variant: "destructive" });
    }
  }, [result]);
  useFocusFirstError(formRef, result);
  // A signed-in advisor finds their name, address and firm filled in, and the advisor box ticked,
  // where they have not typed anything themselves.
  const session = useSession();
  useEffect(() => {
    const fields = formRef.current?.elements;
    if (session.state !== "signed-in" || !fields) return;
    const field = (name: string) => fields.namedItem(name) as HTMLInputElement | null;
    for (const [name, value] of [
      ["name", session.name],
      ["email", session.email],
      ["firmName", session.firmName],
    ] as const) {
      const input = field(name);
      if (input && !input.value && value) input.value = value;
    }
    const advisor = field("isFinancialAdvisor");
    if (advisor) advisor.checked = true;
  }, [session, version]);

  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result && result.status !== "done" ? result.values : {};
  // The spec says sent and failed with a toast; the banner says them only without JavaScript.
  const notice = result && (result.status === "invalid" || !hydrated) ? noticeOf(result) : undefined;

  return (
    <Form
      key={version}
      ref={formRef}
      method="post"
      action="/contact"
      // The browser's own checks help without JavaScript; with it, the schema's messages show.
      noValidate={hydrated}
      aria-labelledby="contact-form-title"
      className="flex flex-col gap-1"
      // Fetch the checks while the visitor types, so sending does not wait for them.
      onFocus={() => void loadContactSchema().catch(() => undefined)}
    >
      {notice ? <ResultBanner notice={notice} answer={result} className="mb-3" /> : null}
      <p className="mb-3 text-sm text-muted-foreground">{contactForm.requiredNote}</p>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {textInputs.map(({ name, ...input }) => (
          <InputField
            key={name}
            {...input}
            name={name}
            label={labels[name]}
            placeholder={placeholders[name]}
            maxLength={contactLimits[name]}
            defaultValue={values[name]}
            error={errors[name]}
          />
        ))}
      </div>
      <SelectField
        id="contact-subject"
        name="subject"
        label={labels.subject}
        required
        defaultValue={values.subject ?? ""}
        error={errors.subject}
      >
        <option value="" disabled>
          {placeholders.subject}
        </option>
        {contactSubjects.map((subject) => (
          <option key={subject.value} value={subject.value}>
            {subject.label}
          </option>
        ))}
      </SelectField>
      <TextareaField
        id="contact-message"
        name="message"
        label={labels.message}
        placeholder={placeholders.message}
        required
        minLength={10}
        maxLength={contactLimits.message}
        rows={6}
        defaultValue={values.message}
        error={errors.message}
      />
      <CheckboxField
        id="contact-advisor"
        name="isFinancialAdvisor"
        label={labels.isFinancialAdvisor}
        defaultChecked={values.isFinancialAdvisor === "on"}
        error={errors.isFinancialAdvisor}
      />
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{contactForm.honeypotLabel}</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <Button type="submit" size="lg" disabled={submitting} className="mt-2 self-start">
        {submitting ? <Spinner inline label={contactForm.submitting} /> : null}
        {submitting ? contactForm.submitting : contactForm.submit}
      </Button>
    </Form>
  );
}

/** What the banner above the fields says of an answer. */
function noticeOf(result: ContactFormResult): Notice {
  switch (result.status) {
    case "done":
      return contactNotices.sent;
    case "invalid":
      return { title: contactNotices.invalid, variant: "destructive" };
    case "refused":
      return { title: contactNotices.failed.title, description: result.message, variant: "destructive" };
    case "error":
      return { ...contactNotices.failed, variant: "destructive" };
  }
}
