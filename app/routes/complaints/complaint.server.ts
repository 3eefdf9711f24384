import { parseWithZod } from "@conform-to/zod";
import { json, redirect } from "@remix-run/node";
import type { RequestContext } from "~/context.server";
import { apiOutageStatus, isApiError } from "~/api/errors";
import { MembersErrorCode } from "~/api/schemas/members";
import { GENERAL_COMPLAINT_REASONS, MEMBER_COMPLAINT_REASONS } from "~/domain/members";
import { readForm } from "~/utils/read-form.server";
import { complaintSchema, type ComplaintMode } from "./complaint.schema";

/**
 * What the page is about: `?member=` reports that member (members only; an unknown one falls back
 * to the general form), otherwise a general complaint; `?sent=1` is the thank-you after sending.
 */
export async function complaintPage(request: Request, context: RequestContext) {
  const params = new URL(request.url).searchParams;
  const memberParam = params.get("member");
  const user = memberParam ? await context.requireUser() : await context.user();
  const target = memberParam && /^\d{1,9}$/.test(memberParam) ? await reportedMember(context, memberParam) : null;
  return { sent: params.get("sent") === "1", target, visitor: !user };
}

async function reportedMember(context: RequestContext, id: string) {
  try {
    const { profile, blocked } = await context.api.call("getMember", { query: { id } });
    return { id: profile.id, name: profile.name, blocked };
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    // A member who blocked the reporter can still be reported; the API gives the name.
    if (error.code === MembersErrorCode.blockedByMember && error.body?.name)
      return { id: Number(id), name: error.body.name, blocked: false };
    return null;
  }
}

type Page = Awaited<ReturnType<typeof complaintPage>>;

export const complaintMode = ({ target, visitor }: Page): ComplaintMode => ({
  reasons: target ? MEMBER_COMPLAINT_REASONS : GENERAL_COMPLAINT_REASONS,
  needsEmail: visitor,
  canBlock: Boolean(target),
});

/**
 * Sends the complaint, then shows the thank-you (post/redirect/get). A refusal comes back in the
 * form with everything typed: field errors, too many complaints today, or the API unavailable.
 */
export async function sendComplaint(request: Request, context: RequestContext) {
  const page = await complaintPage(request, context);
  const submission = parseWithZod(await readForm(request), { schema: complaintSchema(complaintMode(page)) });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { reason, text, email, block } = submission.value;
  const target = page.target;
  try {
    await context.api.call("sendComplaint", {
      body: { reason, text, ...(email ? { email } : {}), ...(target ? { target_id: target.id, block } : {}) },
    });
  } catch (error) {
    const status = apiOutageStatus(error);
    if (!status && !isApiError(error)) throw error;
    const code = isApiError(error) && error.code === MembersErrorCode.tooManyComplaints ? error.code : "send_failed";
    const fields = isApiError(error) && !status ? error.body?.fields : undefined;
    const reply = fields
      ? { fieldErrors: Object.fromEntries(Object.entries(fields).map(([name, issue]) => [name, [issue]])) }
      : { formErrors: [code] };
    return json({ result: submission.reply(reply) }, { status: status ?? (error as { status: number }).status });
  }
  if (block) await context.forgetMember(); // blocking drops likes and chats: the badges change
  return redirect(`/complaints?sent=1${target ? `&member=${target.id}` : ""}`);
}
