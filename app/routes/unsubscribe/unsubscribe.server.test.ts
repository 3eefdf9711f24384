// The unsubscribe page's loader and action against a mocked API: a mail provider's RFC 8058
// one-click POST (url-encoded or multipart, the token in the address), the page's own button,
// and tokens the API refuses, which get the page's explanation, never an error page.
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockEndpoint, mockRefusal } from "../../../tests/mocks/endpoint";
import { requestContextFor, testTenant } from "../../../tests/mocks/request-context";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { unsubscribeAction, unsubscribeLoader } from "./unsubscribe.server";

mockApiForFile();

const TOKEN = "12.like.abcdefghijklmnopqrstuv";
const URL_WITH_TOKEN = `http://t.localhost/unsubscribe?token=${TOKEN}`;

/** Answers as the API does and keeps the tokens it was sent. */
function answerUnsubscribe(sent: string[]) {
  server.use(
    mockEndpoint("unsubscribe", async ({ request }) => {
      sent.push(((await request.json()) as { token: string }).token);
      return HttpResponse.json({ kind: "like", email: "a***@example.com", unsubscribed: true });
    })
  );
}
const act = (request: Request) => unsubscribeAction(request, requestContextFor(request, testTenant()));

describe("the one-click POST of a mail provider", () => {
  it("takes the token from the address when the body is List-Unsubscribe=One-Click, url-encoded or multipart", async () => {
    const sent: string[] = [];
    answerUnsubscribe(sent);
    const urlencoded = new Request(URL_WITH_TOKEN, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    const form = new FormData();
    form.append("List-Unsubscribe", "One-Click");
    const multipart = new Request(URL_WITH_TOKEN, { method: "POST", body: form });
    for (const request of [urlencoded, multipart]) {
      const answer = await act(request);
      expect(answer.status).toBe(200);
      expect((await answer.json()).view).toEqual({
        state: "done",
        kind: "like",
        email: "a***@example.com",
        unsubscribed: true,
        token: TOKEN,
      });
    }
    expect(sent).toEqual([TOKEN, TOKEN]);
  });

  it("prefers the token the page's button posts", async () => {
    const sent: string[] = [];
    answerUnsubscribe(sent);
    const request = new Request("http://t.localhost/unsubscribe", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: TOKEN }),
    });
    expect((await act(request)).status).toBe(200);
    expect(sent).toEqual([TOKEN]);
  });
});

describe("a link that is no good", () => {
  it("explains a missing, malformed or refused token with 404, asking the API only about well-formed ones", async () => {
    server.use(mockRefusal("getUnsubscribe", "invalid_unsubscribe_token"));
    server.use(mockRefusal("unsubscribe", "invalid_unsubscribe_token"));
    for (const url of [
      "http://t.localhost/unsubscribe",
      "http://t.localhost/unsubscribe?token=short",
      URL_WITH_TOKEN,
    ]) {
      const loaded = await unsubscribeLoader(new Request(url), requestContextFor(new Request(url), testTenant()));
      expect(loaded.status, url).toBe(404);
      expect((await loaded.json()).view).toEqual({ state: "invalid" });
      const posted = await act(
        new Request(url, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        })
      );
      expect(posted.status, url).toBe(404);
    }
  });

  it("leaves an API outage to the site's error page", async () => {
    server.use(mockEndpoint("getUnsubscribe", () => HttpResponse.json({ error: "internal_error" }, { status: 500 })));
    const request = new Request(URL_WITH_TOKEN);
    await expect(unsubscribeLoader(request, requestContextFor(request, testTenant()))).rejects.toSatisfy(
      (thrown) => thrown instanceof Response && thrown.status >= 500
    );
  }, 15_000);
});
