import type { RequestContext } from "~/context.server";
import { defaultSearchGender } from "~/domain/members";
import { defaultAnswers, finderQuery, parseFinderAnswers } from "./finder-answers";

/**
 * The questionnaire (countries with their regions, the site's interests) with the answers of the
 * URL or the member's defaults, and, once answered, the ranked suggestions.
 */
export async function finderPage(request: Request, context: RequestContext) {
  const user = await context.requireUser();
  const [settings, regions] = await Promise.all([context.site.settings(), context.site.regions()]);
  const site = { countries: settings.countries, regions, interests: settings.interests };
  const defaults = defaultAnswers(defaultSearchGender(settings.niche, user.profile), user.profile, settings.countries);
  const { answers, complete, error } = parseFinderAnswers(new URL(request.url).searchParams, site, defaults);
  const results =
    complete && !error ? (await context.api.call("findMatches", { query: finderQuery(answers) })).results : null;
  return {
    answers,
    error,
    results,
    countries: settings.countries.map((code) => ({
      code,
      regions: regions.filter((r) => r.country === code).map((r) => r.name),
      regionLabel: settings.region_data[code]?.label ?? "region",
    })),
    interests: settings.interests,
    cdnPrefix: settings.cdn_prefix,
  };
}
