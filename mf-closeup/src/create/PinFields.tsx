// A pin's own fields, as the builder and the edit page show them: title, description (500, counted
// live), link (http(s)), alt text, and the board (and section) from the boards area's picker.

import { useId } from 'react';
import { type FieldProblem, PIN_DESCRIPTION_MAX, type PinTextField, type PinTextValues } from 'shared-contracts/rules';
import { type SaveTarget } from 'shared-contracts/platform';
import { LimitedTextArea, TextField } from 'react-kit';
import { useCloseupDeps } from '../data/deps';
import { chooseBoard } from '../data/boardsAreaCommands';

/** A problem of the form: a text field's, the picture's or the board's. */
export type FormProblem = FieldProblem<PinTextField | 'image' | 'board'>;

export interface PinFieldsProps {
  values: PinTextValues;
  onChange: (values: PinTextValues) => void;
  place: SaveTarget | null;
  onPlace: (place: SaveTarget) => void;
  problems: FormProblem[];
  /** What the picker shows of the pin. */
  imageUrl?: string;
}

export function placeName(place: SaveTarget): string {
  return place.sectionName ? `${place.sectionName} in ${place.boardName}` : place.boardName;
}

export function PinFields({ values, onChange, place, onPlace, problems, imageUrl }: PinFieldsProps) {
  const { events } = useCloseupDeps();
  const id = useId();
  const problemOf = (field: FormProblem['field']) => problems.find((p) => p.field === field)?.message ?? null;
  const set = (field: PinTextField) => (value: string) => onChange({ ...values, [field]: value });
  const boardProblem = problemOf('board');

  const pick = () => {
    void chooseBoard({ ...(imageUrl ? { imageUrl } : {}), ...(values.title ? { title: values.title } : {}) }, events).then((answer) => {
      if (answer.kind === 'chosen') onPlace(answer.target);
    });
  };

  return (
    <>
      <TextField label="Title" value={values.title} onChange={set('title')} placeholder="Add a title" error={problemOf('title')} />
      <LimitedTextArea
        label="Description"
        value={values.description}
        onChange={set('description')}
        max={PIN_DESCRIPTION_MAX}
        placeholder="Tell everyone what your Pin is about"
        error={problemOf('description')}
      />
      <TextField label="Link" type="url" value={values.link} onChange={set('link')} placeholder="https://" error={problemOf('link')} />
      <TextField
        label="Alt text"
        value={values.altText}
        onChange={set('altText')}
        hint="Describe the picture for people who use screen readers."
        error={problemOf('altText')}
      />
      <div className="pb-field">
        <span id={`${id}-board`}>Board</span>
        <button
          type="button"
          className="pb-button"
          aria-labelledby={`${id}-board ${id}-board-value`}
          aria-describedby={boardProblem ? `${id}-board-error` : undefined}
          onClick={pick}
        >
          <span id={`${id}-board-value`}>{place ? placeName(place) : 'Choose a board'}</span>
        </button>
        {boardProblem && (
          <span id={`${id}-board-error`} className="pb-field__error" role="alert">
            {boardProblem}
          </span>
        )}
      </div>
    </>
  );
}

/**
 * Where a failed save's words go: at the field the server named (as the form names it), else
 * above the form.
 */
export function showSaveFailure(
  message: string,
  field: string | null,
  show: { atField: (problems: FormProblem[]) => void; aboveForm: (message: string) => void },
): void {
  const atField = problemFromServer(field ?? undefined, message);
  if (atField) show.atField([atField]);
  else show.aboveForm(message);
}

/** The server's refusal of one field, named as the form names it. */
function problemFromServer(field: string | undefined, message: string): FormProblem | null {
  const fields: Record<string, FormProblem['field']> = {
    title: 'title',
    description: 'description',
    link: 'link',
    alt_text: 'altText',
    board_id: 'board',
    section: 'board',
    image_url: 'image',
    image_base64: 'image',
  };
  const mapped = field ? fields[field] : undefined;
  return mapped ? { field: mapped, message } : null;
}
