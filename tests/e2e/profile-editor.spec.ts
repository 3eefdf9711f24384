import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { expect, MEMBERS_HOST, test, type Members } from "./members";
import { axeViolations, site, waitForHydration } from "./support";

// The own profile as an editor (docs/decisions/008, "The profile editor"): sections beside a preview
// of how other members see the profile, the interests' chip picker and the photo drop zone, with
// and without JavaScript. Each test has a member of its own: free, a man, no photos yet.
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");
const PHOTO = path.join(fixtures, "photo.jpg");
const NOT_AN_IMAGE = path.join(fixtures, "not-an-image.jpg");

/** A layout-shift entry (not in TypeScript's DOM types yet). */
interface LayoutShift {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null }[];
}

async function onOwnProfile(page: Page, members: Members, host = MEMBERS_HOST) {
  await (await members.create({ gender: "male", photos: 0, site: host })).signIn(page);
  await page.goto(site(host, "/profile"));
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
  return page.getByRole("region", { name: "How others see you" });
}

/** The preview's descriptive field: its label and value as the profile screen lists them. */
const detail = (preview: Locator, label: RegExp | string) =>
  preview
    .locator("dl > div")
    .filter({ has: preview.page().locator("dt", { hasText: label }) })
    .locator("dd");

test("the page is in sections, each a card with its heading", async ({ page, members }) => {
  await onOwnProfile(page, members);
  for (const name of ["Photos", "About you", "Looking for", "Interests"]) {
    await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
  }
  const about = page.getByRole("region", { name: "About you" });
  await expect(about.getByRole("group", { name: /^Hair colou?r$/ })).toBeVisible();
  await expect(about.getByLabel("City", { exact: true })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Looking for" }).getByRole("group", { name: "I am here for" })
  ).toBeVisible();
});

test(
  "the preview follows the form (JavaScript) and shows what was saved after a reload",
  { tag: "@no-js" },
  async ({ page, members, javaScriptEnabled }) => {
    const preview = await onOwnProfile(page, members);
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(preview.getByRole("heading", { level: 3 })).toContainText(/\S/);
    await expect(detail(preview, /^Hair colou?r$/)).toHaveCount(0);

    await page
      .getByRole("group", { name: /^Hair colou?r$/ })
      .getByRole("radio", { name: "Red" })
      .check();
    await page.getByRole("group", { name: "I am here for" }).getByRole("radio", { name: "Dating" }).check();
    await page.getByLabel("City", { exact: true }).fill("Köln");
    await page.getByRole("checkbox", { name: "Wine" }).check();
    if (javaScriptEnabled) {
      // Not saved yet: the preview shows the form as it is now.
      await expect(detail(preview, /^Hair colou?r$/)).toHaveText("Red");
      await expect(detail(preview, "I am here for")).toHaveText("Dating");
      await expect(preview.getByText(/^Köln, /)).toBeVisible();
      await expect(preview.getByRole("listitem").filter({ hasText: "Wine" })).toBeVisible();
      await page
        .getByRole("group", { name: /^Hair colou?r$/ })
        .getByRole("radio", { name: "Not specified" })
        .check();
      await expect(detail(preview, /^Hair colou?r$/)).toHaveCount(0);
      await page
        .getByRole("group", { name: /^Hair colou?r$/ })
        .getByRole("radio", { name: "Red" })
        .check();
    } else {
      // Without JavaScript the preview is the saved profile until the form is posted.
      await expect(detail(preview, /^Hair colou?r$/)).toHaveCount(0);
    }

    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your profile has been saved." })).toBeVisible();
    await page.reload();
    await expect(detail(preview, /^Hair colou?r$/)).toHaveText("Red");
    await expect(detail(preview, "I am here for")).toHaveText("Dating");
    await expect(preview.getByText(/^Köln, /)).toBeVisible();
    await expect(preview.getByRole("listitem").filter({ hasText: "Wine" })).toBeVisible();
  }
);

