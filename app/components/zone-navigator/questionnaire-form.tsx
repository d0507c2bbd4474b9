import { useRef } from "react";
import { Form } from "react-router";
import { ResultBanner } from "~/components/forms/result-banner";
import { useFocusFirstError } from "~/components/forms/use-first-error";
import { Button } from "~/components/ui/button";
import { questionnaireCopy as copy, questionnaireQuestions, type QuestionnaireOption } from "~/content/questionnaire";
import { accountTypeCopy } from "~/content/zones";
import type { Answers } from "~/lib/questionnaire-scoring";
import { ACCOUNT_TYPES, type AccountType } from "~/lib/zones";
import { cn } from "~/lib/utils";
import { placeholderHeight } from "~/lib/placeholder-height";
import { useHydrated } from "~/lib/use-hydrated";

type Props = {
  answers: Answers;
  account: AccountType;
  /** Questions to mark as unanswered (after a submission that left them out). */
  missing: string[];
  submitLabel: string;
};

const optionClass =
  "flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-border bg-card px-3 py-2.5 text-sm text-foreground transition-colors hover:border-primary has-checked:border-primary has-checked:bg-primary-soft";

/**
 * The questions as native radio groups in one GET form: it works without JavaScript, and the
 * result's address holds the answers, so a result can be shared and reopened. Unanswered
 * questions are said as every form says its errors: a summary above, a message under each,
 * and the focus on the first (with JavaScript the browser's own bubble is not used).
 */
export function QuestionnaireForm({ answers, account, missing, submitLabel }: Props) {
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, missing.length > 0 ? missing : undefined);
  return (
    <Form ref={form} method="get" action="/zone-navigator/questionnaire" noValidate={hydrated} className="flex flex-col gap-6">
      {missing.length > 0 ? (
        <ResultBanner notice={{ title: copy.missingSummary(missing.length), variant: "destructive" }} answer={missing} />
      ) : null}
      <ol className="flex flex-col gap-6">
        {questionnaireQuestions.map((question, index) => {
          const unanswered = missing.includes(question.id);
          const errorId = `question-${question.id}-error`;
          return (
            // Questions after the first two are below a phone's first screen (app.css).
            <li
              key={question.id}
              className={index >= 2 ? "below-first-screen" : undefined}
              style={index >= 2 ? placeholderHeight(24) : undefined}
            >
              <fieldset aria-describedby={unanswered ? errorId : undefined}>
                <legend className="font-serif text-lg font-semibold text-ink">
                  <span className="text-muted-foreground">{index + 1}. </span>
                  {question.label}
                </legend>
                {unanswered ? (
                  <p id={errorId} className="mt-1 text-sm text-destructive">
                    {copy.missingAnswer}
                  </p>
                ) : null}
                <div className="mt-3 grid gap-2 sm:grid-cols-2">
                  {question.options.map((option: QuestionnaireOption) => (
                    <label key={option.value} className={cn(optionClass, unanswered && "border-destructive/60")}>
                      <input
                        type="radio"
                        name={question.id}
                        value={option.value}
                        defaultChecked={answers[question.id] === option.value}
                        required
                        aria-invalid={unanswered || undefined}
                        className="mt-0.5 size-4 shrink-0 accent-primary"
                      />
                      <span>{option.label}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <fieldset>
        <legend className="font-serif text-lg font-semibold text-ink">{copy.accountLegend}</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {ACCOUNT_TYPES.map((type) => (
            <label key={type} className={optionClass}>
              <input
                type="radio"
                name="account"
                value={type}
                defaultChecked={account === type}
                className="mt-0.5 size-4 shrink-0 accent-primary"
              />
              <span>{accountTypeCopy[type].label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" size="lg">
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
