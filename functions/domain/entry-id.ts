// The id the app gives an entry, a chat session or a report: a ULID (26 Crockford base-32 characters). A path id of
// another shape names nothing, so it is answered without a read. Its own module: groups that check an id need not
// load the entry rules (and their schemas) of entry-fields.ts.
export const ENTRY_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;
