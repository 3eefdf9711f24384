// SMTP delivery of the outbox (SMTP_URL), against a minimal SMTP server on a local port: the
// mail a site sends reaches the server with its From name, address, subject and text.
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db";
import { openTestDb } from "../testing/db";
import { readOutbox, sendMail } from "./outbox";

/** Speaks just enough SMTP (no STARTTLS offered) and keeps each message's raw DATA. */
function smtpServer() {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    socket.write("220 test ESMTP\r\n");
    let buffer = "";
    let message: string | null = null;
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (let end = buffer.indexOf("\r\n"); end >= 0; end = buffer.indexOf("\r\n")) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message !== null) {
          if (line === ".") {
            messages.push(message);
            message = null;
            socket.write("250 queued\r\n");
          } else message += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "DATA") {
          message = "";
          socket.write("354 go on\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  return { server, messages };
}

const smtp = smtpServer();
let db: Db;
let siteId: number;
const logs: Record<string, unknown>[] = [];

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.server.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as net.AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.SMTP_FROM = "no-reply@flirthaven.example";
  db = await openTestDb();
  [{ id: siteId }] = await db.query<{ id: number }>(
    `INSERT INTO sites (domain, name, niche, settings, company) VALUES ('a.localhost', 'A', 1, '{}', '{}') RETURNING id`
  );
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.SMTP_FROM;
  smtp.server.close();
  await db?.close();
});

const mail = (to: string) => ({
  siteId,
  fromName: 'Flirt "Haven"',
  to,
  language: "en",
  kind: "activation",
  subject: "Confirm your e-mail address",
  body: "Hello Anna,\nconfirm here: http://a.localhost/activate/abc",
  link: "http://a.localhost/activate/abc",
});

describe("SMTP delivery when SMTP_URL is set", () => {
  it("keeps the mail in the outbox and delivers it with the site's From name, subject, text and headers", async () => {
    const headers = {
      "List-Unsubscribe": "<https://a.localhost/unsubscribe?token=1.like.abc>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    };
    await sendMail(db, { ...mail("anna@example.com"), headers }, (entry) => logs.push(entry));
    expect((await readOutbox(db, "anna@example.com"))[0]).toMatchObject({
      subject: "Confirm your e-mail address",
      headers,
    });
    await expect.poll(() => smtp.messages.length, { timeout: 5000 }).toBe(1);
    const [raw] = smtp.messages;
    expect(raw).toMatch(/^From: Flirt Haven <no-reply@flirthaven\.example>$/m);
    expect(raw).toMatch(/^To: anna@example\.com$/m);
    expect(raw).toMatch(/^Subject: Confirm your e-mail address$/m);
    expect(raw).toContain("confirm here: http://a.localhost/activate/abc");
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/a\.localhost\/unsubscribe\?token=1\.like\.abc>$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(logs).toEqual([]);
  });

  it("logs a failed delivery instead of failing the member's action", async () => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
    await expect(sendMail(db, mail("bob@example.com"), (entry) => logs.push(entry))).resolves.toBeUndefined();
    expect(await readOutbox(db, "bob@example.com")).toHaveLength(1);
    await expect
      .poll(() => logs, { timeout: 10_000 })
      .toContainEqual(expect.objectContaining({ level: "warn", msg: "smtp delivery failed", kind: "activation" }));
  });
});
