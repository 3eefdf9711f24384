import { readForm } from "~/utils/read-form.server";

/** The token of an e-mailed link: from the page's query (GET), from the button's form (POST). */
export async function linkToken(request: Request): Promise<string> {
  if (request.method === "GET") return new URL(request.url).searchParams.get("token") ?? "";
  const value = (await readForm(request)).get("token");
  return typeof value === "string" ? value : "";
}
