import { parseWithZod } from "@conform-to/zod";
import { LoginFormSchema, ResendUndoFormSchema } from "./schema";

/** Server-side parsing of the login forms; kept out of the browser bundle with zod. */
export const parseLoginForm = (formData: FormData) => parseWithZod(formData, { schema: LoginFormSchema });
export const parseResendUndoForm = (formData: FormData) => parseWithZod(formData, { schema: ResendUndoFormSchema });
