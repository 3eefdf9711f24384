// For the chat tests: sending with an Idempotency-Key, image sends and reading the event stream.
/** What the calls go through: a test site's app (no port), or an API process over HTTP. */
interface Site {
  app: { request(path: string, init?: RequestInit): Response | Promise<Response> };
}

export interface StreamEvent {
  id: number;
  data: Record<string, unknown>;
}

export function chatCalls(site: Site, domain: string) {
  const url = (path: string, query = "") => `${path}?forced-domain=${domain}${query}`;

  async function sendText(token: string, to: number, text: string, key?: string) {
    const res = await site.app.request(url("/api/message.php"), {
      method: "POST",
      body: JSON.stringify({ to, text }),
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${token}`,
        ...(key ? { "Idempotency-Key": key } : {}),
      },
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  async function sendImage(token: string, to: number, bytes: Uint8Array, key?: string) {
    const form = new FormData();
    form.append("to", String(to));
    form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "a.png");
    const res = await site.app.request(url("/api/message-image.php"), {
      method: "POST",
      body: form,
      headers: { Authorization: `Bearer ${token}`, ...(key ? { "Idempotency-Key": key } : {}) },
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  /** Opens the member's event stream; `next` waits for events, `close` leaves like a browser does. */
  async function openStream(token: string, lastEventId?: number, ip?: string) {
    const res = await site.app.request(url("/api/events.php"), {
      headers: {
        Authorization: `Bearer ${token}`,
        ...(ip ? { "X-Forwarded-For": ip } : {}),
        ...(lastEventId === undefined ? {} : { "Last-Event-ID": String(lastEventId) }),
      },
    });
    return readStream(res);
  }

  /** Opens the site's event stream (site-events.php) with the web tier's key, as a web process does. */
  async function openSiteStream(key: string | undefined, lastEventId?: number) {
    const res = await site.app.request(url("/api/site-events.php"), {
      headers: {
        ...(key === undefined ? {} : { "X-Events-Key": key }),
        ...(lastEventId === undefined ? {} : { "Last-Event-ID": String(lastEventId) }),
      },
    });
    return readStream(res);
  }

  function readStream(res: Response) {
    // A refused stream: nothing to read.
    if (!res.ok)
      return {
        res,
        next: async (): Promise<StreamEvent[]> => [],
        received: [],
        lastEventId: () => undefined,
        close: async () => {},
      };
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    const received: StreamEvent[] = [];
    /** The last `id:` the stream named, with or without data: what a browser would reconnect with. */
    let lastId: number | undefined;
    let text = "";
    let reading: Promise<void> | undefined;
    const pump = async () => {
      const { done, value } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
      let cut;
      while ((cut = text.indexOf("\n\n")) >= 0) {
        const block = text.slice(0, cut);
        text = text.slice(cut + 2);
        const id = /^id: (\d+)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (id) lastId = Number(id);
        if (id && data) received.push({ id: Number(id), data: JSON.parse(data) as Record<string, unknown> });
      }
    };
    /** Waits until `count` events arrived (or `ms` passed) and answers all received so far. */
    async function next(count: number, ms = 1000): Promise<StreamEvent[]> {
      const until = Date.now() + ms;
      while (received.length < count && Date.now() < until) {
        reading ??= pump().finally(() => (reading = undefined));
        await Promise.race([reading, new Promise((r) => setTimeout(r, Math.max(0, until - Date.now())))]);
      }
      return [...received];
    }
    return { res, next, received, lastEventId: () => lastId, close: () => reader.cancel() };
  }

  return { sendText, sendImage, openStream, openSiteStream };
}
