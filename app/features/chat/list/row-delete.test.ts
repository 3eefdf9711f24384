import { describe, expect, it } from "vitest";
import { ROW_SHOWN, rowDeleteReducer, type RowDelete, type RowDeleteEvent } from "./row-delete";
import { rests, swipeOf, SWIPE_PX } from "./row-gesture";

const after = (events: RowDeleteEvent[], from: RowDelete = ROW_SHOWN) => events.reduce(rowDeleteReducer, from);
const deleteForm = () => {
  const form = new FormData();
  form.set("conversation", "12");
  form.set("confirmed", "1");
  return form;
};

describe("a row's delete", () => {
  it("is revealed by its menu, a swipe or a long press, and hidden again", () => {
    const revealed = after([{ type: "reveal" }]);
    expect(revealed).toMatchObject({ revealed: true, waiting: null, send: null });
    expect(after([{ type: "conceal" }], revealed).revealed).toBe(false);
  });
  it("waits out the Undo window before anything is sent", () => {
    const form = deleteForm();
    const waiting = after([{ type: "reveal" }, { type: "asked", form }]);
    expect(waiting).toEqual({ revealed: false, waiting: form, send: null, undone: false });
    const sent = after([{ type: "window-over" }], waiting);
    expect(sent).toMatchObject({ waiting: null, send: form });
  });
  it("sends nothing once taken back, even when the window ends after", () => {
    const undone = after([{ type: "reveal" }, { type: "asked", form: deleteForm() }, { type: "undo" }]);
    expect(undone).toMatchObject({ waiting: null, send: null, undone: true, revealed: false });
    expect(after([{ type: "window-over" }], undone).send).toBeNull();
  });
  it("can be deleted again after an Undo, and sends only the last delete", () => {
    const again = deleteForm();
    const state = after([
      { type: "asked", form: deleteForm() },
      { type: "undo" },
      { type: "reveal" },
      { type: "asked", form: again },
      { type: "window-over" },
    ]);
    expect(state.send).toBe(again);
  });
  it("is not revealed while a delete waits (the row shows its Undo)", () => {
    const waiting = after([{ type: "asked", form: deleteForm() }]);
    expect(after([{ type: "reveal" }], waiting)).toBe(waiting);
  });
});

describe("a finger on a row", () => {
  it("reveals the delete with a swipe to the left and hides it with one to the right", () => {
    expect(swipeOf(-SWIPE_PX, 0)).toBe("reveal");
    expect(swipeOf(SWIPE_PX + 10, 5)).toBe("conceal");
  });
  it("means nothing while it moves less than a swipe, or mostly up and down (scrolling)", () => {
    expect(swipeOf(-(SWIPE_PX - 1), 0)).toBeNull();
    expect(swipeOf(-60, 40)).toBeNull();
  });
  it("rests while it moves less than a few pixels (a long press may still come)", () => {
    expect(rests(3, 4)).toBe(true);
    expect(rests(8, 8)).toBe(false);
  });
});
