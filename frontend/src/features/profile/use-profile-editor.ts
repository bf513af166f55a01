// State of the profile page: view or edit, the draft, the save call and its messages (docs/PRODUCT.md §4, §8).
import { useEffect, useState } from 'react';
import type { CurrentUser } from '@/lib/api-contract.generated';
import { errorField, anyFieldError } from './api/error-text';
import { useUpdateProfile } from './api/update-profile';
import { draftFromUser, toProfileUpdate, validateDraft, type DraftErrors, type ProfileDraft } from './profile-draft';

export const PROFILE_SAVED = 'Profile updated successfully!';
const SAVE_FAILED = 'Failed to update profile. Please try again.';
const NOTICE_MS = 3000;

export type Notice = { kind: 'success' | 'error'; text: string } | null;

export function useProfileEditor(user: CurrentUser | null, refreshUser: () => Promise<void>) {
  const [draft, setDraft] = useState<ProfileDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const { trigger, isMutating } = useUpdateProfile();

  useEffect(() => {
    if (notice?.kind !== 'success') return;
    const timer = setTimeout(() => setNotice(null), NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  const edit = () => {
    if (!user) return;
    setDraft(draftFromUser(user));
    setErrors({});
    setNotice(null);
  };

  /** Leaves edit mode; the next edit starts again from the stored values. */
  const cancel = () => {
    setDraft(null);
    setErrors({});
    setNotice(null);
  };

  const save = async () => {
    if (!draft || isMutating) return;
    const found = validateDraft(draft, user ?? undefined);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await trigger(toProfileUpdate(draft, user ?? undefined));
    } catch (failure) {
      const text = errorField(failure, ['message', 'detail']) ?? anyFieldError(failure) ?? SAVE_FAILED;
      setNotice({ kind: 'error', text });
      // A wrong or missing current password (or a taken username) is shown at its field too.
      const atField = (['current_password', 'username'] as const).find((field) => errorField(failure, [field]));
      if (atField) setErrors({ [atField]: errorField(failure, [atField]) });
      return;
    }
    setDraft(null);
    setNotice({ kind: 'success', text: PROFILE_SAVED });
    await refreshUser().catch(() => undefined);
  };

  return { editing: draft !== null, draft, setDraft, errors, notice, saving: isMutating, edit, cancel, save };
}
