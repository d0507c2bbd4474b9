import { ResultBanner } from "~/components/forms/result-banner";

/** The result of a console page's last form, from its address (`done`) or its action (`problem`), said once. */
export function FormOutcome({ done, problem, className = "mt-4" }: { done?: string | null; problem?: string; className?: string }) {
  const text = problem ?? done;
  if (!text) return null;
  return <ResultBanner notice={{ title: text, variant: problem ? "destructive" : "default" }} answer={text} className={className} />;
}
