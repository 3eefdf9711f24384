import { describe, expect, it } from "vitest";
import { createAdmission } from "./overload";

describe("the web process's turns", () => {
  it("lets pages in up to the limit, then the first in line when one ends", async () => {
    const gate = createAdmission({ maxInFlight: 2, maxWaiting: 5, maxWaitMs: 10_000 });
    const first = await gate.enter();
    const second = await gate.enter();
    const order: string[] = [];
    const third = gate.enter().then((release) => (order.push("third"), release));
    const fourth = gate.enter().then((release) => (order.push("fourth"), release));
    expect([gate.inFlight, gate.waiting]).toEqual([2, 2]);
    first!();
    first!(); // a second release of one turn frees nothing more
    expect(await third).toBeTypeOf("function");
    expect([gate.inFlight, gate.waiting]).toEqual([2, 1]);
    second!();
    (await fourth)!();
    (await third)!();
    expect(order).toEqual(["third", "fourth"]);
    expect([gate.inFlight, gate.waiting]).toEqual([0, 0]);
  });

  it("refuses at once when the line is full, and after the longest wait", async () => {
    const gate = createAdmission({ maxInFlight: 1, maxWaiting: 1, maxWaitMs: 20 });
    const held = await gate.enter();
    const waiting = gate.enter();
    expect(await gate.enter()).toBeNull(); // the line is full
    expect(await waiting).toBeNull(); // its wait ran out
    expect(gate.waiting).toBe(0);
    held!();
    expect(gate.inFlight).toBe(0);
  });

  it("lets a caller wait longer than the others (a form post: what was typed is worth a wait)", async () => {
    const gate = createAdmission({ maxInFlight: 1, maxWaiting: 5, maxWaitMs: 0 });
    const held = await gate.enter();
    expect(await gate.enter()).toBeNull(); // a page is refused at once
    const post = gate.enter(undefined, 10_000);
    held!();
    const turn = await post;
    expect(turn).toBeTypeOf("function");
    turn!();
    expect(gate.inFlight).toBe(0);
  });

  it("drops a request whose browser left while it waited", async () => {
    const gate = createAdmission({ maxInFlight: 1, maxWaiting: 5, maxWaitMs: 10_000 });
    const held = await gate.enter();
    const gone = new AbortController();
    const waiting = gate.enter(gone.signal);
    gone.abort();
    expect(await waiting).toBeNull();
    expect(gate.waiting).toBe(0);
    held!();
    expect(gate.inFlight).toBe(0);
  });
});
