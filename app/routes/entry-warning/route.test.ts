import { describe, expect, it } from "vitest";
import { requestContextFor, testTenant } from "../../../tests/mocks/request-context";
import { settle } from "../../../tests/mocks/route-args";
import { action } from "./route";

/** The warning's "I am 18 or older", posted as a page load or by the page's script (`?_data=`). */
function confirm(search = "") {
  const request = new Request(`http://t.localhost/entry-warning${search}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ redirectTo: "/pages/terms" }),
  });
  return settle(async () => action({ request, context: requestContextFor(request, testTenant()), params: {} }));
}

describe("confirming the entry warning", () => {
  it("remembers it and loads the page again, without JavaScript", async () => {
    const answer = await confirm();
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/pages/terms");
    expect(answer.headers.get("Set-Cookie")).toMatch(/^entry_ok=/);
  });

  it("answers the page's script with the cookie alone: the page is read again where it is", async () => {
    const answer = await confirm("?_data=routes%2Fentry-warning");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Location")).toBeNull();
    expect(answer.headers.get("Set-Cookie")).toMatch(/^entry_ok=/);
  });
});
