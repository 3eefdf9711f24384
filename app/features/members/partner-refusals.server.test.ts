import { describe, expect, it, vi } from "vitest";
import type { RequestContext } from "~/context.server";
import { ApiError } from "~/api/errors";
import { answerOrRefusal, refusalResponse, showChangedBadges } from "./partner-refusals.server";

const page = (formPost = false) => ({ formPost, forgetMember: vi.fn(async () => {}) } as unknown as RequestContext);

describe("a page about another member", () => {
  it("shows the member's answer", async () => {
    await expect(answerOrRefusal(page(), Promise.resolve({ id: 7 }))).resolves.toEqual({ answer: { id: 7 } });
  });

  it("names the member who blocked the viewer, as a 403", async () => {
    const call = Promise.reject(new ApiError(403, "blocked_by_member", { error: "blocked_by_member", name: "Lena" }));
    const { refusal } = await answerOrRefusal(page(), call);
    expect(refusal).toEqual({ kind: "blocked", name: "Lena" });
    const response = refusalResponse(refusal!);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ kind: "blocked", name: "Lena" });
  });

  it("is the 404 page for an unknown member, or says the member went away where a form was sent", async () => {
    for (const status of [404, 400]) {
      const thrown = await answerOrRefusal(page(), Promise.reject(new ApiError(status, "member_not_found"))).catch(
        (e: unknown) => e
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(404);
      const { refusal } = await answerOrRefusal(page(true), Promise.reject(new ApiError(status, "member_not_found")));
      expect(refusal).toEqual({ kind: "gone" });
      expect(refusalResponse(refusal!).status).toBe(404);
    }
  });

  it("lets any other failure reach the error page", async () => {
    const outage = new ApiError(503, "unavailable");
    await expect(answerOrRefusal(page(true), Promise.reject(outage))).rejects.toBe(outage);
  });

  it("forgets the header's badges and sends a whole-page load to the same address once more", async () => {
    const context = page();
    const html = new Request("http://a.localhost/members/7?x=1", { headers: { Accept: "text/html" } });
    const thrown = await showChangedBadges(html, context).catch((e: unknown) => e);
    expect(context.forgetMember).toHaveBeenCalledOnce();
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("Location")).toBe("/members/7?x=1");
    await expect(showChangedBadges(new Request("http://a.localhost/members/7"), page())).resolves.toBeUndefined();
  });
});
