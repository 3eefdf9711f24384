/**
 * A conversation row's delete, as state (browser-safe and pure, like messages.ts): its delete
 * action in view or not, and a delete waiting out its Undo window before it is sent. The row
 * dispatches, then carries out what the state asks (`send`: post this delete now). chat.php's
 * DELETE cannot be undone, so nothing is posted until the window is over
 * (docs/decisions/016-chat.md, "Deleting with a way back").
 */
export interface RowDelete {
  /** The row's delete action is in view: its menu opened, a swipe to the left or a long press. */
  revealed: boolean;
  /** The delete the member asked for, waiting out the Undo window (none: null). */
  waiting: FormData | null;
  /** The delete to post now (a new value each time; none: null). */
  send: FormData | null;
  /** The member took the last delete back: focus returns to the row's options. */
  undone: boolean;
}

export type RowDeleteEvent =
  | { type: "reveal" }
  | { type: "conceal" }
  /** Delete was pressed: the form as it will go (with `confirmed=1`). */
  | { type: "asked"; form: FormData }
  | { type: "undo" }
  /** The Undo window ended with the delete still waiting. */
  | { type: "window-over" };

export const ROW_SHOWN: RowDelete = { revealed: false, waiting: null, send: null, undone: false };

export function rowDeleteReducer(state: RowDelete, event: RowDeleteEvent): RowDelete {
  switch (event.type) {
    case "reveal":
      return state.waiting || state.revealed ? state : { ...state, revealed: true, undone: false };
    case "conceal":
      return state.revealed ? { ...state, revealed: false } : state;
    case "asked":
      return { revealed: false, waiting: event.form, send: null, undone: false };
    case "undo":
      return state.waiting ? { ...state, waiting: null, undone: true } : state;
    case "window-over":
      return state.waiting ? { ...state, waiting: null, send: state.waiting } : state;
  }
}
