// "Did my magnesium experiment work?": the experiments the use case found the question asking about, each in one
// line: an ended one's answer sentence as the experiment's page gives it, a running one's day and condition (its answer
// comes at the planned end: no interim answer here), a planned one's first day. Titles are quoted as data.
import type { ChatRequest } from '../ai-port';
import type { Answer } from './chat-entries';

export function experimentAnswer(request: ChatRequest): Answer | undefined {
  const notes = request.experiments;
  if (!notes?.length) return undefined;
  const lines = notes.map((note) => {
    const title = `"${note.title}"`;
    if (note.answer) return `${title}${note.status === 'stopped' ? ' (stopped)' : ''}: ${note.answer}`;
    if (note.today) return `${title} is running: ${note.today}. Its answer comes at the planned end, on ${note.end_date}.`;
    return `${title} starts on ${note.start_date}; its answer comes at the planned end, on ${note.end_date}.`;
  });
  const text = lines.length === 1 ? lines[0] : `Your experiments:\n${lines.map((line) => `- ${line}`).join('\n')}`;
  return { text, used: [] };
}
