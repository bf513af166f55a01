// A block of the page the app started on, drawn a few tasks after the page around it, so a phone draws a heavy page
// in short tasks instead of one long one (docs/PERFORMANCE.md "The first render in tasks"); on any other page it draws
// at once (lib/first-page.ts). Until then an empty box stands in its place (it keeps a grid's track, so a neighbour
// does not change its width when the block arrives) and marks the page as still drawing, which hides the footer
// (app/layout/layout.css), so nothing below moves into view and back; or a `fallback` of the block's own size.
import type { ReactNode } from 'react';
import { onFirstPage } from '@/lib/first-page';
import { useAfterTasks } from '@/lib/use-after-tasks';

export function Later({ tasks, children, fallback }: { tasks: number; children: ReactNode; fallback?: ReactNode }) {
  const ready = useAfterTasks(tasks, onFirstPage());
  return ready ? children : (fallback ?? <div data-drawing="" />);
}
