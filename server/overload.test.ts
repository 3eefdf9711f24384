import { describe, expect, it } from "vitest";
import { createAdmission, type Claim, type Release } from "./overload";

/** A turn the test expects to have been given. */
const given = (turn: unknown): Release => {
  expect(turn).toBeTypeOf("function");
  return turn as Release;
};
const member = (name: string, site = "flirthaven", share = 2): Claim => ({ member: name, site, share });

describe("the web process's turns", () => {
  it("lets pages in up to the limit, then the first in line when one ends", async () => {
    const gate = createAdmission({ maxInFlight: 2, maxWaiting: 5, maxWaitMs: 10_000 });
    const first = given(await gate.enter());
    const second = given(await gate.enter());
    const order: string[] = [];
    const third = gate.enter().then((turn) => (order.push("third"), given(turn)));
    const fourth = gate.enter().then((turn) => (order.push("fourth"), given(turn)));
    expect([gate.inFlight, gate.waiting]).toEqual([2, 2]);
    first();
    first(); // a second release of one turn frees nothing more
    await third;
    expect([gate.inFlight, gate.waiting]).toEqual([2, 1]);
    second();
    (await fourth)();
    (await third)();
    expect(order).toEqual(["third", "fourth"]);
    expect([gate.inFlight, gate.waiting]).toEqual([0, 0]);
  });

  it("refuses at once when the line is full, and after the longest wait", async () => {
    const gate = createAdmission({ maxInFlight: 1, maxWaiting: 1, maxWaitMs: 20 });
    const held = given(await gate.enter());
    const waiting = gate.enter();
    expect(await gate.enter()).toBe("busy"); // the line is full
    expect(await waiting).toBe("busy"); // its wait ran out
    expect(gate.waiting).toBe(0);
    held();
    expect(gate.inFlight).toBe(0);
  });

  it("lets a caller wait longer than the others (a form post: what was typed is worth a wait)", async () => {
    const gate = createAdmission({ maxInFlight: 1, maxWaiting: 5, maxWaitMs: 0 });
    const held = given(await gate.enter());
    expect(await gate.enter()).toBe("busy"); // a page is refused at once
    const post = gate.enter(undefined, undefined, 10_000);
    held();
    given(await post)();
    expect(gate.inFlight).toBe(0);
  });

  it("drops a request whose browser left while it waited", async () => {
    const gate = createAdmission({ maxInFlight: 1, maxWaiting: 5, maxWaitMs: 10_000 });
    const held = given(await gate.enter(member("a")));
    const gone = new AbortController();
    const waiting = gate.enter(member("b"), gone.signal);
    gone.abort();
    expect(await waiting).toBe("busy");
    expect([gate.waiting, gate.members]).toEqual([0, 1]);
    held();
    expect([gate.inFlight, gate.members]).toEqual([0, 0]);
  });
});

describe("each member's and each site's share of the turns", () => {
  it("gives a member two turns and four places in line, and refuses the rest of their burst at once", async () => {
    const gate = createAdmission({ maxInFlight: 8, maxWaiting: 64, maxWaitMs: 10_000 });
    const flood = Array.from({ length: 16 }, () => gate.enter(member("flooder")));
    // The others of the site and of other sites are let in at once: the flood holds two turns.
    const others = await Promise.all([
      gate.enter(member("ann")),
      gate.enter(member("bob")),
      gate.enter(member("carl", "manmatch")),
      gate.enter(member("visitor", "shemeets", 4)),
    ]);
    others.forEach((turn) => given(turn)());
    const settled = await Promise.all(flood.slice(6));
    expect(settled).toEqual(Array(10).fill("member"));
    expect([gate.inFlight, gate.waiting]).toEqual([2, 4]);
    // The member's own next request goes in when one of theirs ends: it waited behind itself.
    given(await flood[0])();
    given(await flood[2])();
    given(await flood[1])();
    for (const turn of flood.slice(3, 6)) given(await turn)();
    expect([gate.inFlight, gate.waiting, gate.members]).toEqual([0, 0, 0]);
  });

  it("lets other members pass a waiter whose member holds their share", async () => {
    const gate = createAdmission({ maxInFlight: 3, maxWaiting: 8, maxWaitMs: 10_000 });
    const own = [given(await gate.enter(member("flooder"))), given(await gate.enter(member("flooder")))];
    const other = given(await gate.enter(member("ann")));
    const flooderNext = gate.enter(member("flooder"));
    const annNext = gate.enter(member("ann"));
    expect(gate.waiting).toBe(2);
    // Ann's turn ends: the flooder is first in line but holds two turns, so Ann's next goes in.
    other();
    given(await annNext)();
    expect(gate.waiting).toBe(1);
    own[0]();
    given(await flooderNext)();
    own[1]();
    expect([gate.inFlight, gate.waiting]).toEqual([0, 0]);
  });

  it("lets a request behind its member's own share wait longer than one behind a busy process", async () => {
    const gate = createAdmission({ maxInFlight: 8, maxWaiting: 8, maxWaitMs: 0 });
    const own = [given(await gate.enter(member("ann"))), given(await gate.enter(member("ann")))];
    // A third loader of Ann's navigation waits for one of her two (the process has turns free).
    const third = gate.enter(member("ann"));
    own[0]();
    given(await third)();
    own[1]();
    expect([gate.inFlight, gate.waiting, gate.members]).toEqual([0, 0, 0]);
  });

  it("keeps a quarter of the line for other sites, and gives them the next turn", async () => {
    const gate = createAdmission({ maxInFlight: 8, maxWaiting: 8, maxWaitMs: 10_000 });
    // A crowd of one site, each member once: every free turn (no other site waits) and six
    // places in line (three quarters of eight); the rest is refused.
    const crowd = Array.from({ length: 20 }, (_, i) => gate.enter(member(`m${i}`)));
    await new Promise((resolve) => setImmediate(resolve));
    expect([gate.inFlight, gate.waiting]).toEqual([8, 6]);
    expect((await Promise.all(crowd.slice(14))).every((turn) => turn === "busy")).toBe(true);
    // Another site's member still finds a place, and the next turn that ends is theirs.
    const carl = gate.enter(member("carl", "manmatch"));
    expect(gate.waiting).toBe(7);
    given(await crowd[0])();
    const carlsTurn = given(await carl);
    expect([gate.inFlight, gate.waiting]).toEqual([8, 6]);
    carlsTurn();
    for (const turn of crowd.slice(1, 14)) given(await turn)();
    expect([gate.inFlight, gate.waiting, gate.members]).toEqual([0, 0, 0]);
  });
});
