import { expect } from "./support/fixtures";
import { readingTest as test } from "./support/reading-page";
import { headMetadata } from "./support/html";
import { screens } from "./support/routes";

// Every page has its own title: /models/{id} is each model's own page since issue #23.
const sameScreen = new Map<string, string>();

test("every page's server HTML has its own title and a description", async ({ request }) => {
  const titles = new Map<string, string>();
  for (const screen of screens) {
    const response = await request.get(screen.path, { maxRedirects: 0 });
    expect(response.status(), screen.path).toBe(200);
    const { title, description } = headMetadata(await response.text());
    expect(title, `title of ${screen.path}`).toBe(screen.title);
    expect(description?.trim().length ?? 0, `description of ${screen.path}`).toBeGreaterThan(20);
    titles.set(screen.path, title!);
  }
  const seen = new Map<string, string>();
  for (const [path, title] of titles) {
    const owner = seen.get(title);
    if (owner !== undefined) expect(sameScreen.get(path), `${path} reuses the title of ${owner}`).toBe(owner);
    else seen.set(title, path);
  }
});
