// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorPageGuard } from "./error-page";

afterEach(cleanup);

function Broken(): never {
  throw new Error("the error page itself failed");
}

describe("ErrorPageGuard", () => {
  it("shows 'An error occurred while showing the error page' with a link home when the error page fails", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { getByRole } = render(
      <ErrorPageGuard
        fallbackText={() => ({
          message: "Er is een fout opgetreden bij het tonen van de foutpagina",
          home: "Naar de startpagina",
        })}
      >
        <Broken />
      </ErrorPageGuard>
    );
    expect(getByRole("heading").textContent).toBe("Er is een fout opgetreden bij het tonen van de foutpagina");
    expect(getByRole("link").getAttribute("href")).toBe("/");
  });

  it("falls back to English if even the translations fail", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { getByRole } = render(
      <ErrorPageGuard
        fallbackText={() => {
          throw new Error("no i18n");
        }}
      >
        <Broken />
      </ErrorPageGuard>
    );
    expect(getByRole("heading").textContent).toBe("An error occurred while showing the error page");
  });

  it("renders the error page when nothing fails", () => {
    const { queryByText } = render(
      <ErrorPageGuard fallbackText={() => ({ message: "x", home: "y" })}>fine</ErrorPageGuard>
    );
    expect(queryByText("fine")).not.toBeNull();
  });
});
