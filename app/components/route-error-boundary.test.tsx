// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { afterEach, describe, expect, it } from "vitest";
import { createI18nInstance } from "~/i18n/i18n.server";
import { OVERLOADED } from "~/api/overload";
import { errorPage } from "~/utils/not-found";
import { RouteErrorBoundary } from "./error-page";

afterEach(cleanup);

/** A members-area layout (its navigation) around a screen whose loader answers `answers` in turn. */
async function renderScreen(answers: Array<number | "ok" | Response>, locale = "en") {
  const i18n = await createI18nInstance(locale, ["common"]);
  let calls = 0;
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <>
          <nav>
            <Link to="/members">Search</Link>
          </nav>
          <main>
            <Outlet />
          </main>
        </>
      ),
      children: [
        {
          path: "likes",
          loader: () => {
            const answer = answers[Math.min(calls++, answers.length - 1)];
            if (answer instanceof Response) throw answer;
            if (answer !== "ok") throw new Response(null, { status: answer });
            return { names: ["Anna"] };
          },
          Component: () => <p>{useLoaderData<{ names: string[] }>().names.join(", ")}</p>,
          ErrorBoundary: RouteErrorBoundary,
        },
      ],
    },
  ]);
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/likes?tab=received"]} />
    </I18nextProvider>
  );
  return { ...view, calls: () => calls };
}

describe("RouteErrorBoundary", () => {
  it("shows a failed loader's status and 'try again later' inside the layout, with a Try again link to the same address", async () => {
    const { findByRole, getByRole, queryByRole, queryByText } = await renderScreen([503]);
    expect((await findByRole("heading", { level: 1 })).textContent).toBe("An error occurred, please try again later.");
    expect(queryByText("503")).not.toBeNull();
    expect(queryByRole("link", { name: "Search" })).not.toBeNull();
    expect(getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/likes?tab=received");
    expect(getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  });

  it("Try again runs the loader again and shows the screen once the API answers", async () => {
    const { findByRole, queryByText, queryByRole, calls } = await renderScreen([502, "ok"]);
    fireEvent.click(await findByRole("link", { name: "Try again" }));
    await waitFor(() => expect(queryByText("Anna")).not.toBeNull());
    expect(queryByRole("heading", { level: 1 })).toBeNull();
    expect(calls()).toBe(2);
  });

  it("reads 'This page could not be found' for a 404 (a member who is gone), without a pointless retry", async () => {
    const { findByRole, queryByRole } = await renderScreen([404]);
    expect((await findByRole("heading", { level: 1 })).textContent).toBe("This page could not be found");
    expect(queryByRole("link", { name: "Try again" })).toBeNull();
  });

  it("says the site is busy when the page was refused for overload (its API calls got no turn), with a Try again link", async () => {
    const { findByRole, getByRole } = await renderScreen([errorPage(503, OVERLOADED)]);
    expect((await findByRole("heading", { level: 1 })).textContent).toBe(
      "So many members are online that this page could not be shown right now. Please try again in a few seconds."
    );
    expect(getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/likes?tab=received");
  });

  it("speaks the member's language", async () => {
    const { findByRole } = await renderScreen([503], "de");
    expect((await findByRole("link", { name: "Erneut versuchen" })).getAttribute("href")).toBe("/likes?tab=received");
  });
});
