// A model's category as a badge: on the home page's summaries, the models page's cards and a
// model's own page. Its own module (in the card's chunk, vite.config.ts): a model's page shows it
// without loading the home page's sections.
import { categoryLabels, type ModelCategory } from "~/content/model-basics";
import { cn } from "~/lib/utils";

const categoryBadge: Record<ModelCategory, string> = {
  growth: "bg-primary-soft text-primary",
  income: "bg-accent-soft text-notice",
};

export function CategoryBadge({ category, className }: { category: ModelCategory; className?: string }) {
  return (
    <span className={cn("inline-flex w-fit rounded-full px-3 py-1 text-xs font-semibold", categoryBadge[category], className)}>
      {categoryLabels[category]}
    </span>
  );
}
