import { Form } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { FacePhoto, useFaceTitle } from "~/features/landing/faces";
import type { LanderBase, LanderFace } from "~/features/landing/lander-data.server";
import { LanderPage } from "~/features/landing/lander-page";
import { aimedAt } from "~/features/landing/lander-signup";
import type { SwipeDecision } from "~/features/swipe/swipe-decision";
import { useSwipeInput } from "~/features/swipe/use-swipe-input";
import { useLanderCopy } from "~/features/landing/lander-copy";
import { decide, deckDone, deckQuery, type DeckState } from "./deck";
import * as styles from "./styles.css";

/**
 * The deck, the decision buttons and the signup. Each button is a GET form carrying the deck after
 * that decision, so it works without JavaScript; with it, the same decision stays on the page, and
 * the arrow keys and a drag of the card make it too.
 */
export function SwipeLander({ base, initial }: { base: LanderBase; initial: DeckState }) {
  const { t, copy } = useLanderCopy("tinderswipe", base);
  const title = useFaceTitle();
  const [deck, setDeck] = useState(initial);
  const done = deckDone(deck, base.faces.length);
  const top: LanderFace | undefined = done ? undefined : base.faces[deck.card];
  const target = base.faces.find((f) => f.id === deck.liked[0]);
  const lastLiked = base.faces.find((f) => f.id === deck.liked[deck.liked.length - 1]);

  const choose = (decision: SwipeDecision) => top && setDeck((state) => decide(state, top.id, decision));
  const { offset, handlers } = useSwipeInput(choose, Boolean(top));
  const onSubmit = (decision: SwipeDecision) => (event: FormEvent) => {
    event.preventDefault();
    choose(decision);
  };

  // When the deck gives way to the signup, the signup's first choice takes the focus.
  const signupRef = useRef<HTMLDivElement>(null);
  const wasDone = useRef(done);
  useEffect(() => {
    if (done && !wasDone.current) signupRef.current?.querySelector<HTMLElement>("input, a")?.focus();
    wasDone.current = done;
  }, [done]);

  const decisionForm = (decision: SwipeDecision, face: LanderFace) => (
    <Form method="get" onSubmit={onSubmit(decision)} className={styles.decisionForm}>
      {Object.entries(deckQuery(decide(deck, face.id, decision))).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={decision === "like" ? styles.like : styles.pass}
        aria-label={t(`kinds.tinderswipe.${decision}_who`, { name: title(face) })}
        data-testid={`swipe-${decision}`}
      >
        <span aria-hidden="true" className={styles.symbol}>
          {decision === "like" ? "♥" : "✕"}
        </span>
        <span>{t(`kinds.tinderswipe.${decision}`)}</span>
      </button>
    </Form>
  );

  return (
    <LanderPage
      base={base}
      {...copy}
      signup={target ? aimedAt(base.signup, target.id) : base.signup}
      signupHeading={target ? t("kinds.tinderswipe.continue", { name: target.name }) : copy.signupHeading}
      signupRef={signupRef}
      picture={
        <section className={styles.deck} aria-label={t("kinds.tinderswipe.deck")}>
          <p className={styles.status} role="status" data-testid="swipe-status">
            {lastLiked ? t("kinds.tinderswipe.liked", { name: lastLiked.name }) : ""}
          </p>
          {top ? (
            <>
              <article
                key={top.id}
                className={styles.card}
                data-testid="swipe-card"
                data-lean={offset > 0 ? "like" : offset < 0 ? "pass" : undefined}
                style={offset ? { transform: `translateX(${offset}px) rotate(${offset / 20}deg)` } : undefined}
                {...handlers}
              >
                <FacePhoto face={top} priority className={styles.photo} sizes="(min-width: 576px) 420px, 92vw" />
                <div className={styles.caption}>
                  <h2 className={styles.name}>{title(top)}</h2>
                  {top.city ? <p className={styles.city}>{top.city}</p> : null}
                </div>
              </article>
              <div className={styles.buttons}>
                {decisionForm("pass", top)}
                {decisionForm("like", top)}
              </div>
              <p className={styles.hint}>{t("kinds.tinderswipe.keys")}</p>
            </>
          ) : (
            <p className={styles.empty} data-testid="swipe-done">
              {target ? t("kinds.tinderswipe.continue", { name: target.name }) : t("kinds.tinderswipe.empty")}
            </p>
          )}
        </section>
      }
    />
  );
}
