// A legal page's heading, date and numbered sections in one readable card (the privacy policy, the terms of service).
import type { ReactNode } from 'react';

export interface LegalDocumentProps {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: { title: string; body: ReactNode }[];
}

export function LegalDocument({ title, updated, intro, sections }: LegalDocumentProps) {
  return (
    <>
      <header className="page-header">
        <h1>{title}</h1>
        <p className="page-subtitle">Last updated: {updated}</p>
      </header>
      <article className="card privacy-body">
        <p>{intro}</p>
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.body}
          </section>
        ))}
      </article>
    </>
  );
}
