import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockEndpoint, mockRefusal } from "../../../tests/mocks/endpoint";
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { signupAction } from "./flow.server";

mockApiForFile();

/** The last step posted with every earlier answer (the hidden fields) and the password. */
const lastStep = {
  step: "4",
  gender: "male",
  sexuality: "hetero",
  dob_day: "17",
  dob_month: "5",
  dob_year: "1990",
  country: "NL",
  name: "Sam",
  email: "sam@example.com",
  email_checked: "sam@example.com",
  signup_key: "signup-key-0123456789",
  password: "secret123",
};

const post = async () => {
  const args = await routeArgs("/signup", { loggedIn: false, form: lastStep });
  return settle(() => signupAction(args.request, args.context, { landing: "/welcome" }));
};

describe("the signup's last step", () => {
  it("sends the form's key with the signup, so the same form sent again is the same account", async () => {
    let key: string | null = null;
    server.use(
      mockEndpoint("signup", ({ request }) => {
        key = request.headers.get("Idempotency-Key");
        return HttpResponse.json({ error: "too_many_signups" }, { status: 429 });
      })
    );
    expect((await post()).status).toBe(429);
    expect(key).toBe(lastStep.signup_key);
  });

  it("whose account is still being made says so and keeps what was typed and the key, the password aside", async () => {
    server.use(mockRefusal("signup", "request_in_progress"));
    const answer = await post();
    expect(answer.status).toBe(409);
    const { formError, result, step } = await answer.json();
    expect({ formError, step }).toEqual({ formError: "request_in_progress", step: 4 });
    expect(result.initialValue).toMatchObject({
      email: "sam@example.com",
      name: "Sam",
      signup_key: lastStep.signup_key,
    });
    expect(result.initialValue.password).toBeUndefined();
  });
});
