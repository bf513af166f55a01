// A two-way unit switch (cm | ft/in, kg | lbs) built from radio buttons, so arrows and Tab work as expected.
interface UnitToggleProps<T extends string> {
  label: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

export function UnitToggle<T extends string>({ label, name, options, value, onChange }: UnitToggleProps<T>) {
  return (
    <div className="unit-toggle" role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label key={option.value} className={option.value === value ? 'unit-option is-active' : 'unit-option'}>
          <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}
