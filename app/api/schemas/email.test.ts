import { parseWithZod } from "@conform-to/zod";
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { ChangeEmailFormSchema, ResetRequestFormSchema } from "~/features/account/forms.server";
import { signupStepSchema } from "~/features/signup/signup.schema";
import { normalizeEmail } from "~/domain/email-address";
import { complaintSchema } from "~/routes/complaints/complaint.schema";
import { LoginFormSchema, ResendUndoFormSchema } from "~/routes/login/schema";
import { endpoints } from "../endpoints";

/** Addresses members type, each with its normal form (null: refused everywhere). */
const CASES: [string, string | null][] = [
  ["anna@example.com", "anna@example.com"],
  [" Anna.Smith+tag@Example.COM ", "anna.smith+tag@example.com"],
  ["Müller-1@Example.com", "müller-1@example.com"],
  ["jose\u0301@example.com", "josé@example.com"],
  ["ｊｕｌｉａ＠ｅｘａｍｐｌｅ．ｃｏｍ", "julia@example.com"],
  ["иван@пример.рф", "иван@xn--e1afmkfd.xn--p1ai"],
  ["anna@bücher.de", "anna@xn--bcher-kva.de"],
  ["o'brien@example.ie", "o'brien@example.ie"],
  ["pаypal@example.com", null], // a Cyrillic а among Latin letters
  ["anna@exаmple.com", null],
  ["a\u200b@example.com", null],
  ["😀@example.com", null],
  ["anna@example", null],
  ["anna@1.2.3.4", null],
  ["anna..b@example.com", null],
  ["anna@example.com.", null],
  ["anna@ex%61mple.com", null],
  ["anna@example.com/x", null],
  [`${"a".repeat(65)}@example.com`, null],
  [`a@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.${"e".repeat(60)}.${"f".repeat(60)}.com`, null],
  ["", null],
];

describe("the e-mail address rule", () => {
  it.each(CASES)("%j → %j", (typed, normal) => {
    expect(normalizeEmail(typed)).toBe(normal);
  });

  it("is idempotent: a normal form is its own normal form", () => {
    for (const [, normal] of CASES) if (normal) expect(normalizeEmail(normal)).toBe(normal);
  });
});

/** Every form of the site with an address, each field read as its form reads it. */
const SIGNUP_SITE = { fields: [], countries: ["NL"], regions: [] };
const FORMS: [string, (email: string) => string | null][] = [
  ["login", (email) => formValue(LoginFormSchema, { email, password: "x" })],
  ["the undo mail's resend", (email) => formValue(ResendUndoFormSchema, { email })],
  ["password reset", (email) => formValue(ResetRequestFormSchema, { email })],
  ["e-mail change", (email) => formValue(ChangeEmailFormSchema, { email, password: "x" })],
  [
    "complaint",
    (email) =>
      formValue(complaintSchema({ reasons: ["spam"], needsEmail: true, canBlock: false }), {
        email,
        reason: "spam",
        text: "t",
      }),
  ],
  [
    "signup (accepted as typed, the API stores the normal form)",
    (email) =>
      formValue(signupStepSchema(3, SIGNUP_SITE, new Date()), { email, name: "Someone" }) === null
        ? null
        : normalizeEmail(email),
  ],
];

function formValue(schema: z.ZodTypeAny, fields: Record<string, string>): string | null {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema });
  if (submission.status !== "success") {
    expect(Object.keys(submission.error ?? {})).toEqual(["email"]);
    return null;
  }
  return (submission.value as { email: string }).email;
}

describe("every form with an address takes what the rule takes, in its normal form", () => {
  it.each(FORMS)("%s", (_, read) => {
    for (const [typed, normal] of CASES.filter(([typed]) => typed !== "")) expect(read(typed), typed).toBe(normal);
  });

  it("and so does every endpoint of the contract that takes one", () => {
    const bodies = {
      login: { email: "", password: "x" },
      requestPasswordReset: { email: "" },
      resendUndoMail: { email: "" },
      sendComplaint: { email: "", reason: "other", text: "t" },
    } as const;
    for (const [name, body] of Object.entries(bodies)) {
      const schema = (endpoints as unknown as Record<string, { body: z.ZodTypeAny }>)[name].body;
      for (const [typed, normal] of CASES) {
        const parsed = schema.safeParse({ ...body, email: typed });
        expect(parsed.success ? parsed.data.email : null, `${name} ${typed}`).toBe(normal);
      }
    }
  });

  it("no other address check is left: zod's own .email() (ASCII only) is used nowhere", () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && /\.email\(/.test(fs.readFileSync(file, "utf8"))) offenders.push(file);
      }
    };
    ["app", "reference-api/routes"].forEach(walk);
    expect(offenders.filter((file) => !file.endsWith("email.test.ts"))).toEqual([]);
  });
});
