import type { Page, Route } from "@playwright/test";
import { aboutPage } from "../../app/content/about";
import { bioParagraphs, leaders } from "../../app/content/leaders";
import { expect, open, test, waitForReady, waitForWholePage } from "./support/fixtures";

const [daniel, elena] = leaders as [(typeof leaders)[number], (typeof leaders)[number]];

function leaderCard(page: Page, name: string) {
  return page.getByRole("article", { name });
}

/** Open a page without waiting for its images (a held photo would hold the load event). */
async function openBeforeImages(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await waitForReady(page);
}

/** Hold the photo's request until the returned function answers it with `answer`. */
async function holdPhoto(page: Page, url: string) {
  let release: (answer: (route: Route) => Promise<void>) => void = () => {};
  const released = new Promise<(route: Route) => Promise<void>>((resolve) => (release = resolve));
  await page.route(`**${url}`, async (route) => (await released)(route));
  return release;
}

test("about: overview, mission, philosophy, values and the Book a Meeting call", async ({ page }) => {
  await open(page, "/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("About Us");
  for (const paragraph of aboutPage.overview) await expect(main).toContainText(paragraph);
  await expect(main).toContainText("help advisors guide their clients through retirement");
  await expect(main).toContainText("help one million Americans retire with financial security");
  await expect(main).toContainText("advisors who have worked alongside RIAs and their clients");
  // No amount without its unit and source.
  await expect(main).not.toContainText("7 billion");

  await expect(page.getByRole("region", { name: "Our Philosophy" }).getByRole("heading", { level: 3 })).toHaveText([
    "Advisor-Centric Approach",
    "Research-Driven Strategies",
    "Comprehensive Support",
    "Client-Focused Results",
  ]);
  await expect(page.getByRole("region", { name: "Our Values" }).getByRole("heading", { level: 3 })).toHaveText([
    "Clarity in strategy",
    "Confidence in execution",
    "Collaboration with advisors",
  ]);
  await expect(main.getByRole("link", { name: "Book a Meeting", exact: true })).toHaveAttribute("href", "/contact#bookMeeting");
});

test("about: two leader cards with photo, title, credentials, bio, specialties and links", async ({ page }) => {
  await open(page, "/about");
  const section = page.getByRole("region", { name: "Meet Our Leadership Team" });
  await expect(section.getByRole("article")).toHaveCount(2);
  await expect(section.getByRole("heading", { level: 3 })).toHaveText([daniel.name, elena.name]);
  await expect(leaderCard(page, daniel.name)).toContainText("Co-Founder & Chief Investment Strategist");
  await expect(leaderCard(page, elena.name)).toContainText("Managing Partner");

  for (const member of leaders) {
    const card = leaderCard(page, member.name);
    if (member.credentials) await expect(card).toContainText(member.credentials);
    for (const paragraph of bioParagraphs(member.bio)) await expect(card).toContainText(paragraph);
    for (const specialty of member.specialties ?? []) await expect(card.getByRole("listitem").filter({ hasText: specialty })).toBeVisible();

    const photo = card.getByRole("img", { name: member.name });
    await expect(photo).toHaveAttribute("src", member.imageUrl);
    await expect(photo).toHaveAttribute("width", String(member.imageWidth));
    await expect(photo).toHaveAttribute("height", String(member.imageHeight));
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByRole("status")).toHaveCount(0);

    for (const [name, href] of [
      [/^LinkedIn/, member.linkedinUrl],
      [/^Book a Meeting with/, member.bookUrl],
    ] as const) {
      const link = card.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  }
});

test("about: the header's Leadership link lands on the leadership team", async ({ page }) => {
  await page.goto("/about#leadership");
  await expect(page.getByRole("heading", { name: "Meet Our Leadership Team" })).toBeInViewport();
});

test("leader photo: on the page React draws after a client navigation, a failed photo gives way to initials and a toast", async ({
  page,
  browserErrors,
}) => {
  browserErrors.expect(/^console: Failed to load resource: net::ERR_FAILED$/);
  await page.route(`**${daniel.imageUrl}`, (route) => route.abort());
  await open(page, "/contact");
  // A mark on the window survives a client navigation only.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

  const card = leaderCard(page, daniel.name);
  await card.scrollIntoViewIfNeeded();
  const fallback = card.getByTestId("leader-initials");
  await expect(fallback).toHaveText("DW");
  await expect(fallback).toHaveAttribute("role", "img");
  await expect(fallback).toHaveAttribute("aria-label", daniel.name);
  await expect(card.locator("img")).toHaveCount(0);
  await expect(card.getByRole("status")).toHaveCount(0);
  await expect(page.getByText("Image loading issue")).toHaveCount(1);
  await expect(page.getByText(`Could not load image for ${daniel.name}. Using fallback instead.`)).toBeVisible();
  // The other leader's photo is unaffected.
  await leaderCard(page, elena.name).scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      leaderCard(page, elena.name)
        .locator("img")
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
});

test("leader photo: spinner while loading, initials and a toast when it fails, without layout shift", async ({ page, browserErrors }) => {
  browserErrors.expect(/^console: Failed to load resource: the server responded with a status of 404/);
  const answer = await holdPhoto(page, elena.imageUrl);
  await openBeforeImages(page, "/about");
  const card = leaderCard(page, elena.name);
  await expect(card.getByRole("status")).toHaveText(`Loading photo of ${elena.name}`);
  const frame = card.getByRole("img", { name: elena.name }).locator("..");
  const before = await frame.boundingBox();

  answer((route) => route.fulfill({ status: 404, body: "" }));
  await expect(card.getByTestId("leader-initials")).toHaveText("EM");
  await expect(card.getByRole("status")).toHaveCount(0);
  await expect(page.getByText(`Could not load image for ${elena.name}. Using fallback instead.`)).toBeVisible();
  const after = await card.getByTestId("leader-initials").boundingBox();
  expect(after).toEqual(before);
});

test("leader photo: the spinner gives way to the photo once it loads", async ({ page }) => {
  const answer = await holdPhoto(page, daniel.imageUrl);
  await openBeforeImages(page, "/about");
  const card = leaderCard(page, daniel.name);
  await expect(card.getByRole("status")).toHaveText(`Loading photo of ${daniel.name}`);
  answer((route) => route.continue());
  await expect(card.getByRole("status")).toHaveCount(0);
  const photo = card.getByRole("img", { name: daniel.name });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText("Image loading issue")).toHaveCount(0);
});

