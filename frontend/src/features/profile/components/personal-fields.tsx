// The personal information part of the profile form: username, e-mail and the optional names.
import type { DraftErrors, ProfileDraft } from '../profile-draft';
import { FormField } from './form-field';

interface PersonalFieldsProps {
  draft: ProfileDraft;
  errors: DraftErrors;
  onChange: (field: keyof ProfileDraft, value: string) => void;
}

export function PersonalFields({ draft, errors, onChange }: PersonalFieldsProps) {
  return (
    <section className="card" aria-labelledby="personal-title">
      <h2 id="personal-title" className="card-title">
        Personal Information
      </h2>
      <div className="stack">
        <div className="form-row">
          <FormField id="profile-username" label="Username" autoComplete="username" value={draft.username}
            error={errors.username} onChange={(e) => onChange('username', e.target.value)} />
          <FormField id="profile-email" label="Email" type="email" autoComplete="email" value={draft.email}
            error={errors.email} onChange={(e) => onChange('email', e.target.value)} />
        </div>
        <div className="form-row">
          <FormField id="profile-first-name" label="First Name (optional)" autoComplete="given-name"
            value={draft.first_name} onChange={(e) => onChange('first_name', e.target.value)} />
          <FormField id="profile-last-name" label="Last Name (optional)" autoComplete="family-name"
            value={draft.last_name} onChange={(e) => onChange('last_name', e.target.value)} />
        </div>
      </div>
    </section>
  );
}
