import { SampleBadge } from "~/components/sections/sample-badge";
import { commentaryPage } from "~/content/commentary";
import type { ArticleMeta } from "~/lib/articles";
import { formatDate } from "~/lib/format-date";

/** Date, author and, for a sample, its badge. */
export function ArticleByline({ article, className }: { article: ArticleMeta; className?: string }) {
  return (
    <p className={className}>
      <time dateTime={article.date}>{formatDate(article.date)}</time>
      <span aria-hidden="true"> · </span>
      <span>
        {commentaryPage.byline} {article.author}
      </span>
      {article.sample ? (
        <>
          {" "}
          <SampleBadge label={commentaryPage.sampleLabel} />
        </>
      ) : null}
    </p>
  );
}
