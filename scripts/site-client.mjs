// Requests to the built web server as a browser on one of its sites would send them, for the
// scripts that measure pages (`npm run budget`, `npm run lighthouse`). Node cannot resolve
// *.localhost names, so requests go to 127.0.0.1 with the site's Host header.
import { Buffer } from "node:buffer";
import http from "node:http";
import { URLSearchParams } from "node:url";

/** A raw HTTP request to the web server as `host`; the body is left as sent (compressed or not). */
export function siteRequest(port, host, { method = "GET", path: urlPath, headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path: urlPath, headers: { Host: `${host}:${port}`, ...headers } },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      }
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Logs a member in through the login form, as a browser on the site would; the session cookie(s). */
export async function logInAs(port, host, { email, password }) {
  const res = await siteRequest(port, host, {
    method: "POST",
    path: "/login",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: `http://${host}:${port}` },
    body: new URLSearchParams({ email, password, redirectTo: "/" }).toString(),
  });
  const cookies = [res.headers["set-cookie"] ?? []].flat().map((c) => c.split(";")[0]);
  if (res.status !== 302 || cookies.length === 0)
    throw new Error(`login as ${email} on ${host} failed: HTTP ${res.status}`);
  return cookies.join("; ");
}
