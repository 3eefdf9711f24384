import { parseWithZod } from "@conform-to/zod";
import { LoginFormSchema } from "./schema";

/** Server-side parsing of the login form; kept out of the browser bundle with zod. */
export const parseLoginForm = (formData: FormData) => parseWithZod(formData, { schema: LoginFormSchema });
