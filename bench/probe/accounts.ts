// Accounts: an address signup takes can log in and reset its password afterwards, as typed; one
// the product cannot serve is refused at signup with a message, what was typed kept.
import type { ProbeContext } from "./context";
import { SITES } from "./context";
import { logIn, signUp } from "./journeys";
import { formsOf } from "./visitor";

/** Local parts and domains beyond plain ASCII, in the spellings people and keyboards produce. */
const LOCALS = ["müller", "josé", "jose\u0301", "дмитрий", "ｊｏｈｎ", "ÅSA", "zoë.o'neil", "straße", "Ünal"];
const DOMAINS = ["probe.example", "PROBE.Example", "bücher.example", "ｐｒｏｂｅ.example", "пример.example"];

export async function probeAccounts(ctx: ProbeContext): Promise<number> {
  const { dice } = ctx;
  const rounds = 5;
  for (let i = 0; i < rounds; i++) {
    const site = dice.pick(Object.values(SITES));
    const email = `${dice.pick(LOCALS)}-${ctx.runTag}${dice.word(4)}@${dice.pick(DOMAINS)}`;
    const signup = await signUp(ctx.visitor(site), email);
    if (signup.kind === "refused") {
      // Refused: the page says why and keeps the address typed.
      const form = formsOf(signup.page, "/signup").find((f) => "step" in f.fields);
      if (signup.status >= 500) ctx.find("accounts", email, `signup answered ${signup.status}`);
      else if (!form || (form.fields.email ?? "") !== email)
        ctx.find("accounts", email, "signup refused the address and lost what was typed");
      continue;
    }
    // Taken: the same address as typed logs in and can ask for a new password.
    const again = ctx.visitor(site);
    if (!(await logIn(again, email, "secret123"))) ctx.find("accounts", email, "signed up, but cannot log in");
    const reset = await ctx.visitor(site).fill("/reset-password", (f) => f.inputs.includes("email"), { email });
    // Refused: the answer marks the address field invalid (its message is the field's error).
    const refused =
      /<input[^>]*name="email"[^>]*aria-invalid="true"|<input[^>]*aria-invalid="true"[^>]*name="email"/.test(
        reset.body
      );
    if (reset.status >= 400 || refused)
      ctx.find("accounts", email, `signed up, but reset refuses the address (${reset.status})`);
  }
  return rounds;
}
