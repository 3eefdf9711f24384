/**
 * What the delete action of /chats answers (list.server.ts), shared with the list in the browser.
 * `confirm`: the conversation the member is asked to confirm deleting (nothing was deleted).
 */
export type DeleteResult = { deleted: number | null; error: string | null; confirm?: number };

/** Whether an answer of the delete action is a deleted conversation. */
export const wasDeleted = (result: DeleteResult | undefined) => typeof result?.deleted === "number";
