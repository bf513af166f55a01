// The load bench's end check: each simulated person's entries read back from the API as the person left them.
import { ENTRY_COLLECTIONS } from '../../shared/entry-types';
import { textField, type Person } from './load-person';

export interface LoadCheck {
  entries: number;
  edited: number;
  deleted: number;
  inputs: number;
  /** Lost, duplicated, unedited or undeleted entries; empty when all is as expected. */
  problems: string[];
}

type Get = (path: string, token: string) => Promise<{ id: string; version: number; [field: string]: unknown }[]>;

/** Lists every collection of every person (outside the timed load) and compares it with the person's own record. */
export async function checkPeople(people: Person[], get: Get): Promise<LoadCheck> {
  const check: LoadCheck = { entries: 0, edited: 0, deleted: 0, inputs: 0, problems: [] };
  const problem = (person: Person, text: string) => check.problems.push(`${person.username}: ${text}`);
  for (const person of people) {
    const inputs = await get('/api/user-inputs/', person.token);
    const inputIds = new Set(inputs.map((input) => input.id));
    if (inputIds.size !== inputs.length) problem(person, 'a user input is listed twice');
    for (const id of person.inputs) if (!inputIds.has(id)) problem(person, `user input ${id} lost`);
    check.inputs += person.inputs.size;
    for (const collection of ENTRY_COLLECTIONS) {
      const listed = await get(`/api/${collection}/`, person.token);
      const byId = new Map(listed.map((entry) => [entry.id, entry]));
      const texts = listed.map((entry) => entry[textField(collection)]);
      if (byId.size !== listed.length || new Set(texts).size !== texts.length) problem(person, `${collection}: an entry is listed twice`);
      const expected = [...person.entries].filter(([, kept]) => kept.collection === collection);
      if (listed.length !== expected.length) problem(person, `${collection}: ${listed.length} listed, ${expected.length} expected`);
      for (const [id, kept] of expected) {
        const entry = byId.get(id);
        if (!entry) problem(person, `${collection} ${id} lost`);
        else if (entry[textField(collection)] !== kept.text || entry.version !== kept.version)
          problem(person, `${collection} ${id} not as edited`);
        else if (kept.version > 1) check.edited += 1;
      }
      check.entries += expected.length;
      for (const gone of person.deleted.filter((d) => d.collection === collection)) {
        if (byId.has(gone.id)) problem(person, `${collection} ${gone.id} deleted but listed`);
        else check.deleted += 1;
      }
    }
  }
  return check;
}
