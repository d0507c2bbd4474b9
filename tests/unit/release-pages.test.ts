// A release of the fixed pages is known by their words (app/.server/releases/page-words.ts): the
// words a reader sees, a block a line, without scripts, styles or the head; a new build with the
// same words is the same release, and one changed word is a new one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Db } from "~/.server/db/database";
import { changedLines } from "~/.server/releases/changed-lines";
import { FRAME_PATH, pageText, releasedPages, releaseFingerprint, servedRelease } from "~/.server/releases/page-words";
import { releasesCopy } from "~/content/releases";
import { releaseAtStart } from "~/.server/releases/store";

const page = (words: string, script = "console.log(1)") =>
  `<!DOCTYPE html><html><head><title>About</title><meta name="description" content="Who we are."><style>p{color:red}</style><link rel="stylesheet" href="/assets/root-${script.length}.css"></head>` +
  `<body><header><nav><a href="/">Home</a><a href="/about">About</a></nav></header>` +
  `<main><h1>About &amp; Mission</h1><p>${words}<br>Second line</p><ul><li>One</li><li>Two</li></ul>` +
  `<p><img src="/a.png" alt="Portrait of Pat Lee"> Read <a href="https://adv.example/brochure.pdf">Form ADV</a> or <a href="/contact">write</a>.</p>` +
  `<svg aria-hidden="true"><path d="M0 0"/><title>icon</title></svg></main>` +
  `<script nonce="x">${script}</script><template><p>hidden</p></template><noscript>Turn on scripts</noscript></body></html>`;

describe("the words of a page", () => {
  it("are what a reader sees, a block a line, entities decoded, with images' words and other sites' addresses: the page's own, and the header and footer apart", () => {
    expect(pageText(page("We   help\n advisors."))).toEqual({
      own: [
        "Title: About",
        "Description: Who we are.",
        "About & Mission",
        "We help advisors.",
        "Second line",
        "One",
        "Two",
        "[image: Portrait of Pat Lee] Read Form ADV (https://adv.example/brochure.pdf) or write.",
      ].join("\n"),
      frame: "Home About",
    });
    expect(pageText("<body><h1>No main</h1><p>Words.</p></body>")).toEqual({ own: "No main\nWords.", frame: "" });
    // A figure drawn in a span of its own beside its label, as the Zone Navigator draws them.
    expect(pageText("<main><p><span>Large Cap Equity</span><span>40%</span><span>Zone 5</span>: Moderate</p></main>").own).toBe(
      "Large Cap Equity 40% Zone 5: Moderate",
    );
  });

  it("make the release: scripts and asset names do not, a changed word does", () => {
    const dir = (words: string, script: string) => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), "release-"));
      fs.mkdirSync(path.join(root, "about"));
      fs.mkdirSync(path.join(root, "assets"));
      fs.writeFileSync(path.join(root, "index.html"), page("Home page."));
      fs.writeFileSync(path.join(root, "about", "index.html"), page(words, script));
      fs.writeFileSync(path.join(root, "assets", "index.html"), page("not a page"));
      return root;
    };
    const first = releasedPages(dir("We help advisors.", "a()"));
    expect(first.map((each) => each.path)).toEqual(["/", "/about", "the header and footer of every page"]);
    expect(first[2]!.text).toBe("Home About");
    expect(first[1]!.text).toContain("We help advisors.");
    const rebuilt = releasedPages(dir("We help advisors.", "a(); b(); c();"));
    expect(releaseFingerprint(rebuilt)).toBe(releaseFingerprint(first));
    expect(releaseFingerprint([...rebuilt].reverse())).toBe(releaseFingerprint(first));
    const reworded = releasedPages(dir("We help advisors grow.", "a()"));
    expect(releaseFingerprint(reworded)).not.toBe(releaseFingerprint(first));
    expect(reworded[0]!.sha256).toBe(first[0]!.sha256);
    expect(reworded[1]!.sha256).not.toBe(first[1]!.sha256);
  });
});

describe("a release at start", () => {
  it("that cannot be stored is logged: a preview site serves on, a live one has a finding that keeps it down", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "release-"));
    fs.writeFileSync(path.join(root, "index.html"), page("Home page."));
    const down = {
      insert: () => {
        throw new Error("the database is down");
      },
    } as unknown as Db;
    const logged: [string, string, Record<string, unknown>][] = [];
    const log = (level: string, event: string, fields: Record<string, unknown> = {}) => void logged.push([level, event, fields]);
    const built = async () => releasedPages(root);
    expect(await releaseAtStart(down, built, "preview", log)).toEqual([]);
    // What the instance serves is known, stored or not: the console shows it first.
    expect((await servedRelease())?.fingerprint).toBe(releaseFingerprint(releasedPages(root)));
    expect(await releaseAtStart(down, built, "live", log)).toEqual([
      expect.objectContaining({ rule: "unapproved", where: "release (not recorded)" }),
    ]);
    // A page rendered at start that does not answer as it should: no release, and none served.
    const unrendered = async (): Promise<never> => {
      throw new Error("/models answered 500 for its release, not 200");
    };
    expect(await releaseAtStart(down, unrendered, "live", log)).toEqual([
      expect.objectContaining({ rule: "unapproved", where: "release (not recorded)" }),
    ]);
    expect(await servedRelease()).toBeNull();
    expect(logged).toEqual([
      ["error", "release.record_failed", { error: "the database is down" }],
      ["error", "release.record_failed", { error: "the database is down" }],
      ["error", "release.record_failed", { error: "/models answered 500 for its release, not 200" }],
    ]);
    // A build with no prerendered page has no release to approve.
    expect(await releaseAtStart(down, async () => releasedPages(path.join(root, "nothing-here")), "live", log)).toEqual([]);
  });
});

describe("the lines a release changed on a page", () => {
  it("are those removed and added, in the page's order; a page new to the release has none to compare", () => {
    expect(changedLines("Title: About\nOld lead.\nWho We Are\nSame.", "Title: About\nNew lead.\nWho We Are\nSame.\nA new line.")).toEqual([
      { change: "removed", line: "Old lead." },
      { change: "added", line: "New lead." },
      { change: "added", line: "A new line." },
    ]);
    expect(changedLines("Same.", "Same.")).toEqual([]);
    expect(changedLines(undefined, "Everything.")).toEqual([]);
  });
});

describe("a page the desk also feeds", () => {
  it("is the home page, the lists and pages of articles, models, funds and media, the Zone Navigator's and the sample documents, not the fixed pages", () => {
    // Found in a staff review: a fund's page in a release carried the example facts while the site showed the desk's.
    const drawn = [
      "/zone-navigator?zone=5&account=qualified",
      "/zone-navigator/compare",
      "a model's fact sheet (PDF; sample: Income)",
      "a signal to a follower (mail; sample: a change of two holdings)",
    ];
    for (const path of [
      "/",
      "/commentary",
      "/commentary/asset-location",
      "/models",
      "/models/3",
      "/etfs",
      "/etfs/rsmv",
      "/media",
      ...drawn,
    ])
      expect(releasesCopy.deskFedPath(path), path).toBe(true);
    for (const path of ["/about", "/contact", "/terms", "/login", "/signals", "/solutions", "/commentary/a/b", FRAME_PATH])
      expect(releasesCopy.deskFedPath(path), path).toBe(false);
  });
});
