// A message above or below an account form: errors are announced at once, notes politely.
export function FormAlert({ tone, children }: { tone: 'error' | 'info' | 'success' | 'warning'; children: string | null }) {
  if (!children) return null;
  return (
    <p className={`alert alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