test(
  "interests are picked, filtered and removed with the keyboard",
  { tag: "@no-js" },
  async ({ page, members, javaScriptEnabled }) => {
    await onOwnProfile(page, members);
    const interests = page.getByRole("region", { name: "Interests", exact: true });
    if (!javaScriptEnabled) {
      // Every interest is a checkbox chip, posted as ever; the filter needs the script.
      await expect(interests.getByLabel("Find an interest")).toBeHidden();
      await interests.getByRole("checkbox", { name: "Hiking" }).focus();
      await page.keyboard.press("Space");
      await interests.getByRole("checkbox", { name: "Wine" }).focus();
      await page.keyboard.press("Space");
    } else {
      await waitForHydration(page);
      await expect(interests.getByText("No interests chosen yet.")).toBeVisible();
      const filter = interests.getByLabel("Find an interest");
      await filter.focus();
      await page.keyboard.type("hik");
      await expect(interests.getByRole("checkbox", { name: "Wine" })).toBeHidden();
      await expect(interests.getByText("1 interest matches")).toBeVisible();
      // Enter in the filter does not post the form.
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await expect(interests.getByRole("checkbox", { name: "Hiking" })).toBeFocused();
      await page.keyboard.press("Space");
      await expect(interests.getByRole("button", { name: "Remove Hiking" })).toBeVisible();

      await filter.fill("");
      await expect(interests.getByRole("checkbox", { name: "Wine" })).toBeVisible();
      await interests.getByRole("checkbox", { name: "Wine" }).focus();
      await page.keyboard.press("Space");
      await interests.getByRole("checkbox", { name: "Beer" }).focus();
      await page.keyboard.press("Space");
      // The chosen ones in the list's order.
      await expect(interests.getByRole("list", { name: "Your interests" }).getByRole("button")).toHaveText([
        /Beer/,
        /Hiking/,
        /Wine/,
      ]);
      // Removing a chip unticks its interest; the focus goes on to the next chip.
      await interests.getByRole("button", { name: "Remove Beer" }).focus();
      await page.keyboard.press("Enter");
      await expect(interests.getByRole("checkbox", { name: "Beer" })).not.toBeChecked();
      await expect(interests.getByRole("button", { name: "Remove Beer" })).toHaveCount(0);
      await expect(interests.getByRole("button", { name: "Remove Hiking" })).toBeFocused();
      await expect(page.getByRole("status").filter({ hasText: "Your profile has been saved." })).toHaveCount(0);
    }
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your profile has been saved." })).toBeVisible();
    await page.reload();
    await expect(interests.getByRole("checkbox", { name: "Hiking" })).toBeChecked();
    await expect(interests.getByRole("checkbox", { name: "Wine" })).toBeChecked();
    await expect(interests.getByRole("checkbox", { name: "Beer" })).not.toBeChecked();
    if (javaScriptEnabled) {
      await expect(interests.getByRole("list", { name: "Your interests" }).getByRole("button")).toHaveText([
        /Hiking/,
        /Wine/,
      ]);
    }
  }
);

