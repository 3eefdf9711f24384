// The member journeys the probe's classes build on, through the forms as a browser without
// JavaScript meets them: signup step by step, login.
import { formsOf, type Answer, type Visitor } from "./visitor";

/** Values a new member types in the signup's steps; anything else keeps what the page rendered. */
const SIGNUP_VALUES: Record<string, string> = {
  gender: "female",
  sexuality: "lesbian",
  dob_day: "3",
  dob_month: "8",
  dob_year: "1988",
  name: "Robin",
  password: "secret123",
};

export type SignupOutcome = { kind: "signed-up"; location: string } | { kind: "refused"; status: number; page: string };

/**
 * Signs up with `email` through the signup's steps; a step answered with its own form again (a
 * field refused) ends the journey as "refused" with that page.
 */
export async function signUp(visitor: Visitor, email: string): Promise<SignupOutcome> {
  let path = "/signup";
  let answer: Answer = await visitor.page(path);
  let lastStep = "";
  for (let posts = 0; posts < 8; posts++) {
    if (answer.status === 302 || answer.status === 303)
      return { kind: "signed-up", location: String(answer.headers.location ?? "") };
    const form = formsOf(answer.body, path).find((f) => "step" in f.fields);
    if (!form) return { kind: "refused", status: answer.status, page: answer.body };
    // The same step twice: the page refused what was typed (e-mail suggestions are confirmed once).
    if (form.fields.step === lastStep && !("email_checked" in form.fields && form.fields.email_checked === email))
      return { kind: "refused", status: answer.status, page: answer.body };
    lastStep = form.fields.step;
    const values: Record<string, string> = {};
    for (const name of form.inputs) if (name in SIGNUP_VALUES) values[name] = SIGNUP_VALUES[name];
    if (form.inputs.includes("email")) {
      values.email = email;
      values.email_checked = email;
    }
    for (const name of form.inputs) if (!(name in values) && !form.fields[name]) values[name] = "";
    path = form.action;
    answer = await visitor.submit(form, values);
  }
  return { kind: "refused", status: answer.status, page: answer.body };
}

/** Logs in through the login form; true when the site answered with the member's page. */
export async function logIn(visitor: Visitor, email: string, password: string): Promise<boolean> {
  const answer = await visitor.fill("/login", (form) => "password" in form.fields || form.inputs.includes("password"), {
    email,
    password,
  });
  return (answer.status === 302 || answer.status === 303) && visitor.cookieHeader().includes("auth");
}
