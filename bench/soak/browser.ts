// One simulated member's browser: its own connections (kept alive), its cookies, its address, and
// the requests a Remix page makes (documents, `_data` loader and action requests, form posts with
// the site's Origin). Node's http rather than fetch: fetch refuses to set Host.
import http from "node:http";
import type { Stats } from "./stats";

/** A request's body and its Content-Type. */
interface Body {
  body: string | Buffer;
  contentType: string;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Errors of the network (no answer), where a browser would try an idempotent request again. */
const NETWORK = /ECONNRESET|ECONNREFUSED|socket hang up|EPIPE/;
const TIMEOUT_MS = 30_000;

export class Browser {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
  private readonly cookies = new Map<string, string>();

  /**
   * @param url the web tier (or the proxy before it): http://127.0.0.1:<port>
   * @param host the site's host as the browser names it: flirthaven.localhost:<port>
   * @param address the member's own address (X-Forwarded-For; the web tier trusts one proxy)
   */
  constructor(readonly url: string, readonly host: string, readonly address: string, private readonly stats: Stats) {}

  get origin(): string {
    return `http://${this.host}`;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = this.cookieHeader();
    return { host: this.host, "x-forwarded-for": this.address, ...(cookie ? { cookie } : {}), ...extra };
  }

  /** A loader's data as Remix's client asks for it (`?_data=<route id>`). */
  data(path: string, routeId: string): Promise<Answer> {
    const sep = path.includes("?") ? "&" : "?";
    return this.request("GET", `${path}${sep}_data=${encodeURIComponent(routeId)}`, undefined, true);
  }

  /** A page as the browser asks for it (a document request), tried again after a network error. */
  document(path: string): Promise<Answer> {
    return this.request("GET", path, undefined, true);
  }

  /** A body of its own type (a multipart upload) posted with the site's Origin, never tried again. */
  send(path: string, body: Buffer, contentType: string): Promise<Answer> {
    return this.once("POST", path, { body, contentType });
  }

  /** A form posted by a page's fetcher (`?_data=<route id>`), with the site's Origin. */
  post(path: string, routeId: string | null, form: Record<string, string>, { retry = false } = {}): Promise<Answer> {
    const sep = path.includes("?") ? "&" : "?";
    const target = routeId ? `${path}${sep}_data=${encodeURIComponent(routeId)}` : path;
    const body = { body: new URLSearchParams(form).toString(), contentType: "application/x-www-form-urlencoded" };
    return this.request("POST", target, body, retry);
  }

  /**
   * One request; tried once more after a network error when `retry` (GETs, and sends under an
   * Idempotency-Key), as a browser does on a connection that closed under it.
   */
  private async request(method: string, path: string, body: Body | undefined, retry: boolean): Promise<Answer> {
    try {
      return await this.once(method, path, body);
    } catch (error) {
      if (!retry || !NETWORK.test(String(error))) throw error;
      this.stats.retries++;
      return this.once(method, path, body);
    }
  }

  private once(method: string, path: string, body: Body | undefined): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        `${this.url}${path}`,
        {
          method,
          agent: this.agent,
          headers: this.headers(
            body === undefined
              ? {}
              : {
                  origin: this.origin,
                  "content-type": body.contentType,
                  "content-length": String(Buffer.byteLength(body.body)),
                }
          ),
        },
        (res) => {
          this.keepCookies(res.headers["set-cookie"]);
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
          res.on("error", reject);
        }
      );
      req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error(`timeout: ${method} ${path}`)));
      req.on("error", reject);
      req.end(body?.body);
    });
  }

  private keepCookies(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair, ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  close(): void {
    this.agent.destroy();
  }
}
