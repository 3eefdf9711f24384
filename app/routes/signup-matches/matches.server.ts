import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import type { RequestContext } from "~/context.server";
import { IdSchema } from "~/api/schemas/common";
import { runMemberIntent } from "~/features/members/profile-screen/action.server";
import { resendOutcome } from "~/features/signup/resend-activation";
import { readForm } from "~/utils/read-form.server";
import { likeStates, matchesQuery, pickFaces } from "./matches-query";

/**
 * /signup-matches (docs/product.md#signup, docs/decisions/023): where a new member lands. The
 * completion page's welcome (credits, the activation e-mail and its resend) above a dozen members
 * who match the new profile, each with a like button. A visitor is sent to sign up first.
 */
export async function matchesPage(request: Request, context: RequestContext) {
  const url = new URL(request.url);
  const user = await context.user();
  if (!user) throw redirect(`/signup${url.search}`);
  const settings = await context.site.settings();
  const query = matchesQuery(settings.niche, user.profile, settings.countries);
  const [found, likes] = await Promise.all([context.api.call("findMatches", { query }), context.api.call("getLikes")]);
  const faces = pickFaces(found.results, user.profile);
  const liked = likeStates(
    likes,
    faces.map((m) => m.id)
  );
  return {
    welcome: {
      name: user.profile.name,
      email: user.email,
      confirmed: user.status === "confirmed",
      credits: user.credits,
      sent: resendOutcome(url.searchParams.get("sent")),
    },
    looking: { gender: query.gender ?? null, minAge: Number(query.min_age), maxAge: Number(query.max_age) },
    members: faces.map(({ id, name, age, city, main_image, online, fictional_icon }) => ({
      id,
      name,
      age,
      city,
      main_image: main_image && { thumb_filename: main_image.thumb_filename },
      online,
      fictional_icon,
      like: liked[id],
    })),
    cdnPrefix: settings.cdn_prefix,
  };
}

/** A like button's post: which member, like or take it back; `js` when the page's script posts it. */
const LikeFormSchema = z.object({
  id: z.coerce.number().pipe(IdSchema),
  intent: z.enum(["like", "unlike"]),
  js: z.string().optional(),
});

/**
 * A like or unlike of one member of the list, with the profile screen's call and refusals.
 * Without JavaScript a done post goes back to the list (reloading it posts nothing again); the
 * page's script posts `js=1` and gets the answer in place. A refusal is said beside the button.
 */
export async function matchesAction(request: Request, context: RequestContext) {
  const parsed = LikeFormSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!(await context.token())) throw redirect("/signup");
  if (!parsed.success) return json({ id: 0, intent: null, error: "invalid_request" }, { status: 400 });
  const { id, intent, js } = parsed.data;
  const { answer, status } = await runMemberIntent(context, id, { intent });
  if (!answer.error && js !== "1") throw redirect("/signup-matches");
  return json({ id, ...answer }, { status });
}
