import type express from "express";

/**
 * How many pages one web process works on at once, and how long the others may wait for a turn
 * (docs/decisions/026-overload-and-metrics.md). Past that a member gets the site's "busy" page at
 * once instead of a multi-second wait behind everyone else, and the requests that are let in stay
 * fast: the API (and the web process's own CPU) is never asked for more than it can answer.
 */
export interface AdmissionLimits {
  /** Pages drawn at the same time. */
  maxInFlight: number;
  /** Requests waiting for a turn; one more is refused at once. */
  maxWaiting: number;
  /** The longest a request waits for a turn before it is refused. */
  maxWaitMs: number;
}

/**
 * The longest a form post waits for a turn: as long as a write may take (WRITE_DEADLINE_MS). A
 * refused post loses what the member typed and sent, so it is worth a longer wait than a page,
 * which the member asks for again with one click; posts are few beside page views.
 */
export const POST_WAIT_MS = 5_000;

/**
 * Turns one signed-in member holds at once, and twice as many may wait: a member's own burst (a
 * flood of uploads, a script) waits behind itself instead of taking the turns other members and
 * other sites need. Two, so a page and the form it posts, or two tabs, never wait for each other;
 * the loaders of one client navigation (a request each, in parallel) wait behind each other.
 */
export const MEMBER_SHARE = 2;
/**
 * How long a request waits when it came while its member held their whole share: longer than a
 * page waits for a busy process (WEB_MAX_WAIT_MS), as it waits only for the member's own pages,
 * which end within their deadline; short enough to leave its own reads most of theirs.
 */
export const MEMBER_WAIT_MS = 1_000;
/**
 * The same for requests without a session, counted by address: wider, as visitors behind one
 * address (a household, a mobile carrier's shared address) are several people.
 */
export const ADDRESS_SHARE = 4;
/**
 * The part of the turns and of the line one site may hold (three quarters). The line's part is
 * firm; the turns' is firm only while another site waits: a site past its share takes a free turn
 * (a process serving one site keeps all of them), but when a turn ends, a waiter of a site within
 * its share goes first. A crowd on one site delays another site's page by one page at most.
 */
const siteShare = (total: number) => total - Math.floor(total / 4);

/** Who a request is, for its share of the turns. */
export interface Claim {
  /** The member (their session) or, without one, the address. */
  member: string;
  /** The site (tenant id). */
  site: string;
  /** Turns this member may hold at once (MEMBER_SHARE, ADDRESS_SHARE); twice as many may wait. */
  share: number;
}

/** Why no turn came: the process is busy for everyone, or this member already has their share. */
export type Refusal = "busy" | "member";

/** Ends a turn: the next waiting request is let in. Safe to call more than once. */
export type Release = () => void;

interface Waiter {
  claim: Claim;
  admit: (release: Release) => void;
}

interface Holding {
  inFlight: number;
  waiting: number;
}

/** Requests in flight and waiting, per member or per site; a key holding none is forgotten. */
function holdings() {
  const byKey = new Map<string, Holding>();
  return {
    of: (key: string): Holding => byKey.get(key) ?? { inFlight: 0, waiting: 0 },
    change(key: string, inFlight: number, waiting: number) {
      const held = byKey.get(key) ?? { inFlight: 0, waiting: 0 };
      held.inFlight += inFlight;
      held.waiting += waiting;
      if (held.inFlight === 0 && held.waiting === 0) byKey.delete(key);
      else byKey.set(key, held);
    },
    get size() {
      return byKey.size;
    },
  };
}

const ANYONE: Claim = { member: "", site: "", share: Infinity };

/**
 * A counting gate with a bounded line, first come first served among those whose member is under
 * their share, those of sites under theirs first: a waiter whose member holds their share lets the
 * next one pass.
 */
