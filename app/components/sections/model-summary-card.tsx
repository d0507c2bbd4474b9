// A model's short form on the home page, apart from the models page's full cards so the home
// page's script carries the three summaries and not every model's figures.
import { ArrowRight } from "~/components/ui/icons/arrow-right";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { ModelSummary } from "~/content/home-models";
import { modelPath } from "~/content/model-basics";
import { CategoryBadge } from "./category-badge";

/** A model on the home page: its summary, linking to the model on the models page. */
export function ModelSummaryCard({ model, linkText, philosophyLabel }: { model: ModelSummary; linkText: string; philosophyLabel: string }) {
  return (
    <Card className="relative w-full transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <CardHeader>
        <CategoryBadge category={model.category} className="mb-2" />
        <CardTitle>
          <Link to={modelPath(model.id)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {model.name}
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="text-muted-foreground">{model.description}</p>
        <p className="border-l-2 border-accent pl-3 text-sm">
          <span className="font-semibold text-ink">{philosophyLabel}: </span>
          {model.philosophy}
        </p>
        <span aria-hidden="true" className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-primary">
          {linkText}
          <ArrowRight className="size-4" />
        </span>
      </CardContent>
    </Card>
  );
}
