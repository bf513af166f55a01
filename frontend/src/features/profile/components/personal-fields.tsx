// The personal information part of the profile form: username, e-mail and the optional names.
import { TextField } from '@/components/text-field';
import type { DraftErrors, ProfileDraft } from '../profile-draft';

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
          <TextField
            id="profile-username"
            label="Username"
            autoComplete="username"
            value={draft.username}
            error={errors.username}
            onValue={(value) => onChange('username', value)}
          />
          <TextField
            id="profile-email"
            label="Email"
            type="email"
            autoComplete="email"
            value={draft.email}
            error={errors.email}
            onValue={(value) => onChange('email', value)}
          />
        </div>
        <div className="form-row">
          <TextField
            id="profile-first-name"
            label="First Name (optional)"
            autoComplete="given-name"
            value={draft.first_name}
            onValue={(value) => onChange('first_name', value)}
          />
          <TextField
            id="profile-last-name"
            label="Last Name (optional)"
            autoComplete="family-name"
            value={draft.last_name}
            onValue={(value) => onChange('last_name', value)}
          />
        </div>
      </div>
    </section>
  );
}