export function createAdmission({ maxInFlight, maxWaiting, maxWaitMs }: AdmissionLimits) {
  const perSite = siteShare(maxInFlight);
  const sitePlaces = siteShare(maxWaiting);
  let inFlight = 0;
  const waiting: Waiter[] = [];
  const members = holdings();
  const sites = holdings();

  const memberMayRun = ({ member, share }: Claim) => members.of(member).inFlight < share;
  const withinSiteShare = ({ site }: Claim) => sites.of(site).inFlight < perSite;

  const turn = (claim: Claim): Release => {
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      members.change(claim.member, -1, 0);
      sites.change(claim.site, -1, 0);
      // The turn passes straight to the first in line who may run (a site within its share before
      // one past it): nobody can slip in between.
      let at = waiting.findIndex(({ claim }) => memberMayRun(claim) && withinSiteShare(claim));
      if (at === -1) at = waiting.findIndex(({ claim }) => memberMayRun(claim));
      if (at === -1) return void inFlight--;
      const [next] = waiting.splice(at, 1);
      members.change(next.claim.member, 1, -1);
      sites.change(next.claim.site, 1, -1);
      next.admit(turn(next.claim));
    };
  };

  const start = (claim: Claim) => {
    inFlight++;
    members.change(claim.member, 1, 0);
    sites.change(claim.site, 1, 0);
    return turn(claim);
  };

  return {
    maxWaitMs,
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return waiting.length;
    },
    /** Members (and addresses) holding or waiting for a turn: bounded by the turns and the line. */
    get members() {
      return members.size;
    },
    /** Whether this member holds or waits for a turn now. */
    holds(member: string) {
      const held = members.of(member);
      return held.inFlight + held.waiting > 0;
    },
    /**
     * A turn, at once or after a wait of at most `waitMs` (maxWaitMs by default; MEMBER_WAIT_MS
     * behind the member's own share), or why none: "member" at once when the member holds their
     * share and waits for twice as many already; "busy" when the line (or the site's part of it) is
     * full, the wait ran out, or `gone` aborted (the browser left while it waited).
     */
    enter(claim: Claim = ANYONE, gone?: AbortSignal, waitMs = maxWaitMs): Promise<Release | Refusal> {
      const member = members.of(claim.member);
      if (member.inFlight + member.waiting >= 3 * claim.share) return Promise.resolve("member");
      if (inFlight < maxInFlight && memberMayRun(claim)) return Promise.resolve(start(claim));
      if (member.inFlight >= claim.share) waitMs = Math.max(waitMs, MEMBER_WAIT_MS);
      if (waiting.length >= maxWaiting || sites.of(claim.site).waiting >= sitePlaces || waitMs === 0 || gone?.aborted)
        return Promise.resolve("busy");
      return new Promise((resolve) => {
        const leave = () => {
          clearTimeout(timer);
          gone?.removeEventListener("abort", refuse);
        };
        const refuse = () => {
          leave();
          const at = waiting.indexOf(waiter);
          if (at === -1) return;
          waiting.splice(at, 1);
          members.change(claim.member, 0, -1);
          sites.change(claim.site, 0, -1);
          resolve("busy");
        };
        const waiter: Waiter = {
          claim,
          admit: (release) => {
            leave();
            resolve(release);
          },
        };
        const timer = setTimeout(refuse, waitMs);
        gone?.addEventListener("abort", refuse, { once: true });
        waiting.push(waiter);
        members.change(claim.member, 0, 1);
        sites.change(claim.site, 0, 1);
      });
    },
  };
}

export type Admission = ReturnType<typeof createAdmission>;

/**
 * The express step that gives each page request a turn. `exempt` requests pass untouched (cheap
 * ones, and long ones that hold a connection rather than work); `claim` says whose share a request
 * counts against; a refused one is handed to `refuse` with the reason, which answers it (the site's
 * 503 busy page, or 429 to a member who has their share), and counted by `refused`.
 *
 * `slow` requests (uploads: seconds of the API's work each) go one at a time per member: one that
 * comes while the same member's last is still under way is marked by `alreadySlow` and still let
 * in, so its page can answer at once that one upload is under way, with the form as it was sent.
 */
export function admissionStep({
  admission,
  exempt,
  claim,
  slow = () => false,
  alreadySlow = () => {},
  refuse,
  refused,
}: {
  admission: Admission;
  exempt: (req: express.Request, res: express.Response) => boolean;
  claim: (req: express.Request, res: express.Response) => Promise<Claim>;
  slow?: (req: express.Request) => boolean;
  alreadySlow?: (req: express.Request, res: express.Response) => void;
  refuse: (req: express.Request, res: express.Response, next: express.NextFunction, refusal: Refusal) => void;
  refused?: (refusal: Refusal) => void;
}): express.RequestHandler {
  /** Each member's slow requests under way (from arrival to answer); a member with none is forgotten. */
  const slowUnderWay = new Map<string, number>();
  const countSlow = (member: string, res: express.Response) => {
    const count = slowUnderWay.get(member) ?? 0;
    slowUnderWay.set(member, count + 1);
    res.once("close", () => {
      const left = (slowUnderWay.get(member) ?? 1) - 1;
      if (left > 0) slowUnderWay.set(member, left);
      else slowUnderWay.delete(member);
    });
    return count > 0;
  };
  return (req, res, next) => {
    if (exempt(req, res)) return next();
    const gone = new AbortController();
    const left = () => gone.abort();
    res.once("close", left);
    const waitMs = req.method === "POST" ? Math.max(POST_WAIT_MS, admission.maxWaitMs) : admission.maxWaitMs;
    claim(req, res)
      .then((who) => {
        if (slow(req) && countSlow(who.member, res)) alreadySlow(req, res);
        return admission.enter(who, gone.signal, waitMs);
      })
      .then((turn) => {
        res.off("close", left);
        if (typeof turn !== "function") {
          if (gone.signal.aborted) return;
          refused?.(turn);
          return refuse(req, res, next, turn);
        }
        // Whichever comes first: the whole answer written, or the connection gone.
        res.once("finish", turn);
        res.once("close", turn);
        if (res.writableEnded || res.destroyed) turn();
        next();
      })
      .catch(next);
  };
}
