// The soak's checks after the members left, read from the API (not through the web tier): every
// message and gift stored once and charged once, and every message on its recipient's stream once.
import type { ConversationResponse, Message } from "../../app/api/schemas/chat";
import type { SoakMember } from "./member";

export interface CheckResult {
  failures: string[];
  messages: number;
  gifts: number;
  creditsSpent: number;
}

async function apiGet<T>(apiUrl: string, site: string, token: string, path: string): Promise<T> {
  const sep = path.includes("?") ? "&" : "?";
  const res = await fetch(`${apiUrl}${path}${sep}forced-domain=${encodeURIComponent(site)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Every message of the member's conversation with `partner`, oldest first, with its rules. */
async function conversation(apiUrl: string, site: string, member: SoakMember, partner: number) {
  const messages: Message[] = [];
  let before = "";
  let rules: ConversationResponse["rules"] | undefined;
  for (;;) {
    const page = await apiGet<ConversationResponse>(
      apiUrl,
      site,
      member.account.token,
      `/api/chat.php?member=${partner}${before ? `&before=${before}` : ""}`
    );
    rules ??= page.rules;
    messages.unshift(...page.messages);
    if (!page.has_older || !page.messages.length) break;
    before = String(page.messages[0].id);
  }
  return { messages, rules: rules! };
}

/**
 * Per member: each text the web tier answered as stored is stored exactly once, one whose send
 * failed at most once, and no other; the gifts stored are those answered as sent; the credits
 * spent (those given at the start minus those left) are the stored messages' and gifts' prices;
 * each text the partner sent arrived on this member's stream exactly once, and every gift.
 */
export async function checkStored(
  apiUrl: string,
  site: string,
  members: SoakMember[],
  startCredits: number
): Promise<CheckResult> {
  const failures: string[] = [];
  let messages = 0;
  let gifts = 0;
  let creditsSpent = 0;
  for (const member of members) {
    const who = `member ${member.n}`;
    const { messages: stored, rules } = await conversation(apiUrl, site, member, member.partner.account.id);
    const own = stored.filter((m) => m.from_me);
    const texts = new Map<string, number>();
    for (const m of own.filter((m) => !m.gift)) texts.set(m.text, (texts.get(m.text) ?? 0) + 1);
    const { sentTexts, unsureTexts, sentGifts } = member.ledger;
    for (const text of sentTexts) {
      const times = texts.get(text) ?? 0;
      if (times !== 1) failures.push(`${who}: "${text}" answered as sent, stored ${times} times`);
    }
    for (const text of unsureTexts) {
      const times = texts.get(text) ?? 0;
      if (times > 1) failures.push(`${who}: "${text}" (its send failed) stored ${times} times`);
    }
    for (const text of texts.keys())
      if (!sentTexts.has(text) && !unsureTexts.has(text)) failures.push(`${who}: "${text}" stored, never sent`);
    const storedTexts = [...texts.values()].reduce((sum, n) => sum + n, 0);
    const storedGifts = own.filter((m) => m.gift).length;
    if (storedGifts !== sentGifts) failures.push(`${who}: ${sentGifts} gifts answered as sent, ${storedGifts} stored`);
    messages += storedTexts;
    gifts += storedGifts;

    const user = await apiGet<{ user: { credits: number } }>(apiUrl, site, member.account.token, "/api/user.php");
    const spent = startCredits - user.user.credits;
    const charges = storedTexts * rules.message_credits + storedGifts * rules.gift_credits;
    creditsSpent += spent;
    if (spent !== charges)
      failures.push(
        `${who}: spent ${spent} credits for ${storedTexts} messages × ${rules.message_credits} + ${storedGifts} gifts × ${rules.gift_credits} = ${charges}`
      );

    // What the partner sent, on this member's stream.
    const { arrived, giftsArrived } = member.ledger;
    const partnerStored = await storedBy(apiUrl, site, member.partner, member.account.id);
    for (const text of partnerStored.texts) {
      const seen = arrived.get(text)?.times ?? 0;
      if (seen !== 1)
        failures.push(`${who}: "${text}" from member ${member.partner.n} arrived ${seen} times on the stream`);
    }
    if (giftsArrived !== partnerStored.gifts)
      failures.push(`${who}: ${partnerStored.gifts} gifts sent to them, ${giftsArrived} arrived on the stream`);
    if (member.stream?.cut)
      failures.push(`${who}: the event stream was cut ${member.stream.cut} times without a reconnect hint`);
    if (member.stream?.blind)
      failures.push(`${who}: the event stream connected again ${member.stream.blind} times without a Last-Event-ID`);
    const repeated = member.stream?.repeated ?? [];
    if (repeated.length) failures.push(`${who}: events ${repeated.join(", ")} came twice on the stream`);
  }
  return { failures, messages, gifts, creditsSpent };
}

/** The texts and the number of gifts `sender` stored in the conversation with `to`. */
async function storedBy(apiUrl: string, site: string, sender: SoakMember, to: number) {
  const { messages } = await conversation(apiUrl, site, sender, to);
  const own = messages.filter((m) => m.from_me);
  return { texts: own.filter((m) => !m.gift).map((m) => m.text), gifts: own.filter((m) => m.gift).length };
}

/**
 * Waits (at most `timeoutMs`) until every text each member's partner stored has arrived on the
 * member's stream: the last sends may still be on their way when the time is up.
 */
export async function waitForDeliveries(members: SoakMember[], timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  const missing = () =>
    members.some((member) => [...member.partner.ledger.sentTexts].some((text) => !member.ledger.arrived.has(text)));
  while (missing() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
}
