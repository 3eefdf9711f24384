import { useEffect, useRef, useState, type ReactNode } from "react";
import { filterChoices } from "./choice-filter";
import { ChoiceGroup, initialValues, type FieldProps } from "./field";
import * as styles from "./chip-picker.css";

export interface PickerChoice {
  value: string;
  /** The label's words: what the filter searches and the remove button names. */
  text: string;
  icon?: ReactNode;
}

interface ChipPickerProps extends FieldProps {
  choices: PickerChoice[];
  texts: {
    /** The filter box's label. */
    filter: string;
    /** The list of the chosen ones. */
    chosen: string;
    /** Shown while nothing is chosen. */
    noneChosen: string;
    /** The remove button of one chosen choice ("Remove Wine"). */
    remove: (text: string) => string;
    /** While filtering: how many choices match (announced politely; not a "status", which names the form's outcome). */
    matches: (count: number) => string;
  };
}

/**
 * Many choices as checkbox chips, with the chosen ones above as removable chips and a filter box
 * that narrows the list. Without JavaScript (and before hydration) the filter and the chosen list
 * are hidden by CSS and the chips alone post the field, as a checkbox group does.
 */
export function ChipPickerField(props: ChipPickerProps) {
  // A reset of the form (the server's answer) starts the picker over from the values given back.
  return <Picker key={props.field.key} {...props} />;
}

function Picker({ choices, texts, ...props }: ChipPickerProps) {
  const { field } = props;
  const [chosen, setChosen] = useState(() => initialValues(field));
  const [query, setQuery] = useState("");
  const chosenRef = useRef<HTMLUListElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  // After a chip is removed its button is gone: focus goes to the next chip, else to the filter.
  const [focusChip, setFocusChip] = useState<number | null>(null);
  useEffect(() => {
    if (focusChip === null) return;
    const buttons = chosenRef.current?.querySelectorAll("button");
    (buttons?.[Math.min(focusChip, buttons.length - 1)] ?? filterRef.current)?.focus();
    setFocusChip(null);
  }, [focusChip]);

  const shown = filterChoices(choices, query);
  const chosenChoices = choices.filter((choice) => chosen.has(choice.value));
  const ids = { list: `${field.id}-choices`, filter: `${field.id}-filter`, status: `${field.id}-matches` };

  const boxes = () => Array.from(document.getElementById(ids.list)?.querySelectorAll("input") ?? []);
  // Boxes ticked while the page was loading are chosen too.
  useEffect(() => {
    setChosen(
      new Set(
        boxes()
          .filter((box) => box.checked)
          .map((box) => box.value)
      )
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const remove = (value: string, index: number) => {
    // A click unticks the box as the member would: the form, React and conform all see it.
    boxes()
      .find((box) => box.value === value)
      ?.click();
    setFocusChip(index);
  };

  return (
    <ChoiceGroup
      type="checkbox"
      {...props}
      className={styles.chips}
      choiceClassName={styles.chip}
      listId={ids.list}
      shown={shown}
      onChange={(event) => {
        const box = event.target as unknown as HTMLInputElement;
        if (box.type !== "checkbox") return;
        setChosen((before) => {
          const after = new Set(before);
          if (box.checked) after.add(box.value);
          else after.delete(box.value);
          return after;
        });
      }}
      options={choices.map((choice) => ({
        value: choice.value,
        label: (
          <>
            {choice.icon}
            {choice.text}
          </>
        ),
      }))}
      before={
        <div className={styles.tools}>
          {chosenChoices.length > 0 ? (
            <ul className={styles.chosen} aria-label={texts.chosen} ref={chosenRef}>
              {chosenChoices.map((choice, i) => (
                <li key={choice.value}>
                  <button
                    type="button"
                    className={styles.chosenChip}
                    aria-label={texts.remove(choice.text)}
                    onClick={() => remove(choice.value, i)}
                  >
                    {choice.icon}
                    {choice.text}
                    <span aria-hidden="true" className={styles.cross}>
                      ×
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.none}>{texts.noneChosen}</p>
          )}
          <label htmlFor={ids.filter} className={styles.filterLabel}>
            {texts.filter}
          </label>
          <input
            ref={filterRef}
            id={ids.filter}
            type="search"
            className={styles.filter}
            value={query}
            autoComplete="off"
            aria-controls={ids.list}
            aria-describedby={ids.status}
            onChange={(event) => setQuery(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter would post the whole form from a box that only narrows a list.
              if (event.key === "Enter") event.preventDefault();
            }}
          />
          <p id={ids.status} aria-live="polite" className={styles.matches}>
            {query.trim() ? texts.matches(shown.size) : ""}
          </p>
        </div>
      }
    />
  );
}
