// Every paid action happens once per form the member was shown, however often that form is posted
// (a double click without JavaScript, a browser sending it again, ten tabs at once).
import type { ProbeContext } from "./context";
import { SITES } from "./context";
import { logIn } from "./journeys";
import { formsOf, type PageForm, type Visitor } from "./visitor";

interface Member {
  user: { credits: number };
}

async function creditsOf(ctx: ProbeContext, site: string, token: string): Promise<number> {
  const res = await fetch(`${ctx.apiUrl}/api/user.php?forced-domain=${encodeURIComponent(site)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as Member).user.credits;
}

/** The newest messages of a conversation and its prices, as the API holds them. */
async function conversation(ctx: ProbeContext, site: string, token: string, partner: number) {
  const res = await fetch(`${ctx.apiUrl}/api/chat.php?member=${partner}&forced-domain=${encodeURIComponent(site)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await res.json()) as { messages: { text?: string | null }[]; rules: { gift_credits: number } };
}

/** Posts one rendered form `times` times at once; the answers' statuses. */
async function postTogether(visitor: Visitor, form: PageForm, values: Record<string, string>, times: number) {
  const answers = await Promise.all(Array.from({ length: times }, () => visitor.submit(form, values)));
  return answers.map((a) => a.status);
}

export async function probePaidOnce(ctx: ProbeContext): Promise<number> {
  const { dice } = ctx;
  const site = dice.pick(Object.values(SITES));
  const partnerGender = site === SITES.gay ? "male" : "female";
  const { account } = await ctx.member(site, { credits: 5000, gender: partnerGender === "male" ? "male" : "female" });
  const partner = await ctx.member(site, { gender: partnerGender });
  const visitor = ctx.visitor(site);
  if (!(await logIn(visitor, account.email, account.password))) {
    ctx.find("paid-once", site, "the probe's member could not log in");
    return 0;
  }
  const chat = `/members/${partner.account.id}/chat`;
  let tried = 0;
  for (const times of [2, 10]) {
    // A gift: the form as rendered, one tile chosen, posted `times` times at once.
    const page = await visitor.page(chat);
    const forms = formsOf(page.body, chat);
    const gift = forms.find((f) => f.fields.intent === "gift");
    if (!gift || !gift.buttons.length)
      ctx.find("paid-once", `${site} gift`, `no gift form on ${chat} (${page.status})`);
    else {
      const before = await creditsOf(ctx, site, account.token!);
      const [name, value] = dice.pick(gift.buttons.filter(([n]) => n === "gift"));
      const statuses = await postTogether(visitor, gift, { [name]: value }, times);
      const spent = before - (await creditsOf(ctx, site, account.token!));
      const once = (await conversation(ctx, site, account.token!, partner.account.id)).rules.gift_credits;
      if (spent !== once)
        ctx.find(
          "paid-once",
          `gift posted ${times}× at once (${statuses.join(",")})`,
          `charged ${spent} credits, a gift costs ${once}`
        );
      tried += times;
    }
    // A text: the composer as rendered, posted `times` times at once.
    const again = formsOf((await visitor.page(chat)).body, chat).find((f) => f.inputs.includes("text"));
    if (!again) ctx.find("paid-once", `${site} text`, `no message form on ${chat}`);
    else {
      const text = `probe ${ctx.runTag} ${dice.word(6)}`;
      const statuses = await postTogether(visitor, again, { text, intent: "send" }, times);
      const { messages } = await conversation(ctx, site, account.token!, partner.account.id);
      const stored = messages.filter((m) => m.text === text).length;
      if (stored !== 1)
        ctx.find("paid-once", `text posted ${times}× at once (${statuses.join(",")})`, `stored ${stored} times`);
      tried += times;
    }
  }
  return tried;
}
