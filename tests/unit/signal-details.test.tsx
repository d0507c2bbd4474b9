// A signal's page says what it is and for whom, as its mail does, and carries the prospectus
// statement when it trades one of the firm's ETFs.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SignalDetails } from "~/components/signals/signal-details";
import { prospectusStatement } from "~/content/fund-disclosures";
import { signalMailCopy } from "~/content/signal-mails";
import { signalPageCopy } from "~/content/signals";

const signal = (ticker: string) => ({
  modelName: "RS S&P 500 Balanced",
  title: "Trim bonds",
  effectiveDate: "2026-12-01",
  trades: [{ ticker, name: "A fund", before: 10, after: 5 }],
  reasoningHtml: "<p>Because.</p>",
});
const text = (html: string) => html.replace(/<[^>]+>/g, "").replaceAll("&#x27;", "'");

describe("a signal's page", () => {
  it("gives the same disclosure as its mail, for advisors only", () => {
    expect(signalPageCopy.disclosure).toBe(signalMailCopy.disclosure);
    expect(text(renderToStaticMarkup(<SignalDetails signal={signal("SPY")} />))).toContain(signalPageCopy.disclosure);
    expect(signalPageCopy.disclosure).toContain("for financial advisors only");
  });

  it("dates a revision beside the first publication, and says nothing of one otherwise", () => {
    const first = text(renderToStaticMarkup(<SignalDetails signal={{ ...signal("SPY"), publishedOn: "2026-11-20" }} />));
    expect(first).toContain(`${signalPageCopy.published}November 20, 2026`);
    expect(first).not.toContain(signalPageCopy.revised);
    const revised = text(
      renderToStaticMarkup(<SignalDetails signal={{ ...signal("SPY"), publishedOn: "2026-11-20", revisedOn: "2026-11-23" }} />),
    );
    expect(revised).toContain(`${signalPageCopy.published}November 20, 2026${signalPageCopy.revised}November 23, 2026`);
  });

  it("carries the prospectus statement when a trade is one of the firm's ETFs, and only then", () => {
    expect(text(renderToStaticMarkup(<SignalDetails signal={signal("RSMV")} />))).toContain(prospectusStatement);
    expect(text(renderToStaticMarkup(<SignalDetails signal={signal("SPY")} />))).not.toContain(prospectusStatement);
  });
});

describe("a signal's model and reasoning", () => {
  it("links the model to its page where one is given, and sets the reasoning under its heading's size", () => {
    // Found in an advisor's review: the model's name led nowhere, and the reasoning's text was
    // set as large as an article's, above its own section heading's.
    const linked = renderToStaticMarkup(<SignalDetails signal={signal("SPY")} modelHref="/models/3" />);
    expect(linked).toContain('<a href="/models/3" class="underline hover:no-underline">RS S&amp;P 500 Balanced</a>');
    expect(renderToStaticMarkup(<SignalDetails signal={signal("SPY")} />)).not.toContain('href="/models/3"');
    const reasoning = /<div class="([^"]+)"><p>Because\.<\/p><\/div>/.exec(linked)?.[1]?.split(" ") ?? [];
    expect(reasoning).toContain("text-base");
    expect(reasoning).not.toContain("text-lg");
  });
});
