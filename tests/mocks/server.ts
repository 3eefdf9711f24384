import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { API_BASE, companyFixture, settingsFixture, userFixture } from "./fixtures";

/** Happy-path answers of the contract; tests add faults with `server.use(...)`. */
export const handlers = [
  http.get(`${API_BASE}/api/user.php`, () => HttpResponse.json({ user: userFixture })),
  http.post(`${API_BASE}/api/user.php`, () => HttpResponse.json({ user: userFixture, token: "t".repeat(43) })),
  http.get(`${API_BASE}/api/settings.php`, () => HttpResponse.json({ settings: settingsFixture })),
  http.get(`${API_BASE}/api/interests.php`, () => HttpResponse.json({ interests: [{ id: 1, key: "music" }] })),
  http.get(`${API_BASE}/api/regions.php`, () =>
    HttpResponse.json({ regions: [{ id: 1, country: "NL", name: "Utrecht" }] })
  ),
  http.get(`${API_BASE}/api/companyinfo.php`, () => HttpResponse.json({ company: companyFixture })),
  http.get(`${API_BASE}/api/logout.php`, () => HttpResponse.json({ ok: true })),
];

export const server = setupServer(...handlers);
