// The personal information part of the profile form: username, e-mail and the optional names; the current password
// when the username or e-mail changes (a new e-mail then waits for the link mailed to it).
import { TextField } from '@/components/text-field';
import type { DraftErrors, ProfileDraft } from '../profile-draft';

interface PersonalFieldsProps {
  draft: ProfileDraft;
  errors: DraftErrors;
  onChange: (field: keyof ProfileDraft, value: string) => void;
  /** The username or e-mail differs from the stored one: ask for the current password. */
  askPassword: boolean;
  /** The e-mail differs from the stored one: say what happens to it. */
  emailChanging: boolean;
}

export function PersonalFields({ draft, errors, onChange, askPassword, emailChanging }: PersonalFieldsProps) {
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
            hint={emailChanging ? 'We will send a link to the new address. Your e-mail changes when you open it.' : undefined}
            onValue={(value) => onChange('email', value)}
          />
        </div>
        {askPassword && (
          <div className="form-row">
            <TextField
              id="profile-current-password"
              label="Current Password"
              type="password"
              autoComplete="current-password"
              hint="Needed to change your username or e-mail."
              value={draft.current_password}
              error={errors.current_password}
              onValue={(value) => onChange('current_password', value)}
            />
          </div>
        )}
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
