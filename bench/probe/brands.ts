// A member of one site learns nothing of the operator's other sites: receipts, statements and the
// mails a purchase sends name the member's site and the legal company only.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { DEV_KEY_HEADER } from "../../reference-api/routes/dev";
import type { ProbeContext } from "./context";
import { SITES } from "./context";
import { logIn } from "./journeys";

/** Every demo site's name, by its domain. */
function siteNames(root: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(root, "tenants")).filter((f) => f.endsWith(".json"))) {
    const tenant = JSON.parse(fs.readFileSync(path.join(root, "tenants", file), "utf8")) as {
      name: string;
      domains: string[];
    };
    for (const domain of tenant.domains) names.set(domain, tenant.name);
  }
  return names;
}

async function api<T>(ctx: ProbeContext, site: string, method: string, url: string, token: string, body?: unknown) {
  const res = await fetch(
    `${ctx.apiUrl}${url}${url.includes("?") ? "&" : "?"}forced-domain=${encodeURIComponent(site)}`,
    {
      method,
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${token}`,
        "Idempotency-Key": randomUUID(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }
  );
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}`);
  return (await res.json()) as T;
}

export async function probeBrands(ctx: ProbeContext, root: string, devKey: string): Promise<number> {
  const names = siteNames(root);
  const site = ctx.dice.pick(Object.values(SITES));
  const own = names.get(site) ?? "";
  const others = [...names.values()].filter((name) => name !== own);
  const { account } = await ctx.member(site, { paid: false, gender: site === SITES.gay ? "male" : "female" });
  // A purchase through the sandbox provider, paid.
  const started = await api<{ checkout_url: string; payment: { payment_id: number } }>(
    ctx,
    site,
    "POST",
    "/api/payment.php",
    account.token!,
    {
      package: ctx.dice.pick(["p0", "p1", "p2"]),
      method: "creditcard",
      country: "NL",
    }
  );
  await fetch(started.checkout_url, {
    method: "POST",
    body: new URLSearchParams({ action: "pay", card: "4242 4242 4242 4242" }),
    redirect: "manual",
  });
  const visitor = ctx.visitor(site);
  await logIn(visitor, account.email, account.password);
  const list = await visitor.page("/transactions");
  const pages = [["/transactions", list.body]];
  for (const id of new Set([...list.body.matchAll(/href="\/transactions\/(\d+)"/g)].map((m) => m[1])))
    pages.push([`/transactions/${id}`, (await visitor.page(`/transactions/${id}`)).body]);
  const outbox = await fetch(`${ctx.apiUrl}/dev/outbox.json?to=${encodeURIComponent(account.email)}`, {
    headers: { [DEV_KEY_HEADER]: devKey },
  });
  const mails = ((await outbox.json()) as { mails: unknown[] }).mails;
  pages.push(["the member's mails", JSON.stringify(mails)]);
  if (pages.length < 3) ctx.find("brands", site, "the purchase shows no receipt on /transactions");
  for (const [where, text] of pages)
    for (const name of others) if (text.includes(name)) ctx.find("brands", `${own}: ${where}`, `names ${name}`);
  return pages.length;
}