test(
  "the photo zone takes a photo by keyboard, shows it before the upload and refuses a non-image",
  { tag: "@no-js" },
  async ({ page, members, javaScriptEnabled }) => {
    await onOwnProfile(page, members);
    const photos = page.getByRole("region", { name: "Photos", exact: true });
    if (javaScriptEnabled) await waitForHydration(page);
    // The zone is the real file input: the keyboard opens the file chooser.
    const chooser = page.waitForEvent("filechooser");
    await photos.getByLabel("Add a photo").focus();
    await page.keyboard.press("Space");
    await (await chooser).setFiles(PHOTO);
    if (javaScriptEnabled) {
      const chosen = photos.getByRole("list", { name: "Chosen photo" });
      await expect(chosen).toHaveText("photo.jpg");
      await expect
        .poll(() => chosen.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    }
    await photos.getByRole("button", { name: "Upload photo" }).click();
    await expect(photos.getByText("1 of 3 photos")).toBeVisible();
    await expect(photos.getByRole("list", { name: "Chosen photo" })).toHaveCount(0);

    await photos.getByLabel("Add a photo").setInputFiles(NOT_AN_IMAGE);
    await photos.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This file is not a photo." })).toBeVisible();
    await expect(photos.getByText("1 of 3 photos")).toBeVisible();
  }
);

test("a photo dropped on the zone is shown, then uploaded", async ({ page, members }) => {
  await onOwnProfile(page, members);
  await waitForHydration(page);
  const photos = page.getByRole("region", { name: "Photos", exact: true });
  const drop = async (file: string, type: string) => {
    const bytes = fs.readFileSync(file).toString("base64");
    const dataTransfer = await page.evaluateHandle(
      ({ bytes, name, type }) => {
        const transfer = new DataTransfer();
        const data = Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0));
        transfer.items.add(new File([data], name, { type }));
        return transfer;
      },
      { bytes, name: path.basename(file), type }
    );
    const zone = photos.getByText("Drop a photo here or choose one");
    await zone.dispatchEvent("dragenter", { dataTransfer });
    await zone.dispatchEvent("dragover", { dataTransfer });
    await zone.dispatchEvent("drop", { dataTransfer });
  };

  await drop(NOT_AN_IMAGE, "image/jpeg");
  await expect(photos.getByRole("list", { name: "Chosen photo" })).toHaveText("not-an-image.jpg");
  await photos.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This file is not a photo." })).toBeVisible();
  await expect(photos.getByText("0 of 3 photos")).toBeVisible();

  await drop(PHOTO, "image/jpeg");
  await expect(photos.getByRole("list", { name: "Chosen photo" })).toHaveText("photo.jpg");
  await photos.getByRole("button", { name: "Upload photo" }).click();
  await expect(photos.getByText("1 of 3 photos")).toBeVisible();
  await expect(photos.getByRole("img", { name: "Your photo 1" })).toBeVisible();
  // The preview shows the new main photo as other members see it.
  await expect(page.getByRole("region", { name: "How others see you" }).getByRole("img")).toBeVisible();
});

test("the editor with chosen interests and a photo meets WCAG 2.2 AA in the dark theme", async ({ page, members }) => {
  await onOwnProfile(page, members, "velvetropes.localhost");
  await waitForHydration(page);
  await page.getByLabel("Add a photo").setInputFiles(PHOTO);
  await page.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText("1 of 3 photos")).toBeVisible();
  const interests = page.getByRole("region", { name: "Interests", exact: true });
  for (const box of await interests
    .getByRole("checkbox")
    .all()
    .then((all) => all.slice(0, 2)))
    await box.check();
  await interests.getByLabel("Find an interest").fill("a");
  await page.getByLabel("Add a photo").setInputFiles(PHOTO);
  await expect(page.getByRole("list", { name: "Chosen photo" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test("the editor does not shift as it hydrates on a phone (the drop zone keeps its height)", async ({
  page,
  members,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await onOwnProfile(page, members);
  await waitForHydration(page);
  await expect(
    page.getByRole("region", { name: "Photos", exact: true }).getByText("Drop a photo here or choose one")
  ).toBeInViewport();
  // Shifts of the editor's own parts: a banner shown above the page once hydrated (the push
  // invitation) moves the whole of <main>, which is the banner's to avoid, not the editor's.
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const main = document.querySelector("main")!;
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as LayoutShift[]) {
            const inEditor = entry.sources.some(({ node }) => node && node !== main && main.contains(node));
            if (!entry.hadRecentInput && inEditor) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        // The buffered entries arrive before the next frames are drawn.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      })
  );
  // Half the page's whole budget (CLS 0.02): the editor itself should not move at all.
  expect(shifted).toBeLessThanOrEqual(0.01);
});
