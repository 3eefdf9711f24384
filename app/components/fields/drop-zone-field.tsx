import { useEffect, useRef, useState, type DragEvent } from "react";
import { SpriteIcon } from "../interest-icon";
import * as form from "../form.css";
import { controlProps, FieldHelp } from "./field";
import { refuseLargeFiles, type FileFieldProps } from "./file-field";
import * as styles from "./drop-zone.css";

interface DropZoneProps extends FileFieldProps {
  /** What the zone invites to do ("Drop a photo here or choose one"). */
  prompt: string;
  /** Names the list of the chosen files shown before the upload. */
  chosenLabel: string;
}

interface Chosen {
  name: string;
  /** A local address of the picture (an image the browser can show), else null. */
  url: string | null;
}

/**
 * A file field as a drop zone: a label wrapping the real file input, so a click, the keyboard and
 * pages without JavaScript choose a file as ever. With JavaScript the input covers the whole zone
 * (a file dropped anywhere on it lands in the input) and the chosen pictures show before the upload.
 * What the file really is stays the server's check.
 */
export function DropZoneField({ resetKey, ...props }: DropZoneProps) {
  // A new key (the photo uploaded) empties the input and its previews.
  return <Zone key={resetKey} {...props} />;
}

function Zone({ accept, maxBytes, tooLargeText, prompt, chosenLabel, ...props }: Omit<DropZoneProps, "resetKey">) {
  const { field, label } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [dragging, setDragging] = useState(false);
  // The local addresses hold the files in memory until they are given back.
  useEffect(() => () => chosen.forEach((file) => file.url && URL.revokeObjectURL(file.url)), [chosen]);

  const show = (input: HTMLInputElement) => {
    if (maxBytes) refuseLargeFiles(input, maxBytes, tooLargeText);
    setChosen(
      Array.from(input.files ?? []).map((file) => ({
        name: file.name,
        url: file.type.startsWith("image/") ? URL.createObjectURL(file) : null,
      }))
    );
  };
  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");
  const titleId = `${field.id}-title`;
  const promptId = `${field.id}-prompt`;
  const described = controlProps(field, Boolean(props.description));

  return (
    <div className={form.field}>
      <label
        className={styles.zone}
        data-dragging={dragging || undefined}
        onDragEnter={(event) => {
          if (!carriesFiles(event)) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          if (carriesFiles(event)) event.preventDefault();
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={(event) => {
          setDragging(false);
          const input = inputRef.current;
          if (!input || event.dataTransfer.files.length === 0) return;
          event.preventDefault();
          input.files = event.dataTransfer.files;
          show(input);
        }}
      >
        <SpriteIcon name="photography" className={styles.icon} />
        <span id={titleId} className={styles.title}>
          {label}
        </span>
        {/* One slot of one height for the input (no JavaScript) or the prompt (JavaScript): hydrating moves nothing. */}
        <span className={styles.slot}>
          <span id={promptId} className={styles.prompt}>
            {prompt}
          </span>
          <input
            ref={inputRef}
            {...described}
            aria-labelledby={titleId}
            aria-describedby={[promptId, described["aria-describedby"]].filter(Boolean).join(" ")}
            type="file"
            accept={accept}
            className={styles.input}
            onChange={(event) => show(event.currentTarget)}
          />
        </span>
      </label>
      {chosen.length > 0 ? (
        <ul className={styles.chosen} aria-label={chosenLabel} data-testid="chosen-files">
          {chosen.map((file, i) => (
            <li key={i} className={styles.file}>
              {file.url ? <img src={file.url} alt="" className={styles.thumb} width={64} height={64} /> : null}
              <span className={styles.name}>{file.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldHelp {...props} />
    </div>
  );
}
