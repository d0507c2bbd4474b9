// Copy of /commentary and of each article page. The articles themselves are Markdown files in
// app/content/commentary/, one per article, named by the slug of their address.
import { footerDisclaimers } from "./site";

export const commentaryPage = {
  title: "Market Commentary",
  description:
    "Our views on markets, retirement income and portfolio construction, written for financial advisors and the conversations they have with clients.",
  readMore: "Read article",
  empty: "No commentary has been published yet. Please check back soon.",
  sampleLabel: "Sample",
  byline: "By",
  backToList: { label: "All market commentary", href: "/commentary" },
};

/** The standard disclaimer every article carries. */
export const articleDisclaimer = {
  title: "Important information",
  paragraphs: [
    "This commentary reflects the views of our investment team as of the date of publication. Those views may change without notice. It is provided for informational purposes and is intended for financial advisors only.",
    ...footerDisclaimers,
  ],
};

/** What a screen reader calls the region a table of an article scrolls in. */
export const articleTableLabel = "Table";
