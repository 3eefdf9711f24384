// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18nInstance } from "~/i18n/i18n.server";
import type { SearchFilters } from "~/features/members/search-filters";
import { SearchForm } from "./search-form";

afterEach(() => {
  cleanup();
  document.body.innerHTML = "";
});

const countries = [
  { code: "NL", regions: ["Utrecht"], regionLabel: "province" },
  { code: "BE", regions: [], regionLabel: "province" },
];

/** The search form for `filters`, as the server sends it (`server`) or once the script runs. */
async function searchForm(filters: SearchFilters, server: boolean) {
  const i18n = await createI18nInstance("en", ["members", "profile"]);
  const Stub = createRemixStub([
    {
      path: "/members",
      Component: () => <SearchForm filters={filters} countries={countries} extraFields={["tattoos"]} interests={[]} />,
    },
  ]);
  const app = (
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/members"]} />
    </I18nextProvider>
  );
  if (server) {
    // The test router's layout effects warn on the server; the app's own server render has none.
    const error = console.error;
    const quiet = vi.spyOn(console, "error").mockImplementation((message: unknown, ...rest: unknown[]) => {
      if (!String(message).startsWith("Warning: useLayoutEffect does nothing on the server")) error(message, ...rest);
    });
    document.body.innerHTML = renderToString(app);
    quiet.mockRestore();
  } else render(app);
  const form = (await screen.findByRole("search")) as HTMLFormElement;
  return { form, posted: () => [...new FormData(form).entries()].map(([k, v]) => [k, String(v)]) };
}

describe("the member search form", () => {
  it("without JavaScript: gender as a bar of radios, the ages as number fields, a short list as chips", async () => {
    const { posted } = await searchForm({ min_age: 30, choices: {} }, true);
    const gender = screen.getByRole("group", { name: "Looking for" });
    expect([...gender.querySelectorAll("input")].map((r) => [r.type, r.value, r.checked])).toEqual([
      ["radio", "", true],
      ["radio", "female", false],
      ["radio", "male", false],
    ]);
    expect((screen.getByLabelText("Age from") as HTMLInputElement).type).toBe("number");
    expect(screen.getByRole("group", { name: "Tattoos" }).querySelectorAll("input[type=radio]")).toHaveLength(4);
    // The same address as the selects made: every filter, empty for "any".
    expect(posted()).toEqual([
      ["gender", ""],
      ["min_age", "30"],
      ["max_age", ""],
      ["country", ""],
      ["tattoos", ""],
    ]);
  });

  it("with JavaScript: the ages are two handles on one track, posting the same names", async () => {
    const { posted } = await searchForm(
      { gender: "male", min_age: 30, max_age: 45, choices: { tattoos: "some" } },
      false
    );
    expect(screen.getByRole("slider", { name: "Age from" })).toHaveProperty("value", "30");
    expect(screen.getByRole("slider", { name: "Age to" })).toHaveProperty("value", "45");
    expect(posted()).toEqual([
      ["gender", "male"],
      ["min_age", "30"],
      ["max_age", "45"],
      ["country", ""],
      ["tattoos", "some"],
    ]);
  });
});
