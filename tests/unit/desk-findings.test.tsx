// What the editor says when the store refuses a submission: every finding of the kind's checks
// and every problem of the body or the CSV, in words, beside the form, announced as an alert.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FindingsPanel } from "~/components/desk/findings-panel";
import { refusalWords } from "~/content/desk";

const text = (html: string) => html.replace(/<[^>]+>/g, "").replaceAll("&#x27;", "'");

describe("the editor's findings", () => {
  it("lists every finding of the checks with where it was found", () => {
    const html = renderToStaticMarkup(
      <FindingsPanel
        findings={[
          { where: "model 3", message: "The statistics of Balanced Growth need their period (start and end)" },
          { where: "", message: "“Guaranteed” is a promissory claim" },
          { where: "commentary:rates-outlook › markdown", message: "guaranteed: promises a result." },
        ]}
        issues={[{ path: "markdown", message: "The body is empty." }]}
        csvProblems={[]}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(text(html)).toContain("The checks found these problems");
    expect(text(html)).toContain("The statistics of Balanced Growth need their period (start and end) (model 3)");
    expect(text(html)).toContain("“Guaranteed” is a promissory claim");
    // A field by its label on the form, not its name in the code.
    expect(text(html)).toContain("guaranteed: promises a result. (in Body (Markdown))");
    expect(text(html)).toContain("Body (Markdown): The body is empty.");
    expect(text(html)).toContain("The version was saved but not submitted.");
  });

  it("names the row and column of each problem of a refused CSV", () => {
    const html = renderToStaticMarkup(
      <FindingsPanel findings={[]} issues={[]} csvProblems={["row 4, column net_return: is not a number"]} />,
    );
    expect(text(html)).toContain("The file was refused whole");
    expect(text(html)).toContain("row 4, column net_return: is not a number");
    // Nothing of an import was saved: the lead does not say it was.
    expect(text(html)).toContain("Nothing was saved.");
    expect(text(html)).not.toContain("saved but");
  });

  it("says nothing when nothing was found", () => {
    expect(renderToStaticMarkup(<FindingsPanel findings={[]} issues={[]} csvProblems={[]} />)).toBe("");
  });

  it("says each refusal of the store in words", () => {
    expect(refusalWords({ reason: "own-version" })).toBe("You wrote this version: another principal must approve or return it.");
    expect(refusalWords({ reason: "wrong-status", status: "published" })).toBe("That version is live: this step is not open to it.");
    expect(refusalWords({ reason: "not-author" })).toContain("Only the author of a draft");
  });
});
