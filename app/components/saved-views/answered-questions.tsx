import { answeredQuestions } from "~/content/suitability";
import { cn } from "~/lib/utils";

/** Each question of the questionnaire with the client's answer, in the questionnaire's order. */
export function AnsweredQuestions({ answers, className }: { answers: Record<string, string>; className?: string }) {
  return (
    <ol className={cn("mt-2 grid list-decimal gap-2 pl-5", className)}>
      {answeredQuestions(answers).map((item) => (
        <li key={item.question}>
          <span className="text-muted-foreground">{item.question}</span> <span className="font-medium">{item.answer}</span>
        </li>
      ))}
    </ol>
  );
}
