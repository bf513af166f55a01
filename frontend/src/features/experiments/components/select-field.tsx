// One labelled select with an optional hint and error tied to it, as TextField does for an input.
import { useId } from '@/lib/use-id';

type Props = {
  label: string;
  value: string;
  options: readonly (readonly [value: string, label: string])[];
  onValue(value: string): void;
  hint?: string;
  error?: string | null;
};

export function SelectField({ label, value, options, onValue, hint, error }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
