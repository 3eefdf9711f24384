import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { isApiError } from "~/api/errors";

/** The e-mailed link: activates once, then lands on /activate/done; a bad or used link on /activate/error. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  if (!/^[\w-]{10,200}$/.test(token)) throw redirect("/activate/error");
  try {
    await context.api.call("activate", { body: { token } });
  } catch (error) {
    if (isApiError(error) && error.status < 500) throw redirect("/activate/error");
    throw error;
  }
  throw redirect("/activate/done");
}
