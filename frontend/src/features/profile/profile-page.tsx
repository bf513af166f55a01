// The profile page at /user: view and edit the account and body measurements (a new username or e-mail asks for the
// current password; a new e-mail waits for its link), change the password, sign out of all devices, delete the account.
import { useEffect, useRef, type FormEvent } from 'react';
import { useAuth } from '@/lib/auth';
import { DangerZone } from './components/danger-zone';
import { DevicesSection } from './components/devices-section';
import { PasswordSection } from './components/password-section';
import { PendingEmail } from './components/pending-email';
import { PersonalFields } from './components/personal-fields';
import { PhysicalFields } from './components/physical-fields';
import { ProfileView } from './components/profile-view';
import { needsPassword } from './profile-draft';
import { useProfileEditor } from './use-profile-editor';
import './profile.css';

export function ProfilePage() {
  const { user, refreshUser } = useAuth();
  const editor = useProfileEditor(user, refreshUser);
  const { draft, errors, notice } = editor;
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Keyboard and screen-reader users keep their place: into the form on Edit, back to Edit on Save or Cancel.
  useEffect(() => {
    if (editor.editing && !wasEditing.current) document.getElementById('profile-username')?.focus();
    if (!editor.editing && wasEditing.current) editButton.current?.focus();
    wasEditing.current = editor.editing;
  }, [editor.editing]);

  if (!user) {
    return (
      <div className="page page-narrow" aria-busy="true">
        <span className="skeleton profile-skeleton" />
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.save();
  };

  return (
    <div className="page page-narrow profile">
      <header className="page-header row row-between">
        <div>
          <h1>Profile</h1>
          <p className="page-subtitle">Your account details and body measurements.</p>
        </div>
        {!editor.editing && (
          <button ref={editButton} type="button" className="btn btn-primary" onClick={editor.edit}>
            Edit Profile
          </button>
        )}
      </header>
      <div className="stack stack-lg">
        {notice && (
          <p className={`alert alert-${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </p>
        )}
        <PendingEmail user={user} />
        {draft ? (
          <form className="stack" onSubmit={submit} noValidate aria-label="Edit profile">
            <PersonalFields
              draft={draft}
              errors={errors}
              askPassword={needsPassword(draft, user)}
              emailChanging={draft.email.trim().toLowerCase() !== user.email.toLowerCase()}
              onChange={(field, value) => editor.setDraft({ ...draft, [field]: value })}
            />
            <PhysicalFields draft={draft} errors={errors} onDraft={editor.setDraft} />
            <div className="row profile-actions">
              <button type="submit" className="btn btn-primary" disabled={editor.saving}>
                {editor.saving && <span className="spinner" aria-hidden="true" />}
                Save Profile
              </button>
              <button type="button" className="btn btn-secondary" onClick={editor.cancel}>
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <ProfileView user={user} />
        )}
        <PasswordSection />
        <DevicesSection />
        <DangerZone />
      </div>
    </div>
  );
}
