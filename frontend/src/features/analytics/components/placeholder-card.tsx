// A titled card that says honestly what will appear in it later.
import type { ReactNode } from 'react';

export function PlaceholderCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card analytics-placeholder" aria-labelledby={id}>
      <h2 id={id} className="card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
