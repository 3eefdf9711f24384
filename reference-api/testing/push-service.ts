import crypto from "node:crypto";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { generate } from "selfsigned";
import type { PushSubscriptionJson } from "../../app/api/schemas/notifications";

/** A push as the test push service received it: who it was for, its VAPID header, what it said. */
export interface ReceivedPush {
  endpoint: string;
  headers: Record<string, string | string[] | undefined>;
  /** The payload, decrypted with the browser's keys (RFC 8291), parsed as JSON. */
  payload: unknown;
}

/**
 * For tests: a push service on this machine, over https as web-push requires (a certificate made
 * here, trusted only by the agent this hands to the API, never by the process). It answers 201
 * and records each push, decrypted with the keys of the browser it made the subscription for; a
 * subscription made `gone` answers 410, as a push service does for a browser that unsubscribed.
 */
export async function startTestPushService() {
  const pems = await generate([{ name: "commonName", value: "localhost" }], {
    keyType: "ec",
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  });
  const browsers = new Map<string, { ecdh: crypto.ECDH; auth: Buffer; gone: boolean }>();
  const received: ReceivedPush[] = [];
  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const endpoint = `${base}${req.url}`;
      const browser = browsers.get(endpoint);
      if (!browser || browser.gone) {
        res.writeHead(410).end();
        return;
      }
      const payload = JSON.parse(decryptPush(Buffer.concat(chunks), browser.ecdh, browser.auth).toString("utf8"));
      received.push({ endpoint, headers: req.headers, payload });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let seq = 0;
  return {
    received,
    /** The https agent that trusts this service's certificate (the API's `push.agent`). */
    agent: new https.Agent({ ca: pems.cert }),
    /** A new browser's subscription, as PushSubscription.toJSON() gives it. */
    subscribe(opts: { gone?: boolean } = {}): PushSubscriptionJson {
      const ecdh = crypto.createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const endpoint = `${base}/push/${++seq}-${crypto.randomBytes(8).toString("hex")}`;
      browsers.set(endpoint, { ecdh, auth, gone: !!opts.gone });
      return {
        endpoint,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    /** The pushes received for one subscription's endpoint. */
    pushesTo: (endpoint: string) => received.filter((r) => r.endpoint === endpoint),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Decrypts an aes128gcm push body (RFC 8188 framing, RFC 8291 keys) with the browser's private
 * key and auth secret: what a browser does before its service worker sees the push.
 */
export function decryptPush(body: Buffer, ecdh: crypto.ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(crypto.hkdfSync("sha256", shared, auth, keyInfo, 32));
  const cek = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end);
}
