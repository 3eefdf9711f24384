import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { mockEndpoint, mockRefusal } from "../../../tests/mocks/endpoint";
import { ownProfileFixture, settingsFixture, userFixture } from "../../../tests/mocks/fixtures";
import { requestContextFor, testTenant } from "../../../tests/mocks/request-context";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { clearApiCache } from "../../api/cache.server";
import { clearMemberCache } from "../../api/member-cache.server";
import { commitAuthToken } from "../../utils/auth.server";
import { action, loader } from "./route";

mockApiForFile();
beforeEach(() => {
  clearApiCache();
  clearMemberCache();
});

const tenant = testTenant();
const own = ownProfileFixture;

function siteAnswers() {
  server.use(
    mockEndpoint("getUser", () => HttpResponse.json({ user: userFixture })),
    mockEndpoint("getSettings", () =>
      HttpResponse.json({ settings: { ...settingsFixture, visible_profile_fields: ["location"] } })
    ),
    mockEndpoint("getRegions", () => HttpResponse.json({ regions: [{ id: 1, country: "NL", name: "Utrecht" }] }))
  );
}

async function post(body: FormData) {
  const cookie = (await commitAuthToken("tok", { secure: false })).split(";")[0];
  const request = new Request("http://t.localhost/profile", { method: "POST", headers: { Cookie: cookie }, body });
  const context = requestContextFor(request, tenant, { deadlineMs: 300 });
  // Remix runs the page's loaders after the action with the same context and a GET request.
  const page = () => loader({ request: new Request(request.url, { headers: request.headers }), context, params: {} });
  return { answer: await action({ request, context, params: {} }), page };
}

const typed = (entries: [string, string | File][]) => {
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v);
  return form;
};

describe("the profile page after a post", () => {
  it("shows the form again while the API is down, instead of the error page", async () => {
    siteAnswers();
    server.use(
      mockEndpoint("updateOwnProfile", () => new HttpResponse("down", { status: 503 })),
      mockEndpoint("getOwnProfile", () => new HttpResponse("down", { status: 503 }))
    );
    const { answer, page } = await post(typed([["city", "Faultville"]]));
    expect(answer.status).toBeGreaterThanOrEqual(500);
    expect((await answer.json()).result?.initialValue).toMatchObject({ city: "Faultville" });
    const data = await (await page()).json();
    expect(data.own).toBeNull();
    expect(data.countries).toEqual([{ code: "NL", name: "Netherlands", regions: ["Utrecht"] }]);
  });

  it("still answers the error page for a plain visit while the API is down", async () => {
    siteAnswers();
    server.use(mockEndpoint("getOwnProfile", () => new HttpResponse("down", { status: 503 })));
    const cookie = (await commitAuthToken("tok", { secure: false })).split(";")[0];
    const request = new Request("http://t.localhost/profile", { headers: { Cookie: cookie } });
    const failed = await loader({
      request,
      context: requestContextFor(request, tenant, { deadlineMs: 300 }),
      params: {},
    })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Response);
    expect((failed as Response).status).toBeGreaterThanOrEqual(500);
  });

  it("saves the typed details along with an uploaded photo", async () => {
    siteAnswers();
    const saved: unknown[] = [];
    server.use(
      mockEndpoint("uploadPhoto", () => HttpResponse.json(own, { status: 201 })),
      mockEndpoint("updateOwnProfile", async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json(own);
      })
    );
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "me.jpg", { type: "image/jpeg" });
    const { answer } = await post(
      typed([
        ["intent", "upload"],
        ["photo", photo],
        ["city", "Gent"],
        ["country", "NL"],
      ])
    );
    expect(answer.status).toBe(200);
    expect((await answer.json()).notice).toBe("uploaded");
    expect(saved).toEqual([expect.objectContaining({ city: "Gent", country: "NL" })]);
  });

  it("sends an upload under the page's key and the photo: the same photo again is the same upload, another photo another", async () => {
    siteAnswers();
    const keys: (string | null)[] = [];
    server.use(
      mockEndpoint("uploadPhoto", ({ request }) => {
        keys.push(request.headers.get("Idempotency-Key"));
        return HttpResponse.json(own, { status: 201 });
      }),
      mockEndpoint("updateOwnProfile", () => HttpResponse.json(own))
    );
    const photo = (byte: number) => new File([new Uint8Array([0xff, 0xd8, byte])], "me.jpg", { type: "image/jpeg" });
    for (const byte of [1, 1, 2]) {
      await post(
        typed([
          ["intent", "upload"],
          ["photo_key", "page-key-0123"],
          ["photo", photo(byte)],
        ])
      );
    }
    expect(keys[0]).toMatch(/^page-key-0123-[0-9a-f]{16}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("says an upload still under way is under way, keeping the page's key and the typed details", async () => {
    siteAnswers();
    server.use(mockRefusal("uploadPhoto", "request_in_progress"));
    const { answer } = await post(
      typed([
        ["intent", "upload"],
        ["photo_key", "page-key-0123"],
        ["photo", new File([new Uint8Array([0xff, 0xd8, 0xff])], "me.jpg", { type: "image/jpeg" })],
        ["city", "Gent"],
      ])
    );
    expect(answer.status).toBe(409);
    const { result, photoKey } = (await answer.json()) as {
      result: { error: unknown; initialValue: unknown };
      photoKey?: string;
    };
    expect(result.error).toEqual({ photo: ["request_in_progress"] });
    expect(result.initialValue).toMatchObject({ city: "Gent" });
    expect(photoKey).toBe("page-key-0123");
  });

  it("takes a photo whose file name holds ; and =", async () => {
    siteAnswers();
    const names: string[] = [];
    server.use(
      mockEndpoint("uploadPhoto", async ({ request }) => {
        const photo = (await request.formData()).get("photo");
        names.push(photo instanceof File ? photo.name : "");
        return HttpResponse.json(own, { status: 201 });
      }),
      mockEndpoint("updateOwnProfile", () => HttpResponse.json(own))
    );
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], "holiday; beach=1.jpg", { type: "image/jpeg" });
    const { answer } = await post(
      typed([
        ["intent", "upload"],
        ["photo", photo],
        ["city", "Gent"],
      ])
    );
    expect(answer.status).toBe(200);
    expect((await answer.json()).notice).toBe("uploaded");
    expect(names).toEqual(["holiday; beach=1.jpg"]);
  });
});
