// Data Import, first step: what the file is (Apple Health export, CSV, full backup) and the file itself, its size
// checked here so a file over the limit is refused before anything is sent.
import { useState, type FormEvent } from 'react';
import { useId } from '@/lib/use-id';
import { IMPORT_MAX_BYTES } from '@shared/imports/import-limits';
import type { ImportKind } from '../api/imports';
import { fileSize, IMPORT_KINDS, IMPORT_TEXTS, kindOfFileName } from './import-texts';

type Props = { busy: boolean; onStart(kind: ImportKind, file: File): void; onChange(): void };

export function ImportFileForm({ busy, onStart, onChange }: Props) {
  const id = useId();
  const [kind, setKind] = useState<ImportKind | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const chosen = IMPORT_KINDS.find((option) => option.kind === kind);
  const sizeProblem = !file
    ? null
    : file.size > IMPORT_MAX_BYTES
      ? IMPORT_TEXTS.tooLarge(file.size)
      : file.size === 0
        ? IMPORT_TEXTS.empty
        : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (kind && file) onStart(kind, file);
  }

  return (
    <form className="import-form" onSubmit={submit} aria-busy={busy}>
      <fieldset className="import-kinds">
        <legend className="field-label">What is the file?</legend>
        {IMPORT_KINDS.map((option) => (
          <label key={option.kind} className={`import-kind${kind === option.kind ? ' is-chosen' : ''}`}>
            <input
              type="radio"
              name={`${id}-kind`}
              value={option.kind}
              checked={kind === option.kind}
              aria-labelledby={`${id}-${option.kind}-label`}
              aria-describedby={`${id}-${option.kind}-hint`}
              onChange={() => {
                setKind(option.kind);
                onChange();
              }}
            />
            <span>
              <span id={`${id}-${option.kind}-label`} className="import-kind-label">
                {option.label}
              </span>
              <span id={`${id}-${option.kind}-hint`} className="import-kind-hint">
                {option.hint}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="field import-file">
        <label htmlFor={`${id}-file`}>File</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={chosen?.accept ?? IMPORT_KINDS.map((option) => option.accept).join(',')}
          aria-describedby={`${id}-file-hint`}
          aria-invalid={sizeProblem ? true : undefined}
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            setFile(picked);
            if (picked && !kind) setKind(kindOfFileName(picked.name));
            onChange();
          }}
        />
        <p id={`${id}-file-hint`} className={sizeProblem ? 'field-error' : 'field-hint'} role={sizeProblem ? 'alert' : undefined}>
          {sizeProblem ?? (file ? `${file.name}, ${fileSize(file.size)}` : `Up to ${fileSize(IMPORT_MAX_BYTES)}.`)}
        </p>
      </div>
      <button type="submit" className="btn btn-primary" disabled={busy || !kind || !file || sizeProblem !== null}>
        {busy ? 'Starting…' : 'Upload and preview'}
      </button>
      {file && !kind && <p className="field-hint">{IMPORT_TEXTS.chooseKind}</p>}
    </form>
  );
}
