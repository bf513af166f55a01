// The measures of one entry's type as labelled inputs in the person's units (docs/MEASURES.md), each with its
// problem under it; and the subjects as one comma-separated text. Shared by the review and the entry editor. A food's
// weight and nutrients (18 of them) sit apart in a collapsed Nutrition section, under the line saying where they came
// from, so they never bury servings and caffeine.
import type { ReactNode } from 'react';
import type { EntryCollection } from '@shared/entry-types';
import { MEASURES, MEASURES_OF, VALUE_UNITS, type MeasureName, type UnitSystem } from '@shared/measures';
import { isTableMeasure } from '@shared/nutrition';
import { measureLabel, type MeasureDraft, type MeasureProblems } from './measure-draft';
import './measure-fields.css';

export interface MeasureFieldsProps {
  collection: EntryCollection;
  draft: MeasureDraft;
  /** The new texts, and the measure the person changed. */
  onChange(draft: MeasureDraft, changed: MeasureName): void;
  system: UnitSystem;
  /** Unique on the page: input ids derive from it. */
  idPrefix: string;
  problems?: MeasureProblems;
  /** Shown at the top of the Nutrition section: where the numbers came from. */
  nutritionSource?: ReactNode;
}

/** The measures of the Nutrition section: the weight eaten and every nutrient. */
/** The id of a collection's Nutrition section (a <details>), so "Enter my own numbers" can open it. */
export const nutritionSectionId = (idPrefix: string) => `${idPrefix}-nutrition`;
/** The input of one measure. */
export const measureInputId = (idPrefix: string, name: MeasureName) => `${idPrefix}-m-${name}`;

const US_UNITS = ['lb', '°F', 'mg/dL'];

function MeasureInput({
  name,
  id,
  value,
  onChange,
  system,
  problem,
}: {
  name: MeasureName;
  id: string;
  value: string;
  onChange(value: string): void;
  system: UnitSystem;
  problem?: string;
}) {
  const def: { kind: string; options?: readonly string[] } = MEASURES[name];
  const common = {
    id,
    name,
    value,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
  };
  const set = (event: { target: { value: string } }) => onChange(event.target.value);
  if (def.kind === 'choice' || def.kind === 'yes-no') {
    const options = def.kind === 'yes-no' ? ['yes', 'no'] : def.options!;
    return (
      <select {...common} onChange={set}>
        <option value="">—</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  }
  if (def.kind === 'clock') return <input type="time" {...common} onChange={set} />;
  if (def.kind === 'text') {
    const units = system === 'us' ? [...US_UNITS, ...VALUE_UNITS] : VALUE_UNITS;
    return (
      <>
        <input type="text" autoComplete="off" maxLength={20} list={`${id}-units`} {...common} onChange={set} />
        <datalist id={`${id}-units`}>
          {units.map((unit) => (
            <option key={unit} value={unit} />
          ))}
        </datalist>
      </>
    );
  }
  return <input type="text" inputMode="decimal" autoComplete="off" {...common} onChange={set} />;
}

export function MeasureFields({ collection, draft, onChange, system, idPrefix, problems = {}, nutritionSource }: MeasureFieldsProps) {
  const names = MEASURES_OF[collection];
  const main = names.filter((name) => !isTableMeasure(name));
  const nutrition = names.filter((name) => isTableMeasure(name));
  const field = (name: MeasureName) => {
    const id = measureInputId(idPrefix, name);
    return (
      <div className="field" key={name}>
        <label htmlFor={id}>{measureLabel(name, system)}</label>
        <MeasureInput
          name={name}
          id={id}
          value={draft[name] ?? ''}
          system={system}
          problem={problems[name]}
          onChange={(value) => onChange({ ...draft, [name]: value }, name)}
        />
        {problems[name] && (
          <p id={`${id}-problem`} className="field-error">
            {problems[name]}
          </p>
        )}
      </div>
    );
  };
  // A problem in a nutrient opens the section, so the marked field can be seen and take focus.
  const nutritionProblem = nutrition.some((name) => problems[name]);
  return (
    <fieldset className="measure-fields">
      <legend className="field-label">Measures (optional)</legend>
      <div className="measure-fields-grid">{main.map(field)}</div>
      {nutrition.length > 0 && (
        <details className="measure-fields-nutrition" id={nutritionSectionId(idPrefix)} open={nutritionProblem || undefined}>
          <summary>Nutrition: weight and all nutrients</summary>
          {nutritionSource && <div className="measure-fields-nutrition-source">{nutritionSource}</div>}
          <div className="measure-fields-grid">{nutrition.map(field)}</div>
        </details>
      )}
    </fieldset>
  );
}

export function SubjectsField({ id, value, onChange }: { id: string; value: string; onChange(value: string): void }) {
  return (
    <div className="field">
      <label htmlFor={id}>Subjects (optional)</label>
      <input
        id={id}
        name="subjects"
        type="text"
        autoComplete="off"
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="field-hint">
        What it is about, separated by commas (coffee, running).
      </p>
    </div>
  );
}