test("leader photo: both photos failing show both initials and a toast for each", async ({ page, browserErrors }) => {
  browserErrors.expect(/^console: Failed to load resource: net::ERR_FAILED$/);
  await page.route("**/images/examples/leaders/**", (route) => route.abort());
  await open(page, "/about");
  await expect(page.getByTestId("leader-initials")).toHaveText(["DW", "EM"]);
  await expect(page.getByText("Image loading issue")).toHaveCount(2);
  // Each toast closes on its own button (or after about four seconds).
  const toasts = page.getByRole("region", { name: "Notifications" }).getByRole("listitem");
  await toasts.first().getByRole("button", { name: "Close notification" }).click();
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText(`Could not load image for ${elena.name}.`);
});

// The photos are far below a phone's first screen. Fetched by the preload scanner, they cost the
// task that receives the document about 10 ms on this machine, before anything is painted; lazy,
// each is fetched as the reader comes near it. How near depends on the link the browser
// estimates (1250 px ahead on 4G, 3000 px when it does not know): the phone here is on 4G.
test("on a phone a leader's photo is fetched as the reader comes near it", async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 40,
    downloadThroughput: 4_000_000,
    uploadThroughput: 1_000_000,
    connectionType: "cellular4g",
  });
  const fetched: string[] = [];
  page.on(
    "request",
    (request) => void (request.url().includes("/images/examples/leaders/") && fetched.push(new URL(request.url()).pathname)),
  );
  await open(page, "/about");
  await waitForWholePage(page);
  // Once the page has stopped fetching anything, the record of what it fetched holds no photo of hers.
  await page.waitForLoadState("networkidle");
  expect(fetched).not.toContain(elena.imageUrl);

  await leaderCard(page, elena.name).scrollIntoViewIfNeeded();
  await expect.poll(() => fetched).toContain(elena.imageUrl);
  await expect(leaderCard(page, elena.name).locator("img")).toHaveJSProperty("complete", true);
});
