import { CircleAlert } from "~/components/ui/icons/circle-alert";
import { CircleCheck } from "~/components/ui/icons/circle-check";
import { useEffect, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { CheckboxField, InputField, SelectField, TextareaField } from "~/components/forms/field";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { notify } from "~/components/ui/toaster";
import { contactForm, contactLimits, contactNotices, contactSubjects } from "~/content/contact";
import { HONEYPOT_FIELD, type ContactFormResult } from "~/lib/schemas/contact-fields";

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
  const [hydrated, setHydrated] = useState(false);
  const submitting = useNavigation().state === "submitting";

  useEffect(() => setHydrated(true), []);

  useEffect(() => {
    if (!result) return;
    if (result.status === "sent") {
      void notify(contactNotices.sent);
      setVersion((current) => current + 1);
    } else if (result.status === "invalid") {
      // Focus without the browser's own scroll (which leaves the field under the sticky header), then bring it into view below the header.
      const first = formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']");
      first?.focus({ preventScroll: true });
      first?.scrollIntoView({ block: "center" });
    } else {
      const description = result.status === "rejected" ? result.message : contactNotices.failed.description;
      void notify({ title: contactNotices.failed.title, description, variant: "destructive" });
    }
  }, [result]);

  const errors = result?.status === "invalid" ? result.errors : {};
  const values = result && result.status !== "sent" ? result.values : {};
  const alert = formAlert(result);

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
      {alert ? (
        <p
          role={alert.tone === "error" ? "alert" : "status"}
          className={
            alert.tone === "error"
              ? "mb-3 flex items-start gap-2 rounded-md border border-destructive bg-background p-3 text-sm text-destructive"
              : "mb-3 flex items-start gap-2 rounded-md border border-success bg-background p-3 text-sm text-success"
          }
        >
          {alert.tone === "error" ? <CircleAlert aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
          <span>{alert.text}</span>
        </p>
      ) : null}
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

/** A note above the fields for answers that a toast alone would not carry without JavaScript. */
function formAlert(result: ContactFormResult | undefined): { tone: "error" | "success"; text: string } | undefined {
  switch (result?.status) {
    case "sent":
      return { tone: "success", text: `${contactNotices.sent.title}. ${contactNotices.sent.description}` };
    case "invalid":
      return { tone: "error", text: contactNotices.invalid };
    case "rejected":
      return { tone: "error", text: result.message };
    case "error":
      return { tone: "error", text: contactNotices.failed.description };
    default:
      return undefined;
  }
}
