import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { interlacedPng } from "../../reference-api/testing/images";
import { expect, MEMBERS_HOST as host, test, type Members } from "./members";
import { axeViolations, site } from "./support";

// The own profile and photos (docs/product.md#profile-and-photos), with and without JavaScript. Each
// test has a member of its own: free, a man, no photos yet.
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures");
const PHOTO = path.join(fixtures, "photo.jpg");
const NOT_AN_IMAGE = path.join(fixtures, "not-an-image.jpg");

async function onOwnProfile(page: Page, members: Members) {
  await (await members.create({ gender: "male", photos: 0, credits: 20 })).signIn(page);
  await page.goto(site(host, "/profile"));
  await expect(page.getByRole("heading", { level: 1, name: "Your profile" })).toBeVisible();
}

test("is for members only", async ({ page }) => {
  await page.goto(site(host, "/profile"));
  await expect(page).toHaveURL(site(host, "/login?redirectTo=%2Fprofile"));
});

test("edits the profile fields and sees them saved", { tag: "@no-js" }, async ({ page, members }) => {
  await onOwnProfile(page, members);
  await page
    .getByRole("group", { name: /^Hair colou?r$/ })
    .getByRole("radio", { name: "Red" })
    .check();
  await page.getByRole("group", { name: "Body type" }).getByRole("radio", { name: "Athletic" }).check();
  await page.getByRole("group", { name: "I am here for" }).getByRole("radio", { name: "Dating" }).check();
  await page.getByLabel("Country").selectOption("DE");
  const region = page.getByLabel("Region").locator("optgroup[label='Germany'] option").first();
  await page.getByLabel("Region").selectOption((await region.getAttribute("value"))!);
  await page.getByLabel("City", { exact: true }).fill("Köln");
  await page.getByRole("checkbox", { name: "Wine" }).check();
  await page.getByRole("checkbox", { name: "Hiking" }).check();
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your profile has been saved." })).toBeVisible();

  await page.goto(site(host, "/profile"));
  await expect(page.getByRole("group", { name: /^Hair colou?r$/ }).getByRole("radio", { name: "Red" })).toBeChecked();
  await expect(page.getByRole("group", { name: "Body type" }).getByRole("radio", { name: "Athletic" })).toBeChecked();
  await expect(page.getByRole("group", { name: "I am here for" }).getByRole("radio", { name: "Dating" })).toBeChecked();
  await expect(page.getByLabel("Country")).toHaveValue("DE");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Köln");
  await expect(page.getByRole("checkbox", { name: "Wine" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Hiking" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Beer" })).not.toBeChecked();
});

test(
  "refuses a non-image renamed .jpg and an oversized file, keeping what was typed",
  { tag: "@no-js" },
  async ({ page, members }) => {
    await onOwnProfile(page, members);
    await page
      .getByRole("group", { name: /^Eye colou?r$/ })
      .getByRole("radio", { name: "Green" })
      .check();
    await page.getByLabel("City", { exact: true }).fill("Typed, not saved");
    await page.getByRole("checkbox", { name: "Sushi" }).check();

    await page.getByLabel("Add a photo").setInputFiles(NOT_AN_IMAGE);
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This file is not a photo." })).toBeVisible();
    await expect(
      page.getByRole("group", { name: /^Eye colou?r$/ }).getByRole("radio", { name: "Green" })
    ).toBeChecked();
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("Typed, not saved");
    await expect(page.getByRole("checkbox", { name: "Sushi" })).toBeChecked();

    await page.getByLabel("Add a photo").setInputFiles({
      name: "huge.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.alloc(9 * 1024 * 1024, 0xff),
    });
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This photo is too large." })).toBeVisible();
    await expect(
      page.getByRole("group", { name: /^Eye colou?r$/ }).getByRole("radio", { name: "Green" })
    ).toBeChecked();
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("Typed, not saved");
    await expect(page.getByRole("checkbox", { name: "Sushi" })).toBeChecked();
    await expect(page.getByText("0 of 3 photos")).toBeVisible();

    // A small file with more pixels than a photo may have (6300 × 6300), refused from its header.
    await page.getByLabel("Add a photo").setInputFiles({
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.from(interlacedPng(6300, 6300)),
    });
    await page.getByRole("button", { name: "Upload photo" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "This photo is too large." })).toBeVisible();
    await expect(page.getByLabel("City", { exact: true })).toHaveValue("Typed, not saved");
    await expect(page.getByText("0 of 3 photos")).toBeVisible();

    // Nothing was saved by the failed uploads.
    await page.goto(site(host, "/profile"));
    await expect(
      page.getByRole("group", { name: /^Eye colou?r$/ }).getByRole("radio", { name: "Not specified" })
    ).toBeChecked();
  }
);

test(
  "uploads photos up to the free limit of 3, then sets the main one and deletes",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled, members }) => {
    await onOwnProfile(page, members);
    // A retried run starts clean.
    while ((await page.getByRole("button", { name: /^Delete photo/ }).count()) > 0) {
      await page
        .getByRole("button", { name: /^Delete photo/ })
        .first()
        .click();
      await page.waitForLoadState();
    }
    await expect(page.getByText("0 of 3 photos")).toBeVisible();

    for (let n = 1; n <= 3; n++) {
      // One named as cameras and phones may name them: ";" and "=" go through like any other name.
      const named = { name: `holiday; beach=${n}.jpg`, mimeType: "image/jpeg", buffer: fs.readFileSync(PHOTO) };
      await page.getByLabel("Add a photo").setInputFiles(n === 2 ? named : PHOTO);
      await page.getByRole("button", { name: "Upload photo" }).click();
      await expect(page.getByText(`${n} of 3 photos`)).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: "Your photo has been uploaded." })).toBeVisible();
    }
    const photos = page.getByRole("img", { name: /^Your photo/ });
    await expect(photos).toHaveCount(3);
    // The thumbnail is served from the cdn prefix and really is a picture.
    await expect.poll(() => photos.first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
    await expect(page.getByText("Main photo", { exact: true })).toHaveCount(1);

    await expect(page.getByTestId("photo-limit")).toHaveText(
      "Free members can have up to 3 photos. Premium members can have up to 25. Get Premium"
    );
    await expect(page.getByLabel("Add a photo")).toHaveCount(0);
    await expect(page.getByTestId("photo-limit").getByRole("link", { name: "Get Premium" })).toHaveAttribute(
      "href",
      "/premium"
    );

    if (javaScriptEnabled) {
      // The page with photos, the limit message and the whole form meets WCAG 2.2 AA.
      expect(await axeViolations(page)).toEqual([]);
    }

    const second = await photos.nth(1).getAttribute("src");
    await page.getByRole("button", { name: "Make main photo" }).first().click();
    await expect(photos.first()).toHaveAttribute("src", second!);

    await page.getByRole("button", { name: "Delete photo 1" }).click();
    await expect(page.getByText("2 of 3 photos")).toBeVisible();
    await expect(page.getByText("Main photo", { exact: true })).toHaveCount(1);
    await expect(page.getByLabel("Add a photo")).toBeVisible();
  }
);
