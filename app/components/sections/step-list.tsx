import type { Step } from "~/content/sections";

/** Numbered steps of a process, side by side on wide screens. */
export function StepList({ steps }: { steps: Step[] }) {
  return (
    <ol className="grid list-none gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-primary font-serif text-lg font-semibold text-primary-foreground"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">
            <span className="sr-only">Step {index + 1}: </span>
            {step.title}
          </h3>
          <p className="mt-2 text-muted-foreground">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
