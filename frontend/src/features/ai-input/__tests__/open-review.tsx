// The review the AI input tests open: the card rendered, words sent, and the review shown (what it holds is the
// answer the test's fake API gives next).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataInputCard } from '../components/data-input-card';

export async function openReview() {
  const user = userEvent.setup();
  render(<DataInputCard />);
  await user.type(screen.getByRole('textbox', { name: 'What happened?' }), 'words{Enter}');
  await screen.findByRole('region', { name: 'Review before saving' });
  return user;
}

/** The review's nth item (from 1). */
export const reviewItem = (n: number) => screen.getByRole('listitem', { name: new RegExp(`^Item ${n} of`) });
