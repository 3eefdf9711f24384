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

/** Ends a turn: the next waiting request is let in. Safe to call more than once. */
export type Release = () => void;

interface Waiter {
  admit: (release: Release) => void;
  refuse: () => void;
}

/** A counting gate with a bounded first-come queue. */
export function createAdmission({ maxInFlight, maxWaiting, maxWaitMs }: AdmissionLimits) {
  let inFlight = 0;
  const waiting: Waiter[] = [];

  const turn = (): Release => {
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const next = waiting.shift();
      // The turn passes straight to the first in line: nobody can slip in between.
      if (next) next.admit(turn());
      else inFlight--;
    };
  };

  return {
    maxWaitMs,
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return waiting.length;
    },
    /**
     * A turn, at once or after a wait of at most `waitMs` (maxWaitMs by default); null when refused
     * (the queue is full, the wait ran out, or `gone` aborted: the browser left while it waited).
     */
    enter(gone?: AbortSignal, waitMs = maxWaitMs): Promise<Release | null> {
      if (inFlight < maxInFlight) {
        inFlight++;
        return Promise.resolve(turn());
      }
      if (waiting.length >= maxWaiting || waitMs === 0 || gone?.aborted) return Promise.resolve(null);
      return new Promise((resolve) => {
        const leave = () => {
          clearTimeout(timer);
          gone?.removeEventListener("abort", refuse);
          const at = waiting.indexOf(waiter);
          if (at !== -1) waiting.splice(at, 1);
        };
        const refuse = () => {
          leave();
          resolve(null);
        };
        const waiter: Waiter = {
          admit: (release) => {
            leave();
            resolve(release);
          },
          refuse,
        };
        const timer = setTimeout(refuse, waitMs);
        gone?.addEventListener("abort", refuse, { once: true });
        waiting.push(waiter);
      });
    },
  };
}

export type Admission = ReturnType<typeof createAdmission>;

/**
 * The express step that gives each page request a turn. `exempt` requests pass untouched (cheap
 * ones, and long ones that hold a connection rather than work); a refused one is handed to
 * `refuse`, which answers it (the site's 503 page), and counted by `refused`.
 */
export function admissionStep({
  admission,
  exempt,
  refuse,
  refused,
}: {
  admission: Admission;
  exempt: (req: express.Request, res: express.Response) => boolean;
  refuse: express.RequestHandler;
  refused?: (req: express.Request, res: express.Response) => void;
}): express.RequestHandler {
  return (req, res, next) => {
    if (exempt(req, res)) return next();
    const gone = new AbortController();
    const left = () => gone.abort();
    res.once("close", left);
    const waitMs = req.method === "POST" ? Math.max(POST_WAIT_MS, admission.maxWaitMs) : admission.maxWaitMs;
    admission.enter(gone.signal, waitMs).then((release) => {
      res.off("close", left);
      if (!release) {
        if (gone.signal.aborted) return;
        refused?.(req, res);
        return refuse(req, res, next);
      }
      // Whichever comes first: the whole answer written, or the connection gone.
      res.once("finish", release);
      res.once("close", release);
      if (res.writableEnded || res.destroyed) release();
      next();
    }, next);
  };
}
